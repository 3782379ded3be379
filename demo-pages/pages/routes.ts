import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../backend/env';
import { LISTING_PAGE_SIZE } from '../backend/routes/catalogue';
import { overview, productCard, productDetail } from '../backend/presenters';
import { activeProduct } from '../backend/services/catalogue';
import { categoryPath, categoryTree, homeBlocks, newArrivals, newestFirst } from '../backend/presenters-home';
import { html, text, widget } from './html';
import { page } from './layout';
import { breadcrumb } from './plain';
import { plainCards } from '../../first-draws/cards';
import { LANGUAGE_PATH, switchLanguage } from './language';
import { cartPage } from './cart-page';
import { wishlistPage } from './wishlist-page';
import { catalogue } from './catalogue';
import { filterPages } from './filter-pages';
import { guestCheckoutPage } from './guest-checkout-page';
import { orderPages } from './order-pages';
import { signedInOrderPages } from './signed-in-order-pages';
import { adminPages } from './admin-pages';
import { apiPages } from './api-page';
import { longListingPage } from './long-listing-page';
import { ID } from './id-param';
import { textsOf } from './texts/index';

/** A listing page as plain HTML: the product listing's no-JS fallback. */
function plainGrid(c: AppContext, page: number) {
  const store = c.var.store;
  const products = store.data.products
    .filter((p) => p.is_active)
    .sort(newestFirst)
    .slice((page - 1) * LISTING_PAGE_SIZE, page * LISTING_PAGE_SIZE);
  return plainCards(products.map((product) => productCard(store, product)));
}

/** The strip recommends from the product's parent category: a leaf alone is often too small. */
function recommendFrom(c: AppContext, categoryId: number): number {
  return c.var.store.data.categories.find((row) => row.id === categoryId)?.parent_id ?? categoryId;
}

/** SPEC §2 home: the home blocks, category menu, flash sale, new arrivals, top collections and the listing. */
function homePage(c: AppContext) {
  const t = textsOf(c);
  return page(c, {
    title: t.layout.home,
    body: html`<section class="hero">
  <h1>${text(t.home.hero)}</h1>
  <p>${text(t.home.intro)}</p>
</section>
${widget(c, 'home-blocks', { blocks: homeBlocks(c.var.store) }, { propsInScript: true, className: 'home-blocks-slot' })}
${widget(c, 'category-menu', { categories: categoryTree(c.var.store) }, { load: 'visible', propsInScript: true, className: 'category-menu-slot' })}
${widget(c, 'flash-sale-countdown', {}, { className: 'flash-slot' })}
${widget(c, 'new-arrivals', { products: newArrivals(c.var.store) }, { load: 'visible', propsInScript: true, className: 'arrivals-slot' })}
${widget(c, 'top-collections', {}, { load: 'visible', className: 'collections-slot' })}
${widget(c, 'product-listing', { title: t.home.listingTitle }, { placeholder: plainGrid(c, 1) })}`,
  });
}

/**
 * The demo shop's pages at the site's own routes (SPEC §2), each filling its widgets' props
 * from the store the way a Blade template would.
 */
export const pageRoutes = new Hono<AppEnv>()
  .route('/', orderPages)
  .route('/', signedInOrderPages)
  .route('/', cartPage)
  .route('/', wishlistPage)
  .route('/', guestCheckoutPage)
  .route('/', filterPages)
  .route('/', adminPages)
  .route('/', apiPages)
  .get('/', homePage)
  .get(`${LANGUAGE_PATH}/:code`, switchLanguage)
  .route('/', longListingPage(homePage))

  .get(`/products/:id${ID}`, (c) => {
    const store = c.var.store;
    const product = activeProduct(store, Number(c.req.param('id')));
    if (!product) return notFoundPage(c);
    const detail = productDetail(store, product);
    // Until the widget mounts (and without JavaScript): the product as the widget draws it, with
    // the variation the address names.
    const context = { variant: c.req.query('variant') ?? null, now: new Date() };
    return page(c, {
      title: product.name,
      description: product.small_description,
      body: html`${breadcrumb(c, categoryPath(store, product.category_id).map(({ name }) => ({ name })), product.name)}
${widget(c, 'product-detail', { product: detail }, { propsInScript: true, context })}
<div class="product-below">
  ${widget(c, 'product-overview', overview(product), { propsInScript: true, load: 'visible', className: 'product-below__overview' })}
  ${widget(c, 'product-reviews', { productId: product.id }, { load: 'visible', className: 'product-below__reviews' })}
</div>
${widget(c, 'recommended-products', { categoryId: recommendFrom(c, product.category_id), excludeProductId: product.id }, { load: 'visible', className: 'product-recommended' })}`,
    });
  })

  .get('/__demo', (c) => page(c, { title: 'Widget catalogue', body: catalogue() }))

  // The bench's single-widget page: only the cart link, no header, no demo tools.
  .get('/__demo/scenarios/cart-link-only', (c) =>
    page(c, {
      title: 'Cart link only',
      header: false,
      toolbar: false,
      body: html`<h1>Cart link only</h1>${widget(c, 'cart-link', {})}`,
    }),
  )

  .get('/__demo/scenarios/broken-widgets', (c) =>
    page(c, {
      title: 'Broken widgets',
      body: html`<h1>Broken widgets next to working ones</h1>
<p>Each box below is a widget node with a fault. Every other widget of the page (the header's) still works.</p>
<div class="scenario-grid">
  <section aria-labelledby="s-unknown"><h2 id="s-unknown">Unknown widget name</h2>${html`<div data-widget="no-such-widget"><p>The page's own fallback, left as written: the loader knows no widget of this name (the console names it).</p></div>`}</section>
  <section aria-labelledby="s-json"><h2 id="s-json">Props that are not JSON</h2>${html`<div data-widget="cart-link" data-props="{count: oops}"></div>`}</section>
  <section aria-labelledby="s-schema"><h2 id="s-schema">Props failing the schema</h2>${widget(c, 'cart-link', { count: 'three' })}</section>
  <section aria-labelledby="s-good"><h2 id="s-good">A healthy widget</h2>${widget(c, 'wishlist-link', {})}</section>
</div>`,
    }),
  )

  .get('/__demo/scenarios/late-widgets', (c) =>
    page(c, {
      title: 'Widgets added later',
      body: html`<h1>Widgets added and removed after load</h1>
<p>The buttons insert or remove a widget node; the loader mounts and unmounts it on its own.</p>
<p><button type="button" id="add-widget" class="button">Add a cart link</button>
<button type="button" id="remove-widget" class="button">Remove it</button></p>
<div id="late-slot" class="scenario-slot"></div>
<script type="module" src="/demo-assets/late-widgets.js" nonce="${c.var.cspNonce}"></script>`,
    }),
  );

/** What an address the shop does not have shows: the header, and a way back. */
export function notFoundPage(c: AppContext): Response {
  const t = textsOf(c).notFound;
  return page(c, {
    title: t.title,
    status: 404,
    body: html`<section class="not-found">
  <h1>${text(t.heading)}</h1>
  <p>${text(t.text)} <a href="/">${text(t.backHome)}</a></p>
</section>`,
  });
}
