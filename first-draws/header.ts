import { CART_PATH, SEARCH_PATH, WISHLIST_PATH } from '../shared/core/constants';
import * as cartLinkMessages from '../widgets/cart-link/messages';
import * as loginMessages from '../shared/session/messages/login';
import * as searchMessages from '../widgets/search-box/messages';
import * as wishlistMessages from '../shared/core/messages/wishlist';
import { CART_ICON, WISHLIST_ICON } from '../shared/core/ui/header-icons';
import { html, type SafeHtml } from './html';
import { numberProp, stringProp, type Props } from './props';

/**
 * The header's widgets as they first draw themselves: the page has its final header before
 * they mount (nothing moves when they do), and it works without script.
 */

/**
 * A header link as the cart-link and wishlist-link widgets draw it (shared/core/ui/header-link.tsx):
 * the text, the badge from the count the server knows, the count's meaning as its description.
 */
function headerLink(href: string, text: string, description: string, count: number, icon: readonly string[]): SafeHtml {
  const id = `${href.replace(/\W+/g, '')}-link-count`;
  const badge = count > 0 ? html` <span class="shop-header-link__badge">${count > 99 ? '99+' : String(count)}</span>` : '';
  return html`<a class="shop-header-link" href="${href}" aria-describedby="${id}"><svg class="shop-header-link__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${icon.map((d) => html`<path d="${d}"></path>`)}</svg><span class="shop-header-link__text">${text}</span>${badge}</a><span id="${id}" hidden>${description}</span>`;
}

/** A count the server printed (a signed-in shopper's), else 0: a guest's comes from the browser. */
const countOf = (props: Props) => {
  const count = numberProp(props, 'count');
  return count !== null && Number.isInteger(count) && count > 0 ? count : 0;
};

export function cartLink(props: Props): SafeHtml {
  const count = countOf(props);
  return headerLink(stringProp(props, 'href') ?? CART_PATH, cartLinkMessages.linkLabel, cartLinkMessages.linkCount(count), count, CART_ICON);
}

export function wishlistLink(props: Props): SafeHtml {
  const count = countOf(props);
  return headerLink(stringProp(props, 'href') ?? WISHLIST_PATH, wishlistMessages.linkLabel, wishlistMessages.itemCount(count), count, WISHLIST_ICON);
}

/** The login-modal widget's header button (disabled until it mounts); nothing without its trigger. */
export function loginModal(props: Props): SafeHtml {
  if (props.showTrigger === false) return html``;
  const name = stringProp(props, 'name');
  if (name === null) return html`<button type="button" class="shop-login__trigger" disabled>${loginMessages.signIn}</button>`;
  return html`<div class="shop-login__account"><span class="shop-login__name">${name}</span><button type="button" class="shop-login__trigger" disabled>${loginMessages.signOut}</button></div>`;
}

/**
 * The search-box widget's form as a plain GET form: it searches before the widget mounts (it
 * mounts on the first focus, `data-load="interaction"`) and without script; what the shopper
 * typed carries over into the widget, which renders the same form with suggestions.
 */
export function searchBox(props: Props): SafeHtml {
  const action = stringProp(props, 'action') ?? SEARCH_PATH;
  const query = stringProp(props, 'query') ?? '';
  return html`<form class="shop-search-plain" role="search" aria-label="${searchMessages.landmark}" action="${action}" method="get"><input class="shop-search-plain__input" type="search" name="search" value="${query}" aria-label="${searchMessages.label}" placeholder="${searchMessages.placeholder}"><button class="shop-search-plain__submit" type="submit">${searchMessages.submit}</button></form>`;
}
