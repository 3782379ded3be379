import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { SEED_IDS, USER_IDS } from '../../../demo-pages/backend/seed/index';
import { NIMAL_HOME_ADDRESS_ID } from '../../../demo-pages/backend/seed/people';
import { createPendingOrder } from '../../../demo-pages/backend/services/orders';
import { highestDiscount } from '../../../demo-pages/backend/presenters';
import { setAuth } from '../../../shared/core/stores/auth';
import { LOGIN_REQUESTED_EVENT } from '../../../shared/core/stores/login';
import { OrderProductsResponseSchema } from '../../../widgets/order-checkout/api';
import orderCheckoutWidget from '../../../widgets/order-checkout/order-checkout-widget';
import { OrderScreen } from '../../../widgets/order-checkout/order-screen';
import { startBackend } from '../../helpers/backend';
import { expectFailure, failCall, lateAnswerGone, LATE_MS, NETWORK_FAULTS, TIMEOUT } from '../../helpers/failure';
import { amount, lineOf, summary } from '../../helpers/regions';
import { sentRequests } from '../../helpers/requests';

// Short timeouts and no silent GET retries, so failures show at once.
vi.mock('../../../shared/core/constants', async (original) =>
  (await import('../../helpers/constants-mock')).constantsWith(original),
);

const backend = startBackend();
const { Component: OrderCheckout, propsSchema } = orderCheckoutWidget;

const PENDING = SEED_IDS.pendingOrder;
type Method = 'Card Payment' | 'Bank Transfer' | 'Cash On Delivery';

const store = () => backend.store;
const order = (id = PENDING) => store().data.orders.find((row) => row.id === id)!;
const coupon = (code: string) => store().data.coupons.find((row) => row.code === code)!;

/** A new pending order of one product (quantity 1) for a seeded shopper, as the cart's checkout makes it. */
function pendingOrderOf(userId: number, productId: number) {
  const product = store().data.products.find((row) => row.id === productId)!;
  const line = { product, variation: product.variations[0]!, quantity: 1, discount: highestDiscount(store(), product) };
  return createPendingOrder(store(), store().user(userId)!, [line], false);
}

function show(orderId = PENDING) {
  const user = userEvent.setup();
  render(<OrderCheckout {...v.parse(propsSchema, { orderId })} />);
  return user;
}

const placeOrderButton = () => screen.getByRole('button', { name: 'Place order' });
/** The order's products are on screen (the order has loaded). */
const loaded = () => screen.findByRole('list', { name: 'Selected Products' });
/** The shipping address has loaded (Nimal's primary address, Home). */
const addressShown = () => within(screen.getByRole('region', { name: 'Shipping Address' })).findByText(/Home/);

/** Nimal's pending order on screen, its products and his address loaded. */
async function atCheckout(orderId = PENDING) {
  const user = show(orderId);
  await loaded();
  await addressShown();
  return user;
}

async function choose(user: ReturnType<typeof userEvent.setup>, method: Method) {
  await user.click(screen.getByRole('radio', { name: method }));
}

async function applyCoupon(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.clear(screen.getByLabelText('Coupon code'));
  await user.type(screen.getByLabelText('Coupon code'), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

let fetchSpy: MockInstance<typeof fetch>;
let assign: MockInstance<(url: string | URL) => void>;
const { requestsTo, bodiesSent, calls } = sentRequests(() => fetchSpy);

beforeEach(async () => {
  setAuth({ status: 'guest' });
  await backend.signInAs(USER_IDS.nimal);
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});

afterEach(async () => {
  cleanup();
  await Promise.allSettled(fetchSpy.mock.results.map((result) => result.value as unknown));
});

describe('order checkout: loading the order', () => {
  it("shows the order's products, pairs, percent off, quantities and the server's amounts", async () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your order…');
    await loaded();
    const tea = lineOf('Pure Ceylon BOPF Black Tea');
    expect(within(tea).getByText('Weight').nextElementSibling).toHaveTextContent('200g');
    expect(within(tea).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(tea).getByText(/% OFF/)).toBeInTheDocument();
    // 'No V' shows no pairs.
    expect(within(lineOf('Traditional Clay Curry Pot Set (3 pcs)')).queryByRole('term')).not.toBeInTheDocument();
    expect(screen.queryByText('No V')).not.toBeInTheDocument();

    const served = (await (await fetch(`/orders/${PENDING}/products`)).json()) as Record<string, number>;
    const lkr = (n: number) => `LKR ${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(amount('Subtotal')).toBe(lkr(served.subtotal!));
    expect(amount('Shipping Cost')).toBe(lkr(served.shipping_cost!));
    expect(amount('Discount')).toBe(`− ${lkr(served.products_discount!)}`);
    expect(amount('Coupon Discount')).toBe('LKR 0.00');
    expect(amount('Total')).toBe(lkr(served.total_amount!));
    expect(placeOrderButton()).toBeDisabled();
  });

  it("an order already placed shows the server's text and 'View My Orders'", async () => {
    show(SEED_IDS.placedOrder);
    expect(await screen.findByText('This order has already been placed successfully. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/user/order/view_all');
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  });

  it("an order without products says 'No products found for this order.'", async () => {
    show(SEED_IDS.emptyOrder);
    expect(await screen.findByText('No products found for this order.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  });

  it("a failed load says 'Failed to load the order details. Please try again.', and Try again loads it", async () => {
    backend.fault({ route: '/orders/:id/products', status: 500, times: 1 });
    const user = show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the order details. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await loaded()).toBeInTheDocument();
  });

  it("another shopper's order, a malformed answer and a slow server each say so", async () => {
    backend.fault({ route: '/orders/:id/products', body: 'wrong-shape', times: 1 });
    const user = show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the order details. Please try again.');
    backend.fault({ route: '/orders/:id/products', delayMs: LATE_MS, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expectFailure(await screen.findByRole('alert'), 'Failed to load the order details. Please try again.', TIMEOUT);
    cleanup();
    await backend.signInAs(USER_IDS.kasun);
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the order details. Please try again.');
  });

  it('a malformed orderId prop is refused by the schema', () => {
    expect(v.safeParse(propsSchema, { orderId: 'abc' }).success).toBe(false);
    expect(v.safeParse(propsSchema, { orderId: 0 }).success).toBe(false);
    expect(v.safeParse(propsSchema, { orderId: null }).success).toBe(false);
  });
});

describe('order checkout: coupon', () => {
  it("applies a coupon in order mode: '{title} Coupon applied!', badges, and the totals the server then charges", async () => {
    const user = await atCheckout();
    const before = amount('Total');
    await applyCoupon(user, 'TEALOVER15');
    expect(await screen.findByText('Tea Lovers 15% Off Coupon applied!')).toBeInTheDocument();
    expect(within(lineOf('Pure Ceylon BOPF Black Tea')).getByText('Coupon Applied')).toBeInTheDocument();
    expect(within(lineOf('Traditional Clay Curry Pot Set (3 pcs)')).queryByText('Coupon Applied')).not.toBeInTheDocument();
    expect(amount('Coupon Discount')).not.toBe('LKR 0.00');
    expect(amount('Total')).not.toBe(before);
    const shownTotal = amount('Total');

    await choose(user, 'Cash On Delivery');
    await user.click(placeOrderButton());
    await user.click(within(await screen.findByRole('dialog', { name: 'Cash On Delivery' })).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/order/success/${PENDING}`));
    // The server agreed with every amount shown: it placed the order at the total on screen.
    expect(order()).toMatchObject({ status: 'placed', coupon_id: coupon('TEALOVER15').id });
    expect(`LKR ${order().total_amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`).toBe(shownTotal);
  });

  it('a coupon below its minimum order says so, an unknown code says why, and either clears the coupon', async () => {
    const user = show();
    await loaded();
    await applyCoupon(user, 'TEALOVER15');
    await screen.findByText('Tea Lovers 15% Off Coupon applied!');
    coupon('FREESHIP500').min_order_value = 1_000_000;
    await applyCoupon(user, 'FREESHIP500');
    expect(await screen.findByText('This coupon requires a minimum order value of LKR. 1,000,000.00.')).toBeInTheDocument();
    expect(amount('Coupon Discount')).toBe('LKR 0.00');
    expect(screen.queryByText('Coupon Applied')).not.toBeInTheDocument();
    await applyCoupon(user, 'NOSUCHCODE');
    expect(await screen.findByRole('alert')).toHaveTextContent(/coupon/i);
    expect(amount('Coupon Discount')).toBe('LKR 0.00');
    backend.fault({ route: '/coupons/validate', status: 500, times: 1 });
    await applyCoupon(user, 'TEALOVER15');
    expect(await screen.findByText('Invalid coupon code.')).toBeInTheDocument();
  });

  it('a coupon used up while the shopper looked is refused by the order call, cleared, and says why', async () => {
    const user = await atCheckout();
    await applyCoupon(user, 'TEALOVER15');
    await screen.findByText('Tea Lovers 15% Off Coupon applied!');
    coupon('TEALOVER15').used_count = coupon('TEALOVER15').usage_limit;
    await choose(user, 'Card Payment');
    await user.click(placeOrderButton());
    await waitFor(() => expect(amount('Coupon Discount')).toBe('LKR 0.00'));
    expect(screen.getByLabelText('Coupon code')).toHaveAttribute('aria-invalid', 'true');
    expect(order().status).toBe('pending');
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('order checkout: placing the order', () => {
  it('card: the order call carries every field of SPEC §7 and the browser goes to the payment page', async () => {
    const user = await atCheckout();
    await choose(user, 'Card Payment');
    await user.click(placeOrderButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0]![0])).toMatch(/^\/__demo\/card-gateway\/order\?/);
    const [body] = await bodiesSent('/orders/place');
    expect(Object.keys(body!).sort()).toEqual(
      [
        'address_id',
        'coupon_id',
        'discount_amount',
        'order_id',
        'order_products',
        'payment_type',
        'products_discount',
        'shipping_cost',
        'total_amount',
      ].sort(),
    );
    expect(body).toMatchObject({ order_id: PENDING, address_id: NIMAL_HOME_ADDRESS_ID, coupon_id: null, payment_type: 'card' });
    expect(requestsTo('/orders/place')[0]!.headers.get('Idempotency-Key')).toMatch(/.{8,}/);
    expect(requestsTo('/orders/place')[0]!.headers.get('X-CSRF-TOKEN')).toBeTruthy();
  });

  it("bank transfer: the accounts, then \"I've Completed the Bank Transfer\" places it and goes to its page", async () => {
    const user = await atCheckout();
    await choose(user, 'Bank Transfer');
    await user.click(placeOrderButton());
    const dialog = await screen.findByRole('dialog', { name: 'Bank Transfer' });
    expect(await within(dialog).findAllByRole('listitem')).not.toHaveLength(0);
    expect(calls('/orders/bank-transfer')).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: "I've Completed the Bank Transfer" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/order/bank-transfer/success/${PENDING}`));
    expect(order()).toMatchObject({ status: 'placed', payment_type: 'bank_transfer', address_id: NIMAL_HOME_ADDRESS_ID });
  });

  it('cash on delivery: Cancel sends nothing and keeps the choice; Confirm Order pressed twice places one order', async () => {
    const user = await atCheckout();
    await choose(user, 'Cash On Delivery');
    await user.click(placeOrderButton());
    let dialog = await screen.findByRole('dialog', { name: 'Cash On Delivery' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('/orders/cod-place')).toBe(0);
    expect(screen.getByRole('radio', { name: 'Cash On Delivery' })).toBeChecked();

    await user.click(placeOrderButton());
    dialog = await screen.findByRole('dialog', { name: 'Cash On Delivery' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/order/success/${PENDING}`));
    expect(calls('/orders/cod-place')).toBe(1);
    expect(order()).toMatchObject({ status: 'placed', payment_type: 'cod' });
  });

  it('Place order pressed twice (card) sends one request', async () => {
    const user = await atCheckout();
    await choose(user, 'Card Payment');
    await user.dblClick(placeOrderButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(calls('/orders/place')).toBe(1);
  });

  it("no shipping address: 'Please select a shipping address before placing the order!' and no call", async () => {
    const created = pendingOrderOf(USER_IDS.tharushi, SEED_IDS.plainProduct);
    await backend.signInAs(USER_IDS.tharushi);
    const user = show(created.id);
    await loaded();
    await within(screen.getByRole('region', { name: 'Shipping Address' })).findByRole('button', { name: 'Add new address' });
    await choose(user, 'Cash On Delivery');
    await user.click(placeOrderButton());
    expect(
      await within(screen.getByRole('region', { name: 'Shipping Address' })).findByText(
        'Please select a shipping address before placing the order!',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('/orders/cod-place')).toBe(0);
  });

  it("a total of 0 says 'The total amount must be greater than 0 to place an order.' and sends nothing", async () => {
    // One product that ships free, and a coupon taking all of it: nothing left to pay.
    const product = store().data.products.find((row) => row.id === SEED_IDS.plainProduct)!;
    product.shipping_type = 'free';
    const created = pendingOrderOf(USER_IDS.nimal, SEED_IDS.plainProduct);
    Object.assign(coupon('TEALOVER15'), {
      discount_type: 'percentage',
      discount_value: 100,
      max_discount_value: null,
      min_order_value: null,
      product_ids: [SEED_IDS.plainProduct],
    });
    const user = show(created.id);
    await loaded();
    await addressShown();
    expect(amount('Shipping Cost')).toBe('LKR 0.00');
    await applyCoupon(user, 'TEALOVER15');
    await screen.findByText('Tea Lovers 15% Off Coupon applied!');
    expect(amount('Total')).toBe('LKR 0.00');
    await choose(user, 'Cash On Delivery');
    await user.click(placeOrderButton());
    expect(await screen.findByText('The total amount must be greater than 0 to place an order.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('/orders/cod-place')).toBe(0);
  });

  it("the screen refuses an order without products before any call: 'Your order must include at least one product.'", async () => {
    // The widget shows 'No products found for this order.' instead of this screen; the screen
    // checks SPEC §5 itself all the same (an order emptied between renders).
    const served = (await (await fetch(`/orders/${PENDING}/products`)).json()) as object;
    const empty = v.parse(OrderProductsResponseSchema, { ...served, products: [] });
    const user = userEvent.setup();
    render(<OrderScreen orderId={PENDING} order={empty} onPlaced={() => {}} onOrderChanged={async () => {}} />);
    await addressShown();
    await choose(user, 'Cash On Delivery');
    await user.click(placeOrderButton());
    expect(await screen.findByText('Your order must include at least one product.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('/orders/cod-place')).toBe(0);
  });

  it("bank transfer without bank details (their call fails, silently): 'No bank details available.' and nothing to confirm", async () => {
    backend.fault({ route: '/api/bank-accounts', status: 500 });
    const user = await atCheckout();
    await choose(user, 'Bank Transfer');
    await user.click(placeOrderButton());
    const dialog = await screen.findByRole('dialog', { name: 'Bank Transfer' });
    expect(await within(dialog).findByText('No bank details available.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: "I've Completed the Bank Transfer" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(calls('/orders/bank-transfer')).toBe(0);
    expect(screen.getByRole('radio', { name: 'Bank Transfer' })).toBeChecked();
  });

  it("an order emptied meanwhile: the server refuses it and the screen says 'No products found for this order.'", async () => {
    const user = await atCheckout();
    order().products = [];
    await choose(user, 'Card Payment');
    await user.click(placeOrderButton());
    expect(await screen.findByText('No products found for this order.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('an order placed meanwhile (in another tab) shows its message instead of the checkout', async () => {
    const user = await atCheckout();
    order().status = 'placed';
    await choose(user, 'Card Payment');
    await user.click(placeOrderButton());
    expect(await screen.findByText('This order has already been placed successfully. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Orders' })).toBeInTheDocument();
  });

  it('prices changed meanwhile: the server says so and the screen shows the order again', async () => {
    const user = await atCheckout();
    const line = order().products[0]!;
    line.original_price += 100;
    const before = amount('Subtotal');
    await choose(user, 'Card Payment');
    await user.click(placeOrderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/Please review your order\./);
    await waitFor(() => expect(amount('Subtotal')).not.toBe(before));
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([419, 401])('an ended session (%i) opens sign-in and keeps the method, the coupon and the address', async (status) => {
    const requested = vi.fn();
    document.addEventListener(LOGIN_REQUESTED_EVENT, requested);
    const user = await atCheckout();
    await applyCoupon(user, 'TEALOVER15');
    await screen.findByText('Tea Lovers 15% Off Coupon applied!');
    await choose(user, 'Card Payment');
    backend.fault({ route: '/orders/place', status, times: 1 });
    await user.click(placeOrderButton());
    // SPEC §8's text, then why and what to do.
    expectFailure(
      await within(summary()).findByRole('alert'),
      'Failed to place the order. Please try again.',
      'Your session has ended. Please sign in again, then press Place order: everything you chose is still here.',
    );
    expect(requested).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radio', { name: 'Card Payment' })).toBeChecked();
    expect(screen.getByLabelText('Coupon code')).toHaveValue('TEALOVER15');
    expect(amount('Coupon Discount')).not.toBe('LKR 0.00');
    // Signed in again, Place order goes through.
    await user.click(placeOrderButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    document.removeEventListener(LOGIN_REQUESTED_EVENT, requested);
  });

  it("a server error (500) says 'Failed to place the order. Please try again.' and keeps everything", async () => {
    const user = await atCheckout();
    await choose(user, 'Bank Transfer');
    backend.fault({ route: '/orders/bank-transfer', status: 500, times: 1 });
    await user.click(placeOrderButton());
    await user.click(
      await within(await screen.findByRole('dialog', { name: 'Bank Transfer' })).findByRole('button', {
        name: "I've Completed the Bank Transfer",
      }),
    );
    expect(await screen.findByText('Failed to place the order. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Bank Transfer' })).toBeChecked();
    expect(order().status).toBe('pending');
  });

  it('a failure to place goes once the coupon applies, and a failed coupon gives way to a later failure (issue 29)', async () => {
    const user = await atCheckout();
    await applyCoupon(user, 'NOPE');
    expect(await screen.findByText('Invalid coupon code.')).toBeInTheDocument();
    await choose(user, 'Bank Transfer');
    backend.fault({ route: '/orders/bank-transfer', status: 500, times: 1 });
    await user.click(placeOrderButton());
    await user.click(
      await within(await screen.findByRole('dialog', { name: 'Bank Transfer' })).findByRole('button', {
        name: "I've Completed the Bank Transfer",
      }),
    );
    expect(await screen.findByText('Failed to place the order. Please try again.')).toBeInTheDocument();
    // The newest failure only: the coupon's is gone.
    expect(screen.queryByText('Invalid coupon code.')).not.toBeInTheDocument();
    await applyCoupon(user, 'TEALOVER15');
    expect(await screen.findByText('Tea Lovers 15% Off Coupon applied!')).toBeInTheDocument();
    expect(screen.queryByText('Failed to place the order. Please try again.')).not.toBeInTheDocument();
  });

  it('a card order whose answer (the payment page) was lost: read again, still unpaid, it says so; trying again sends the same Idempotency-Key and goes to pay', async () => {
    const user = await atCheckout();
    await choose(user, 'Card Payment');
    // The server takes the order but its answer (the payment page) comes too late.
    backend.fault({ route: '/orders/place', delayMs: LATE_MS, answerLate: true, times: 1 });
    await user.click(placeOrderButton());
    expectFailure(await within(summary()).findByRole('alert'), 'Failed to place the order. Please try again.', TIMEOUT);
    // A card order is placed once paid (SPEC §4): the server holds it unpaid, as the screen says.
    expect(order().status).toBe('pending');
    await lateAnswerGone();
    await user.click(placeOrderButton());
    await waitFor(() => expect(String(assign.mock.calls[0]?.[0])).toMatch(/^\/__demo\/card-gateway\/order\?/));
    const keys = requestsTo('/orders/place').map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(store().data.orders.filter((row) => row.id === PENDING)).toHaveLength(1);
  });

  it('an order whose answer was lost, the order unreadable too, says it may have been placed; placing again goes to its success page, one order', async () => {
    const user = await atCheckout();
    await choose(user, 'Cash On Delivery');
    backend.fault({ route: '/orders/cod-place', delayMs: LATE_MS, answerLate: true, times: 1 });
    backend.fault({ route: '/orders/:id/products', method: 'GET', status: 500, times: 1 });
    await user.click(placeOrderButton());
    await user.click(within(await screen.findByRole('dialog', { name: 'Cash On Delivery' })).getByRole('button', { name: 'Confirm Order' }));
    expectFailure(
      await within(summary()).findByRole('alert'),
      'Failed to place the order. Please try again.',
      'No answer came in time, so your order may have been placed. Placing it again will not place it twice.',
    );
    expect(order().status).toBe('placed');
    await lateAnswerGone();
    await user.click(placeOrderButton());
    await user.click(within(await screen.findByRole('dialog', { name: 'Cash On Delivery' })).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/order/success/${PENDING}`));
    expect(store().data.orders.filter((row) => row.id === PENDING && row.status === 'placed')).toHaveLength(1);
  });

  it('an order whose call timed out without placing it (read again: still pending) says the SPEC text, then why', async () => {
    const user = await atCheckout();
    await choose(user, 'Cash On Delivery');
    // The request waits past the client's timeout, then is refused: nothing placed.
    backend.fault({ route: '/orders/cod-place', delayMs: LATE_MS, status: 503, times: 1 });
    await user.click(placeOrderButton());
    await user.click(within(await screen.findByRole('dialog', { name: 'Cash On Delivery' })).getByRole('button', { name: 'Confirm Order' }));
    expectFailure(await within(summary()).findByRole('alert'), 'Failed to place the order. Please try again.', TIMEOUT);
    expect(assign).not.toHaveBeenCalled();
    await lateAnswerGone();
    expect(order().status).toBe('pending');
  });

});

describe('order checkout: no connection or no answer in time (SPEC §8: the text, the reason beneath)', () => {
  it.each(NETWORK_FAULTS)('loading the order with %s says the SPEC text, then why', async (fault, reason) => {
    failCall(backend, fault, { route: '/orders/:id/products', method: 'GET', path: `/orders/${PENDING}/products` });
    show();
    expectFailure(await screen.findByRole('alert'), 'Failed to load the order details. Please try again.', reason);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  const PLACING = [
    ['Card Payment', '/orders/place'],
    ['Bank Transfer', '/orders/bank-transfer'],
    ['Cash On Delivery', '/orders/cod-place'],
  ] as const;
  /**
   * Where the browser goes when the order call's answer never came, the server having placed it;
   * null for a card order, which the server holds unpaid (placed once paid): the failure stands.
   */
  const UNANSWERED: Record<(typeof PLACING)[number][0], string | null> = {
    'Card Payment': null,
    'Bank Transfer': `/order/bank-transfer/success/${PENDING}`,
    'Cash On Delivery': `/order/success/${PENDING}`,
  };
  it.each(PLACING.flatMap(([method, route]) => NETWORK_FAULTS.map(([fault, reason]) => [method, route, fault, reason] as const)))(
    '%s (%s) with %s shows what the server did: failed (the text, then why) or placed',
    async (method, route, fault, reason) => {
      const user = await atCheckout();
      await choose(user, method);
      failCall(backend, fault, { route, method: 'POST' });
      await user.click(placeOrderButton());
      if (method === 'Bank Transfer') {
        const dialog = await screen.findByRole('dialog', { name: 'Bank Transfer' });
        await user.click(await within(dialog).findByRole('button', { name: "I've Completed the Bank Transfer" }));
      } else if (method === 'Cash On Delivery') {
        const dialog = await screen.findByRole('dialog', { name: 'Cash On Delivery' });
        await user.click(within(dialog).getByRole('button', { name: 'Confirm Order' }));
      }
      if (fault === 'no connection') {
        expectFailure(await within(summary()).findByRole('alert'), 'Failed to place the order. Please try again.', reason);
        expect(screen.getByRole('radio', { name: method })).toBeChecked();
        expect(assign).not.toHaveBeenCalled();
        expect(order().status).toBe('pending');
        return;
      }
      // The screen shows what the server holds: placed (its success page), or not yet (card).
      const success = UNANSWERED[method];
      if (success) {
        await waitFor(() => expect(assign).toHaveBeenCalledWith(success));
      } else {
        expectFailure(await within(summary()).findByRole('alert'), 'Failed to place the order. Please try again.', reason);
        expect(assign).not.toHaveBeenCalled();
      }
      await lateAnswerGone();
      expect(order().status).toBe(success ? 'placed' : 'pending');
    },
  );

  it.each(NETWORK_FAULTS)('a coupon with %s says the SPEC text, then why, and applies nothing', async (fault, reason) => {
    const user = await atCheckout();
    failCall(backend, fault, { route: '/coupons/validate', method: 'POST' });
    await applyCoupon(user, 'TEALOVER15');
    expectFailure(await within(summary()).findByRole('alert'), 'Invalid coupon code.', reason);
    expect(amount('Coupon Discount')).toBe('LKR 0.00');
    expect(screen.getByLabelText('Coupon code')).toHaveValue('TEALOVER15');
  });
});
