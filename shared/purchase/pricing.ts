import { PERCENT_DISCOUNT_MAX } from '../core/constants';
import { formatAmount, toCents, type Cents } from '../core/money';
import * as couponMessages from './messages/coupon';

/**
 * The price formulas of SPEC §9 (and the coupon rule of §5) on integer cents. Every rounding
 * is to the cent, half away from zero (the SPEC's `Math.round` for the non-negative amounts
 * met here), done in BigInt so that no intermediate product can lose precision.
 *
 * Percentages may carry decimals (a server `discount_percentage` of 12.5); they are taken to
 * the hundredth of a percent (a basis point) before use.
 *
 * Inputs that break the contract (non-integer cents, negative or fractional quantities,
 * non-finite percents) throw a RangeError: the API schemas are there to refuse them, so one
 * here is a programming error that should surface, not a total to guess at.
 */

/** A cart, order or coupon line: unit price in cents and how many. */
export interface PricedLine {
  priceCents: Cents;
  quantity: number;
}

/** A line's weight (kg, as the server gives it) and how many. */
export interface WeighedLine {
  weight: number;
  quantity: number;
}

/** The coupon fields the discount needs (SPEC §3 Coupon; amounts in LKR as sent). */
export interface CouponTerms {
  discount_type: 'percentage' | 'fixed';
  /** A percent for 'percentage', an LKR amount for 'fixed'. */
  discount_value: number;
  min_order_value: number | null;
  max_discount_value: number | null;
}

/**
 * Which checkout applies the coupon (SPEC §5): the guest checkout multiplies eligible prices
 * by quantity, the signed-in order checkout sums the eligible unit prices.
 */
export type CouponMode = 'guest' | 'order';

/** Outcome of applying a coupon: the discount, or the minimum order it needs (SPEC §5). */
export type CouponResult =
  | { ok: true; discountCents: Cents }
  | { ok: false; reason: 'below-minimum'; minimumCents: Cents };

/** Units, not business numbers: a whole is 100 percent, a percent is 100 basis points. */
const PERCENT_WHOLE = 100;
const BASIS_POINTS_PER_PERCENT = 100;
const BASIS_POINTS_WHOLE = PERCENT_WHOLE * BASIS_POINTS_PER_PERCENT;
const MAX_BASIS_POINTS = PERCENT_DISCOUNT_MAX * BASIS_POINTS_PER_PERCENT;
const GRAMS_PER_KG = 1000;

/**
 * SPEC §9 discount percent shown on cards and badges:
 * `round((compared − price) / compared × 100)`; 0 when there is no higher compared price
 * (compared ≤ price) or no compared price at all (compared ≤ 0).
 */
export function discountPercent(comparedCents: Cents, priceCents: Cents): number {
  requireInteger(comparedCents, 'comparedCents');
  requireCents(priceCents, 'priceCents');
  if (comparedCents <= 0 || comparedCents <= priceCents) return 0;
  return roundedRatio(
    BigInt(comparedCents - priceCents) * BigInt(PERCENT_WHOLE),
    BigInt(comparedCents),
  );
}

/**
 * SPEC §9 discounted price, used when highest_discount is above 0:
 * `price × (1 − pct/100)` rounded to the cent. A percent ≤ 0 leaves the price unchanged; one
 * above 100 counts as 100 (free), so a price is never negative.
 */
export function discountedPrice(priceCents: Cents, percent: number): Cents {
  requireCents(priceCents, 'priceCents');
  const bp = basisPoints(percent);
  if (bp === 0) return priceCents;
  return roundedRatio(
    BigInt(priceCents) * BigInt(BASIS_POINTS_WHOLE - bp),
    BigInt(BASIS_POINTS_WHOLE),
  );
}

/**
 * SPEC §9 product discount of one line: `price × quantity × percent/100`, rounded to the
 * cent. Percents are held to 0..100 (ours), so a line's discount never exceeds the line.
 */
export function lineDiscount(priceCents: Cents, quantity: number, percent: number): Cents {
  requireCents(priceCents, 'priceCents');
  requireQuantity(quantity);
  return roundedRatio(
    BigInt(priceCents) * BigInt(quantity) * BigInt(basisPoints(percent)),
    BigInt(BASIS_POINTS_WHOLE),
  );
}

/** SPEC §9 subtotal: the sum of price × quantity over the lines. */
export function subtotal(lines: readonly PricedLine[]): Cents {
  let total = 0;
  for (const line of lines) total += lineAmount(line);
  return total;
}

/**
 * SPEC §5 "Coupon at checkout". Below the minimum (subtotal < min_order_value) the coupon is
 * not applied and the result carries the minimum for `couponMinimumMessage`. Otherwise:
 * - percentage: the eligible amount × value/100, where the eligible amount is the eligible
 *   lines' price × quantity in the guest checkout and the sum of their unit prices in the
 *   signed-in order checkout (`mode`);
 * - fixed: the value (LKR), the eligible amount being the lines' price × quantity.
 *
 * The result is then capped by max_discount_value when it is not null (a 0 cap gives 0), and
 * is never more than the eligible amount nor negative.
 */
export function couponDiscount(
  coupon: CouponTerms,
  subtotalCents: Cents,
  eligibleLines: readonly PricedLine[],
  mode: CouponMode,
): CouponResult {
  requireInteger(subtotalCents, 'subtotalCents');
  if (coupon.min_order_value !== null) {
    requireFinite(coupon.min_order_value, 'min_order_value');
    const minimumCents = toCents(coupon.min_order_value);
    if (subtotalCents < minimumCents) return { ok: false, reason: 'below-minimum', minimumCents };
  }

  let eligibleCents: Cents;
  let discountCents: Cents;
  if (coupon.discount_type === 'percentage') {
    eligibleCents =
      mode === 'guest'
        ? subtotal(eligibleLines)
        : subtotal(eligibleLines.map((line) => ({ priceCents: line.priceCents, quantity: 1 })));
    discountCents = roundedRatio(
      BigInt(eligibleCents) * BigInt(basisPoints(coupon.discount_value)),
      BigInt(BASIS_POINTS_WHOLE),
    );
  } else {
    eligibleCents = subtotal(eligibleLines);
    requireFinite(coupon.discount_value, 'discount_value');
    discountCents = toCents(coupon.discount_value);
  }

  if (coupon.max_discount_value !== null) {
    requireFinite(coupon.max_discount_value, 'max_discount_value');
    discountCents = Math.min(discountCents, toCents(coupon.max_discount_value));
  }
  return { ok: true, discountCents: clamp(discountCents, 0, eligibleCents) };
}

/** SPEC §5/§8: the text shown when a coupon's minimum order is not met. */
export function couponMinimumMessage(minimumCents: Cents): string {
  return couponMessages.minimumOrder(formatAmount(minimumCents));
}

/**
 * SPEC §9 cart total: `subtotal − discount + shipping`, clamped at 0. A discount larger than
 * the goods plus shipping must not become a negative amount to charge; §5 then refuses the
 * order ("total above 0") instead of sending a negative total to the server.
 */
export function cartTotal(subtotalCents: Cents, discountCents: Cents, shippingCents: Cents): Cents {
  requireInteger(subtotalCents, 'subtotalCents');
  requireInteger(discountCents, 'discountCents');
  requireInteger(shippingCents, 'shippingCents');
  return Math.max(0, subtotalCents - discountCents + shippingCents);
}

/**
 * SPEC §9 order total: `subtotal + shipping − product discounts − coupon discount`, clamped
 * at 0 for the same reason as `cartTotal`: product discounts and a fixed coupon can together
 * exceed the goods, and a negative total is never an amount to pay.
 */
export function orderTotal(parts: {
  subtotal: Cents;
  shipping: Cents;
  productDiscounts: Cents;
  couponDiscount: Cents;
}): Cents {
  for (const [name, value] of Object.entries(parts)) requireInteger(value, name);
  const { subtotal: goods, shipping, productDiscounts, couponDiscount: coupon } = parts;
  return Math.max(0, goods + shipping - productDiscounts - coupon);
}

/**
 * SPEC §9 total weight (kg) sent to the shipping-cost call: Σ weight × quantity, summed in
 * whole grams so that 0.1 kg × 3 is exactly 0.3 kg. Weights finer than a gram are rounded to
 * the gram.
 */
export function totalWeight(lines: readonly WeighedLine[]): number {
  let grams = 0;
  for (const line of lines) {
    requireFinite(line.weight, 'weight');
    requireQuantity(line.quantity);
    grams += Math.round(line.weight * GRAMS_PER_KG) * line.quantity;
  }
  return grams / GRAMS_PER_KG;
}

function lineAmount(line: PricedLine): Cents {
  requireCents(line.priceCents, 'priceCents');
  requireQuantity(line.quantity);
  return line.priceCents * line.quantity;
}

/** A percent as basis points, held to 0..PERCENT_DISCOUNT_MAX %. */
function basisPoints(percent: number): number {
  requireFinite(percent, 'percent');
  return clamp(Math.round(percent * BASIS_POINTS_PER_PERCENT), 0, MAX_BASIS_POINTS);
}

/** numerator / denominator (denominator > 0) rounded half away from zero, exactly. */
function roundedRatio(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  if ((magnitude % denominator) * 2n >= denominator) quotient += 1n;
  const result = Number(quotient);
  return negative && result !== 0 ? -result : result;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

function requireInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be an integer, got ${value}`);
  }
}

function requireCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be non-negative integer cents, got ${value}`);
  }
}

function requireQuantity(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`quantity must be a non-negative integer, got ${value}`);
  }
}

function requireFinite(value: number, name: string): void {
  if (!Number.isFinite(value)) {
    throw new RangeError(`${name} must be a finite number, got ${value}`);
  }
}
