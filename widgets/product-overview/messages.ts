/** SPEC §2 product detail "Overview block" (ours: the SPEC names no sub-titles; the title
 * 'Overview' and 'See More' / 'See Less' are in messages/product.ts). */
/** Used when the server sends highlights or specifications without a title. */
export const highlights = 'Highlights';
export const specifications = 'Specifications';

