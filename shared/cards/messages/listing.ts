/** SPEC §2 listing and filter screens. */
export const results = (n: number, keyword: string) => `${n} Results for "${keyword}"`;
export const findWhatYouLove = 'Find What You Love';
export const loadingMore = 'Loading more products…';
/** Ours: the first page (or the pages restored from the URL) is loading. */
export const loadingProducts = 'Loading products…';
/** Ours: the keyboard and screen-reader way to the next page, and the observer's fallback. */
export const showMore = 'Show more products';
/** Ours: a page of the listing failed to load (SPEC §8 gives no text for it). */
export const loadFailed = 'The products could not be loaded. Please try again.';
/** Ours: announced politely once a further page has been appended. */
export const shownCount = (n: number) => `${n} products shown.`;

