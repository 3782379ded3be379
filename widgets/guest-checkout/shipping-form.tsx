import { useId, type HTMLInputAutoCompleteAttribute } from 'react';
import { DEFAULT_COUNTRY } from '../../shared/core/constants';
import { FormField, type FormFieldProps } from '../../shared/forms/form-field';
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
 * city, state, postal code, and a country selector offering Sri Lanka only. Every field is the
 * shared labelled field: its label, its hint, and its error tied to it (aria-invalid,
 * aria-describedby), as on every other form of the shop.
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
          <ShippingField key={spec.field} spec={spec} error={errors[spec.field]}>
            {(props) => (
              <input
                {...props}
                className="shop-field__input"
                type={spec.type ?? 'text'}
                inputMode={spec.inputMode}
                autoComplete={spec.autoComplete}
                value={values[spec.field]}
                onChange={(event) => setValue(spec.field, event.target.value)}
              />
            )}
          </ShippingField>
        ))}
        <ShippingField spec={COUNTRY_FIELD} error={errors['address.country']}>
          {(props) => (
            <select
              {...props}
              className="shop-field__input"
              autoComplete={COUNTRY_FIELD.autoComplete}
              value={values['address.country']}
              onChange={(event) => setValue('address.country', event.target.value)}
            >
              <option value="">{guestMessages.countryPlaceholder}</option>
              <option value={DEFAULT_COUNTRY}>{guestMessages.countryName}</option>
            </select>
          )}
        </ShippingField>
      </form>
    </section>
  );
}

/** One field of the form on the shared FormField: its spec says the label, hint, note and width. */
function ShippingField({ spec, error, children }: { spec: FieldSpec; error: string | undefined; children: FormFieldProps['children'] }) {
  return (
    <FormField
      name={spec.field}
      label={spec.label}
      error={error}
      hint={spec.hint}
      required={!spec.optional}
      note={spec.optional ? guestMessages.optional : undefined}
      className={spec.half ? 'shop-guest__field shop-guest__field--half' : 'shop-guest__field'}
    >
      {children}
    </FormField>
  );
}
