import * as homeMessages from '../shared/home/messages/home';
import { categoryUrl } from '../shared/cards/api/category';
import { html } from './html';
import { titleProp, type Props } from './props';

/**
 * The home page's widgets that load when seen, or fetch what they show: their headings where
 * the widget will draw its own, in a node that first-draws.css keeps at the widget's height.
 */

/** SPEC §2 mobile category menu: the heading and the top-level links (it mounts when seen). */
export function categoryMenu(props: Props) {
  const tree = Array.isArray(props.categories) ? props.categories : [];
  const links = tree
    .filter((category): category is { name: string; slug: string } => typeof category?.name === 'string' && typeof category?.slug === 'string')
    .map((category) => html`<li><a href="${categoryUrl(category.slug)}">${category.name}</a></li>`);
  return html`<h2 class="shop-section-title">${titleProp(props, homeMessages.shopByCategory)}</h2><ul>${links}</ul>`;
}

export const flashSale = (props: Props) => html`<h2 class="shop-flash-placeholder">${titleProp(props, homeMessages.flashSale)}</h2>`;

export const newArrivals = (props: Props) => html`<h2 class="shop-section-title">${titleProp(props, homeMessages.newArrivals)}</h2>`;

export const topCollections = (props: Props) =>
  html`<h2 class="shop-section-title">${titleProp(props, homeMessages.topCollections)}</h2><p>${homeMessages.loadingCollections}</p>`;
