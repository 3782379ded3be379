/** SPEC §2 both checkout screens (guest and signed-in), §8; the order checkout's own texts are in ./order.ts. */
export const cardPayment = 'Card Payment';
export const bankTransfer = 'Bank Transfer';
export const cashOnDelivery = 'Cash On Delivery';
export const placeOrder = 'Place order';
export const confirmOrder = 'Confirm Order';
export const bankTransferDone = "I've Completed the Bank Transfer";
export const noBankDetails = 'No bank details available.';
export const selectedProducts = 'Selected Products';
export const placeFailed = 'Failed to place the order. Please try again.';

// Ours: the checkout screens (guest and signed-in), their summary and their dialogs.
/**
 * Beneath the failure's text when an order call's answer never came and the server may have
 * placed it (docs/decisions.md#a-save-whose-answer-never-came): the same order sent again carries
 * the same Idempotency-Key.
 */
export const placeUnanswered = 'No answer came in time, so your order may have been placed. Placing it again will not place it twice.';
/** Both checkouts' address forms offer Sri Lanka only (SPEC §2, §9); the server refuses any other. */
export const countryNotServed = 'We deliver within Sri Lanka only.';
export const paymentMethod = 'Payment method';
export const chooseMethod = 'Choose a payment method to place your order.';
export const couponDiscount = 'Coupon Discount';
export const quantity = (n: number) => `Quantity: ${n}`;
/** A line's weight: one unit's, and the line's when it holds more than one. */
export const weight = (kg: string, quantity: number, lineKg: string) =>
  quantity === 1 ? `Weight: ${kg} kg` : `Weight: ${lineKg} kg (${kg} kg each)`;
export const placingOrder = 'Placing your order…';
export const bankTransferIntro = (total: string) =>
  `Please transfer ${total} to one of these accounts, then let us know.`;
export const loadingBankDetails = 'Loading bank details…';
export const accountHolder = 'Account holder';
export const bank = 'Bank';
export const branch = 'Branch';
export const accountNumber = 'Account number';
export const bankEmail = 'Email';
export const bankAddress = 'Address';
export const codConfirm = (total: string) => `You will pay ${total} in cash when your order arrives. Place the order?`;
export const backToCart = 'Back to cart';
