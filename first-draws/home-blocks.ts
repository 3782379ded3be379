import * as v from 'valibot';
import { HomeBlocksSchema, type BlockItem, type HomeBlock } from '../shared/home/api/home';
import { NO_IMAGE_URL } from '../shared/core/constants';
import * as cardMessages from '../shared/catalogue/messages/card';
import * as priceMessages from '../shared/session/messages/price';
import * as homeMessages from '../shared/home/messages/home';
import { formatLKR, toCents } from '../shared/core/money';
import { productUrl, safeHref } from '../shared/core/urls';
import { html } from './html';
import type { Props } from './props';

/**
 * The home blocks as the home-blocks widget draws them (widgets/home-blocks/block-card.tsx),
 * printed inside its node: the page has its final height before the widget mounts (a fixed
 * min-height on the slot was 150-400 px short, and everything below jumped when it mounted),
 * and the blocks work without script. From 1024 px the three cards side by side;
 * below, the kit's first-draws.css shows the first card under a bar the carousel's height, as the widget does.
 * Links are the large-screen ones (SPEC §2 "Home page blocks"): a server cannot know the width.
 */
export function homeBlocks(props: Props) {
  // The widget's own reading of its props (defaults included), so both draw the same blocks.
  const shown = v.parse(HomeBlocksSchema, props.blocks).filter((block) => block.items.length > 0);
  return html`<section class="shop-home-blocks shop-home-blocks--cards shop-home-blocks--plain" aria-label="${homeMessages.homeBlocks}">${shown.map(
    (block, index) => html`<section class="shop-home-blocks__card"><h2 class="shop-home-blocks__title">${block.title}</h2><ul class="shop-home-blocks__items shop-home-blocks__items--${block.kind}">${block.items.map((item) => tile(block.kind, item, index === 0))}</ul></section>`,
  )}</section>`;
}

function href(kind: HomeBlock['kind'], item: BlockItem): string | null {
  if (kind === 'products') return productUrl(item.id);
  if (kind === 'collections') return `/category-filter/${encodeURIComponent(item.slug ?? 'none')}?collection_id=${item.id}`;
  return safeHref(item.slug);
}

/** `eager`: the first block's pictures, in view on every screen (widgets/home-blocks/block-card.tsx). */
function tile(kind: HomeBlock['kind'], item: BlockItem, eager: boolean) {
  const src = safeHref(item.image) ?? (kind === 'products' ? NO_IMAGE_URL : null);
  const image =
    src === null
      ? html`<span class="shop-tile-image--none shop-home-blocks__image" aria-hidden="true"></span>`
      : html`<img class="shop-home-blocks__image" src="${src}" alt="" width="240" height="240"${eager ? '' : html` loading="lazy"`} decoding="async">`;
  const price = item.price === null ? null : toCents(item.price);
  const original = item.originalPrice === null ? null : toCents(item.originalPrice);
  const details = html`${(item.discount ?? 0) > 0 ? html`<span class="shop-home-blocks__badge">${priceMessages.percentOff(item.discount ?? 0)}</span>` : ''}${
    price === null
      ? ''
      : html`<span class="shop-home-blocks__prices"><span class="shop-home-blocks__price">${formatLKR(price)}</span>${
          original !== null && original > price
            ? html`<s class="shop-home-blocks__original"><span class="shop-visually-hidden">${cardMessages.originalPrice} </span>${formatLKR(original)}</s>`
            : ''
        }</span>`
  }`;
  const content = html`<span class="shop-home-blocks__media">${image}</span><span class="shop-home-blocks__name">${item.name}</span>${details}`;
  const target = href(kind, item);
  return html`<li class="shop-home-blocks__item shop-home-blocks__item--${kind}">${
    target === null ? html`<div class="shop-home-blocks__tile">${content}</div>` : html`<a class="shop-home-blocks__tile" href="${target}">${content}</a>`
  }</li>`;
}
