import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { fromCents, toCents } from '../../shared/core/money';
import {
  cartTotal,
  couponDiscount,
  couponMinimumMessage,
  discountedPrice,
  discountPercent,
  lineDiscount,
  orderTotal,
  subtotal,
  totalWeight,
  type CouponMode,
  type CouponTerms,
} from '../../shared/purchase/pricing';

// ---- Independent reference: BigInt, rounding n/d half up as floor((2n + d) / 2d). ----------

function refRound(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}
/** Percent given in basis points (hundredths of a percent). */
function refLineDiscount(price: bigint, quantity: bigint, bp: bigint): bigint {
  return refRound(price * quantity * bp, 10_000n);
}
function refMin(...values: bigint[]): bigint {
  return values.reduce((a, b) => (b < a ? b : a));
}

const applied = (discountCents: number) => ({ ok: true, discountCents });

const coupon = (terms: Partial<CouponTerms>): CouponTerms => ({
  discount_type: 'percentage',
  discount_value: 10,
  min_order_value: null,
  max_discount_value: null,
  ...terms,
});

describe('discountPercent (SPEC §9)', () => {
  it('is round((compared - price) / compared * 100)', () => {
    expect(discountPercent(10_000, 7_500)).toBe(25);
    expect(discountPercent(30_000, 20_000)).toBe(33);
    expect(discountPercent(30_000, 10_000)).toBe(67);
    expect(discountPercent(80_000, 70_000)).toBe(13); // 12.5 rounds up
    expect(discountPercent(10_000, 0)).toBe(100);
  });

  it('is 0 without a higher compared price', () => {
    expect(discountPercent(10_000, 10_000)).toBe(0);
    expect(discountPercent(5_000, 6_000)).toBe(0);
    expect(discountPercent(0, 500)).toBe(0);
    expect(discountPercent(-100, 0)).toBe(0);
  });
});

describe('discountedPrice (SPEC §9)', () => {
  it('is price * (1 - pct/100) rounded to the cent', () => {
    expect(discountedPrice(10_000, 25)).toBe(7_500);
    expect(discountedPrice(10_000, 12.5)).toBe(8_750);
    expect(discountedPrice(999, 50)).toBe(500); // 499.5 rounds up
    expect(discountedPrice(1, 50)).toBe(1);
  });

  it('leaves the price for pct <= 0 and never goes below 0', () => {
    expect(discountedPrice(10_000, 0)).toBe(10_000);
    expect(discountedPrice(10_000, -5)).toBe(10_000);
    expect(discountedPrice(10_000, 100)).toBe(0);
    expect(discountedPrice(10_000, 150)).toBe(0);
  });
});

describe('lineDiscount (SPEC §9)', () => {
  it('is price * quantity * percent/100 rounded to the cent', () => {
    expect(lineDiscount(1_000, 3, 10)).toBe(300);
    expect(lineDiscount(333, 1, 50)).toBe(167); // 166.5 rounds up
    expect(lineDiscount(12_345, 2, 12.5)).toBe(3_086); // 3086.25
  });

  it('is 0 for nothing to discount and at most the whole line', () => {
    expect(lineDiscount(0, 5, 10)).toBe(0);
    expect(lineDiscount(1_000, 0, 10)).toBe(0);
    expect(lineDiscount(1_000, 2, 0)).toBe(0);
    expect(lineDiscount(1_000, 2, -10)).toBe(0);
    expect(lineDiscount(1_000, 2, 150)).toBe(2_000);
  });

  it('refuses inputs outside the contract', () => {
    expect(() => lineDiscount(10.5, 1, 10)).toThrow(RangeError);
    expect(() => lineDiscount(1_000, -1, 10)).toThrow(RangeError);
    expect(() => lineDiscount(1_000, 1.5, 10)).toThrow(RangeError);
    expect(() => lineDiscount(1_000, 1, Number.NaN)).toThrow(RangeError);
  });
});

describe('subtotal', () => {
  it('sums price * quantity', () => {
    expect(subtotal([])).toBe(0);
    expect(
      subtotal([
        { priceCents: 12_345, quantity: 2 },
        { priceCents: 5, quantity: 3 },
      ]),
    ).toBe(24_705);
  });
});

describe('couponDiscount (SPEC §5 coupon at checkout)', () => {
  const lines = [
    { priceCents: 10_000, quantity: 2 },
    { priceCents: 5_000, quantity: 1 },
  ];

  it('percentage: price times quantity in the guest checkout', () => {
    const tenPercent = coupon({ discount_value: 10 });
    expect(couponDiscount(tenPercent, 25_000, lines, 'guest')).toEqual(applied(2_500));
  });

  it('percentage: unit prices without quantity in the signed-in order checkout', () => {
    const tenPercent = coupon({ discount_value: 10 });
    expect(couponDiscount(tenPercent, 25_000, lines, 'order')).toEqual(applied(1_500));
  });

  it('fixed: gives the value in LKR', () => {
    const fixed = coupon({ discount_type: 'fixed', discount_value: 99.99 });
    expect(couponDiscount(fixed, 25_000, lines, 'guest')).toEqual(applied(9_999));
    expect(couponDiscount(fixed, 25_000, lines, 'order')).toEqual(applied(9_999));
  });

  it('fixed: never more than the eligible lines', () => {
    const fixed = coupon({ discount_type: 'fixed', discount_value: 500 });
    expect(couponDiscount(fixed, 90_000, lines, 'guest')).toEqual(applied(25_000));
    expect(couponDiscount(fixed, 90_000, [], 'guest')).toEqual(applied(0));
  });

  it('is capped by max_discount_value when present', () => {
    const capped = coupon({ discount_value: 50, max_discount_value: 20 });
    expect(couponDiscount(capped, 25_000, lines, 'guest')).toEqual(applied(2_000));
    const zeroCap = coupon({ discount_value: 50, max_discount_value: 0 });
    expect(couponDiscount(zeroCap, 25_000, lines, 'guest')).toEqual(applied(0));
  });

  it('a percentage above 100 still gives at most the eligible amount', () => {
    const huge = coupon({ discount_value: 250 });
    expect(couponDiscount(huge, 25_000, lines, 'guest')).toEqual(applied(25_000));
    expect(couponDiscount(huge, 25_000, lines, 'order')).toEqual(applied(15_000));
  });

  it('below the minimum order it is not applied and gives the minimum', () => {
    const minimum = coupon({ min_order_value: 1_000 });
    expect(couponDiscount(minimum, 99_999, lines, 'guest')).toEqual({
      ok: false,
      reason: 'below-minimum',
      minimumCents: 100_000,
    });
    expect(couponDiscount(minimum, 100_000, lines, 'guest')).toEqual(applied(2_500));
  });

  it('words the minimum as SPEC §8 does', () => {
    expect(couponMinimumMessage(100_000)).toBe(
      'This coupon requires a minimum order value of LKR. 1,000.00.',
    );
  });
});

describe('cartTotal and orderTotal (SPEC §9)', () => {
  it('cart total = subtotal - discount + shipping', () => {
    expect(cartTotal(10_000, 2_000, 500)).toBe(8_500);
    expect(cartTotal(10_000, 0, 0)).toBe(10_000);
  });

  it('order total = subtotal + shipping - product discounts - coupon discount', () => {
    const parts = { subtotal: 10_000, shipping: 500, productDiscounts: 1_000 };
    expect(orderTotal({ ...parts, couponDiscount: 0 })).toBe(9_500);
    expect(orderTotal({ ...parts, couponDiscount: 2_000 })).toBe(7_500);
  });

  it('is clamped at 0 when discounts exceed goods and shipping', () => {
    expect(cartTotal(1_000, 5_000, 0)).toBe(0);
    expect(
      orderTotal({ subtotal: 1_000, shipping: 0, productDiscounts: 800, couponDiscount: 500 }),
    ).toBe(0);
  });
});

describe('totalWeight (SPEC §9)', () => {
  it('sums weight * quantity without float drift', () => {
    expect(totalWeight([{ weight: 0.1, quantity: 3 }])).toBe(0.3);
    expect(
      totalWeight([
        { weight: 1.25, quantity: 2 },
        { weight: 0.005, quantity: 1 },
      ]),
    ).toBe(2.505);
    expect(totalWeight([])).toBe(0);
  });

  it('rounds weights to the gram', () => {
    expect(totalWeight([{ weight: 0.0004, quantity: 10 }])).toBe(0);
    expect(totalWeight([{ weight: 0.0006, quantity: 10 }])).toBe(0.01);
  });

  it('matches an integer-gram reference for random lines', () => {
    const line = fc.record({
      grams: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (rows) => {
        const grams = rows.reduce((sum, row) => sum + row.grams * row.quantity, 0);
        const weights = rows.map((row) => ({ weight: row.grams / 1000, quantity: row.quantity }));
        expect(totalWeight(weights)).toBe(grams / 1000);
      }),
    );
  });
});

// ---- Properties -----------------------------------------------------------------------------

const money = fc.integer({ min: 0, max: 100_000_000 }); // up to 1,000,000 LKR
const basisPoints = fc.integer({ min: 0, max: 10_000 }); // 0.00 % .. 100.00 %
const cartLine = fc.record({
  priceCents: money,
  quantity: fc.integer({ min: 1, max: 50 }),
  bp: basisPoints,
});
const anyInteger = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });
const mode = fc.constantFrom<CouponMode>('guest', 'order');
const couponArb = fc.record({
  discount_type: fc.constantFrom<'percentage' | 'fixed'>('percentage', 'fixed'),
  // Percent with two decimals up to 150 %, or LKR with two decimals.
  valueCents: fc.integer({ min: 0, max: 15_000_000 }),
  min: fc.option(money, { nil: null }),
  max: fc.option(money, { nil: null }),
});

describe('pricing properties', () => {
  it('no total is ever negative', () => {
    fc.assert(
      fc.property(anyInteger, anyInteger, anyInteger, anyInteger, (a, b, c, d) => {
        const cart = cartTotal(a, b, c);
        const parts = { subtotal: a, shipping: b, productDiscounts: c, couponDiscount: d };
        const order = orderTotal(parts);
        expect(cart).toBeGreaterThanOrEqual(0);
        expect(order).toBeGreaterThanOrEqual(0);
        expect(Object.is(cart, -0) || Object.is(order, -0)).toBe(false);
        expect(cart).toBe(Math.max(0, a - b + c));
        expect(order).toBe(Math.max(0, a + b - c - d));
      }),
    );
  });

  it('a coupon discount is never negative nor above its cap or the eligible amount', () => {
    fc.assert(
      fc.property(couponArb, fc.array(cartLine, { maxLength: 10 }), mode, (c, lines, m) => {
        const terms: CouponTerms = {
          discount_type: c.discount_type,
          discount_value: c.valueCents / 100,
          min_order_value: null,
          max_discount_value: c.max === null ? null : fromCents(c.max),
        };
        const result = couponDiscount(terms, subtotal(lines), lines, m);
        if (!result.ok) throw new Error('no minimum was set');
        const withQuantity = lines.reduce((s, l) => s + l.priceCents * l.quantity, 0);
        const unitPrices = lines.reduce((s, l) => s + l.priceCents, 0);
        const perUnit = c.discount_type === 'percentage' && m === 'order';
        const eligible = perUnit ? unitPrices : withQuantity;
        expect(result.discountCents).toBeGreaterThanOrEqual(0);
        expect(result.discountCents).toBeLessThanOrEqual(eligible);
        if (c.max !== null) expect(result.discountCents).toBeLessThanOrEqual(c.max);
        expect(Number.isInteger(result.discountCents)).toBe(true);
      }),
    );
  });

  it('random carts equal an integer-cents reference', () => {
    fc.assert(
      fc.property(
        fc.array(cartLine, { minLength: 1, maxLength: 12 }),
        couponArb,
        mode,
        money,
        (rows, c, m, shippingCents) => {
          // The server sends 2-decimal LKR and percents; the code takes them through toCents.
          const lines = rows.map((r) => ({
            priceCents: toCents(fromCents(r.priceCents)),
            quantity: r.quantity,
            percent: r.bp / 100,
          }));

          // Reference, in BigInt.
          const refSubtotal = rows.reduce(
            (s, r) => s + BigInt(r.priceCents) * BigInt(r.quantity),
            0n,
          );
          const refLines = rows.map((r) =>
            refLineDiscount(BigInt(r.priceCents), BigInt(r.quantity), BigInt(r.bp)),
          );
          const refProductDiscounts = refLines.reduce((s, d) => s + d, 0n);
          const refEligibleWithQty = refSubtotal;
          const refUnitSum = rows.reduce((s, r) => s + BigInt(r.priceCents), 0n);
          let refCoupon: bigint | 'below-minimum';
          if (c.min !== null && refSubtotal < BigInt(c.min)) refCoupon = 'below-minimum';
          else {
            let raw: bigint;
            let eligible: bigint;
            if (c.discount_type === 'percentage') {
              eligible = m === 'guest' ? refEligibleWithQty : refUnitSum;
              const bp = refMin(BigInt(c.valueCents), 10_000n); // percents held to 100 %
              raw = refRound(eligible * bp, 10_000n);
            } else {
              eligible = refEligibleWithQty;
              raw = BigInt(c.valueCents);
            }
            if (c.max !== null) raw = refMin(raw, BigInt(c.max));
            refCoupon = refMin(raw, eligible);
          }
          const refCouponCents = refCoupon === 'below-minimum' ? 0n : refCoupon;
          const refCart = refSubtotal - refProductDiscounts + BigInt(shippingCents);
          const rawOrder =
            refSubtotal + BigInt(shippingCents) - refProductDiscounts - refCouponCents;
          const refOrder = rawOrder < 0n ? 0n : rawOrder;

          // Code under test.
          const sub = subtotal(lines);
          const discounts = lines.map((l) => lineDiscount(l.priceCents, l.quantity, l.percent));
          const productDiscounts = discounts.reduce((s, d) => s + d, 0);
          const result = couponDiscount(
            {
              discount_type: c.discount_type,
              discount_value: c.valueCents / 100,
              min_order_value: c.min === null ? null : fromCents(c.min),
              max_discount_value: c.max === null ? null : fromCents(c.max),
            },
            sub,
            lines,
            m,
          );
          const couponCents = result.ok ? result.discountCents : 0;

          expect(BigInt(sub)).toBe(refSubtotal);
          expect(discounts.map(BigInt)).toEqual(refLines);
          if (refCoupon === 'below-minimum') {
            expect(result).toEqual({ ok: false, reason: 'below-minimum', minimumCents: c.min });
          } else {
            expect(result).toEqual(applied(Number(refCoupon)));
          }
          expect(BigInt(cartTotal(sub, productDiscounts, shippingCents))).toBe(refCart);
          const order = orderTotal({
            subtotal: sub,
            shipping: shippingCents,
            productDiscounts,
            couponDiscount: couponCents,
          });
          expect(BigInt(order)).toBe(refOrder);
        },
      ),
    );
  });

  it('discountPercent and discountedPrice equal an integer reference', () => {
    fc.assert(
      fc.property(money, money, basisPoints, (compared, price, bp) => {
        const refPercent =
          compared > price ? refRound(BigInt(compared - price) * 100n, BigInt(compared)) : 0n;
        expect(BigInt(discountPercent(compared, price))).toBe(refPercent);
        const refPrice = refRound(BigInt(price) * BigInt(10_000 - bp), 10_000n);
        expect(BigInt(discountedPrice(price, bp / 100))).toBe(bp === 0 ? BigInt(price) : refPrice);
      }),
    );
  });
});
