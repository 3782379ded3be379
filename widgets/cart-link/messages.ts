/**
 * The header's cart link (SPEC §2 header): its own area, because every page carries it and the
 * cart page's texts should not ride along. Ours: the SPEC shows only the icon and the count.
 */
export const linkLabel = 'Cart';
/** The link's description: what its badge counts. */
export const linkCount = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
