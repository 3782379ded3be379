/** SPEC §2 home blocks and §4 collections. */
export const topCollections = 'Top Collections';
export const loadingCollections = 'Loading collections...';
export const loadingCollection = 'Loading collection...';
export const loadingProducts = 'Loading products...';

