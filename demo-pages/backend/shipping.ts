import { toCents, type Cents } from '../../shared/core/money';
import type { ProductRow } from './store/types';

/**
 * The weight shipping is charged on (what `POST /fetch-product-weights` answers, SPEC §7): a
 * product that ships free (`shipping_type` free) weighs nothing on the courier's bill. One rule
 * for the screens, which add these weights up and ask for the cost, and for the orders, which
 * the server prices again: so the shipping a cart shows is the shipping its order charges.
 */
export function shippingWeight(product: Pick<ProductRow, 'shipping_type' | 'weight'>): number {
  return product.shipping_type === 'free' ? 0 : product.weight;
}

/**
 * The reference backend's courier rate (the SPEC leaves the formula to the server): nothing for
 * nothing to carry; otherwise LKR 350 for the first kilogram and LKR 100 for each further one
 * begun.
 */
export function shippingCostCents(totalWeightKg: number): Cents {
  if (totalWeightKg <= 0) return 0;
  return toCents(350) + toCents(100) * Math.max(0, Math.ceil(totalWeightKg) - 1);
}
