/** Shared UI controls (ours). */
export const uiMessages = {
  /** The accessible name of a row of rating stars. */
  starsLabel: (rating: number) => `Rated ${rating.toFixed(1)} out of 5`,
  /** The quantity stepper's buttons (SPEC §2 product detail and cart rows). */
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
} as const;
