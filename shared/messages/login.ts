/** Sign-in modal (ours; the SPEC shows the login modal only as something requested). */
export const loginMessages = {
  title: 'Sign in',
  intro: 'Sign in or create an account with your mobile number. We will text you a code.',
  mobileLabel: 'Mobile number',
  mobileHint: 'For example 077 123 4567',
  sendCode: 'Send code',
  codeLabel: 'Verification code',
  codeSentTo: (mobile: string) => `We sent a 6-digit code to +${mobile}.`,
  verify: 'Sign in',
  resend: 'Resend code',
  resendIn: (seconds: number) => `Resend code in ${seconds} s`,
  changeNumber: 'Use another number',
  codeRequired: 'Enter the 6-digit code we sent you.',
  signedIn: 'You are signed in.',
  signIn: 'Sign in',
  signOut: 'Sign out',
  signOutFailed: 'Could not sign out. Please try again.',
} as const;
