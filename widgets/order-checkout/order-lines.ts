import type { Address, OrderProducts, OrderRequest } from './api';
import type { CartLine } from '../../shared/checkout/checkout-line';
import { NO_VARIATION } from '../../shared/core/constants';
import * as orderMessages from './messages';
import { fromCents, toCents, type Cents } from '../../shared/core/money';
import { orderTotal } from '../../shared/purchase/pricing';

/**
 * An order product (SPEC §3) as a checkout line: the shared Selected Products and coupon rules
 * read these. The percent off and pairs are the server's, known from the start.
 */
export function orderLines(order: OrderProducts): CartLine[] {
  return order.products.map((product) => ({
    key: `order-${product.id}`,
    id: product.id,
    productId: product.product.id,
    name: product.product.name,
    imageName: product.product.active_image?.image_id ?? null,
    variationName: product.variants.map((pair) => pair.value).join('/') || NO_VARIATION,
    price: product.original_price,
    priceCents: toCents(product.original_price),
    quantity: product.quantity,
    maxQuantity: null,
    percent: product.discount_percentage,
    variants: product.variants,
  }));
}

/** One unit's weight of each line (kg), by line key. */
export function orderWeights(order: OrderProducts): ReadonlyMap<string, number> {
  return new Map(order.products.map((product) => [`order-${product.id}`, product.weight]));
}

export interface OrderTotals {
  subtotalCents: Cents;
  shippingCents: Cents;
  productDiscountCents: Cents;
  couponDiscountCents: Cents;
  /** SPEC §9 order total: subtotal + shipping − product discounts − coupon discount. */
  totalCents: Cents;
}

/** The server's amounts for the order (GET /orders/{id}/products), less the coupon's discount. */
export function orderTotals(order: OrderProducts, couponDiscountCents: Cents): OrderTotals {
  const parts = {
    subtotal: toCents(order.subtotal),
    shipping: toCents(order.shipping_cost),
    productDiscounts: toCents(order.products_discount),
    couponDiscount: couponDiscountCents,
  };
  return {
    subtotalCents: parts.subtotal,
    shippingCents: parts.shipping,
    productDiscountCents: parts.productDiscounts,
    couponDiscountCents,
    totalCents: orderTotal(parts),
  };
}

/**
 * SPEC §7 the order calls' body: every field, the amounts exactly as the screen shows them
 * (`discount_amount` is every discount, `products_discount` the products' alone).
 */
export function orderRequest(
  orderId: number,
  order: OrderProducts,
  totals: OrderTotals,
  addressId: number | null,
  couponId: number | null,
): OrderRequest {
  return {
    order_id: orderId,
    address_id: addressId,
    order_products: order.products.map((product) => ({ product_id: product.product.id, quantity: product.quantity })),
    total_amount: fromCents(totals.totalCents),
    discount_amount: fromCents(totals.productDiscountCents + totals.couponDiscountCents),
    products_discount: fromCents(totals.productDiscountCents),
    coupon_id: couponId,
    shipping_cost: fromCents(totals.shippingCents),
  };
}

/**
 * SPEC §5 order placement, all three payment routes, checked in this order before any call: an
 * address ('Please select a shipping address before placing the order!', shown by the address),
 * at least one product, a total above 0. Null when the order may go.
 */
export function placementRefusal(screen: {
  address: Address | null;
  lines: readonly CartLine[];
  totals: Pick<OrderTotals, 'totalCents'>;
}): { about: 'address' | 'order'; text: string } | null {
  if (screen.address === null) return { about: 'address', text: orderMessages.selectAddress };
  if (screen.lines.length === 0) return { about: 'order', text: orderMessages.needsProduct };
  if (screen.totals.totalCents <= 0) return { about: 'order', text: orderMessages.totalPositive };
  return null;
}
