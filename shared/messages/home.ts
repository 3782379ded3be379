/** SPEC §2 home blocks and §4 collections. */
export const homeMessages = {
  topCollections: 'Top Collections',
  loadingCollections: 'Loading collections...',
  loadingCollection: 'Loading collection...',
  loadingProducts: 'Loading products...',
} as const;
