/** SPEC §5 saved-address form (local). */
export const addressRequired = 'Address is required.';
export const cityRequired = 'City is required.';
export const stateRequired = 'State is required.';
export const countryRequired = 'Country is required.';

