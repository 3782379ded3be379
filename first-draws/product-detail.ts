import * as v from 'valibot';
import { ProductDetailSchema } from '../widgets/product-detail/api';
import { LOW_STOCK_THRESHOLD, NO_IMAGE_URL } from '../shared/core/constants';
import { deliveryEstimate } from '../widgets/product-detail/dates';
import * as cardMessages from '../shared/catalogue/messages/card';
import * as priceMessages from '../shared/session/messages/price';
import * as couponMessages from '../shared/purchase/messages/coupon';
import * as productMessages from '../shared/catalogue/messages/product';
import * as quantityMessages from '../shared/purchase/messages/quantity';
import { formatLKR, toCents } from '../shared/core/money';
import { productImageUrl } from '../shared/core/urls';
import { shownPrice } from '../widgets/product-detail/price';
import { initialSelection, variationName, variationTypesOf } from '../widgets/product-detail/variant-param';
import { html } from './html';
import type { FirstDrawContext } from './context';
import type { Props } from './props';

/** An icon's box (widgets' Icon: 20 px); its drawing comes with the widget. */
const icon = (className: string, size = 20) =>
  html`<svg class="${className}" viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" focusable="false"></svg>`;

/**
 * The product as the product-detail widget first draws it (widgets/product-detail/*.tsx),
 * printed inside its node: the page has its final boxes before the widget mounts (a plain
 * product used to be 170-950 px shorter, and everything below jumped when it mounted). The
 * same classes, texts and sizes: gallery with its thumbnails, name, rating, price, the chosen
 * variation (from `?variant=`, as the widget reads it), quantity, the buttons, and the side
 * panel with the coupons' loading box. The icons and stars are empty boxes of their size: the
 * widget draws them. laravel/src/FirstDraws/ProductDetail.php prints the same markup.
 */
export function productDetail(props: Props, context: FirstDrawContext) {
  const product = v.parse(ProductDetailSchema, props.product);
  const types = variationTypesOf(product.variation_types);
  const values = initialSelection(types, context.variant === null ? '' : `?${new URLSearchParams({ variant: context.variant })}`);
  const byName = new Map(product.variations.map((variation) => [variation.name, variation]));
  const variation = (types.length === 0 ? (byName.get(variationName(values)) ?? product.variations[0]) : byName.get(variationName(values))) ?? null;
  const stock = variation?.quantity ?? 0;
  const price = variation
    ? shownPrice(variation.price, variation.compared_price, product.highest_discount)
    : shownPrice(product.price.price, product.price.compared_price, product.highest_discount);
  const soldOut = stock === 0;
  const urls = product.images.map((image) => productImageUrl(image.image_id));

  const gallery = html`<div class="shop-pd__gallery"><div class="shop-pd__stage"><img class="shop-pd__main-image" src="${urls[0] ?? NO_IMAGE_URL}" alt="${product.name}" width="800" height="800" fetchpriority="high" decoding="async"></div>${
    urls.length > 1
      ? html`<ul class="shop-pd__thumbs" aria-label="${productMessages.galleryLabel}">${urls.map(
          (url, index) =>
            html`<li><button type="button" class="shop-pd__thumb" aria-label="${productMessages.showImage(index + 1, urls.length)}"${index === 0 ? html` aria-current="true"` : ''}><img src="${url}" alt="" width="80" height="80" loading="lazy" decoding="async"></button></li>`,
        )}</ul>`
      : ''
  }</div>`;

  const summary = html`<div class="shop-pd__summary"><h1 class="shop-pd__name">${product.name}</h1>${
    product.totalReviews > 0
      ? html`<p class="shop-pd__rating"><svg class="shop-stars shop-stars--sm" viewBox="0 0 132 24" role="img" aria-label="${cardMessages.ratingLabel(product.averageRating, product.totalReviews)}" focusable="false"></svg><span aria-hidden="true">${product.averageRating.toFixed(1)} (${product.totalReviews})</span></p>`
      : ''
  }<p class="shop-pd__prices"><span class="shop-pd__price">${formatLKR(price.priceCents)}</span>${
    price.comparedCents !== null
      ? html`<s class="shop-pd__compared"><span class="shop-visually-hidden">${cardMessages.originalPrice} </span>${formatLKR(price.comparedCents)}</s>`
      : ''
  }${price.percent > 0 ? html`<span class="shop-pd__badge">${priceMessages.percentOff(price.percent)}</span>` : ''}</p>${
    product.small_description ? html`<p class="shop-pd__description">${product.small_description}</p>` : ''
  }</div>`;

  // The options as the widget draws them: the chosen one checked, a sold-out one struck through.
  const picker =
    types.length === 0
      ? ''
      : html`<div class="shop-pd__variations">${types.map(
          ({ type, values: options }, typeIndex) =>
            html`<fieldset class="shop-pd__option-group"><legend class="shop-pd__legend">${productMessages.optionLegend(type, values[typeIndex]!)}</legend><div class="shop-pd__options">${options.map((value) => {
              const combination = values.map((chosen, i) => (i === typeIndex ? value : chosen));
              const out = (byName.get(variationName(combination))?.quantity ?? 0) === 0;
              // The widget paints what CSS.supports('color', …) accepts; a server knows no CSS, so
              // a colour name or a hex value. Painted by an SVG `fill` attribute, not a `style`
              // attribute, which the pages' CSP refuses (backend/csp.ts): the circle
              // and its 1 px ring are what the widget's swatch shows with its background and
              // inset shadow.
              const swatch = /^colou?r$/i.test(type.trim()) && /^(#[0-9a-f]{3,8}|[a-z]+)$/i.test(value);
              return html`<label class="shop-pd__option${swatch ? ' shop-pd__option--swatch' : ''}${out ? ' shop-pd__option--sold-out' : ''}"${swatch ? html` title="${value}"` : ''}><input class="shop-pd__option-input" type="radio" name="pd-plain-${String(typeIndex)}" value="${value}"${value === values[typeIndex] ? ' checked' : ''}>${
                swatch
                  ? html`<svg class="shop-pd__swatch" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><circle cx="50" cy="50" r="49" fill="${value}" stroke="#1c2526" stroke-opacity="0.25" stroke-width="1" vector-effect="non-scaling-stroke"></circle></svg><span class="shop-visually-hidden">${value}</span>`
                  : html`<span class="shop-pd__pill">${value}</span>`
              }</label>`;
            })}</div></fieldset>`,
        )}</div>`;

  const stepButton = (label: string, disabled: boolean) =>
    html`<button type="button" class="shop-icon-button shop-stepper__button" aria-label="${label}" aria-disabled="true"${disabled ? ' disabled' : ''}>${icon('', 18)}</button>`;
  const purchase = html`<div class="shop-pd__purchase"><div class="shop-pd__quantity"><span class="shop-pd__quantity-label" aria-hidden="true">${productMessages.quantity}</span><div class="shop-stepper" role="group" aria-label="${productMessages.quantity}"${soldOut ? html` aria-disabled="true"` : ''}>${stepButton(quantityMessages.decreaseQuantity, soldOut)}<output class="shop-stepper__value">1</output>${stepButton(quantityMessages.increaseQuantity, soldOut)}</div></div><div class="shop-pd__actions"><button type="button" class="shop-pd__add"${soldOut ? ' disabled' : ''}><span>${soldOut ? productMessages.soldOut : productMessages.addToCart}</span>${
    stock > 0 && stock < LOW_STOCK_THRESHOLD ? html` <span class="shop-pd__add-note">${productMessages.available(stock)}</span>` : ''
  }</button><button type="button" class="shop-pd__buy"${soldOut ? ' disabled' : ''}>${productMessages.buyNow}</button><button type="button" class="shop-pd__wishlist" aria-pressed="false" aria-label="${cardMessages.wishlistToggle(product.name)}">${icon('', 22)}</button></div></div>`;

  const shipping =
    product.shipping_type === 'free'
      ? productMessages.freeShipping
      : product.shipping_cost === null
        ? productMessages.notSpecified
        : formatLKR(toCents(product.shipping_cost));
  const option = product.shipping_option;
  const shipsFrom =
    option === 'local_warehouse' ? productMessages.shipsFromLocal : option === 'overseas' ? productMessages.shipsFromOverseas : option.trim() || null;
  const side = html`<div class="shop-pd__side"><div class="shop-pd__panel"><h2 class="shop-pd__panel-heading">${productMessages.deliveryHeading}</h2><dl class="shop-pd__facts"><div class="shop-pd__fact"><dt>${icon('shop-pd__fact-icon')}${productMessages.shippingLabel}</dt><dd${product.shipping_type === 'free' ? html` class="shop-pd__free"` : ''}>${shipping}</dd></div><div class="shop-pd__fact"><dt>${icon('shop-pd__fact-icon')}${productMessages.deliveryLabel}</dt><dd>${deliveryEstimate(context.now).label}</dd></div></dl>${
    shipsFrom ? html`<p class="shop-pd__ships-from">${icon('shop-pd__fact-icon')}${shipsFrom}</p>` : ''
  }</div><section class="shop-pd__panel shop-pd__coupons" aria-label="${couponMessages.heading}"><h2 class="shop-pd__panel-heading">${couponMessages.heading}</h2><div class="shop-pd__coupon-viewport"><p class="shop-pd__coupon-loading"><span class="shop-spinner-inline" role="status"><span class="shop-spinner shop-spinner--sm" aria-hidden="true"></span><span class="shop-visually-hidden">${couponMessages.loading}</span></span></p></div><div class="shop-pd__coupon-controls"><button type="button" class="shop-pd__copy">${icon('')}${couponMessages.copy}</button></div></section><div class="shop-pd__panel"><h2 class="shop-pd__panel-heading">${productMessages.sellingPointsHeading}</h2><ul class="shop-pd__points">${productMessages.sellingPoints.map(
    (point) => html`<li class="shop-pd__point">${icon('shop-pd__point-icon')}${point}</li>`,
  )}</ul></div></div>`;

  return html`<div class="shop-pd">${gallery}<div class="shop-pd__info">${summary}${picker}${purchase}</div>${side}</div>`;
}
