/** SPEC §5 mobile numbers and §8 OTP texts, signed-in and guest. */
export const invalidFormat = 'Invalid mobile number format. Please use the correct format.';
export const invalidFormatShort = 'Invalid mobile number format.';
export const required = 'Mobile number is required.';
export const digitsOnly = 'Mobile number should contain only digits.';
export const tooShort = 'Invalid mobile number.';
export const alreadyRegistered = 'This mobile number is already registered. Please use another number.';
export const sendFailed = 'Failed to send verification code. Please try again.';
export const guestSendFailed = 'Failed to send OTP. Please try again.';
export const resendFailed = 'Failed to resend OTP. Please try again.';
export const verifyFailed = 'An unexpected error occurred. Please try again.';
export const guestVerifyFailed = 'Invalid OTP. Please try again.';
export const verified = 'Verification successful';
export const emailCodeExpired = 'OTP has expired. Please request a new one.';

/** SPEC §2 guest checkout: the mobile verification modal's button. */
export const verifyOtp = 'Verify OTP';
// Ours: the guest checkout's mobile verification modal.
export const title = 'Verify your mobile number';
export const codeLabel = 'OTP';
export const codeSentTo = (mobile: string) => `We sent a 6-digit OTP to ${mobile}.`;
/** Ours: its send got no answer in time, so the OTP may have been texted (Resend is on at once). */
export const codeMaybeSentTo = (mobile: string) =>
  `No answer came in time, so a 6-digit OTP may have been sent to ${mobile}. If none comes, resend it.`;
export const codeRequired = 'Enter the 6-digit OTP we sent you.';
export const resend = 'Resend OTP';
export const resendIn = (seconds: number) => `Resend OTP in ${seconds} s`;
// Ours: a code tried wrong too often is forgotten; only a new one can succeed.
export const tooManyWrong = 'Too many wrong codes. Please request a new one.';

// Ours: a text field longer than FORM_TEXT_MAX_LENGTH (EMAIL_MAX_LENGTH), on the guest checkout's
// shipping form and the signed-in checkout's Add New Address form, in the shop's words.
export const nicknameTooLong = 'Nickname must be 255 characters or fewer.';
export const streetTooLong = 'Street address must be 255 characters or fewer.';
export const cityTooLong = 'City must be 255 characters or fewer.';
export const stateTooLong = 'State must be 255 characters or fewer.';
export const postalCodeTooLong = 'Postal code must be 255 characters or fewer.';
export const emailTooLong = 'Email must be 254 characters or fewer.';
/**
 * Ours: said by a form's check that has no text of its own (shared/forms/field-check.ts), never
 * valibot's own words; tests/unit/form-texts.test.ts keeps every check of every form worded, so
 * no field should ever say it.
 */
export const checkField = 'Please check what you entered here.';
