import { memo, useId, type FormEvent } from 'react';
import type { Recipient } from '../../shared/api/admin';
import { PARCEL_WEIGHT_MAX_KG, PARCEL_WEIGHT_MIN_KG } from '../../shared/constants';
import * as adminMessages from '../../shared/messages/admin';
import { formatLKR, toCents } from '../../shared/money';
import { centsFromField } from '../../shared/number-field';
import { FormField } from '../../shared/ui/form-field';
import { InlineAlert } from '../../shared/ui/inline-alert';

import { ParcelProducts } from './parcel-products';
import { tickedIds } from './parcel-values';
import { useCreateParcel } from './use-create-parcel';
import { useParcelForm } from './use-parcel-form';

/** SPEC §5/§9: weight choices 1 to 1000 kg in steps of 1. */
const WEIGHTS = Array.from({ length: PARCEL_WEIGHT_MAX_KG - PARCEL_WEIGHT_MIN_KG + 1 }, (_, i) => PARCEL_WEIGHT_MIN_KG + i);

/**
 * The weight's choices, after an empty one: memoised, so a keystroke anywhere in the form does
 * not compare a thousand options again.
 */
const WeightChoices = memo(function WeightChoices() {
  return (
    <>
      <option value="">{adminMessages.weightChoose}</option>
      {WEIGHTS.map((kg) => (
        <option key={kg} value={kg}>
          {adminMessages.weightChoice(kg)}
        </option>
      ))}
    </>
  );
});

/**
 * SPEC §2 "Create Parcel page for an order", with the fields of §3 Parcel: the parcel (weight,
 * description), its recipient, prefilled from the order, what the courier collects on delivery
 * (amount, exchange), and the order's products: the SPEC's order, which is also the order in
 * which the first invalid field takes focus. One column on a phone; from 640 px the short fields
 * share a row (parcel-form.css).
 */
export function ParcelFormScreen({ orderId, order }: { orderId: number; order: Recipient }) {
  const form = useParcelForm(order);
  const { submit, busy, problem, alertRef } = useCreateParcel(orderId, form);
  const { values, errors, formRef, setText, setExchange, tick, setProductAmount } = form;
  const exchangeId = useId();
  const exchangeHintId = `${exchangeId}-hint`;
  const tickedCents = tickedIds(values, order.products).reduce(
    (sum, id) => sum + (centsFromField(values.products[id]!.amount) ?? 0),
    0,
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    // SPEC §5 checks every field first: the browser's own checks would stop at the first.
    <form ref={formRef} className="shop-parcel__form" noValidate onSubmit={onSubmit}>
      <fieldset className="shop-parcel__group">
        <legend className="shop-parcel__legend">{adminMessages.parcelSection}</legend>
        <FormField name="parcel_weight" label={adminMessages.weightLabel} error={errors.parcel_weight} className="shop-parcel__half" required>
          {(props) => (
            <select
              {...props}
              className="shop-field__input"
              value={values.parcel_weight}
              onChange={(event) => setText('parcel_weight', event.currentTarget.value)}
            >
              <WeightChoices />
            </select>
          )}
        </FormField>
        <FormField
          name="parcel_description"
          label={adminMessages.descriptionLabel}
          error={errors.parcel_description}
          hint={adminMessages.descriptionHint}
          required
        >
          {(props) => (
            <textarea
              {...props}
              rows={3}
              className="shop-field__input"
              value={values.parcel_description}
              onChange={(event) => setText('parcel_description', event.currentTarget.value)}
            />
          )}
        </FormField>
      </fieldset>

      <fieldset className="shop-parcel__group">
        <legend className="shop-parcel__legend">{adminMessages.recipientSection}</legend>
        <FormField name="recipient_name" label={adminMessages.recipientNameLabel} error={errors.recipient_name} required>
          {(props) => (
            <input
              {...props}
              type="text"
              autoComplete="off"
              className="shop-field__input"
              value={values.recipient_name}
              onChange={(event) => setText('recipient_name', event.currentTarget.value)}
            />
          )}
        </FormField>
        <FormField
          name="recipient_contact_1"
          label={adminMessages.contact1Label}
          error={errors.recipient_contact_1}
          hint={adminMessages.contact1Hint}
          className="shop-parcel__half"
          required
        >
          {(props) => (
            <input
              {...props}
              type="tel"
              autoComplete="off"
              className="shop-field__input"
              value={values.recipient_contact_1}
              onChange={(event) => setText('recipient_contact_1', event.currentTarget.value)}
            />
          )}
        </FormField>
        <FormField
          name="recipient_contact_2"
          label={adminMessages.contact2Label}
          error={errors.recipient_contact_2}
          note={adminMessages.optional}
          className="shop-parcel__half"
        >
          {(props) => (
            <input
              {...props}
              type="tel"
              autoComplete="off"
              className="shop-field__input"
              value={values.recipient_contact_2}
              onChange={(event) => setText('recipient_contact_2', event.currentTarget.value)}
            />
          )}
        </FormField>
        <FormField name="recipient_address" label={adminMessages.recipientAddressLabel} error={errors.recipient_address} required>
          {(props) => (
            <textarea
              {...props}
              rows={3}
              className="shop-field__input"
              value={values.recipient_address}
              onChange={(event) => setText('recipient_address', event.currentTarget.value)}
            />
          )}
        </FormField>
        <FormField name="recipient_city" label={adminMessages.recipientCityLabel} error={errors.recipient_city} className="shop-parcel__half" required>
          {(props) => (
            <input
              {...props}
              type="text"
              autoComplete="off"
              className="shop-field__input"
              value={values.recipient_city}
              onChange={(event) => setText('recipient_city', event.currentTarget.value)}
            />
          )}
        </FormField>
      </fieldset>

      <fieldset className="shop-parcel__group">
        <legend className="shop-parcel__legend">{adminMessages.deliverySection}</legend>
        <FormField
          name="amount"
          label={adminMessages.amountLabel}
          error={errors.amount}
          hint={adminMessages.amountHint(formatLKR(toCents(order.total_amount)), formatLKR(tickedCents))}
          className="shop-parcel__half"
          required
        >
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              className="shop-field__input"
              value={values.amount}
              onChange={(event) => setText('amount', event.currentTarget.value)}
            />
          )}
        </FormField>
        <div className="shop-field shop-parcel__half shop-parcel__exchange">
          <input
            id={exchangeId}
            type="checkbox"
            className="shop-parcel__check"
            checked={values.exchange}
            aria-describedby={exchangeHintId}
            onChange={(event) => setExchange(event.currentTarget.checked)}
          />
          <label htmlFor={exchangeId} className="shop-field__label">
            {adminMessages.exchangeLabel}
          </label>
          <p id={exchangeHintId} className="shop-field__hint">
            {adminMessages.exchangeHint}
          </p>
        </div>
      </fieldset>

      <ParcelProducts
        lines={order.products}
        choices={values.products}
        errors={errors}
        onTick={tick}
        onAmountChange={setProductAmount}
      />

      <div className="shop-parcel__actions">
        {problem && (
          <div ref={alertRef} tabIndex={-1} className="shop-parcel__alert">
            <InlineAlert tone="error">
              <p className="shop-parcel__alert-title">{problem.title}</p>
              {problem.reasons.map((reason) => (
                <p key={reason} className="shop-parcel__alert-reason">
                  {reason}
                </p>
              ))}
            </InlineAlert>
          </div>
        )}
        {/* While sending it is aria-disabled rather than disabled, so keyboard focus stays on it. */}
        <button
          type="submit"
          className="shop-button shop-button--primary shop-parcel__submit"
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
        >
          {adminMessages.createParcel}
        </button>
      </div>
    </form>
  );
}
