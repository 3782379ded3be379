/** Shared UI controls (ours). */
/** The accessible name of a row of rating stars. */
export const starsLabel = (rating: number) => `Rated ${rating.toFixed(1)} out of 5`;
