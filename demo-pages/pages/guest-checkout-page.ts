import { Hono } from 'hono';
import { CART_PATH, GUEST_CART_KEY, GUEST_CHECKOUT_PATH, NO_VARIATION } from '../../shared/core/constants';
import { currentUser, type AppContext, type AppEnv } from '../backend/env';
import { fullCartLines } from './cart-page';
import { html, raw, widget } from './html';
import { page } from './layout';
import { ID } from './id-param';
import { textsOf } from './texts/index';

/**
 * SPEC §2 guest buy-now route: the query as the widget's props, the way Blade would print
 * `request()->query()`, with the numbers as numbers. Nothing else is checked here: the widget's
 * props schema is the contract, so a malformed address shows the widget's inline note (and a
 * number that is not one prints as null).
 */
function buyNowProps(c: AppContext) {
  const query = (name: string) => c.req.query(name);
  const number = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : Number(value));
  return {
    product_id: number(query('product_id') ?? c.req.param('productId')),
    product_name: query('product_name') ?? null,
    image_name: query('image_name') || null,
    variation_name: query('variation_name') || NO_VARIATION,
    price: number(query('price')),
    quantity: number(query('quantity')),
    subtotal: number(query('subtotal')),
  };
}

function checkoutPage(c: AppContext, props: object) {
  // Guests only (SPEC §6): a signed-in shopper checks out from the server cart.
  if (currentUser(c)) return c.redirect(CART_PATH, 302);
  return page(c, {
    title: textsOf(c).titles.guestCheckout,
    body: widget(c, 'guest-checkout', props, { propsInScript: true }),
  });
}

/** The bench's guest checkout: 50 lines in this browser's guest cart. */
export const FULL_GUEST_CHECKOUT_PATH = '/__demo/scenarios/full-guest-checkout';

/**
 * Demo tool: writes the bench's 50 lines into this browser's guest cart (afresh on every load,
 * before the widgets start) and shows the guest checkout.
 */
function fullGuestCheckout(c: AppContext) {
  const entries = fullCartLines(c).map(({ product, variation }) => ({
    product_id: product.id,
    product_name: product.name,
    image_name: product.images[0] ?? null,
    variation_name: variation.name,
    price: variation.price,
    quantity: 1,
    subtotal: variation.price,
  }));
  // `</script>` inside JSON would end the element: escape `<` as JSON allows.
  const json = JSON.stringify(JSON.stringify(entries)).replace(/</g, '\\u003c');
  return page(c, {
    title: textsOf(c).titles.guestCheckout,
    body: html`<script nonce="${c.var.cspNonce}">try { localStorage.setItem(${raw(JSON.stringify(GUEST_CART_KEY))}, ${raw(json)}); sessionStorage.clear(); } catch {}</script>
${widget(c, 'guest-checkout', {}, { propsInScript: true })}`,
  });
}

/**
 * SPEC §2 /guest-checkout (the guest cart lives in the browser, so the page prints no lines)
 * and /buyNow/guest-checkout/{productId}?… (the one product of the query).
 */
export const guestCheckoutPage = new Hono<AppEnv>()
  .get(GUEST_CHECKOUT_PATH, (c) => checkoutPage(c, {}))
  .get(`/buyNow/guest-checkout/:productId${ID}`, (c) => checkoutPage(c, { buyNow: buyNowProps(c) }))
  .get(FULL_GUEST_CHECKOUT_PATH, fullGuestCheckout);
