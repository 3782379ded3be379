/** Shared UI controls (ours). */
/** The accessible name of a row of rating stars. */
export const starsLabel = (rating: number) => `Rated ${rating.toFixed(1)} out of 5`;
/** The quantity stepper's buttons (SPEC §2 product detail and cart rows). */
export const decreaseQuantity = 'Decrease quantity';
export const increaseQuantity = 'Increase quantity';

