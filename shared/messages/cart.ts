/** SPEC §2 cart page, §5, §8. */
export const heading = (n: number) => `Cart (${n})`;
export const selectAll = 'Select all';
export const deleteSelected = 'Delete selected items';
export const empty = 'Your cart is empty.';
export const subtotal = 'Subtotal';
export const shippingCost = 'Shipping Cost';
export const discount = 'Discount';
export const total = 'Total';
export const checkout = (n: number) => `Checkout (${n})`;
export const notLoggedIn = "You're not logged in. How would you like to proceed?";
export const login = 'Login';
export const continueAsGuest = 'Continue as Guest';
export const noneSelectedWarning = 'No items selected for checkout. Please select items before proceeding.';
export const noneSelectedCheckout = 'No items selected for checkout.';
export const noneSelectedDelete = 'No items selected to delete.';
export const checkoutFailed = 'Failed to create the order. Please try again.';
export const removeFailed = 'Failed to remove the item. Please try again.';
export const increaseFailed = 'Failed to increase quantity. Please try again.';
export const decreaseFailed = 'Failed to decrease quantity. Please try again.';
export const deleteSelectedFailed = 'Failed to delete selected items. Please try again.';
export const linkLabel = 'Cart';
export const linkLabelCount = (n: number) => `Cart, ${n} ${n === 1 ? 'item' : 'items'}`;
// Ours: a guest's cart moved into the server cart at sign-in, when some lines could not be.
export const mergeSkipped = 'Some items from your cart are no longer available, or not in the quantity you chose. Please check your cart.';
