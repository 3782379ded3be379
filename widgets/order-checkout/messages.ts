/** SPEC §2 "Checkout page (signed-in, for an order)", §5 order placement, §8. */
export const addNewAddress = 'Add new address';
export const change = 'Change';
export const viewMyOrders = 'View My Orders';
export const noProducts = 'No products found for this order.';
export const alreadyPlaced = 'This order has already been placed successfully. Thank you!';
export const loadFailed = 'Failed to load the order details. Please try again.';
export const selectAddress = 'Please select a shipping address before placing the order!';
export const needsProduct = 'Your order must include at least one product.';
export const totalPositive = 'The total amount must be greater than 0 to place an order.';

// Ours: why the server refuses a signed-in order (SPEC §7 "Order checkout"), each on its field.
export const orderNotFound = 'This order could not be found.';
export const addressNotFound = 'This address could not be found. Please select another one.';
export const productsChanged = 'The products of this order have changed. Please review your order.';
export const unavailable = 'This product or option is no longer available.';
export const soldOut = (product: string) => `${product} is sold out.`;
export const onlyLeft = (stock: number, product: string) => `Only ${stock} of ${product} left in stock.`;
export const shippingChanged = 'The shipping cost has changed. Please review your order.';
export const productDiscountChanged = 'The discount of an item has changed. Please review your order.';
export const discountChanged = 'The discount has changed. Please review your order.';
export const totalChanged = 'The order total has changed. Please review your order.';

// Ours: the signed-in order checkout (SPEC §2 "Checkout page (signed-in, for an order)").
export const title = 'Checkout';
export const loadingOrder = 'Loading your order…';
/** 419 or 401 while placing: the sign-in dialog opens; the screen keeps every choice. */
export const signInAgain = 'Your session has ended. Please sign in again, then press Place order: everything you chose is still here.';
