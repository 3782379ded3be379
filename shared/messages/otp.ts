/** SPEC §5 mobile numbers and §8 OTP texts, signed-in and guest. */
export const otpMessages = {
  invalidFormat: 'Invalid mobile number format. Please use the correct format.',
  invalidFormatShort: 'Invalid mobile number format.',
  required: 'Mobile number is required.',
  digitsOnly: 'Mobile number should contain only digits.',
  tooShort: 'Invalid mobile number.',
  alreadyRegistered: 'This mobile number is already registered. Please use another number.',
  sendFailed: 'Failed to send verification code. Please try again.',
  guestSendFailed: 'Failed to send OTP. Please try again.',
  resendFailed: 'Failed to resend OTP. Please try again.',
  verifyFailed: 'An unexpected error occurred. Please try again.',
  guestVerifyFailed: 'Invalid OTP. Please try again.',
  verified: 'Verification successful',
  emailCodeExpired: 'OTP has expired. Please request a new one.',
} as const;
