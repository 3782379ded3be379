/** SPEC §4 wishlist alerts, §2 wishlist page, §8. */
export const wishlistMessages = {
  added: (product: string) => `${product} added to wishlist!`,
  removed: (product: string) => `${product} removed from wishlist!`,
  toggleFailed: 'An error occurred while updating the wishlist. Please try again.',
  removeFailed: 'Failed to remove item from wishlist. Please try again.',
  refreshFailed: 'Failed to update wishlist. Please try again later.',
  emptyTitle: 'Ready to make a wish?',
  emptyLink: 'Try Now',
  linkLabel: 'Wishlist',
  linkLabelCount: (n: number) => `Wishlist, ${n} ${n === 1 ? 'item' : 'items'}`,
  /** Ours: the wishlist page's empty state, under its SPEC title. */
  emptyText: 'Tap the heart on any product to save it here.',
  /** Ours: the wishlist page for a guest (SPEC §6: no wishlist without signing in). */
  signInTitle: 'Sign in to see your wishlist',
  signInText: 'Save the products you love and find them here on any device.',
  signIn: 'Sign in',
  /** Ours: while the wishlist page loads. */
  loading: 'Loading your wishlist…',
  /** Ours: the visible removal button under each card, and its accessible name. */
  remove: 'Remove',
  removeLabel: (product: string) => `Remove ${product} from wishlist`,
  /** Ours: how many products the wishlist page shows. */
  itemCount: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
} as const;
