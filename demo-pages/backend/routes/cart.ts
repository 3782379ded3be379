import { Hono } from 'hono';
import { CartEntrySchema } from '../../../shared/core/api/cart-entry';
import { MergeCartRequestSchema, type MergeCartResponse } from '../../../widgets/login-modal/api';
import { CheckoutRequestSchema } from '../../../shared/session/api/cart';
import {
  CartRemoveManyRequestSchema,
  CartRemoveRequestSchema,
  CartUpdateRequestSchema,
  ProductIdsRequestSchema,
  ShippingCostRequestSchema,
  VariationTypesRequestSchema,
} from '../../../shared/checkout/api/cart-page';
import * as orderMessages from '../../../widgets/order-checkout/messages';
import { fromCents, toCents } from '../../../shared/core/money';
import { currentUser, readBody, unauthenticated, validationError, type AppContext, type AppEnv } from '../env';
import { highestDiscount, serverCartItems } from '../presenters';
import { cartCount, cartLine, putCartLine, removeCartLines } from '../services/cart';
import { activeProduct } from '../services/catalogue';
import { createPendingOrder, PRICE_CHANGED, priceLines, saleAmountLine, type SaleLine } from '../services/orders';
import { cartStockText, orderStockText, stockOf } from '../services/stock';
import { sellableVariation, variationByPairs, variationPairs } from '../services/variations';
import { shippingCostCents, shippingWeight } from '../shipping';

const cartCountOf = (c: AppContext, userId: number) => cartCount(c.var.store, userId);

/** Remove the shopper's own lines among `ids` and answer the cart's new count. */
function removeLines(c: AppContext, userId: number, ids: readonly number[]) {
  removeCartLines(c.var.store, userId, ids);
  return c.json({ count: cartCountOf(c, userId) });
}


/** SPEC §7 "Cart": the signed-in cart; prices and totals are the server's, never the client's. */
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
    const sold = sellableVariation(store, entry.product_id, entry.variation_name);
    if (!sold) return validationError(c, { product_id: [orderMessages.unavailable] });
    const { product, variation } = sold;
    const quantity = (cartLine(store, user.id, product, variation)?.quantity ?? 0) + entry.quantity;
    if (variation.quantity === 0 || quantity > variation.quantity) {
      return validationError(c, { quantity: [cartStockText(variation.quantity)] });
    }
    putCartLine(store, user.id, product, variation, quantity);
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
    const stock = stockOf(store, row.product_id, row.variation_name);
    if (parsed.body.quantity > stock) return validationError(c, { quantity: [cartStockText(stock)] });
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
    // Ours (docs/decisions.md#one-lookup-call-per-page-whatever-the-number-of-lines): a whole cart
    // in one call, each pair tagged with the index of its line.
    if (lines) {
      return c.json(
        lines.flatMap((line, index) =>
          variationPairs(store, line.product_id, line.variation_name.split('/')).map((pair) => ({ ...pair, line: index })),
        ),
      );
    }
    return c.json(variationPairs(store, parsed.body.product_id, parsed.body.variation_names));
  })

  /** A guest's cart moved in at sign-in (shared/session/api/cart.ts `mergeGuestCart`). */
  .post('/cart/merge', async (c) => {
    const user = currentUser(c);
    if (!user) return unauthenticated(c);
    const parsed = await readBody(c, MergeCartRequestSchema);
    if (!parsed.ok) return parsed.response;
    const store = c.var.store;
    const skipped: MergeCartResponse['skipped'] = [];
    for (const entry of parsed.body.items) {
      const sold = sellableVariation(store, entry.product_id, entry.variation_name);
      if (!sold || sold.variation.quantity === 0) {
        skipped.push({ product_id: entry.product_id, variation_name: entry.variation_name, capped: false });
        continue;
      }
      const { product, variation } = sold;
      const wanted = (cartLine(store, user.id, product, variation)?.quantity ?? 0) + entry.quantity;
      const quantity = Math.min(wanted, variation.quantity);
      if (quantity < wanted) skipped.push({ product_id: product.id, variation_name: variation.name, capped: true });
      putCartLine(store, user.id, product, variation, quantity);
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
    const lines: SaleLine[] = [];
    for (const [index, item] of parsed.body.products.entries()) {
      const sold = variationByPairs(store, item.id, item.variants);
      if (!sold) return validationError(c, { [`products.${index}.id`]: [orderMessages.unavailable] });
      const { product, variation } = sold;
      if (item.quantity > variation.quantity) {
        return validationError(c, { [`products.${index}.quantity`]: [orderStockText(variation.quantity, product.name)] });
      }
      if (toCents(item.price) !== toCents(variation.price)) {
        return validationError(c, { [`products.${index}.price`]: [PRICE_CHANGED] });
      }
      lines.push({ product, variation, quantity: item.quantity, discount: highestDiscount(store, product) });
    }
    const price = priceLines(lines.map(saleAmountLine), null, 'order');
    if (toCents(parsed.body.total_amount) !== price.subtotal - price.productDiscounts) {
      return validationError(c, { total_amount: [orderMessages.totalChanged] });
    }
    const order = createPendingOrder(store, user, lines, parsed.body.products_discount !== undefined);
    return c.json({ redirect_url: `/checkout/${order.id}` });
  });
