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
  /** Ours: while the months load. */
  loading: 'Loading sales…',
  /** Ours: the canvas's text alternative (its figures follow in a table). */
  canvasLabel: (from: string, to: string) => `Line chart of Total Sales by month, ${from} to ${to}`,
  /** Ours: the disclosure holding the chart's figures as a table. */
  showFigures: 'Show the figures',
  /** Ours: that table's caption. */
  tableCaption: (from: string, to: string) => `Total Sales by month, ${from} to ${to}`,
} as const;

