/** SPEC §2 listing and filter screens. */
export const listingMessages = {
  noProducts: 'No products found.',
  results: (n: number, keyword: string) => `${n} Results for "${keyword}"`,
  findWhatYouLove: 'Find What You Love',
  loadingMore: 'Loading more products…',
  /** Ours: the first page (or the pages restored from the URL) is loading. */
  loadingProducts: 'Loading products…',
  /** Ours: the keyboard and screen-reader way to the next page, and the observer's fallback. */
  showMore: 'Show more products',
  /** Ours: a page of the listing failed to load (SPEC §8 gives no text for it). */
  loadFailed: 'The products could not be loaded. Please try again.',
  /** Ours: announced politely once a further page has been appended. */
  shownCount: (n: number) => `${n} products shown.`,
} as const;
