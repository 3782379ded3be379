/** SPEC §5 guest checkout form and §8 guest texts. */
export const invalidEmail = 'Enter a valid email address!';
export const mobileRequired = 'Mobile number is required!';
export const nicknameRequired = 'Nickname is required!';
export const streetRequired = 'Street address is required!';
export const cityRequired = 'City is required!';
export const countryRequired = 'Country is required!';
export const emailRegistered = 'This email is already registered. Please log in.';
export const emailCheckFailed = 'Unable to verify email. Please try again.';
export const createFailed = 'Failed to create guest user. Please try again.';
export const detailsMissing = 'Missing required guest details. Please complete email, phone, and address verification.';
export const accountExists = 'Account Already Exists';
export const accountExistsDefault = 'Your email and phone number are already registered. Please log in to continue.';
export const goToLogin = 'Go to Login';

// Ours: the shipping form's country selector offers Sri Lanka only (SPEC §2); the server refuses any other.
export const countryNotServed = 'We deliver within Sri Lanka only.';
