/** SPEC §5 saved-address form (local). */
export const addressRequired = 'Address is required.';
export const cityRequired = 'City is required.';
export const stateRequired = 'State is required.';
export const countryRequired = 'Country is required.';

// Ours: the server's Add New Address form (GET /user/address-form) and its answers.
export const nicknameLabel = 'Address nickname';
export const phoneLabel = "Receiver's mobile number";
export const streetLabel = 'Street address';
export const cityLabel = 'City';
export const stateLabel = 'State';
export const postalCodeLabel = 'Postal code';
export const countryLabel = 'Country';
export const makePrimary = 'Make this my primary address';
export const save = 'Save address';
/** The nickname of an address saved without one: its place in the shopper's address book. */
export const defaultNickname = (n: number) => `Address ${n}`;
export const mobileNotVerified = 'Please verify your mobile number before adding an address.';
