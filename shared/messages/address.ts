/** SPEC §5 saved-address form (local). */
export const addressMessages = {
  addressRequired: 'Address is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  countryRequired: 'Country is required.',
} as const;
