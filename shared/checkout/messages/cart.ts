import { plural } from '../../core/messages/plural';
/** SPEC §2 cart page, §5, §8. */
export const heading = (n: number) => `Cart (${n})`;
/** Ours: the cart page's heading before the widget has read the cart (the count comes with it). */
export const pageTitle = 'Cart';
// Ours: the SPEC names the select-all checkbox without giving its label.
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
/** SPEC §8: a variation type the lookup could not name is labelled by its place, 'Type 1', 'Type 2'… */
export const fallbackVariationType = (n: number) => `Type ${n}`;
// Ours: the cart page's controls, states and announcements.
/** A row's name for its controls: the variation tells apart two rows of one product. */
export const lineName = (name: string, variation: string | null) => (variation ? `${name} (${variation})` : name);
export const selectItem = (name: string) => `Select ${name}`;
export const quantityOf = (name: string) => `Quantity of ${name}`;
/** A guest's line, whose quantity is shown but not edited in the cart (SPEC §6). */
export const quantityValue = (n: number) => `Quantity: ${n}`;
export const remove = 'Remove';
export const removeLabel = (name: string) => `Remove ${name} from cart`;
export const removed = (name: string) => `${name} removed from your cart.`;
export const removedMany = (n: number) => plural(n, `${n} item removed from your cart.`, `${n} items removed from your cart.`);
export const itemsLabel = 'Items in your cart';
export const summaryTitle = 'Order Summary';
export const calculatingShipping = 'Calculating shipping…';
export const shippingAtCheckout = 'Calculated at checkout';
export const creatingOrder = 'Creating your order…';
export const noneSelectedTitle = 'Nothing selected';
export const checkoutOptionsTitle = 'Checkout';
/**
 * Ours: a stored guest cart longer than a cart may be shows its first lines; the others stay
 * in storage and come into view as lines are removed.
 */
export const hiddenLines = (hidden: number, shown: number) =>
  plural(
    hidden,
    `Your cart holds ${hidden.toLocaleString('en-US')} more line than this page can show (at most ${shown}). Remove some lines to see the others.`,
    `Your cart holds ${hidden.toLocaleString('en-US')} more lines than this page can show (at most ${shown}). Remove some lines to see the others.`,
  );
