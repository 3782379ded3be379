import { COUNTRY_PREFIX, GUEST_MOBILE_MIN_DIGITS } from '../core/constants';
import * as otpMessages from './messages';

/**
 * Sri Lankan mobile numbers in the 94 format (SPEC §1, §5, §9). `normaliseMobile` is the one
 * way a typed number becomes the `mobile_number` the server receives.
 */

/** A normalised number (`94` + 9 digits), or the SPEC §8 text to show. */
export type MobileResult = { ok: true; mobile: string } | { ok: false; error: string };

/**
 * Digits after the 94 prefix. Ours: Sri Lankan numbers have 9 national digits (77 123 4567),
 * the same 9 as the guest-flow minimum of SPEC §9, which is why that constant is reused.
 */
const NATIONAL_DIGITS = GUEST_MOBILE_MIN_DIGITS;
const NORMALISED = new RegExp(`^${COUNTRY_PREFIX}\\d{${NATIONAL_DIGITS}}$`);
const TRUNK_PREFIX = '0';
const MOBILE_LEAD_DIGIT = '7';

/**
 * SPEC §5 mobile normalisation: keep digits only; a leading 0 becomes the 94 prefix
 * (0771234567 → 94771234567); a number starting with 94 is kept; one starting with 7 gets 94
 * in front; anything else is 'Invalid mobile number format. Please use the correct format.'
 *
 * Ours, on top: the result must be 94 followed by exactly 9 digits, so a number with a digit
 * too many or too few is refused here rather than by the SMS gateway. Idempotent: a valid
 * result normalises to itself.
 */
export function normaliseMobile(input: string): MobileResult {
  const digits = input.replace(/\D/g, '');
  let mobile: string | null = null;
  if (digits.startsWith(TRUNK_PREFIX)) mobile = COUNTRY_PREFIX + digits.slice(TRUNK_PREFIX.length);
  else if (digits.startsWith(COUNTRY_PREFIX)) mobile = digits;
  else if (digits.startsWith(MOBILE_LEAD_DIGIT)) mobile = COUNTRY_PREFIX + digits;
  if (mobile === null || !NORMALISED.test(mobile)) {
    return { ok: false, error: otpMessages.invalidFormat };
  }
  return { ok: true, mobile };
}

/**
 * SPEC §5 guest checkout, before an OTP is sent: required ('Mobile number is required.'),
 * digits only ('Mobile number should contain only digits.'), at least 9 digits
 * ('Invalid mobile number.'); checked in that order.
 *
 * Ours: spaces around the number (autofill, paste) are ignored, and a number that passes is
 * then normalised with `normaliseMobile`, so the OTP goes to the 94 form (or the format text
 * is returned).
 */
export function validateGuestMobile(input: string): MobileResult {
  const value = input.trim();
  if (value === '') return { ok: false, error: otpMessages.required };
  if (!/^\d+$/.test(value)) return { ok: false, error: otpMessages.digitsOnly };
  if (value.length < GUEST_MOBILE_MIN_DIGITS) return { ok: false, error: otpMessages.tooShort };
  return normaliseMobile(value);
}

/**
 * A number for people to read: '94771234567' → '+94 77 123 4567' (ours; SPEC §1 only fixes
 * the 94 format). Input that does not normalise is returned trimmed, unchanged.
 */
export function formatMobileForDisplay(mobile: string): string {
  const result = normaliseMobile(mobile);
  if (!result.ok) return mobile.trim();
  const national = result.mobile.slice(COUNTRY_PREFIX.length);
  return `+${COUNTRY_PREFIX} ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
}
