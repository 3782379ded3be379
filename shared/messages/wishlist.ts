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
} as const;
