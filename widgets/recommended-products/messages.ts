/** SPEC §2 "Recommended-for-you strip for a category" (ours: the SPEC gives no texts). */
export const title = 'Recommended for you';
export const previous = 'Previous products';
export const next = 'Next products';
export const loading = 'Loading recommendations…';

