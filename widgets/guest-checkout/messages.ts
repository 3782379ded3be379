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
/**
 * The server's, on the number (SPEC §8): the reference backend sends it, and dist/lang/<code>.json
 * carries its translations for a backend that answers in the shopper's language.
 */
export const detailsMissing = 'Missing required guest details. Please complete email, phone, and address verification.';
export const accountExists = 'Account Already Exists';
export const accountExistsDefault = 'Your email and phone number are already registered. Please log in to continue.';
export const goToLogin = 'Go to Login';

/** SPEC §8 empty state: the guest checkout with nothing to buy. */
export const noProductsSelected = 'No products Selected.';

// Ours: the guest checkout screen (SPEC §2), its states and its dialogs.
export const title = 'Guest Checkout';
export const shippingDetails = 'Shipping details';
export const emailLabel = 'Email';
export const mobileLabel = 'Mobile number';
export const mobileHint = 'For example 077 123 4567. We will text you a code to confirm it.';
export const nicknameLabel = 'Address nickname';
export const nicknameHint = 'For example Home or Office.';
export const streetLabel = 'Street address';
export const cityLabel = 'City';
export const stateLabel = 'State';
export const postalCodeLabel = 'Postal code';
export const countryLabel = 'Country';
export const countryPlaceholder = 'Select a country';
export const optional = '(optional)';
export const shippingUnavailable = 'Unavailable';
export const mobileCheckFailed = 'Unable to verify mobile number. Please try again.';
export const shippingFailed = 'The shipping cost could not be calculated. Please reload the page and try again.';
/** Ours: the one country's name in the shipping form's list (its value stays DEFAULT_COUNTRY, 'Sri Lanka'). */
export const countryName = 'Sri Lanka';
