import { plural } from '../../shared/core/messages/plural';
/**
 * The header's cart link (SPEC §2 header): its own area, because every page carries it and the
 * cart page's texts should not ride along. Ours: the SPEC shows only the icon and the count.
 */
export const linkLabel = 'Cart';
/** The link's description: what its badge counts. */
export const linkCount = (n: number) => plural(n, `${n} item`, `${n} items`);
