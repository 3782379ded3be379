import type { ServerCartItem } from '../../shared/api/cart-page';
import type { CartLine } from '../../shared/checkout-line';
import { toCents } from '../../shared/money';

/** The cart's lines: the line model it shares with the guest checkout, and a server line. */
export type { CartLine } from '../../shared/checkout-line';

export function serverLine(item: ServerCartItem): CartLine {
  return {
    key: `line-${item.id}`,
    id: item.id,
    productId: item.product.id,
    name: item.product.name,
    imageName: item.product.image_name,
    variationName: item.variation_name,
    price: item.price,
    priceCents: toCents(item.price),
    quantity: item.quantity,
    maxQuantity: item.max_quantity,
    percent: item.discount_percentage,
    variants: item.variants ?? null,
  };
}
