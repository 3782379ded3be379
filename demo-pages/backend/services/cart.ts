import type { Store } from '../store/index';
import type { CartItemRow, ProductRow, VariationRow } from '../store/types';

/** The signed-in shopper's cart: its lines, one per variation, each within its stock. */

/** How many lines the shopper's cart holds (the header badge's count, SPEC §7). */
export const cartCount = (store: Store, userId: number) => store.data.cartItems.filter((row) => row.user_id === userId).length;

/** The shopper's line of this variation, if the cart holds one. */
export function cartLine(store: Store, userId: number, product: ProductRow, variation: VariationRow): CartItemRow | null {
  return (
    store.data.cartItems.find(
      (row) => row.user_id === userId && row.product_id === product.id && row.variation_name === variation.name,
    ) ?? null
  );
}

/** Set the quantity of the shopper's line of this variation, adding the line when there is none. */
export function putCartLine(store: Store, userId: number, product: ProductRow, variation: VariationRow, quantity: number): void {
  const existing = cartLine(store, userId, product, variation);
  if (existing) existing.quantity = quantity;
  else {
    const rows = store.data.cartItems;
    rows.push({ id: store.nextId(rows), user_id: userId, product_id: product.id, variation_name: variation.name, quantity });
  }
}

/** Remove the shopper's own lines among `ids` (others' or unknown ids are ignored). */
export function removeCartLines(store: Store, userId: number, ids: readonly number[]): void {
  store.data.cartItems = store.data.cartItems.filter((row) => row.user_id !== userId || !ids.includes(row.id));
}
