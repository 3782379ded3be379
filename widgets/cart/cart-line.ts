import type { ServerCartItem } from '../../shared/checkout/api/cart-page';
import type { CartLine } from '../../shared/checkout/checkout-line';
import { toCents } from '../../shared/core/money';

/** A line of the signed-in shopper's server cart, in the line model the checkouts share. */
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
