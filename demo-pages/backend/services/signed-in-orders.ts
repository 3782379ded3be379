import type * as v from 'valibot';
import type { CodOrderRequestSchema } from '../../../widgets/order-checkout/api';
import * as orderMessages from '../../../widgets/order-checkout/messages';
import { toCents } from '../../../shared/core/money';
import type { Store } from '../store/index';
import type { OrderRow, PaymentType, UserRow } from '../store/types';
import {
  clearOrderedCartLines,
  orderAmounts,
  orderedAmountLine,
  priceWithCoupon,
  takeStockAndCoupon,
  type FieldErrors,
  type OrderPrice,
} from './orders';
import { orderStockText, stockTally } from './stock';
import { sellableVariation } from './variations';

/** An order call's body; `payment_type` is the route's own. */
export type OrderBody = Omit<v.InferOutput<typeof CodOrderRequestSchema>, 'payment_type'>;

/**
 * A signed-in order is open on its checkout page while it is 'pending' (POST /checkout made it).
 * A card order stays 'pending' until the gateway reports the payment, so a cancelled payment
 * returns to a checkout that still works; every other status is an order placed.
 */
export const isPlaced = (order: OrderRow) => order.status !== 'pending';

/** Product id → quantity, adding up lines of one product. */
function quantities(lines: readonly { product_id: number; quantity: number }[]): Map<number, number> {
  const byProduct = new Map<number, number>();
  for (const line of lines) byProduct.set(line.product_id, (byProduct.get(line.product_id) ?? 0) + line.quantity);
  return byProduct;
}

/**
 * The products the shopper confirms must be the order's (SPEC §5: at least one), each still on
 * sale and in stock (two lines of one variation draw on the same stock).
 */
function checkProducts(store: Store, order: OrderRow, sent: OrderBody['order_products']): FieldErrors {
  if (order.products.length === 0 || sent.length === 0) return { order_products: [orderMessages.needsProduct] };
  const ordered = quantities(order.products);
  const confirmed = quantities(sent);
  if (ordered.size !== confirmed.size || [...ordered].some(([id, quantity]) => confirmed.get(id) !== quantity)) {
    return { order_products: [orderMessages.productsChanged] };
  }
  const errors: FieldErrors = {};
  const stock = stockTally();
  order.products.forEach((line, index) => {
    const sold = sellableVariation(store, line.product_id, line.variation_name);
    if (!sold) {
      errors[`order_products.${index}.product_id`] = [orderMessages.unavailable];
      return;
    }
    if (!stock.fits(sold.variation, line.quantity)) {
      errors[`order_products.${index}.quantity`] = [orderStockText(sold.variation.quantity, sold.product.name)];
    }
  });
  return errors;
}

/** Every amount the screen showed must be the server's, to the cent. */
function checkAmounts(body: OrderBody, price: OrderPrice): FieldErrors {
  const errors: FieldErrors = {};
  if (toCents(body.shipping_cost) !== price.shipping) errors.shipping_cost = [orderMessages.shippingChanged];
  if (toCents(body.products_discount) !== price.productDiscounts) {
    errors.products_discount = [orderMessages.productDiscountChanged];
  }
  if (toCents(body.discount_amount) !== price.productDiscounts + price.couponDiscount) {
    errors.discount_amount = [orderMessages.discountChanged];
  }
  if (toCents(body.total_amount) !== price.total) errors.total_amount = [orderMessages.totalChanged];
  return errors;
}

/**
 * SPEC §7 order calls on the shopper's own pending order: check the request against it (SPEC §5
 * rules first: address, products, total), price the order again from its own lines (as ordered:
 * unit price and percent off; the coupon in order mode), then place it. Bank transfer and cash
 * on delivery are 'placed' at once (paid later: on the transfer's arrival, on delivery) and take
 * their stock and coupon use; a card order keeps 'pending' until the gateway's payment.
 */
export function placeSignedInOrder(
  store: Store,
  user: UserRow,
  order: OrderRow,
  body: OrderBody,
  paymentType: PaymentType,
): { ok: true } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const address = store.data.addresses.find((row) => row.id === body.address_id && row.user_id === user.id);
  if (!address) errors.address_id = [body.address_id === null ? orderMessages.selectAddress : orderMessages.addressNotFound];
  Object.assign(errors, checkProducts(store, order, body.order_products));
  if (toCents(body.total_amount) <= 0) errors.total_amount = [orderMessages.totalPositive];
  if (!address || Object.keys(errors).length > 0) return { ok: false, errors };

  const priced = priceWithCoupon(store, order.products.map((line) => orderedAmountLine(store, line)), body.coupon_id, 'order');
  if (!priced.ok) return { ok: false, errors: { coupon_id: [priced.refusal] } };
  const mismatches = checkAmounts(body, priced.price);
  if (Object.keys(mismatches).length > 0) return { ok: false, errors: mismatches };

  Object.assign(order, {
    payment_type: paymentType,
    address_id: address.id,
    coupon_id: priced.coupon?.id ?? null,
    ...orderAmounts(priced.price),
  } satisfies Partial<OrderRow>);
  if (paymentType === 'card') return { ok: true };
  order.status = 'placed';
  takeStockAndCoupon(store, order);
  clearOrderedCartLines(store, order);
  return { ok: true };
}
