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

/** SPEC §2 order checkout: the Add New Address form modal. */
export const addNewAddressTitle = 'Add New Address';

// Ours: the order checkout's shipping-address panel, its address picker and its forms.
export const heading = 'Shipping Address';
export const loading = 'Loading your shipping address…';
export const loadFailed = 'We could not load your shipping address. Please try again.';
export const noAddress = 'You have no saved address yet. Add one to place your order.';
/** A receiver's number under the address, formatted for reading. */
export const phoneLine = (phone: string) => `Phone: ${phone}`;
export const pickerTitle = 'Choose a shipping address';
export const pickerLegend = 'Your addresses';
export const primary = 'Primary';
export const useThisAddress = 'Use this address';
export const addressesLoading = 'Loading your addresses…';
export const addressesFailed = 'We could not load your addresses. Please try again.';
export const noAddresses = 'You have no saved addresses yet.';
export const statusFailed = 'We could not check whether your mobile number is verified. Please try again.';
export const formLoading = 'Loading the address form…';
export const formLoadFailed = 'We could not load the address form. Please try again.';
export const formUnavailable = 'The address form cannot be shown here. Please reload the page and try again.';
export const saveFailed = 'We could not save your address. Please try again.';
/** Beneath saveFailed when no answer came and the addresses could not be read again either. */
export const saveUnanswered = 'No answer came in time, so your address may have been saved. Saving again will not save it twice.';
export const added = (nickname: string) => `${nickname} was added. Your order will ship there.`;
// Ours: the mobile verification modal before adding an address (SPEC §2, §4).
export const mobileLabel = 'Mobile number';
export const mobileHint = 'For example 077 123 4567. We will text you a code to confirm it.';
export const sendCode = 'Send OTP';
export const changeNumber = 'Use another number';
