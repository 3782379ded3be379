import * as v from 'valibot';
import { ProductCardSchema, type ProductCard } from '../shared/session/api/product-card';
import { FILTER_RESULTS_STEP } from '../shared/core/constants';
import { formatLKR, toCents } from '../shared/core/money';
import { productImageUrl } from '../shared/core/urls';
import { html } from './html';
import type { Props } from './props';

/** Cards in the widest grid's first row (4 columns from 1024 px, first-draws.css `.shop-plain-grid`). */
const FIRST_ROW = 4;

/**
 * Product cards as plain HTML: a listing widget's no-JS view, until it mounts. The page paints
 * before the widget's code arrives, so these pictures are its largest paint: they are drawn
 * edge to edge in the card, at least as large as the widget's cards' pictures at every width (or
 * the widget's would become the largest paint after mounting), and the first row's load with the
 * page (lazy, they were fetched only after the first layout).
 */
export function plainCards(cards: readonly ProductCard[]) {
  return html`<ul class="shop-plain-grid">${cards.map(
    (card, index) => html`<li class="shop-plain-card"><a href="/products/${String(card.id)}">
  <img src="${productImageUrl(card.image)}" alt="" width="300" height="300"${index < FIRST_ROW ? '' : html` loading="lazy"`}>
  <span class="shop-plain-card__name">${card.name}</span></a>
  <p class="shop-plain-card__price">${formatLKR(toCents(card.price))}</p></li>`,
  )}</ul>`;
}

/**
 * The category and collection filter widgets: their props carry the address's matches, of which
 * they first show FILTER_RESULTS_STEP; so does their first draw.
 */
export function filterResults(props: Props) {
  return plainCards(v.parse(v.array(ProductCardSchema), props.products).slice(0, FILTER_RESULTS_STEP));
}
