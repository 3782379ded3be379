import { Hono } from 'hono';
import { CartEntrySchema } from '../../../shared/core/api/cart-entry';
import { MergeCartRequestSchema, type MergeCartResponse } from '../../../widgets/login-modal/api';
import { CheckoutRequestSchema, type Variant } from '../../../shared/session/api/cart';
import {
  CartRemoveManyRequestSchema,
  CartRemoveRequestSchema,
  CartUpdateRequestSchema,
  ProductIdsRequestSchema,
  ShippingCostRequestSchema,
  VariationTypesRequestSchema,
} from '../../../shared/checkout/api/cart-page';
import { NO_VARIATION } from '../../../shared/core/constants';
import { fromCents, toCents } from '../../../shared/core/money';
import { lineDiscount, totalWeight } from '../../../shared/purchase/pricing';
import { currentUser, readBody, unauthenticated, validationError, type AppContext, type AppEnv } from '../env';
import { activeProduct, highestDiscount, serverCartItems } from '../presenters';
import { shippingCostCents, shippingWeight } from '../shipping';
import type { Store } from '../store/index';
import type { CartItemRow, OrderRow, ProductRow, UserRow } from '../store/types';

const cartCountOf = (c: AppContext, userId: number) =>
  c.var.store.data.cartItems.filter((row) => row.user_id === userId).length;

/**
 * The variation a list of type/value pairs names, in the product's type order; 'No V' when
 * none. Pairs whose types the page could not learn ('Type 1', 'Type 2'…: SPEC §8's fallback
 * when `/variation-types` fails) still name a variation by their values in order, the
 * variation's own name (SPEC §2: the values joined by '/'); null when neither way finds one.
 */
export function variationName(product: ProductRow, variants: readonly Variant[]): string | null {
  const types = product.variation_types.filter((t) => t.type !== NO_VARIATION);
  if (types.length === 0) return NO_VARIATION;
  const values = types.map((t) => variants.find((v) => v.type === t.type)?.value);
  if (values.every((value, i) => value !== undefined && types[i]!.values.includes(value))) return values.join('/');
  const joined = variants.map((v) => v.value).join('/');
  return product.variations.some((v) => v.name === joined) ? joined : null;
}

/**
 * A variation's name split into its values by the product's types, in their order: a value may
 * itself hold '/' ('Black/S/M' is Color Black, Size S/M). Null when the name is not one of them.
 */
function splitVariation(product: ProductRow, name: string): Variant[] | null {
  const types = product.variation_types.filter((t) => t.type !== NO_VARIATION);
  const walk = (rest: string, index: number): Variant[] | null => {
    const type = types[index]!;
    const last = index === types.length - 1;
    for (const value of type.values) {
      if (last ? rest !== value : !rest.startsWith(`${value}/`)) continue;
      const tail = last ? [] : walk(rest.slice(value.length + 1), index + 1);
      if (tail) return [{ type: type.type, value }, ...tail];
    }
    return null;
  };
  return types.length === 0 ? null : walk(name, 0);
}

/**
 * SPEC §7 `/variation-types` for one variation: each value with its type, from the product when
 * it is given and sold (its own variation read whole, so a value holding '/' is told apart),
 * otherwise from the first product selling the value; values no product sells are left out.
 */
function pairsOf(store: Store, productId: number | undefined, values: readonly string[]): Variant[] {
  const own = productId === undefined ? undefined : activeProduct(store, productId);
  const whole = own && splitVariation(own, values.join('/'));
  if (whole) return whole;
  const types = (own ? [own] : store.data.products).flatMap((product) => product.variation_types);
  const pairs: Variant[] = [];
  for (const value of values) {
    const type = types.find((t) => t.type !== NO_VARIATION && t.values.includes(value));
    if (type) pairs.push({ type: type.type, value });
  }
  return pairs;
}

/**
 * An order made from the cart is placed (or its card payment made): its lines leave the
 * shopper's cart, whatever quantity the cart holds now. A Buy Now order leaves the cart alone.
 */
export function clearOrderedCartLines(store: Store, order: OrderRow): void {
  if (!order.from_cart) return;
  const ordered = (row: CartItemRow) =>
    order.products.some((line) => line.product_id === row.product_id && line.variation_name === row.variation_name);
  store.data.cartItems = store.data.cartItems.filter((row) => row.user_id !== order.user_id || !ordered(row));
}

/** Remove the shopper's own lines among `ids` (others' or unknown ids are ignored). */
function removeLines(c: AppContext, userId: number, ids: readonly number[]) {
  const store = c.var.store;
  store.data.cartItems = store.data.cartItems.filter((row) => row.user_id !== userId || !ids.includes(row.id));
  return c.json({ count: cartCountOf(c, userId) });
}

/** SPEC §7 "Cart": the signed-in cart; prices and totals are the server's, never the client's. */
/** A line of a pending order: a product's variation, how many, and its percent off now. */
export interface PendingLine {
  product: ProductRow;
  variation: ProductRow['variations'][number];
  quantity: number;
  discount: number;
}

/**
 * The pending order `POST /checkout` makes (SPEC §4 "Cart checkout"), priced now: its checkout
 * page is /checkout/{id}. `fromCart`: placing it takes its lines out of the shopper's cart.
 */
export function createPendingOrder(store: Store, user: UserRow, lines: readonly PendingLine[], fromCart: boolean): OrderRow {
  const subtotal = lines.reduce((sum, line) => sum + toCents(line.variation.price) * line.quantity, 0);
  const discount = lines.reduce((sum, line) => sum + lineDiscount(toCents(line.variation.price), line.quantity, line.discount), 0);
  const weight = totalWeight(lines.map((line) => ({ weight: shippingWeight(line.product), quantity: line.quantity })));
  const shipping = shippingCostCents(weight);
  const orders = store.data.orders;
  let productId = orders.flatMap((o) => o.products).reduce((max, p) => Math.max(max, p.id), 0);
  const order: OrderRow = {
    id: store.nextId(orders),
    user_id: user.id,
    status: 'pending',
    payment_type: null,
    address_id: null,
    coupon_id: null,
    products: lines.map((line) => ({
      id: ++productId,
      product_id: line.product.id,
      variation_name: line.variation.name,
      quantity: line.quantity,
      original_price: line.variation.price,
      discount_percentage: line.discount,
    })),
    subtotal: fromCents(subtotal),
    shipping_cost: fromCents(shipping),
    discount_amount: fromCents(discount),
    total_amount: fromCents(subtotal - discount + shipping),
    created_at: store.now().toISOString(),
    paid_at: null,
    from_cart: fromCart,
  };
  orders.push(order);
  return order;
}

export const cartRoutes = new Hono<AppEnv>()
  .get('/cart/count', (c) => {
    const user = currentUser(c);
    return user ? c.json({ count: cartCountOf(c, user.id) }) : unauthenticated(c);
  })

  .get('/cart/items', (c) => {
    const user = currentUser(c);
    return user ? c.json({ items: serverCartItems(c.var.store, user.id) }) : unauthenticated(c);
  })

  .post('/cart/store', async (c) => {
    const user = currentUser(c);
    if (!user) return unauthenticated(c);
    const parsed = await readBody(c, CartEntrySchema);
    if (!parsed.ok) return parsed.response;
    const store = c.var.store;
    const entry = parsed.body;
    const product = activeProduct(store, entry.product_id);
    const variation = product?.variations.find((v) => v.name === entry.variation_name);
    if (!product || !variation) {
      return validationError(c, { product_id: ['This product or option is no longer available.'] });
    }
    const rows = store.data.cartItems;
    const existing = rows.find(
      (row) => row.user_id === user.id && row.product_id === product.id && row.variation_name === variation.name,
    );
    const quantity = (existing?.quantity ?? 0) + entry.quantity;
    if (variation.quantity === 0) return validationError(c, { quantity: ['This item is sold out.'] });
    if (quantity > variation.quantity) {
      return validationError(c, { quantity: [`Only ${variation.quantity} left in stock.`] });
    }
    if (existing) existing.quantity = quantity;
    else rows.push({ id: store.nextId(rows), user_id: user.id, product_id: product.id, variation_name: variation.name, quantity });
    return c.json({ message: 'Added to cart.', count: cartCountOf(c, user.id) });
  })

  /** A line's quantity, 1 to the variation's stock (`max_quantity`), on the shopper's own line. */
  .post('/cart/update', async (c) => {
    const user = currentUser(c);
    if (!user) return unauthenticated(c);
    const parsed = await readBody(c, CartUpdateRequestSchema);
    if (!parsed.ok) return parsed.response;
    const store = c.var.store;
    const row = store.data.cartItems.find((item) => item.id === parsed.body.id && item.user_id === user.id);
    if (!row) return validationError(c, { id: ['This item is no longer in your cart.'] });
    const stock = activeProduct(store, row.product_id)?.variations.find((v) => v.name === row.variation_name)?.quantity ?? 0;
    if (parsed.body.quantity > stock) {
      return validationError(c, { quantity: [stock === 0 ? 'This item is sold out.' : `Only ${stock} left in stock.`] });
    }
    row.quantity = parsed.body.quantity;
    return c.json({ id: row.id, quantity: row.quantity, count: cartCountOf(c, user.id) });
  })

  .post('/cart/remove', async (c) => {
    const user = currentUser(c);
    if (!user) return unauthenticated(c);
    const parsed = await readBody(c, CartRemoveRequestSchema);
    if (!parsed.ok) return parsed.response;
    return removeLines(c, user.id, [parsed.body.id]);
  })

  .post('/cart/remove-multiple', async (c) => {
    const user = currentUser(c);
    if (!user) return unauthenticated(c);
    const parsed = await readBody(c, CartRemoveManyRequestSchema);
    if (!parsed.ok) return parsed.response;
    return removeLines(c, user.id, parsed.body.ids);
  })

  /** Percent off per product now (its best running collection, SPEC §9 highest_discount). */
  .post('/cart/product-discounts', async (c) => {
    const parsed = await readBody(c, ProductIdsRequestSchema);
    if (!parsed.ok) return parsed.response;
    const store = c.var.store;
    const discounts: Record<string, number> = {};
    for (const id of parsed.body.product_ids) {
      const product = activeProduct(store, id);
      if (product) discounts[id] = highestDiscount(store, product);
    }
    return c.json({ discounts });
  })

  .post('/fetch-product-weights', async (c) => {
    const parsed = await readBody(c, ProductIdsRequestSchema);
    if (!parsed.ok) return parsed.response;
    const weights: Record<string, number> = {};
    for (const id of parsed.body.product_ids) {
      const product = activeProduct(c.var.store, id);
      if (product) weights[id] = shippingWeight(product);
    }
    return c.json(weights);
  })

  .post('/calculate-shipping-cost', async (c) => {
    const parsed = await readBody(c, ShippingCostRequestSchema);
    if (!parsed.ok) return parsed.response;
    return c.json({ shipping_cost: fromCents(shippingCostCents(parsed.body.total_weight)) });
  })

  .post('/variation-types', async (c) => {
    const parsed = await readBody(c, VariationTypesRequestSchema);
    if (!parsed.ok) return parsed.response;
    const store = c.var.store;
    const { lines } = parsed.body;
    // Ours (issue 13): a whole cart in one call, each pair tagged with the index of its line.
    if (lines) {
      return c.json(
        lines.flatMap((line, index) =>
          pairsOf(store, line.product_id, line.variation_name.split('/')).map((pair) => ({ ...pair, line: index })),
        ),
      );
    }
    return c.json(pairsOf(store, parsed.body.product_id, parsed.body.variation_names));
  })

  /** A guest's cart moved in at sign-in (shared/session/api/cart.ts `mergeGuestCart`). */
  .post('/cart/merge', async (c) => {
    const user = currentUser(c);
    if (!user) return unauthenticated(c);
    const parsed = await readBody(c, MergeCartRequestSchema);
    if (!parsed.ok) return parsed.response;
    const store = c.var.store;
    const rows = store.data.cartItems;
    const skipped: MergeCartResponse['skipped'] = [];
    for (const entry of parsed.body.items) {
      const product = activeProduct(store, entry.product_id);
      const variation = product?.variations.find((v) => v.name === entry.variation_name);
      if (!product || !variation || variation.quantity === 0) {
        skipped.push({ product_id: entry.product_id, variation_name: entry.variation_name, capped: false });
        continue;
      }
      const existing = rows.find(
        (row) => row.user_id === user.id && row.product_id === product.id && row.variation_name === variation.name,
      );
      const wanted = (existing?.quantity ?? 0) + entry.quantity;
      const quantity = Math.min(wanted, variation.quantity);
      if (quantity < wanted) skipped.push({ product_id: product.id, variation_name: variation.name, capped: true });
      if (existing) existing.quantity = quantity;
      else rows.push({ id: store.nextId(rows), user_id: user.id, product_id: product.id, variation_name: variation.name, quantity });
    }
    return c.json({ count: cartCountOf(c, user.id), skipped } satisfies MergeCartResponse);
  })

  /**
   * Create a pending order from chosen products (cart checkout, or Buy Now) and send the shopper
   * to its checkout page. `total_amount` must equal the server's: Σ price × quantity less the
   * product discounts (shipping and coupons come at the order's checkout).
   */
  .post('/checkout', async (c) => {
    const user = currentUser(c);
    if (!user) return unauthenticated(c);
    const parsed = await readBody(c, CheckoutRequestSchema);
    if (!parsed.ok) return parsed.response;
    const store = c.var.store;
    const lines = [];
    for (const [index, item] of parsed.body.products.entries()) {
      const product = activeProduct(store, item.id);
      const name = product ? variationName(product, item.variants) : null;
      const variation = product?.variations.find((v) => v.name === name);
      if (!product || !variation) {
        return validationError(c, { [`products.${index}.id`]: ['This product or option is no longer available.'] });
      }
      if (item.quantity > variation.quantity) {
        return validationError(c, { [`products.${index}.quantity`]: [`Only ${variation.quantity} of ${product.name} left in stock.`] });
      }
      if (toCents(item.price) !== toCents(variation.price)) {
        return validationError(c, { [`products.${index}.price`]: ['The price of an item has changed. Please review your order.'] });
      }
      lines.push({ product, variation, quantity: item.quantity, discount: highestDiscount(store, product) });
    }
    const subtotal = lines.reduce((sum, line) => sum + toCents(line.variation.price) * line.quantity, 0);
    const discount = lines.reduce((sum, line) => sum + lineDiscount(toCents(line.variation.price), line.quantity, line.discount), 0);
    if (toCents(parsed.body.total_amount) !== subtotal - discount) {
      return validationError(c, { total_amount: ['The order total has changed. Please review your order.'] });
    }
    const order = createPendingOrder(store, user, lines, parsed.body.products_discount !== undefined);
    return c.json({ redirect_url: `/checkout/${order.id}` });
  });
