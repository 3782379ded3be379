/** SPEC §2 admin, §5 coupon and parcel rules, §8. */
export const createCoupon = 'Create a New Coupon';
export const editCoupon = 'Edit The Coupon';
export const updateCoupon = 'Update Coupon';
export const generate = 'Generate';
export const noProductsSelected = 'No products Selected.';
export const invalidDiscount = 'Please enter a valid discount value.';
export const minOrderNegative = 'Minimum order value cannot be negative.';
export const maxDiscountNegative = 'Maximum discount value cannot be negative.';
export const usageLimitMin = 'Usage limit must be at least 1.';
export const endBeforeStart = 'End date must be after the start date.';
export const validationFailed = 'Validation failed. Please check the inputs.';
export const createFailed = 'Failed to create coupon. Please try again.';
export const updateFailed = 'Failed to update coupon. Please try again.';
export const unexpectedResponse = 'Unexpected response from server. Please try again.';

/** The coupon form's own texts (ours: SPEC §2 names the fields, not their labels). */
export const couponForm = {
  title: 'Coupon title',
  code: 'Coupon code',
  codeHint: '5 to 20 capital letters or digits.',
  productSearch: 'Add products by name',
  productSearchHint: 'Type at least 2 letters, then choose a product from the list.',
  suggestions: 'Products to add',
  suggestionsShown: (n: number) =>
    n === 1 ? '1 product found. Use the arrow keys to choose it.' : `${n} products found. Use the arrow keys to choose one.`,
  productAdded: (name: string) => `${name} added to Selected Products.`,
  pickersLabel: 'Add products by category, collection or brand',
  categories: 'Categories',
  collections: 'Collections',
  brands: 'Brands',
  pickerSearch: (list: string) => `Search ${list.toLowerCase()}`,
  pickerTicked: (n: number) => `${n} ticked`,
  pickerNoMatch: 'Nothing matches.',
  pickerLoading: (list: string) => `Loading ${list.toLowerCase()}…`,
  pickerFailed: (list: string) => `The ${list.toLowerCase()} could not be loaded.`,
  pickerAdded: (name: string, n: number) => (n === 1 ? `${name}: 1 product selected.` : `${name}: ${n} products selected.`),
  pickerRemoved: (name: string) => `${name}: its products were taken off the selection.`,
  pickerAddFailed: (name: string) => `The products of ${name} could not be added. Please try again.`,
  discountType: 'Discount type',
  percentage: 'Percentage',
  fixed: 'Fixed amount',
  discountValue: 'Discount value',
  usageLimit: 'Usage limit',
  usageLimitHint: 'How many orders may use the coupon.',
  minOrderValue: 'Minimum order value',
  maxDiscountValue: 'Maximum discount value',
  amountHint: 'LKR. Optional: leave empty for none.',
  startDate: 'Start date and time',
  endDate: 'End date and time',
  endDateHint: 'Optional: leave empty for no expiry.',
  shopTime: 'Sri Lanka time.',
  showOnProducts: 'Show on Products',
  showOnProductsHint: 'The coupon appears on the pages of its products.',
  create: 'Create Coupon',
  saving: 'Saving…',
  selectedProducts: 'Selected Products',
  removeProduct: (name: string) => `Remove ${name}`,
  loading: 'Loading the coupon…',
  loadFailed: 'The coupon could not be loaded. Please try again.',
  notFound: 'This coupon could not be found. It may have been deleted.',
} as const;
export const parcel = {
  weightRequired: 'Weight is required.',
  descriptionRequired: 'Parcel Description is required.',
  recipientNameRequired: 'Recipient Name is required.',
  contact1Required: 'Recipient Contact No 1 is required.',
  addressRequired: 'Recipient Address is required.',
  cityRequired: 'Recipient City is required.',
  amountRequired: 'Amount is required.',
  productsRequired: 'Please select at least one product.',
  failed: 'Failed to create parcel.',
  error: 'An error occurred while creating the parcel.',
} as const;
export const chart = {
  dataset: 'Total Sales',
  xTitle: 'Months',
  yTitle: 'Sales Amount (LKR)',
  fetchError: 'Error fetching payment data',
} as const;

