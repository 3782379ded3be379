import { plural } from '../core/messages/plural';
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
/** Ours: SPEC §5 gives the code's rule (5-20 of A-Z and 0-9) but no text for it. */
export const couponCodeInvalid = 'The code must be 5 to 20 capital letters or digits.';
/** Ours: the title has no SPEC text either. */
export const couponTitleRequired = 'The title is required.';
export const couponTitleTooLong = 'The title must be 255 characters or fewer.';
/** Ours: a date-time the form could not read. */
export const dateInvalid = 'Enter a valid date and time.';
/**
 * Ours: letters in an amount or a count. SPEC §5's texts ('… cannot be negative.', '… at least 1.')
 * would not say what to change.
 */
export const minOrderNotNumber = 'Minimum order value must be a number, such as 1500.';
export const maxDiscountNotNumber = 'Maximum discount value must be a number, such as 500.';
export const usageLimitNotWhole = 'Usage limit must be a whole number, such as 100.';
export const validationFailed = 'Validation failed. Please check the inputs.';
export const createFailed = 'Failed to create coupon. Please try again.';
export const updateFailed = 'Failed to update coupon. Please try again.';
export const unexpectedResponse = 'Unexpected response from server. Please try again.';
/**
 * Ours (docs/decisions.md#coupon-created--coupon-updated-on-the-page-the-admin-lands-on): said on
 * the page the admin lands on after saving, once.
 */
export const couponCreated = 'Coupon created.';
export const couponUpdated = 'Coupon updated.';

/** The coupon form's own texts (ours: SPEC §2 names the fields, not their labels). */
export const couponForm = {
  title: 'Coupon title',
  code: 'Coupon code',
  codeHint: '5 to 20 capital letters or digits.',
  productSearch: 'Add products by name',
  productSearchHint: 'Type at least 2 letters, then choose a product from the list.',
  suggestions: 'Products to add',
  suggestionsShown: (n: number) =>
    plural(n, '1 product found. Use the arrow keys to choose it.', `${n} products found. Use the arrow keys to choose one.`),
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
  pickerAdded: (name: string, n: number) => plural(n, `${name}: 1 product selected.`, `${name}: ${n} products selected.`),
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
  // Ours: the same rules as the shop's other forms (docs/decisions.md#a-field-says-what-to-change-in-the-shops-words).
  descriptionTooLong: 'Parcel Description must be 255 characters or fewer.',
  recipientNameTooLong: 'Recipient Name must be 255 characters or fewer.',
  addressTooLong: 'Recipient Address must be 255 characters or fewer.',
  cityTooLong: 'Recipient City must be 255 characters or fewer.',
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

/**
 * Ours (docs/decisions.md#a-save-whose-answer-never-came): beneath the SPEC §8 text when a save's
 * answer never came, so the server may have done it; saving again is safe (its Idempotency-Key).
 */
export const unanswered = {
  couponCreated: 'No answer came in time, so the coupon may have been created. Saving again will not create it twice.',
  couponUpdated: 'No answer came in time, so the coupon may have been updated. Reload the page to see what is saved.',
  parcelCreated: 'No answer came in time, so the parcel may have been created. Creating it again will not make a second one.',
} as const;
