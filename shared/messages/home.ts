/** SPEC §2 home blocks and §4 collections. */
export const topCollections = 'Top Collections';
export const loadingCollections = 'Loading collections...';
export const loadingCollection = 'Loading collection...';
export const loadingProducts = 'Loading products...';

// Ours: the flash-sale countdown (SPEC §4).
export const flashSale = 'Flash Sale';
export const endsIn = 'Ends in';
/** The countdown as a screen reader reads it. */
export const timeLeft = (hours: number, minutes: number) =>
  `${hours} ${hours === 1 ? 'hour' : 'hours'} ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`;
