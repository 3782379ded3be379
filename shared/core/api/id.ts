import * as v from 'valibot';

/**
 * A record's id as the shop's tables number them (products.id, orders.id, carts.id, coupons.id,
 * …; SPEC §2: "the checkout page for an order takes a numeric orderId"): a whole number from 1.
 * Every prop and call that carries an id uses this one schema, so dist/widgets.schema.json and
 * dist/openapi.json say the same of each; a field adds its own text with
 * `v.pipe(IdSchema, v.description('…'))`. In core: the guest cart entry's product id is one, and
 * every later group may use it.
 */
export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1));
