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
