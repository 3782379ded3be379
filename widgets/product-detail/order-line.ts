import type { CartEntry } from '../../shared/core/api/cart-entry';
import type { CheckoutRequest } from '../../shared/session/api/cart';
import { fromCents, type Cents } from '../../shared/core/money';
import { lineDiscount, subtotal } from '../../shared/purchase/pricing';
import type { VariationType } from './variant-param';

/** What the shopper is buying: the product, the chosen variation and how many. */
export interface OrderLine {
  product: { id: number; name: string; images: readonly { image_id: string }[]; highest_discount: number };
  types: readonly VariationType[];
  values: readonly string[];
  /** 'Blue/M', or 'No V'. */
  variationName: string;
  /** The variation's own price (before any collection discount). */
  baseCents: Cents;
  quantity: number;
}

/**
 * SPEC §3 guest cart entry and §7 `POST /cart/store` body: the base price and base × quantity
 * (the cart applies product discounts itself).
 */
export function cartEntryOf(line: OrderLine): CartEntry {
  return {
    product_id: line.product.id,
    product_name: line.product.name,
    image_name: line.product.images[0]?.image_id ?? null,
    variation_name: line.variationName,
    price: fromCents(line.baseCents),
    quantity: line.quantity,
    subtotal: fromCents(subtotal([{ priceCents: line.baseCents, quantity: line.quantity }])),
  };
}

/** SPEC §2 route of a guest's Buy Now, with the cart entry's fields as the query. */
export function guestBuyNowUrl(line: OrderLine): string {
  const entry = cartEntryOf(line);
  const query = new URLSearchParams({
    product_id: String(entry.product_id),
    product_name: entry.product_name,
    image_name: entry.image_name ?? '',
    variation_name: entry.variation_name,
    price: String(entry.price),
    quantity: String(entry.quantity),
    subtotal: String(entry.subtotal),
  });
  return `/buyNow/guest-checkout/${line.product.id}?${query.toString()}`;
}

/**
 * SPEC §7 `POST /checkout` for a signed-in Buy Now: the base price per unit and a total of
 * base × quantity less the product discount of SPEC §9 (the server checks it to the cent).
 */
export function buyNowRequest(line: OrderLine): CheckoutRequest {
  const { baseCents, quantity } = line;
  const goods = subtotal([{ priceCents: baseCents, quantity }]);
  const discount = lineDiscount(baseCents, quantity, line.product.highest_discount);
  return {
    total_amount: fromCents(goods - discount),
    products: [
      {
        id: line.product.id,
        price: fromCents(baseCents),
        quantity,
        variants: line.types.map(({ type }, i) => ({ type, value: line.values[i]! })),
      },
    ],
  };
}
