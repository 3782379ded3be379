/**
 * The header links' icons as SVG path data (24 × 24, stroked), one source for the widgets and
 * for the markup the page prints before they mount (docs/backend.md#what-the-widget-tags-print: the
 * same box, so nothing moves when they do).
 */
export const CART_ICON = [
  'M3 4h2l2.4 10.2a2 2 0 0 0 2 1.5h7.7a2 2 0 0 0 1.9-1.4L21 8H6.2',
  'M8.5 20a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0',
  'M15.5 20a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0',
] as const;

export const WISHLIST_ICON = ['M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z'] as const;
