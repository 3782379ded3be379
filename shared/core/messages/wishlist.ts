import { plural } from './plural';
/** SPEC §4 wishlist alerts, §2 wishlist page, §8. */
export const added = (product: string) => `${product} added to wishlist!`;
export const removed = (product: string) => `${product} removed from wishlist!`;
export const toggleFailed = 'An error occurred while updating the wishlist. Please try again.';
export const removeFailed = 'Failed to remove item from wishlist. Please try again.';
export const refreshFailed = 'Failed to update wishlist. Please try again later.';
export const emptyTitle = 'Ready to make a wish?';
export const emptyLink = 'Try Now';
export const linkLabel = 'Wishlist';
/** Ours: the wishlist page's empty state, under its SPEC title. */
export const emptyText = 'Tap the heart on any product to save it here.';
/** Ours: the wishlist page for a guest (SPEC §6: no wishlist without signing in). */
export const signInTitle = 'Sign in to see your wishlist';
export const signInText = 'Save the products you love and find them here on any device.';
export const signIn = 'Sign in';
/** Ours: while the wishlist page loads. */
export const loading = 'Loading your wishlist…';
/** Ours: the visible removal button under each card, and its accessible name. */
export const remove = 'Remove';
export const removeLabel = (product: string) => `Remove ${product} from wishlist`;
/** Ours: how many products the wishlist page shows (and the header link's description). */
export const itemCount = (n: number) => plural(n, `${n} item`, `${n} items`);

