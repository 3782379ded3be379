/** Sign-in modal (ours; the SPEC shows the login modal only as something requested). */
export const title = 'Sign in';
export const intro = 'Sign in or create an account with your mobile number. We will text you a code.';
export const mobileLabel = 'Mobile number';
export const mobileHint = 'For example 077 123 4567';
export const sendCode = 'Send code';
export const codeLabel = 'Verification code';
/** Given the number as people read it ('+94 77 123 4567'). */
export const codeSentTo = (mobile: string) => `We sent a 6-digit code to ${mobile}.`;
/** Its send got no answer in time, so the code may have been texted (Resend is on at once). */
export const codeMaybeSentTo = (mobile: string) =>
  `No answer came in time, so a 6-digit code may have been sent to ${mobile}. If none comes, resend it.`;
export const verify = 'Sign in';
export const resend = 'Resend code';
export const resendIn = (seconds: number) => `Resend code in ${seconds} s`;
export const changeNumber = 'Use another number';
export const codeRequired = 'Enter the 6-digit code we sent you.';
export const signedIn = 'You are signed in.';
/** Ours: the dialog of this tab closed because the shopper signed in in another tab. */
export const signedInElsewhere = 'You signed in from another tab.';
export const signIn = 'Sign in';
export const signOut = 'Sign out';
export const signOutFailed = 'Could not sign out. Please try again.';
// Ours: after sign-in, when some lines of the guest's cart could not move into the server cart.
export const mergeSkipped = 'Some items from your cart are no longer available, or not in the quantity you chose. Please check your cart.';
