/** SPEC §2 listing and filter screens. */
export const listingMessages = {
  noProducts: 'No products found.',
  results: (n: number, keyword: string) => `${n} Results for "${keyword}"`,
  findWhatYouLove: 'Find What You Love',
  loadingMore: 'Loading more products…',
} as const;
