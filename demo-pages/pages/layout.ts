import type { AppContext } from '../backend/env';
import { currentUser } from '../backend/env';
import { SEARCH_PATH } from '../../shared/core/constants';
import { html, raw, text, widget, type SafeHtml } from './html';
import { headTags } from './head-tags';
import { BUILD_URL, manifest } from './manifest';
import { languageOf, languageSwitch } from './language';
import { textsOf } from './texts/index';
import type { DemoTexts } from './texts/en';

export interface PageOptions {
  title: string;
  body: SafeHtml;
  /** Leave out the shop header and footer (bare scenario pages and the bench's single-widget page). */
  header?: boolean;
  /** Leave out the demo toolbar (the bench measures the shop, not the demo tools). */
  toolbar?: boolean;
  description?: string;
  status?: 403 | 404;
}

function siteHeader(c: AppContext, t: DemoTexts): SafeHtml {
  const user = currentUser(c);
  const data = c.var.store.data;
  // Blade prints the counts it knows for a signed-in shopper; a guest's come from the browser.
  const cartProps: { count?: number } = user ? { count: data.cartItems.filter((i) => i.user_id === user.id).length } : {};
  const wishlistProps: { count?: number } = user ? { count: data.wishlists.filter((w) => w.user_id === user.id).length } : {};
  // The search page prints its keyword into the box (Blade: request('search') on that route).
  const query = c.req.path === SEARCH_PATH ? (c.req.query('search') ?? '') : '';
  return html`<header class="site-header">
  <div class="site-topbar">${languageSwitch(c)}</div>
  <div class="site-header__inner">
    <a class="site-logo" href="/">Serendib<span>Store</span></a>
    <nav class="site-nav" aria-label="${t.layout.mainNav}">
      <a href="/">${text(t.layout.home)}</a>
      <a href="/__demo">${text(t.layout.catalogue)}</a>
      ${user?.is_admin ? html`<a href="/admin">${text(t.layout.dashboard)}</a>` : ''}
    </nav>
    ${widget(c, 'search-box', query ? { query } : {}, { load: 'interaction', className: 'site-header__search' })}
    <div class="site-header__actions">
      ${widget(c, 'wishlist-link', wishlistProps)}
      ${widget(c, 'cart-link', cartProps)}
      ${widget(c, 'login-modal', user ? { name: user.name } : {})}
    </div>
  </div>
</header>`;
}

/**
 * The site's footer. The head names it in `<link rel="expect" href="#site-footer" blocking="render">`:
 * the first frame waits until everything before it is parsed, the header and the widgets'
 * placeholders whole (docs/backend.md#what-the-widget-tags-print). A page without it (bare
 * scenario pages) holds its first frame until the whole page is parsed.
 */
const siteFooter = (t: DemoTexts) => html`<footer id="site-footer" class="site-footer"><p>${text(t.layout.footer)}</p></footer>`;

/** Where the head tags go, filled in once the page is rendered (no page prints this text). */
const HEAD_TAGS = '<!--shop-widgets-head-->\n';

/** A whole page of the demo shop, as the Laravel layout would render it. */
export function page(c: AppContext, options: PageOptions): Response {
  const user = currentUser(c);
  // This response's CSP nonce (backend/csp.ts) on every tag the layout prints.
  const nonce = c.var.cspNonce;
  const bare = options.header === false;
  const language = languageOf(c);
  const t = textsOf(c);
  const main = html`${bare ? '' : siteHeader(c, t)}<main id="main" class="site-main">${options.body}</main>${bare ? '' : siteFooter(t)}`;
  const toolbar =
    options.toolbar === false || c.req.query('toolbar') === '0'
      ? html``
      : html`<script type="module" src="/demo-assets/toolbar.js" nonce="${nonce}"></script>`;
  const document = html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} · Serendib Store</title>
<meta name="description" content="${options.description ?? t.layout.description}">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/site.css" nonce="${nonce}">
<link rel="expect" href="#site-footer" blocking="render">
${raw(HEAD_TAGS)}${toolbar}
</head>
<body>
<a class="skip-link" href="#main">${text(t.layout.skipLink)}</a>
${main}
${raw('')}</body>
</html>`;
  // The widgets' tags are read from the page's final HTML, as the Laravel package reads the
  // rendered response: whatever printed a widget, the head has what it needs
  // (docs/decisions.md#shopwidgets-completes-itself-after-the-page-is-rendered).
  const tags = headTags({
    manifest: manifest(language),
    url: BUILD_URL,
    pageHtml: document.value,
    csrfToken: c.var.session.csrfToken,
    userId: user ? user.id : null,
    nonce,
  });
  return c.html(document.value.replace(HEAD_TAGS, () => tags), options.status ?? 200);
}
