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

// Ours: the Create Parcel page (SPEC §2 "Create Parcel page for an order", §3 Parcel).
export const parcelTitle = (orderId: number) => `Create Parcel for Order #${orderId}`;
export const parcelLoading = 'Loading the order…';
/**
 * SPEC §8 "Order load, other failure" and the empty state 'No products found for this order.',
 * and (ours) an order that does not exist: the texts of the order checkout (messages/order.ts),
 * copied so that the admin page does not load the checkout's catalogue chunk.
 */
export const orderLoadFailed = 'Failed to load the order details. Please try again.';
export const orderNoProducts = 'No products found for this order.';
export const orderNotFound = 'This order could not be found.';
export const parcelSection = 'Parcel';
export const recipientSection = 'Recipient';
/** What the courier collects at the door: the amount, and an item in exchange. */
export const deliverySection = 'On delivery';
export const productsSection = 'Products in this parcel';
export const weightLabel = 'Weight';
export const weightChoose = 'Choose a weight';
export const weightChoice = (kg: number) => `${kg} kg`;
export const descriptionLabel = 'Parcel Description';
export const descriptionHint = 'What the parcel holds, as the courier should describe it.';
export const recipientNameLabel = 'Recipient Name';
export const contact1Label = 'Recipient Contact No 1';
export const contact1Hint = "From the delivery address: the number the courier calls.";
export const contact2Label = 'Recipient Contact No 2';
export const optional = '(optional)';
export const recipientAddressLabel = 'Recipient Address';
export const recipientCityLabel = 'Recipient City';
export const amountLabel = 'Amount (LKR)';
/** Under Amount: what it was prefilled with, and what the ticked products add up to. */
export const amountHint = (orderTotal: string, ticked: string) =>
  `The order's total is ${orderTotal}; the ticked products come to ${ticked}.`;
export const exchangeLabel = 'Exchange';
export const exchangeHint = 'The courier also collects an item from the recipient in exchange.';
export const productLine = (name: string, quantity: number) => `${name} × ${quantity}`;
export const productAmountLabel = (name: string) => `Amount for ${name} (LKR)`;
/** A ticked product's amount left empty or below 0 (SPEC §3 products: order_product_id, amount). */
export const productAmountInvalid = "Enter this product's amount: 0 or more.";
export const createParcel = 'Create Parcel';
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

