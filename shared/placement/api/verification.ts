import * as v from 'valibot';
import { http, parse } from '../../session/http';
import * as otpMessages from '../../forms/messages';

/**
 * A mobile number verified by a code the shop texts (SPEC §7 `POST /send-verification-code`),
 * for both checkouts: the guest's (`POST /guest-verify-otp`, ./guest-checkout.ts) and the
 * signed-in shopper's before adding an address (`POST /verify-address-otp`, ./order-checkout.ts).
 */

/** Ours: a typed number with spaces ('+94 77 123 4567' is 15), well within this. */
const MOBILE_INPUT_MAX_LENGTH = 20;
/** Ours: the codes texted are 6 digits; a code longer than this is none of them. */
const CODE_INPUT_MAX_LENGTH = 10;

/** Any typed form: the server normalises it to 94XXXXXXXXX (SPEC §5). */
export const Mobile = v.pipe(
  v.string(otpMessages.required),
  v.trim(),
  v.nonEmpty(otpMessages.required),
  v.maxLength(MOBILE_INPUT_MAX_LENGTH, otpMessages.invalidFormat),
);

/** Answers the SPEC leaves out: a short text saying what happened. */
export const MessageResponseSchema = v.object({ message: v.string() });

/**
 * The body of `POST /send-verification-code` (a 6-digit code texted to the number; 429
 * `{message}` within 60 s of the last one, SPEC §9) and of the guest's `POST /check-mobile-exists`
 * (true when a registered account has the number).
 */
export const MobileRequestSchema = v.object({ mobile_number: Mobile });

export const sendVerificationCode = (mobile_number: string) =>
  http
    .post('/send-verification-code', { json: { mobile_number } })
    .json()
    .then(parse(MessageResponseSchema));

/** The body of both checkouts' code checks. */
export const VerifyOtpRequestSchema = v.object({
  mobile_number: Mobile,
  otp: v.pipe(
    v.string(otpMessages.codeRequired),
    v.trim(),
    v.nonEmpty(otpMessages.codeRequired),
    v.maxLength(CODE_INPUT_MAX_LENGTH, otpMessages.codeRequired),
  ),
});
