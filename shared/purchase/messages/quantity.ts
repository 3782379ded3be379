/** The quantity stepper's buttons (SPEC §2 product detail and cart rows; ours). */
export const decreaseQuantity = 'Decrease quantity';
export const increaseQuantity = 'Increase quantity';
