import type { Store } from '../store/index';
import type { ProductRow } from '../store/types';

/** A product on sale: the only kind any call answers with, takes into a cart or sells. */
export function activeProduct(store: Store, id: number): ProductRow | null {
  return store.data.products.find((p) => p.id === id && p.is_active) ?? null;
}
