/** Log lines for the silent failures of SPEC §8 (console only, never shown). */
export const collections = 'Error fetching collections';

