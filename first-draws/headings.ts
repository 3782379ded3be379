import * as adminMessages from '../shared/admin-texts/messages';
import * as cartMessages from '../shared/checkout/messages/cart';
import * as guestMessages from '../widgets/guest-checkout/messages';
import * as orderMessages from '../widgets/order-checkout/messages';
import { html } from './html';
import { numberProp, type Props } from './props';

/**
 * Widgets whose screen is a form or a list they fetch or read from the browser (the cart, the
 * checkouts, the admin's forms): their heading, where the widget draws its own.
 */

/**
 * A checkout widget's heading as the widget draws it (widgets/guest-checkout, widgets/order-checkout):
 * the page paints before the widget's code has arrived, so the heading must stand where the
 * widget's will (a page title stood 8 px lower and jumped).
 */
const checkoutHeading = (title: string) => html`<div class="shop-checkout"><h1 class="shop-checkout__title">${title}</h1></div>`;

export const guestCheckout = () => checkoutHeading(guestMessages.title);
export const orderCheckout = () => checkoutHeading(orderMessages.title);

/** The cart's heading (its count comes when the widget has read the cart, a guest's from the browser). */
export const cart = () => html`<h1 class="shop-page-title">${cartMessages.pageTitle}</h1>`;

export const couponForm = (props: Props) =>
  html`<h1 class="shop-page-title">${numberProp(props, 'couponId') === null ? adminMessages.createCoupon : adminMessages.editCoupon}</h1>`;

export function parcelForm(props: Props) {
  const orderId = numberProp(props, 'orderId');
  return html`<h1 class="shop-page-title">${orderId === null ? adminMessages.createParcel : adminMessages.parcelTitle(orderId)}</h1>`;
}
