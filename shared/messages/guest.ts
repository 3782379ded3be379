/** SPEC §5 guest checkout form and §8 guest texts. */
export const guestMessages = {
  invalidEmail: 'Enter a valid email address!',
  mobileRequired: 'Mobile number is required!',
  nicknameRequired: 'Nickname is required!',
  streetRequired: 'Street address is required!',
  cityRequired: 'City is required!',
  countryRequired: 'Country is required!',
  emailRegistered: 'This email is already registered. Please log in.',
  emailCheckFailed: 'Unable to verify email. Please try again.',
  createFailed: 'Failed to create guest user. Please try again.',
  detailsMissing:
    'Missing required guest details. Please complete email, phone, and address verification.',
  accountExists: 'Account Already Exists',
  accountExistsDefault:
    'Your email and phone number are already registered. Please log in to continue.',
  goToLogin: 'Go to Login',
} as const;
