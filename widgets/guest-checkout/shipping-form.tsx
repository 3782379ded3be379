import { useId, type HTMLInputAutoCompleteAttribute, type ReactNode } from 'react';
import { DEFAULT_COUNTRY } from '../../shared/core/constants';
import * as guestMessages from './messages';
import type { Field } from './guest-form';
import type { GuestForm } from './use-guest-form';

interface FieldSpec {
  field: Field;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete: HTMLInputAutoCompleteAttribute;
  hint?: string;
  optional?: boolean;
  inputMode?: 'email' | 'tel' | 'numeric';
  /** Half the form's width from 640 px: city and state, postal code and country, side by side. */
  half?: boolean;
}

const TEXT_FIELDS: readonly FieldSpec[] = [
  { field: 'email', label: guestMessages.emailLabel, type: 'email', autoComplete: 'email', inputMode: 'email' },
  {
    field: 'phone_number',
    label: guestMessages.mobileLabel,
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    hint: guestMessages.mobileHint,
  },
  { field: 'nickname', label: guestMessages.nicknameLabel, autoComplete: 'off', hint: guestMessages.nicknameHint },
  { field: 'address.formatted_address', label: guestMessages.streetLabel, autoComplete: 'street-address' },
  { field: 'address.city', label: guestMessages.cityLabel, autoComplete: 'address-level2', half: true },
  { field: 'address.state', label: guestMessages.stateLabel, autoComplete: 'address-level1', optional: true, half: true },
  {
    field: 'address.postal_code',
    label: guestMessages.postalCodeLabel,
    autoComplete: 'postal-code',
    optional: true,
    inputMode: 'numeric',
    half: true,
  },
];

const COUNTRY_FIELD: FieldSpec = {
  field: 'address.country',
  label: guestMessages.countryLabel,
  autoComplete: 'country-name',
  half: true,
};

/**
 * SPEC §2 guest checkout shipping form: email, mobile number, address nickname, street address,
 * city, state, postal code, and a country selector offering Sri Lanka only. Every field has a
 * label; its error is tied to it (aria-invalid, aria-describedby).
 */
export function ShippingForm({ form }: { form: GuestForm }) {
  const { values, errors, setValue, formRef } = form;
  const titleId = useId();
  return (
    <section className="shop-checkout__panel shop-guest__shipping" aria-labelledby={titleId}>
      <h2 id={titleId} className="shop-checkout__heading">
        {guestMessages.shippingDetails}
      </h2>
      {/* Sent by Place order, which checks every field first (SPEC §4). */}
      <form ref={formRef} className="shop-guest__form" noValidate onSubmit={(event) => event.preventDefault()}>
        {TEXT_FIELDS.map((spec) => (
          <FormField key={spec.field} spec={spec} error={errors[spec.field]}>
            {(props) => (
              <input
                {...props}
                className="shop-checkout__input"
                type={spec.type ?? 'text'}
                inputMode={spec.inputMode}
                autoComplete={spec.autoComplete}
                value={values[spec.field]}
                onChange={(event) => setValue(spec.field, event.target.value)}
              />
            )}
          </FormField>
        ))}
        <FormField spec={COUNTRY_FIELD} error={errors['address.country']}>
          {(props) => (
            <select
              {...props}
              className="shop-checkout__input shop-guest__select"
              autoComplete="country-name"
              value={values['address.country']}
              onChange={(event) => setValue('address.country', event.target.value)}
            >
              <option value="">{guestMessages.countryPlaceholder}</option>
              <option value={DEFAULT_COUNTRY}>{DEFAULT_COUNTRY}</option>
            </select>
          )}
        </FormField>
      </form>
    </section>
  );
}

interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

function FormField({
  spec,
  error,
  children,
}: {
  spec: FieldSpec;
  error: string | undefined;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // The error first: it is what a screen reader should say first on the field.
  const describedBy = [error ? errorId : null, spec.hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={`shop-guest__field${spec.half ? ' shop-guest__field--half' : ''}`}>
      <label className="shop-checkout__label" htmlFor={id}>
        {spec.label}
        {spec.optional && <span className="shop-guest__optional"> {guestMessages.optional}</span>}
      </label>
      {children({
        id,
        name: spec.field,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': spec.optional ? undefined : true,
      })}
      {spec.hint && (
        <p id={hintId} className="shop-checkout__hint">
          {spec.hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="shop-guest__field-error">
          {error}
        </p>
      )}
    </div>
  );
}
