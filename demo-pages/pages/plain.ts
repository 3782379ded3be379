import type { ProductCard } from '../../shared/session/api/product-card';
import { formatLKR, toCents } from '../../shared/core/money';
import { productImageUrl } from '../../shared/core/urls';
import { html, type SafeHtml } from './html';

/** Cards in the widest grid's first row (4 columns from 1024 px, site.css `.plain-grid`). */
const FIRST_ROW = 4;

/**
 * Product cards as plain HTML: a listing widget's no-JS fallback, until it mounts. The page
 * paints before the widget's code arrives, so these pictures are its largest paint: they are
 * drawn edge to edge in the card, at least as large as the widget's cards' pictures at every
 * width (or the widget's would become the largest paint after mounting), and the first row's
 * load with the page (lazy, they were fetched only after the first layout).
 */
export function plainCards(cards: readonly ProductCard[]) {
  return html`<ul class="plain-grid">${cards.map(
    (card, index) => html`<li class="plain-card"><a href="/products/${String(card.id)}">
  <img src="${productImageUrl(card.image)}" alt="" width="300" height="300"${index < FIRST_ROW ? '' : html` loading="lazy"`}>
  <span class="plain-card__name">${card.name}</span></a>
  <p class="plain-card__price">${formatLKR(toCents(card.price))}</p></li>`,
  )}</ul>`;
}

/** Where a page sits in the catalogue, for people and for search engines: Home › trail › current. */
export function breadcrumb(trail: readonly { name: string; href?: string }[], current: string) {
  return html`<nav class="breadcrumb" aria-label="Breadcrumb"><ol>
  <li><a href="/">Home</a></li>${trail.map((step) => (step.href ? html`<li><a href="${step.href}">${step.name}</a></li>` : html`<li>${step.name}</li>`))}<li aria-current="page">${current}</li>
</ol></nav>`;
}

/**
 * A wide table scrolls sideways on a phone inside a region a keyboard can reach (and scroll),
 * never the page (docs/decisions.md#layout-and-motion). The region is positioned, so a visually
 * hidden header inside it (absolutely positioned) is clipped there too instead of widening the
 * page.
 */
export const scrollingTable = (label: string, table: SafeHtml, className?: string) =>
  html`<div class="table-scroll${className ? ` ${className}` : ''}" role="region" aria-label="${label}" tabindex="0">${table}</div>`;

/**
 * A checkout widget's heading as the widget draws it (widgets/guest-checkout, widgets/order-checkout),
 * its placeholder until it mounts: the page paints before the widget's code has arrived, so the
 * heading must stand where the widget's will (a `page-title` stood 8 px lower and jumped).
 */
export const checkoutHeading = (title: string) => html`<div class="shop-checkout"><h1 class="shop-checkout__title">${title}</h1></div>`;
