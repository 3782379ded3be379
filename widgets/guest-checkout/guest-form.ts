import * as v from 'valibot';
import { GuestDetailsSchema, type GuestDetails } from './api';
import { DEFAULT_COUNTRY } from '../../shared/core/constants';
import * as guestMessages from './messages';
import { validateGuestMobile } from '../../shared/forms/mobile';
import { FIELD_CHECK } from '../../shared/forms/field-check';
import type { SavedAddress, Verified } from './guest-memory';

/**
 * The shipping form's fields (SPEC §2), named by their path in the order request, so that the
 * server's 422 errors (`errors['address.city']`) land on the field they are about. In the
 * order of the form: the first invalid one takes focus.
 */
export const FIELDS = [
  'email',
  'phone_number',
  'nickname',
  'address.formatted_address',
  'address.city',
  'address.state',
  'address.postal_code',
  'address.country',
] as const;
export type Field = (typeof FIELDS)[number];
export type FormValues = Record<Field, string>;
export type FieldErrors = Partial<Record<Field, string>>;

export const isField = (path: string): path is Field => (FIELDS as readonly string[]).includes(path);

/** What the last visit remembered (guest-memory.ts), or an empty form; Sri Lanka by default (SPEC §3). */
export function initialValues(verified: Verified | null, address: SavedAddress | null): FormValues {
  return {
    email: verified?.email ?? '',
    phone_number: verified?.mobile ?? address?.receiver_phone_number ?? '',
    nickname: address?.nickname ?? '',
    'address.formatted_address': address?.formatted_address ?? '',
    'address.city': address?.city ?? '',
    'address.state': address?.state ?? '',
    'address.postal_code': address?.postal_code ?? '',
    'address.country': address?.country ?? DEFAULT_COUNTRY,
  };
}

/**
 * The form's rules are the order call's own (GuestDetailsSchema, SPEC §5 texts), except the
 * mobile number, which gets the more precise §5 checks made before an OTP is sent.
 */
const FormSchema = v.object({ ...GuestDetailsSchema.entries, phone_number: v.string() });

export type Validation = { ok: true; details: GuestDetails } | { ok: false; errors: FieldErrors };

/** Every field at once, one text per field; the details as the server takes them when valid. */
export function validateForm(values: FormValues): Validation {
  const parsed = v.safeParse(
    FormSchema,
    {
      email: values.email,
      phone_number: values.phone_number,
      nickname: values.nickname,
      address: {
        formatted_address: values['address.formatted_address'],
        city: values['address.city'],
        state: values['address.state'],
        postal_code: values['address.postal_code'],
        country: values['address.country'],
      },
    },
    { ...FIELD_CHECK, abortPipeEarly: true },
  );
  const errors: FieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const path = v.getDotPath(issue);
      if (path !== null && isField(path)) errors[path] ??= issue.message;
    }
  }
  // §5 form: 'Mobile number is required!'; then §5 before an OTP: digits only, 9 digits, the 94 format.
  const mobile = values.phone_number.trim() === '' ? null : validateGuestMobile(values.phone_number);
  if (mobile === null) errors.phone_number = guestMessages.mobileRequired;
  else if (!mobile.ok) errors.phone_number = mobile.error;
  if (!parsed.success || mobile === null || !mobile.ok) return { ok: false, errors };
  return { ok: true, details: { ...parsed.output, phone_number: mobile.mobile } };
}
