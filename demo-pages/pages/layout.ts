import type { AppContext } from '../backend/env';
import { currentUser } from '../backend/env';
import { SEARCH_PATH } from '../../shared/constants';
import * as searchMessages from '../../shared/messages/search';
import { html, raw, widget, type SafeHtml } from './html';
import { buildUrl, manifest } from './manifest';

export interface PageOptions {
  title: string;
  body: SafeHtml;
  /** Leave out the shop header (bare scenario pages and the bench's single-widget page). */
  header?: boolean;
  /** Leave out the demo toolbar (the bench measures the shop, not the demo tools). */
  toolbar?: boolean;
  description?: string;
  status?: 403 | 404;
}

const WIDGET_TAG = /<div data-widget="([a-z0-9-]+)"[^>]*>/g;

/** The widgets a rendered body uses, and those it mounts at once, as a Blade stack would collect them. */
function widgetsIn(markup: string): { all: string[]; eager: string[] } {
  const tags = [...markup.matchAll(WIDGET_TAG)];
  const names = (list: RegExpMatchArray[]) => [...new Set(list.map((match) => match[1]!))];
  return {
    all: names(tags),
    eager: names(tags.filter((match) => !/data-load="(visible|idle)"/.test(match[0]))),
  };
}

/**
 * What a Blade layout prints from dist/manifest.json: the theme; the loader and every chunk the
 * loader and this page's eager widgets need as modulepreloads, with those widgets' stylesheets
 * (all fetched at once: no request chain deeper than loader → chunks); and, for every widget of
 * the page, its files as JSON, so a widget mounting later (`data-load="visible"`) also fetches
 * all its chunks at once, and only then: a widget further down costs nothing until it is seen.
 * Stylesheets shared by several widgets come once, before every widget's own.
 */
function assetTags(widgets: { all: string[]; eager: string[] }): SafeHtml {
  const m = manifest();
  const modules = new Set([...m.loader.imports]);
  const shared = new Set<string>();
  const own = new Set<string>();
  const map = Object.fromEntries(widgets.all.filter((name) => m.widgets[name]).map((name) => [name, m.widgets[name]]));
  for (const name of widgets.eager) {
    const entry = m.widgets[name];
    if (!entry) continue;
    modules.add(entry.file);
    entry.imports.forEach((chunk) => modules.add(chunk));
    entry.css.forEach((css) => (css.startsWith(`widget-${name}-`) ? own : shared).add(css));
  }
  modules.delete(m.loader.file);
  shared.delete(m.theme.css);
  // `</script>` inside JSON would end the element: escape `<` as JSON allows.
  const mapJson = raw(JSON.stringify(map).replace(/</g, '\\u003c'));
  return html`<script type="application/json" id="shop-widget-assets">${mapJson}</script>
<link rel="stylesheet" href="${buildUrl(m.theme.css)}">
${[...shared, ...own].map((css) => html`<link rel="stylesheet" href="${buildUrl(css)}">\n`)}<script type="module" src="${buildUrl(m.loader.file)}"></script>
${[...modules].map((chunk) => html`<link rel="modulepreload" href="${buildUrl(chunk)}">\n`)}`;
}

function siteHeader(c: AppContext): SafeHtml {
  const user = currentUser(c);
  const data = c.var.store.data;
  // Blade prints the counts it knows for a signed-in shopper; a guest's come from the browser.
  const cartProps = user ? { count: data.cartItems.filter((i) => i.user_id === user.id).length } : {};
  const wishlistProps = user ? { count: data.wishlists.filter((w) => w.user_id === user.id).length } : {};
  // The search page prints its keyword into the box (Blade: request('search') on that route).
  const query = c.req.path === SEARCH_PATH ? (c.req.query('search') ?? '') : '';
  // The plain GET form searches before the widget mounts (idle: it is not needed to paint) and
  // without script; the widget renders the same form, with suggestions.
  const searchForm = html`<form class="site-search" role="search" aria-label="${searchMessages.landmark}" action="${SEARCH_PATH}" method="get">
        <input class="site-search__input" type="search" name="search" value="${query}" aria-label="${searchMessages.label}" placeholder="${searchMessages.placeholder}">
        <button class="site-search__submit" type="submit">${searchMessages.submit}</button>
      </form>`;
  return html`<header class="site-header">
  <div class="site-header__inner">
    <a class="site-logo" href="/">Serendib<span>Store</span></a>
    <nav class="site-nav" aria-label="Main">
      <a href="/">Home</a>
      <a href="/__demo">Widget catalogue</a>
      ${user?.is_admin ? html`<a href="/admin">Admin</a>` : ''}
    </nav>
    ${widget('search-box', query ? { query } : {}, { load: 'idle', className: 'site-header__search', placeholder: searchForm })}
    <div class="site-header__actions">
      ${widget('wishlist-link', wishlistProps, { placeholder: html`<a class="site-header__fallback" href="/wishlist">Wishlist</a>` })}
      ${widget('cart-link', cartProps, { placeholder: html`<a class="site-header__fallback" href="/cart">Cart</a>` })}
      ${widget('login-modal', {}, { placeholder: html`<span class="site-header__fallback">${user ? user.name : ''}</span>` })}
    </div>
  </div>
</header>`;
}

/** A whole page of the demo shop, as the Laravel layout would render it. */
export function page(c: AppContext, options: PageOptions): Response {
  const user = currentUser(c);
  const header = options.header === false ? html`` : siteHeader(c);
  const main = html`${header}<main id="main" class="site-main">${options.body}</main>`;
  const toolbar =
    options.toolbar === false || c.req.query('toolbar') === '0'
      ? html``
      : html`<script type="module" src="/__demo/assets/toolbar.js"></script>`;
  const document = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} · Serendib Store</title>
<meta name="description" content="${options.description ?? 'Serendib Store: shop online across Sri Lanka.'}">
<meta name="csrf-token" content="${c.var.session.csrfToken}">
<meta name="user-id" content="${user ? String(user.id) : ''}">
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/site.css">
${assetTags(widgetsIn(main.value))}${toolbar}
</head>
<body>
<a class="skip-link" href="#main">Skip to content</a>
${main}
${raw('')}</body>
</html>`;
  return c.html(document.value, options.status ?? 200);
}
