import type { ProductRow, VariationRow } from '../../demo-pages/backend/store/types';
import type { CartEntry } from '../../shared/core/api/cart-entry';

/** A guest cart entry (SPEC §3) of a seeded variation, as the browser's guest cart holds it. */
export function guestEntryOf(product: ProductRow, variation: VariationRow, quantity: number, imageName: string | null): CartEntry {
  return {
    product_id: product.id,
    product_name: product.name,
    image_name: imageName,
    variation_name: variation.name,
    price: variation.price,
    quantity,
    subtotal: variation.price * quantity,
  };
}
