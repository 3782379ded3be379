/** Log lines for the silent failures of SPEC §8 (console only, never shown). */
export const logsMessages = {
  collections: 'Error fetching collections',
} as const;
