import {
  bankTransferSuccessPath,
  getOrderProducts,
  orderSuccessPath,
  placeBankTransferOrder,
  placeCardOrder,
  placeCodOrder,
  type Address,
  type OrderProducts,
  type OrderRequest,
} from './api';
import type { CartLine } from '../../shared/checkout/checkout-line';
import { describeFailure, failureMessage, userMessage, type CallFailure } from '../../shared/session/errors';
import type { CouponState } from '../../shared/placement/hooks/use-coupon';
import { usePlacement } from '../../shared/placement/hooks/use-placement';
import * as checkoutMessages from '../../shared/placement/messages/checkout';
import * as orderMessages from './messages';
import { withStyles } from '../../shared/core/runtime/assets';
import { requestLogin } from '../../shared/core/stores/login';
import type { PaymentMethod } from '../../shared/placement/ui/payment-methods';
import type { OrderDialog } from './order-dialogs';
import { orderRequest, placementRefusal, type OrderTotals } from './order-lines';
import { placedMessage } from './use-order';
import type { ActionErrors } from '../../shared/session/hooks/use-action-errors';

/** The bank and COD dialogs (with the modal) load when first needed; nearing Place order starts it. */
export const loadDialogs = () => withStyles('order-checkout', 'order-dialogs', () => import('./order-dialogs'));

/** The screen as the flow reads it when Place order is pressed and again after a dialog. */
export interface OrderScreen {
  orderId: number;
  order: OrderProducts;
  lines: readonly CartLine[];
  totals: OrderTotals;
  coupon: CouponState;
  address: Address | null;
}

interface PlaceOrderOptions {
  /** The screen as last rendered (a dialog may stay open while the shopper changes it). */
  screen: () => OrderScreen;
  method: PaymentMethod | null;
  /** A text about the shipping address, shown in its panel. */
  onAddressError: (text: string) => void;
  /** The server found the order already placed: its text replaces the screen (SPEC §8). */
  onPlaced: (message: string) => void;
  /** The server refused amounts that changed meanwhile: read the order again. */
  onOrderChanged: () => Promise<void>;
  /** The screen's failures, shared with the coupon (use-action-errors.ts). */
  errors: ActionErrors;
}

/** The amount fields the server checks against its own pricing (order-checkout.ts). */
const ORDER_FIELDS = /^(order_products|shipping_cost|products_discount|discount_amount|total_amount)\b/;

async function send(method: PaymentMethod, body: OrderRequest, key: string): Promise<string> {
  switch (method) {
    case 'card':
      return (await placeCardOrder(body, key)).redirect_url;
    case 'bank':
      return bankTransferSuccessPath((await placeBankTransferOrder(body, key)).order_id);
    case 'cod':
      return orderSuccessPath((await placeCodOrder(body, key)).order_id);
  }
}

/**
 * SPEC §4/§5 placing a signed-in order, from Place order to the next page:
 * the three checks of §5 (an address, a product, a total above 0) before any call → bank
 * transfer and cash on delivery ask in their dialog → the method's order call (SPEC §7, every
 * field) → the card payment page, or the order's success page.
 *
 * Exactly one order: a flow under way ignores further presses, each dialog answers once, and
 * the same order tried again (after a timeout: the answer may have been lost) sends the same
 * Idempotency-Key. A session that ended (419, 401) opens the sign-in dialog and keeps every
 * choice on screen; a refusal shows where it belongs (the address, the coupon, the amounts).
 */
export function usePlaceOrder({ screen, method, onAddressError, onPlaced, onOrderChanged, errors }: PlaceOrderOptions) {
  const placement = usePlacement<OrderDialog>(errors);
  const { setError } = placement;

  /** SPEC §5 before any call: true (and says why, where it belongs) when the order may not go. */
  function refused(now: OrderScreen): boolean {
    const refusal = placementRefusal(now);
    if (refusal?.about === 'address') onAddressError(refusal.text);
    else if (refusal) setError(refusal.text);
    return refusal !== null;
  }

  async function failed(failure: unknown) {
    const placed = await placedMessage(failure);
    if (placed) {
      onPlaced(placed);
      return;
    }
    const described = await describeFailure(failure);
    if (described.kind === 'http' && (described.status === 419 || described.status === 401)) {
      // SPEC §8's text first; why, and what to do, beneath it (the sign-in dialog opens).
      setError({ text: checkoutMessages.placeFailed, reasons: [orderMessages.signInAgain] });
      requestLogin();
      return;
    }
    const fields = described.kind === 'http' && described.status === 422 ? described.fieldErrors : {};
    const onField = (test: (name: string) => boolean) =>
      Object.entries(fields).find(([name, texts]) => test(name) && texts[0])?.[1][0];
    const address = onField((name) => name === 'address_id');
    const coupon = onField((name) => name === 'coupon_id');
    const amounts = onField((name) => ORDER_FIELDS.test(name));
    if (address) onAddressError(address);
    else if (coupon) screen().coupon.reject(coupon);
    if (amounts) await onOrderChanged();
    if (!address && !coupon) setError(await userMessage(failure, checkoutMessages.placeFailed));
  }

  /**
   * No answer in time: the order may have been placed (docs/decisions.md#a-save-whose-answer-never-came).
   * It is read again: placed by bank transfer or cash on delivery, the browser goes to its success
   * page, as the answer would have sent it; not placed (a card order stays so until paid), the
   * failure says why; placed by card (the payment page was in the lost answer) or unreadable, it
   * may have been. Placing it again (the same Idempotency-Key) cannot place it twice.
   */
  async function unanswered(paid: PaymentMethod, orderId: number, timeout: CallFailure) {
    let placed: boolean | null = false;
    try {
      await getOrderProducts(orderId);
    } catch (error) {
      placed = (await placedMessage(error)) === null ? null : true;
    }
    if (placed && paid !== 'card') {
      placement.leave(paid === 'bank' ? bankTransferSuccessPath(orderId) : orderSuccessPath(orderId), checkoutMessages.placeFailed);
      return;
    }
    if (placed === false) setError(failureMessage(timeout, checkoutMessages.placeFailed));
    else setError({ text: checkoutMessages.placeFailed, reasons: [checkoutMessages.placeUnanswered] });
  }

  async function flow(paid: PaymentMethod) {
    if (refused(screen())) return;
    if (paid !== 'card' && !(await placement.ask({ kind: paid, totalCents: screen().totals.totalCents }))) return;
    // The screen may have changed behind the dialog (another tab, a refresh): check it again.
    const now = screen();
    if (refused(now)) return;
    placement.sending();
    const body = orderRequest(now.orderId, now.order, now.totals, now.address!.id, now.coupon.coupon?.id ?? null);
    let next: string;
    try {
      next = await send(paid, body, placement.keyFor(paid, body));
    } catch (failure) {
      const described = await describeFailure(failure);
      await (described.kind === 'timeout' ? unanswered(paid, now.orderId, described) : failed(failure));
      return;
    }
    placement.leave(next, checkoutMessages.placeFailed);
  }

  return {
    placeOrder: () => (method === null ? Promise.resolve() : placement.run(() => flow(method))),
    dialog: placement.dialog,
    /** Closed, cancelled: nothing is sent, everything stays as chosen. */
    closeDialog: placement.closeDialog,
    /** "I've Completed the Bank Transfer", Confirm Order. */
    confirmDialog: placement.confirmDialog,
    error: placement.error,
    /** The order call is on its way, or the browser is leaving after the order. */
    busy: placement.busy,
  };
}
