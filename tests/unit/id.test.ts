// @vitest-environment node
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { IdSchema } from '../../shared/core/api/id';
import { propsSchema as orderCheckoutProps } from '../../widgets/order-checkout/props';
import { propsSchema as parcelFormProps } from '../../widgets/parcel-form/props';
import { propsSchema as reviewsProps } from '../../widgets/product-reviews/props';

const accepts = (value: unknown) => v.safeParse(IdSchema, value).success;

describe('IdSchema: a record’s id (products.id, orders.id, …)', () => {
  it('takes every whole number from 1', () => {
    fc.assert(fc.property(fc.integer({ min: 1 }), (id) => accepts(id)));
    expect(accepts(1)).toBe(true);
    expect(accepts(Number.MAX_SAFE_INTEGER)).toBe(true);
  });

  it('refuses 0, negatives, fractions, non-numbers and numbers written as text', () => {
    fc.assert(fc.property(fc.integer({ max: 0 }), (id) => !accepts(id)));
    fc.assert(fc.property(fc.double({ noInteger: true }), (value) => !accepts(value)));
    for (const value of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '7', null, undefined]) {
      expect(accepts(value), String(value)).toBe(false);
    }
  });

  it('is what the pages’ id props take: the same ids pass and fail', () => {
    const id = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.double({ min: -3, max: 3 }));
    fc.assert(
      fc.property(id, (value) => {
        const expected = accepts(value);
        return (
          v.safeParse(orderCheckoutProps, { orderId: value }).success === expected &&
          v.safeParse(parcelFormProps, { orderId: value }).success === expected &&
          v.safeParse(reviewsProps, { productId: value }).success === expected
        );
      }),
    );
  });
});
