/** SPEC §2 product detail "Overview block" (ours: the SPEC names no sub-titles; the title
 * 'Overview' and 'See More' / 'See Less' are in messages/product.ts). */
export const overviewMessages = {
  /** Used when the server sends highlights or specifications without a title. */
  highlights: 'Highlights',
  specifications: 'Specifications',
} as const;
