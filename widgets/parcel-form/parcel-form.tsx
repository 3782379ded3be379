import { memo, useId, type ChangeEvent, type FormEvent } from 'react';
import type { Recipient } from '../../shared/admin/api';
import { PARCEL_WEIGHT_MAX_KG, PARCEL_WEIGHT_MIN_KG } from '../../shared/core/constants';
import * as adminMessages from '../../shared/admin-texts/messages';
import { formatLKR, toCents } from '../../shared/core/money';
import { centsFromField } from '../../shared/admin/number-field';
import { FormField } from '../../shared/forms/form-field';
import { InlineAlert } from '../../shared/session/ui/inline-alert';
import { ShownLines } from '../../shared/session/ui/shown-lines';

import { ParcelProducts } from './parcel-products';
import { tickedIds, type TextField } from './parcel-values';
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

  /** A text field of the form: required unless `optional`, its value and errors from the form. */
  const textField = (
    name: TextField,
    label: string,
    options: { control?: 'text' | 'tel' | 'textarea' | 'amount'; hint?: string; half?: boolean; optional?: boolean } = {},
  ) => (
    <FormField
      name={name}
      label={label}
      error={errors[name]}
      hint={options.hint}
      required={!options.optional}
      note={options.optional ? adminMessages.optional : undefined}
      className={options.half ? 'shop-parcel__half' : undefined}
    >
      {(props) => {
        const control = {
          ...props,
          className: 'shop-field__input',
          value: values[name],
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setText(name, event.currentTarget.value),
        };
        if (options.control === 'textarea') return <textarea {...control} rows={3} />;
        if (options.control === 'amount') return <input {...control} type="number" inputMode="decimal" min="0" step="0.01" />;
        return <input {...control} type={options.control ?? 'text'} autoComplete="off" />;
      }}
    </FormField>
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
        {textField('parcel_description', adminMessages.descriptionLabel, { control: 'textarea', hint: adminMessages.descriptionHint })}
      </fieldset>

      <fieldset className="shop-parcel__group">
        <legend className="shop-parcel__legend">{adminMessages.recipientSection}</legend>
        {textField('recipient_name', adminMessages.recipientNameLabel)}
        {textField('recipient_contact_1', adminMessages.contact1Label, { control: 'tel', hint: adminMessages.contact1Hint, half: true })}
        {textField('recipient_contact_2', adminMessages.contact2Label, { control: 'tel', optional: true, half: true })}
        {textField('recipient_address', adminMessages.recipientAddressLabel, { control: 'textarea' })}
        {textField('recipient_city', adminMessages.recipientCityLabel, { half: true })}
      </fieldset>

      <fieldset className="shop-parcel__group">
        <legend className="shop-parcel__legend">{adminMessages.deliverySection}</legend>
        {textField('amount', adminMessages.amountLabel, {
          control: 'amount',
          hint: adminMessages.amountHint(formatLKR(toCents(order.total_amount)), formatLKR(tickedCents)),
          half: true,
        })}
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
              <ShownLines text={problem} />
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
