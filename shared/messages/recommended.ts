/** SPEC §2 "Recommended-for-you strip for a category" (ours: the SPEC gives no texts). */
export const recommendedMessages = {
  title: 'Recommended for you',
  previous: 'Previous products',
  next: 'Next products',
  loading: 'Loading recommendations…',
} as const;
