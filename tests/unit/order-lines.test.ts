import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CodOrderRequestSchema, OrderProductsResponseSchema, type OrderProducts } from '../../widgets/order-checkout/api';
import { fromCents, toCents } from '../../shared/core/money';
import { orderLines, orderRequest, orderTotals, placementRefusal } from '../../widgets/order-checkout/order-lines';

const ADDRESS = {
  id: 7,
  nickname: 'Home',
  receiver_phone_number: '94771234567',
  street: '1 Temple Road',
  city: 'Kandy',
  state: 'Central',
  postal_code: '20000',
  country: 'Sri Lanka',
  is_primary: 1 as const,
};

/** An order as `GET /orders/{id}/products` sends it (variants as JSON text). */
function served(lines: { price: number; quantity: number; percent: number }[], shipping = 350): OrderProducts {
  const subtotal = lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0);
  const discounts = lines.reduce((sum, line) => sum + Math.round((toCents(line.price) * line.quantity * line.percent) / 100), 0);
  return v.parse(OrderProductsResponseSchema, {
    products: lines.map((line, i) => ({
      id: 100 + i,
      product: { id: 10 + i, name: `Product ${i}`, active_image: i === 0 ? null : { image_id: `p${i}.svg` } },
      quantity: line.quantity,
      original_price: line.price,
      variants: i === 0 ? '[{"type":"No V","value":"No V"}]' : '[{"type":"Color","value":"Red"},{"type":"Size","value":"S/M"}]',
      discount_percentage: line.percent,
      discount_amount: fromCents(Math.round((toCents(line.price) * line.quantity * line.percent) / 100)),
      weight: 0.5,
      isRelatedToCoupon: false,
    })),
    subtotal: fromCents(subtotal),
    products_discount: fromCents(discounts),
    shipping_cost: shipping,
    total_amount: fromCents(subtotal + toCents(shipping) - discounts),
  });
}

describe('order lines', () => {
  it("reads order products as checkout lines: 'No V' has no pairs, the name is the values joined by '/'", () => {
    const lines = orderLines(served([{ price: 1000, quantity: 2, percent: 10 }, { price: 250.5, quantity: 1, percent: 0 }]));
    expect(lines[0]).toMatchObject({ key: 'order-100', productId: 10, imageName: null, variationName: 'No V', variants: [], priceCents: 100_000, percent: 10 });
    expect(lines[1]).toMatchObject({ imageName: 'p1.svg', variationName: 'Red/S/M', priceCents: 25_050 });
    expect(lines[1]!.variants).toEqual([
      { type: 'Color', value: 'Red' },
      { type: 'Size', value: 'S/M' },
    ]);
  });

  it('SPEC §9: the total is subtotal + shipping − product discounts − coupon, and the body says so in every field', () => {
    const line = fc.record({
      price: fc.integer({ min: 1, max: 5_000_000 }).map((cents) => cents / 100),
      quantity: fc.integer({ min: 1, max: 9 }),
      percent: fc.integer({ min: 0, max: 60 }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 100_000 }), (rows, couponCents) => {
        const order = served(rows);
        const totals = orderTotals(order, couponCents);
        const expected = toCents(order.subtotal) + toCents(order.shipping_cost) - toCents(order.products_discount) - couponCents;
        expect(totals.totalCents).toBe(Math.max(0, expected));
        const body = orderRequest(5, order, totals, ADDRESS.id, couponCents > 0 ? 3 : null);
        expect(v.safeParse(CodOrderRequestSchema, { ...body, payment_type: 'cod' }).success).toBe(true);
        expect(toCents(body.discount_amount)).toBe(toCents(order.products_discount) + couponCents);
        expect(body.products_discount).toBe(order.products_discount);
        expect(body.shipping_cost).toBe(order.shipping_cost);
        expect(body.order_products).toEqual(order.products.map((p) => ({ product_id: p.product.id, quantity: p.quantity })));
      }),
    );
  });

  it('SPEC §5: an address, then a product, then a total above 0, in that order', () => {
    const order = served([{ price: 1000, quantity: 1, percent: 0 }]);
    const lines = orderLines(order);
    const totals = orderTotals(order, 0);
    expect(placementRefusal({ address: null, lines: [], totals: { totalCents: 0 } })).toEqual({
      about: 'address',
      text: 'Please select a shipping address before placing the order!',
    });
    expect(placementRefusal({ address: ADDRESS, lines: [], totals: { totalCents: 0 } })).toEqual({
      about: 'order',
      text: 'Your order must include at least one product.',
    });
    expect(placementRefusal({ address: ADDRESS, lines, totals: { totalCents: 0 } })).toEqual({
      about: 'order',
      text: 'The total amount must be greater than 0 to place an order.',
    });
    expect(placementRefusal({ address: ADDRESS, lines, totals })).toBeNull();
  });
});
