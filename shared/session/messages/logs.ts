/** Log lines for the silent failures of SPEC §8 (console only, never shown). */
export const collections = 'Error fetching collections';

/** Ours: a filter page's products could not be loaded (SPEC §8 lists filters as silent). */
export const filterFailed = 'Error fetching filtered products';

/** Ours: the search box's suggestions could not be loaded (silent, like the filters of SPEC §8). */
export const suggestionsFailed = 'Error fetching search suggestions';
