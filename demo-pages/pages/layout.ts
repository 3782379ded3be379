import type { AppContext } from '../backend/env';
import { currentUser } from '../backend/env';
import { CART_PATH, SEARCH_PATH, WISHLIST_PATH } from '../../shared/constants';
import * as cartLinkMessages from '../../shared/messages/cart-link';
import * as loginMessages from '../../shared/messages/login';
import * as searchMessages from '../../shared/messages/search';
import * as wishlistMessages from '../../shared/messages/wishlist';
import { CART_ICON, WISHLIST_ICON } from '../../shared/ui/header-icons';
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

/**
 * A header link as the cart-link and wishlist-link widgets draw it (shared/ui/header-link.tsx),
 * printed inside their nodes so the header has its final size before they mount (issue 13:
 * nothing moves when they do) and works without script. README "Embedding" shows it for Blade.
 */
function headerLink(href: string, text: string, description: string, count: number, icon: readonly string[]): SafeHtml {
  const id = `${href.replace(/\W+/g, '')}-link-count`;
  const badge = count > 0 ? html` <span class="shop-header-link__badge">${count > 99 ? '99+' : String(count)}</span>` : '';
  return html`<a class="shop-header-link" href="${href}" aria-describedby="${id}"><svg class="shop-header-link__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${icon.map((d) => html`<path d="${d}"></path>`)}</svg><span class="shop-header-link__text">${text}</span>${badge}</a><span id="${id}" hidden>${description}</span>`;
}

/** The login-modal widget's header button as it first draws it (disabled until it mounts). */
function signInPlaceholder(name: string | null): SafeHtml {
  if (name === null) return html`<button type="button" class="shop-login__trigger" disabled>${loginMessages.signIn}</button>`;
  return html`<div class="shop-login__account"><span class="shop-login__name">${name}</span><button type="button" class="shop-login__trigger" disabled>${loginMessages.signOut}</button></div>`;
}

function siteHeader(c: AppContext): SafeHtml {
  const user = currentUser(c);
  const data = c.var.store.data;
  // Blade prints the counts it knows for a signed-in shopper; a guest's come from the browser.
  const cartProps: { count?: number } = user ? { count: data.cartItems.filter((i) => i.user_id === user.id).length } : {};
  const wishlistProps: { count?: number } = user ? { count: data.wishlists.filter((w) => w.user_id === user.id).length } : {};
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
      ${widget('wishlist-link', wishlistProps, {
        placeholder: headerLink(WISHLIST_PATH, wishlistMessages.linkLabel, wishlistMessages.itemCount(wishlistProps.count ?? 0), wishlistProps.count ?? 0, WISHLIST_ICON),
      })}
      ${widget('cart-link', cartProps, {
        placeholder: headerLink(CART_PATH, cartLinkMessages.linkLabel, cartLinkMessages.linkCount(cartProps.count ?? 0), cartProps.count ?? 0, CART_ICON),
      })}
      ${widget('login-modal', user ? { name: user.name } : {}, { placeholder: signInPlaceholder(user ? user.name : null) })}
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
