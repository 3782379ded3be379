import { SEED_IDS } from '../backend/seed/index';
import { SPECIAL_ORDER_IDS } from '../backend/seed/orders';
import { html } from './html';
import { scrollingTable } from './plain';

interface CatalogueEntry {
  widget: string;
  what: string;
  routes: { href: string; label: string }[];
  scenarios: string[];
}

/** Every widget of the kit, where it lives in the demo shop, and what QA can try there. */
export const CATALOGUE: CatalogueEntry[] = [
  {
    widget: 'cart-link',
    what: 'Header cart link with the number of lines in the cart.',
    routes: [
      { href: '/', label: 'Every page header' },
      { href: '/__demo/scenarios/cart-link-only', label: 'Alone on a page' },
    ],
    scenarios: [
      'Guest: the count is the guest cart in this browser; change it in another tab and watch it follow.',
      'Signed in: the count comes from the server; fault GET /cart/count and the badge keeps its last value.',
    ],
  },
  {
    widget: 'wishlist-link',
    what: 'Header wishlist link with a count; a guest is asked to sign in.',
    routes: [{ href: '/', label: 'Every page header' }],
    scenarios: [
      'Guest: clicking it opens the sign-in dialog, and after signing in you land on /wishlist.',
      'Signed in: the badge shows the wishlist count.',
    ],
  },
  {
    widget: 'login-modal',
    what: 'Sign-in by mobile number and a one-time code.',
    routes: [{ href: '/', label: 'Every page header (Sign in)' }],
    scenarios: [
      'Sign in as 077 123 4567 (Nimal, a customer) or 077 000 0001 (the admin); the code is in the outbox below.',
      'An unknown number creates a new customer account.',
      'Two tabs: sign in (or out) in one; the other follows within a second (header, badges, cart page, where Add To Cart goes). Sign in in one while the other has the dialog open: it closes and says so.',
      'Faults on POST /login/send-otp or /login/verify-otp: 419, 422, 500 or a 15 s delay (timeout).',
    ],
  },
  {
    widget: 'product-detail',
    what: 'The product page: gallery, variations, quantity, Add To Cart, Buy Now, wishlist, shipping, delivery estimate, coupons.',
    routes: [
      { href: '/products/25', label: 'Batik shirt: Color and Size, some sold out, some low' },
      { href: '/products/42', label: 'Feature phone: only 4 left' },
      { href: '/products/50', label: 'Microwave: sold out' },
      { href: '/products/12', label: 'Red rice: no images (fallback)' },
    ],
    scenarios: [
      'Guest: Add To Cart puts the line in this browser\'s guest cart; Buy Now opens the guest checkout with the product in the address.',
      'Signed in: Add To Cart saves to the server cart (badge follows); Buy Now creates an order and goes to its checkout.',
      'Faults: POST /cart/store 500 or 422; GET /products/:id/coupons and GET /wishlist/check fail silently; POST /checkout fails silently.',
      'The variation is kept in the address (?variant=Red/M): share it and the same option opens.',
    ],
  },
  {
    widget: 'product-overview',
    what: 'Overview: highlights, description (sanitised HTML), specifications; clipped with See More / See Less.',
    routes: [
      { href: '/products/1', label: 'Long description' },
      { href: '/products/59', label: 'A description with a script in it (never runs)' },
    ],
    scenarios: ['The description clips at 160 px; See More opens it, See Less closes it.'],
  },
  {
    widget: 'product-reviews',
    what: 'Average with stars, breakdown 5 to 1, the first 3 reviews, All Reviews dialog.',
    routes: [
      { href: '/products/1', label: '14 reviews' },
      { href: '/products/45', label: 'No reviews' },
    ],
    scenarios: ['Fault GET /product/:id/reviews: the section stays silent, the page works.'],
  },
  {
    widget: 'recommended-products',
    what: 'Recommended for you: a strip of the category\'s products.',
    routes: [{ href: '/products/25', label: 'Below any product' }],
    scenarios: ['Arrows scroll the strip and hide at its ends; hearts work as everywhere.'],
  },
  {
    widget: 'product-listing',
    what: 'Product grid with infinite scroll; the pages loaded are kept in the address, so Back returns to the same cards.',
    routes: [
      { href: '/', label: 'Home, "Just for you"' },
      { href: '/__demo/scenarios/long-listing', label: 'Home with 1,200 more products, for a long visit (signs you in as a shopper of its own)' },
    ],
    scenarios: [
      'Scroll down: page 2 loads and is appended; open a product, go Back: same cards, same place.',
      'Fault GET /productsInfinit/load: a message with Try again; the cards already shown stay.',
    ],
  },
  {
    widget: 'wishlist',
    what: 'The wishlist page, with removal and the empty state.',
    routes: [
      { href: '/wishlist', label: '/wishlist' },
      { href: '/__demo/scenarios/full-wishlist', label: 'A wishlist of 12 products (signs you in as a shopper of its own)' },
    ],
    scenarios: [
      'Signed in as Nimal: remove an item (the header badge follows); fault POST /wishlist/remove for the failure text.',
      'Fault GET /wishlist/view: "Failed to update wishlist. Please try again later."',
      'Kasun has an empty wishlist: "Ready to make a wish?"',
    ],
  },
  {
    widget: 'cart',
    what: 'The cart page: selection, quantities (signed in), removal, Delete selected, the summary with shipping from weight, and Checkout.',
    routes: [
      { href: '/cart', label: '/cart' },
      { href: '/__demo/scenarios/full-cart', label: 'A cart of 50 lines (signs you in as a shopper of its own)' },
    ],
    scenarios: [
      'Guest: add products on product pages, then open the cart: percent off and the variation types come from the server; remove a row and the header badge follows.',
      'Guest: Checkout asks to sign in (you come back to /cart with the server cart) or to continue as guest (/guest-checkout).',
      'Signed in as Nimal: change quantities (plus stops at the stock), untick rows and watch the summary, Delete selected, Checkout goes to the order\'s checkout.',
      'Faults: POST /cart/update, /cart/remove, /cart/remove-multiple or /checkout 500 for their failure texts; /cart/product-discounts, /fetch-product-weights, /calculate-shipping-cost and /variation-types fail silently (no badge, shipping calculated at checkout, "Type 1" labels).',
      'Checkout with nothing selected: the warning dialog.',
    ],
  },
  {
    widget: 'guest-checkout',
    what: 'Guest checkout: shipping form, selected products, summary with coupon and shipping from weight, payment method, mobile verification by OTP, and the order.',
    routes: [
      { href: '/guest-checkout', label: '/guest-checkout (the guest cart in this browser)' },
      {
        href: '/buyNow/guest-checkout/25?product_id=25&product_name=Men%27s%20Batik%20Short-Sleeve%20Shirt&image_name=p25-1-mens-batik-short-sleeve-shirt.svg&variation_name=Blue%2FM&price=3990&quantity=2&subtotal=7980',
        label: 'Buy now: two Batik shirts, Blue/M',
      },
      { href: '/buyNow/guest-checkout/25?product_id=25&price=abc', label: 'Buy now with a malformed address (inline note)' },
      { href: '/__demo/scenarios/full-guest-checkout', label: '50 lines (replaces the guest cart in this browser)' },
    ],
    scenarios: [
      'Guest: add products, open the cart, untick one and Continue as Guest: only the ticked lines are sold.',
      'Place order with an empty form: every field says what it needs and focus goes to the first. nimal@example.lk is registered (log in instead); so is 077 123 4567.',
      'Use a new number: the code is in the outbox below; a wrong code says so; Resend waits 60 s. Once verified, the number, email and address are filled in next time.',
      'Coupons: TEALOVER15 on teas (no minimum), FREESHIP500 below LKR 3,000 (minimum-order text), VESAK12 (expired), NOPE (invalid).',
      'Cash On Delivery and Bank Transfer confirm in a dialog, then go to the order page; Card Payment goes to the stand-in gateway (Pay, or Cancel to come back with the cart).',
      'Faults: POST /check-email-exists 500 ("Unable to verify email"), /send-verification-code 500, /guest/orders/cod-place 419, 422, 500 or a 15 s delay: the form keeps everything; a retry makes one order.',
      'Signed in, both routes send you to the cart.',
    ],
  },
  {
    widget: 'flash-sale-countdown',
    what: 'The flash-sale countdown: HH:MM:SS, saved in this browser each second, 24 hours again at zero.',
    routes: [{ href: '/', label: 'Home, under the hero' }],
    scenarios: [
      'Reload: the clock goes on from where it was (localStorage countdownTime).',
      "In the console, localStorage.setItem('countdownTime', '5') and reload: at zero it starts again from 24:00:00.",
      "Put 'abc' there and reload: a new cycle of 24 hours.",
    ],
  },
  {
    widget: 'new-arrivals',
    what: 'New arrivals: the 12 newest products in a strip that moves every 2 s (300 px, turning at each end).',
    routes: [{ href: '/', label: 'Home, under the countdown' }],
    scenarios: [
      'Point at it: it stops; move away: it goes on. Tab into it: it stops too.',
      'Pause stops it until Play; with the system setting for less motion it starts paused.',
      'The arrows show only where there is more to see; at an end the focus moves to the other arrow.',
    ],
  },
  {
    widget: 'home-blocks',
    what: 'Home blocks: Top Deals (products), Shop by Collection and Discover (banners); three cards side by side from 1024 px, a swipe carousel below.',
    routes: [{ href: '/', label: 'Home, under the hero' }],
    scenarios: [
      "Narrow the window under 1024 px: one block at a time; Previous is hidden on the first block, Next on the last; swipe or use the buttons (Tab reaches only the block in view).",
      'A collection opens /category-filter/{slug or none}?collection_id={id} on a wide screen and /filter/collection/{id} in the carousel.',
      "Deals show the '% OFF' badge and the struck-through original price; with the system setting for less motion the carousel does not glide.",
      'Wide screens never download Swiper (watch the network panel at 1280 px).',
    ],
  },
  {
    widget: 'category-menu',
    what: 'Mobile category menu: an accordion of the top-level categories; sub-categories and their children as picture tiles linking to /category/{slug}.',
    routes: [{ href: '/', label: 'Home under 1024 px, under the home blocks' }],
    scenarios: [
      'Open a category: its panel shows Shop all, its sub-categories and their tiles; opening another closes it.',
      'From 1024 px the menu is hidden and never loads.',
    ],
  },
  {
    widget: 'top-collections',
    what: "'Top Collections': the running collections with their offer, a countdown each, and their products, revealed as they near the viewport.",
    routes: [{ href: '/', label: 'Home, under new arrivals' }],
    scenarios: [
      "Scroll down slowly: 'Loading collection...' until a collection is near, then 'Loading products...' for half a second.",
      'Each countdown ticks; a collection whose end passes leaves on the tick.',
      "Fault GET /api/collections-with-products 500: only logged ('Error fetching collections'); the loading text stays (SPEC §8).",
    ],
  },
  {
    widget: 'order-checkout',
    what: "A signed-in shopper's checkout of an order: shipping address (picker, add one through mobile verification and the server's form), selected products, summary with coupon, payment, and the order.",
    routes: [
      { href: `/checkout/${SEED_IDS.pendingOrder}`, label: "Nimal's order awaiting checkout (sign in as Nimal)" },
      { href: `/checkout/${SEED_IDS.placedOrder}`, label: "Nimal's order already placed (the server's text, View My Orders)" },
      { href: `/checkout/${SEED_IDS.emptyOrder}`, label: "Nimal's order without products" },
      { href: '/checkout/abc', label: "An id that cannot be an order's (the shop's 404 page)" },
      { href: '/__demo/scenarios/full-order-checkout', label: 'An order of 50 lines (signs you in as a shopper of its own)' },
    ],
    scenarios: [
      'Signed in as Nimal: Change opens his two addresses; pick one and Use this address.',
      'Signed in as Tharushi (mobile not verified, no addresses): Add new address asks for the number first; the code is in the outbox; then the server\'s form opens. Save it empty for the SPEC texts on each field.',
      'Coupons: TEALOVER15 on teas (order mode: the eligible unit prices), FREESHIP500 on a small order (minimum-order text), NOPE (invalid).',
      'Place order without a method: disabled. Cash On Delivery and Bank Transfer confirm in a dialog; Card Payment goes to the stand-in gateway (Pay, or Cancel to come back and choose again).',
      'Faults: POST /orders/cod-place 419 (sign-in opens, every choice stays), 500, or a 15 s delay (try again: one order); GET /orders/:id/products 500 (Try again).',
    ],
  },
  {
    widget: 'category-filter',
    what: "A category's products with the category tree (a parent ticks its children), brands, collections, a sort, chips and Clear all; 'Find What You Love' opens the filters on phones and tablets.",
    routes: [
      { href: '/category/tea', label: 'Tea (its branch ticked and open)' },
      { href: '/category/groceries?brands=5&sort=price_desc', label: 'Groceries, one brand, dearest first (a shared link)' },
    ],
    scenarios: [
      'Tick Groceries & Tea: every category under it ticks; untick Curry Powders: its parents untick, its siblings stay.',
      'Every change is a step in the history: Back and Forward walk through them, a reload keeps them.',
      "Tick Kandyan Crafts on Tea: 'No products found.'",
      'Fault GET /category/:slug/products 500 or a 3 s delay: only logged; the grid keeps the last answer, a newer answer is never overwritten by an older one.',
    ],
  },
  {
    widget: 'collection-filter',
    what: "The home blocks' collection pages: brands and collections (POST /home/products/filter), and the category tree as links carrying the choice to /category/{slug}.",
    routes: [
      { href: '/category-filter/tea?collection_id=2', label: 'Desktop link of a home block collection' },
      { href: '/filter/collection/2', label: 'Phone link of the same collection' },
      { href: '/category-filter/none', label: 'No collection, no category' },
    ],
    scenarios: [
      'Tick a brand, then follow a category in the tree: the category page opens with the same brands and collections ticked.',
    ],
  },
  {
    widget: 'search-filter',
    what: 'The filter page with search: the sidebar (GET /sidebar-filter-info) and the matches (GET /filter-products) under \'{n} Results for "{keyword}"\'.',
    routes: [
      { href: '/search?search=tea', label: 'Results for "tea"' },
      { href: '/search?categoryId=2&brandId=5', label: 'No keyword, a category and a brand to start from' },
      { href: '/search?search=zzzz', label: "Nothing matches ('No products found.')" },
    ],
    scenarios: [
      'Tick a parent category: its children tick and the results and the count follow; the ticks live in the address.',
      'Fault GET /filter-products or /sidebar-filter-info with a wrong-shaped body, then reload: each part says it could not load, with Try again.',
    ],
  },
  {
    widget: 'search-box',
    what: 'Header search box: product suggestions as one types (picture, name with the typed words marked, price), by keyboard or pointer; submits to /search?search=.',
    routes: [{ href: '/', label: 'Every page header' }],
    scenarios: [
      'Type "tea": suggestions after a short pause; Down/Up move through them (wrapping), Enter opens the product, Escape closes the list and a second Escape clears the box.',
      'Type "zzqx": \'No products found.\'; Enter goes to /search?search=zzqx, the search page.',
      'Faults on GET /api/products/search: 500 or a malformed body closes the list silently (console only), typing and Search still work; a 3 s delay shows only the newest answer.',
      'Without script, or before it loads, the header prints the same form: Search still goes to /search?search=.',
    ],
  },
  {
    widget: 'coupon-form',
    what: 'Admin: Create a New Coupon and Edit The Coupon, with product search, category/collection/brand pickers and the Selected Products chips.',
    routes: [
      { href: '/admin/coupons/create', label: 'Create a New Coupon (sign in as the admin)' },
      { href: `/admin/coupons/${SEED_IDS.activeCoupon}/edit`, label: 'Edit TEALOVER15 (with its products)' },
    ],
    scenarios: [
      "Create with everything empty: each SPEC §5 text at its field. Try code ABCD and 21 characters, a percentage of 0 or 101, usage limit 0, a negative minimum or cap, an end before the start.",
      'Generate makes a 10-character code; switching Percentage/Fixed clears the value and swaps % and $.',
      "Type 'tea' in Add products by name, choose with the arrows and Enter; tick a category in Categories: its products join the chips, untick it and they go.",
      "Code TEALOVER15 on a new coupon: 'Validation failed. Please check the inputs.' and 'The code has already been taken.' Faults on POST /coupons/store or PUT /coupons/:id/update: 500 ('Failed to create coupon. Please try again.' / update), wrong shape ('Unexpected response from server. Please try again.').",
      'Tick Show on Products, save, then open a product of the coupon: it is in the coupon carousel, and it applies at checkout.',
    ],
  },
  {
    widget: 'sales-chart',
    what: 'Admin: total sales of the last 12 months as a line chart (Chart.js, on this page only), with the figures as a table.',
    routes: [{ href: '/admin/sales', label: 'Sales (sign in as the admin)' }],
    scenarios: [
      'Twelve months ending with this one; the seed leaves one month without sales, drawn at 0. Show the figures opens the table.',
      'Fault GET /api/payments-by-month (500, wrong shape, 15 s delay): the console says Error fetching payment data, and nothing is drawn.',
      'Signed out: the page asks to sign in; as a customer: 403.',
    ],
  },
  {
    widget: 'parcel-form',
    what: "Admin: an order's Create Parcel form, prefilled from its recipient, with the order's products and their amounts.",
    routes: [
      { href: '/admin', label: "The dashboard's orders: Create parcel" },
      { href: `/admin/orders/${SPECIAL_ORDER_IDS.placed}/parcel`, label: "Nimal's placed order" },
      { href: `/admin/orders/${SPECIAL_ORDER_IDS.pending}/parcel`, label: 'An order not placed yet (the server refuses)' },
    ],
    scenarios: [
      'Create Parcel with nothing chosen: each required text at its field. Choose a weight, describe it, create: the order page shows the parcel.',
      "A second parcel for the same order, or the pending order: 'Failed to create parcel.' and the server's reason.",
      "Faults on POST /orders/:id/create-parcel: 500 or malformed ('An error occurred while creating the parcel.'), a 15 s delay (one parcel however often you click); on GET /orders/:id/recipient: 500, then Try again.",
    ],
  },
];

const SCENARIO_PAGES = [
  { href: '/__demo/scenarios/broken-widgets', label: 'Broken widgets: unknown name, bad JSON, props failing the schema' },
  { href: '/__demo/scenarios/late-widgets', label: 'Widgets added and removed after the page loaded' },
  { href: '/__demo/scenarios/cart-link-only', label: 'A page with only the cart link (the size budget page)' },
];

export function catalogue() {
  return html`<h1>Widget catalogue</h1>
<p>Every widget of the kit, the routes where it lives in this demo shop, and what to try.
Open <strong>Demo tools</strong> (bottom right of every page) to read the codes the shop "sent",
sign in as a seeded user, make any call fail, or reset the shop.</p>
<p>For backend developers: <a href="/__demo/api">the backend contract</a>, every call the widgets make
with its bodies, headers and errors (also as <a href="/build/openapi.json">OpenAPI 3.1</a>).</p>
${scrollingTable('Widgets', html`<table class="catalogue">
  <caption class="visually-hidden">Widgets, their routes and scenarios</caption>
  <thead><tr><th scope="col">Widget</th><th scope="col">Routes</th><th scope="col">Try</th></tr></thead>
  <tbody>
  ${CATALOGUE.map(
    (entry) => html`<tr>
    <th scope="row"><code>${entry.widget}</code><br><span class="catalogue__what">${entry.what}</span></th>
    <td><ul>${entry.routes.map((route) => html`<li><a href="${route.href}">${route.label}</a></li>`)}</ul></td>
    <td><ul>${entry.scenarios.map((text) => html`<li>${text}</li>`)}</ul></td>
  </tr>`,
  )}
  </tbody>
</table>`)}
<h2>Scenario pages</h2>
<ul>${SCENARIO_PAGES.map((scenario) => html`<li><a href="${scenario.href}">${scenario.label}</a></li>`)}</ul>
<h2>Seeded people</h2>
${scrollingTable('Seeded people', html`<table class="catalogue">
  <caption class="visually-hidden">Seeded users</caption>
  <thead><tr><th scope="col">Who</th><th scope="col">Mobile</th><th scope="col">Notes</th></tr></thead>
  <tbody>
    <tr><th scope="row">Admin</th><td>077 000 0001</td><td>Admin pages</td></tr>
    <tr><th scope="row">Nimal Perera</th><td>077 123 4567</td><td>Customer with a cart, a wishlist, two addresses and orders</td></tr>
    <tr><th scope="row">Tharushi Fernando</th><td>071 234 5678</td><td>Customer whose mobile is not verified, no addresses</td></tr>
    <tr><th scope="row">Kasun Silva</th><td>076 123 4567</td><td>Customer with one address</td></tr>
    <tr><th scope="row">Guest buyer</th><td>075 111 2233</td><td>Account made by a guest checkout (guest.buyer@example.lk)</td></tr>
  </tbody>
</table>`)}`;
}
