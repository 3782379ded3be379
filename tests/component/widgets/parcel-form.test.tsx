import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { SEED_IDS, USER_IDS } from '../../../demo-pages/backend/seed/index';
import { RecipientSchema, type Recipient } from '../../../shared/admin/api';
import { createMounter } from '../../../shared/core/runtime/mounter';
import parcelFormWidget from '../../../widgets/parcel-form/parcel-form-widget';
import { startBackend } from '../../helpers/backend';
import { failCall, LATE_MS, lateAnswerGone, OFFLINE, TIMEOUT } from '../../helpers/failure';
import { scanAndWait } from '../../helpers/scan';

// Short timeouts and no silent GET retries, so failures show at once.
vi.mock('../../../shared/core/constants', async (original) =>
  (await import('../../helpers/constants-mock')).constantsWith(original),
);

const backend = startBackend();
const { Component: ParcelForm, propsSchema } = parcelFormWidget;

const PLACED = SEED_IDS.placedOrder;
const PENDING = SEED_IDS.pendingOrder;
const store = () => backend.store;
const order = (id: number) => store().data.orders.find((row) => row.id === id)!;
const createRoute = '/orders/:orderId/create-parcel';

/** What the reference backend answers for the order (the contract, not a copy of it). */
async function served(orderId: number): Promise<Recipient> {
  return v.parse(RecipientSchema, await (await fetch(`/orders/${orderId}/recipient`)).json());
}

function show(orderId = PLACED) {
  const user = userEvent.setup();
  render(<ParcelForm {...v.parse(propsSchema, { orderId })} />);
  return user;
}

/** The form is on screen (the order has loaded). */
const loaded = () => screen.findByRole('button', { name: 'Create Parcel' });
const field = (label: string | RegExp) => screen.getByLabelText(label);
const submitButton = () => screen.getByRole('button', { name: 'Create Parcel' });

type User = ReturnType<typeof userEvent.setup>;

async function typeInto(user: User, label: string | RegExp, text: string) {
  await user.clear(field(label));
  if (text) await user.type(field(label), text);
}

/** The two fields an admin always fills (the rest is prefilled from the order). */
async function fillParcel(user: User, weight = '3', description = 'Rice cooker and massage oil') {
  await user.selectOptions(field('Weight'), weight);
  await typeInto(user, 'Parcel Description', description);
}

let fetchSpy: MockInstance<typeof fetch>;
let assign: MockInstance<(url: string | URL) => void>;
const posts = () =>
  fetchSpy.mock.calls
    .map(([input]) => input)
    .filter((input): input is Request => input instanceof Request && input.method === 'POST' && input.url.endsWith('/create-parcel'));

beforeEach(async () => {
  await backend.signInAs(USER_IDS.admin);
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});

afterEach(async () => {
  cleanup();
  await Promise.allSettled(fetchSpy.mock.results.map((result) => result.value as unknown));
});

describe('parcel form: loading the order', () => {
  it("shows the heading, a loading state, then the order's recipient, products and total", async () => {
    const expected = await served(PLACED);
    show();
    expect(screen.getByRole('heading', { level: 1, name: `Create Parcel for Order #${PLACED}` })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the order…');
    await loaded();

    expect(field('Recipient Name')).toHaveValue(expected.recipient.name);
    // Contact 1 is the delivery address's number; Nimal's account number is the same phone, so no contact 2.
    expect(field('Recipient Contact No 1')).toHaveValue(expected.recipient.receiver_phone_number);
    expect(field(/Recipient Contact No 2/)).toHaveValue('');
    expect(field(/Recipient Contact No 2/)).not.toBeRequired();
    expect(field(/Recipient Contact No 2/)).not.toHaveAttribute('aria-required');
    expect(field('Recipient Address')).toHaveValue(expected.recipient.formatted_address);
    expect(field('Recipient City')).toHaveValue(expected.recipient.city);
    expect(field('Amount (LKR)')).toHaveValue(expected.total_amount);
    expect(field('Amount (LKR)')).toHaveAccessibleDescription(expect.stringContaining(`LKR ${expected.total_amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`));
    expect(field('Exchange')).not.toBeChecked();
    expect(field('Weight')).toHaveValue('');
    expect(field('Parcel Description')).toHaveValue('');

    const products = screen.getByRole('group', { name: 'Products in this parcel' });
    expect(expected.products.length).toBeGreaterThan(1);
    for (const line of expected.products) {
      expect(within(products).getByRole('checkbox', { name: `${line.name} × ${line.quantity}` })).toBeChecked();
      expect(within(products).getByLabelText(`Amount for ${line.name} (LKR)`)).toHaveValue(line.amount);
    }
  });

  it('offers an empty first weight choice, then exactly 1 to 1000 kg in steps of 1', async () => {
    show();
    await loaded();
    const options = within(field('Weight')).getAllByRole('option');
    expect(options[0]).toHaveValue('');
    expect(options[0]).toHaveTextContent('Choose a weight');
    const kg = options.slice(1);
    expect(kg).toHaveLength(1000);
    expect(kg.map((option) => option.getAttribute('value'))).toEqual(Array.from({ length: 1000 }, (_, i) => String(i + 1)));
    expect(kg[0]).toHaveTextContent('1 kg');
    expect(kg.at(-1)).toHaveTextContent('1000 kg');
  });

  it('prefills contact 2 with the account holder’s number when the delivery address has another one', async () => {
    order(PLACED).address_id = 2; // Nimal's parents' house in Kandy, its own receiver number.
    show();
    await loaded();
    expect(field('Recipient Contact No 1')).toHaveValue('94812234567');
    expect(field(/Recipient Contact No 2/)).toHaveValue('94771234567');
    expect(field('Recipient City')).toHaveValue('Kandy');
  });

  it("an order without products says 'No products found for this order.' and shows no form", async () => {
    show(SEED_IDS.emptyOrder);
    expect(await screen.findByText('No products found for this order.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Parcel' })).not.toBeInTheDocument();
  });

  it('a failed load says so with Try again, which loads the order', async () => {
    backend.fault({ route: '/orders/:orderId/recipient', status: 500, times: 1 });
    const user = show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the order details. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await loaded()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a wrong-shaped answer, a slow server and an unknown order each say so', async () => {
    backend.fault({ route: '/orders/:orderId/recipient', body: 'wrong-shape', times: 1 });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the order details. Please try again.');
    backend.fault({ route: '/orders/:orderId/recipient', delayMs: LATE_MS, times: 1 });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server did not answer in time.');
    cleanup();
    show(99_999);
    expect(await screen.findByRole('alert')).toHaveTextContent('This order could not be found.');
    error.mockRestore();
  });

  it("malformed props show the widget contract's error, naming the failing path", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mounter = createMounter({ registry: { 'parcel-form': () => import('../../../widgets/parcel-form/parcel-form-widget') } });
    document.body.innerHTML = `<div data-widget="parcel-form" data-props='{"orderId":"73"}'><h1>Create Parcel</h1></div>`;
    try {
      await scanAndWait(mounter);
      expect(screen.getByRole('alert')).toHaveTextContent('This part of the page could not be shown.');
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/widget "parcel-form": invalid props at "orderId"/));
    } finally {
      act(() => mounter.unmountAll());
      document.body.innerHTML = '';
      error.mockRestore();
    }
    expect(v.safeParse(propsSchema, { orderId: 0 }).success).toBe(false);
    expect(v.safeParse(propsSchema, { orderId: 1.5 }).success).toBe(false);
    expect(v.safeParse(propsSchema, {}).success).toBe(false);
  });
});

describe('parcel form: checking before sending (SPEC §5)', () => {
  const REQUIRED: [string | RegExp, string][] = [
    ['Weight', 'Weight is required.'],
    ['Parcel Description', 'Parcel Description is required.'],
    ['Recipient Name', 'Recipient Name is required.'],
    ['Recipient Contact No 1', 'Recipient Contact No 1 is required.'],
    ['Recipient Address', 'Recipient Address is required.'],
    ['Recipient City', 'Recipient City is required.'],
    ['Amount (LKR)', 'Amount is required.'],
  ];

  it('an empty form shows every required text at its field, focuses the first and sends nothing', async () => {
    const user = show();
    await loaded();
    for (const label of ['Recipient Name', 'Recipient Contact No 1', 'Recipient Address', 'Recipient City', 'Amount (LKR)']) {
      await user.clear(field(label));
    }
    const expected = await served(PLACED);
    for (const line of expected.products) await user.click(screen.getByRole('checkbox', { name: `${line.name} × ${line.quantity}` }));
    await user.click(submitButton());

    for (const [label, text] of REQUIRED) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(text));
    }
    const products = screen.getByRole('group', { name: 'Products in this parcel' });
    expect(products).toHaveAccessibleDescription('Please select at least one product.');
    for (const box of within(products).getAllByRole('checkbox')) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('Please select at least one product.');
    }
    // Contact 2 is optional: never an error.
    expect(field(/Recipient Contact No 2/)).not.toHaveAttribute('aria-invalid');
    expect(field('Weight')).toHaveFocus();
    expect(posts()).toHaveLength(0);
    expect(store().data.parcels).toEqual([]);
  });

  it('blank text (spaces only) is as empty as nothing', async () => {
    const user = show();
    await loaded();
    await user.selectOptions(field('Weight'), '2');
    await typeInto(user, 'Parcel Description', '   ');
    await typeInto(user, 'Recipient City', '  ');
    await user.click(submitButton());
    expect(field('Parcel Description')).toHaveAccessibleDescription(expect.stringContaining('Parcel Description is required.'));
    expect(field('Recipient City')).toHaveAccessibleDescription('Recipient City is required.');
    expect(field('Parcel Description')).toHaveFocus();
    expect(posts()).toHaveLength(0);
    expect(store().data.parcels).toEqual([]);
  });

  it('each error goes as its own field is corrected, and no new one appears while typing', async () => {
    const user = show();
    await loaded();
    await user.clear(field('Recipient City'));
    await user.click(submitButton());
    expect(screen.getByText('Weight is required.')).toBeInTheDocument();
    expect(screen.getByText('Recipient City is required.')).toBeInTheDocument();

    await user.selectOptions(field('Weight'), '5');
    expect(screen.queryByText('Weight is required.')).not.toBeInTheDocument();
    expect(field('Weight')).not.toHaveAttribute('aria-invalid');
    // Still wrong: still said.
    await user.type(field('Recipient City'), '   ');
    expect(screen.getByText('Recipient City is required.')).toBeInTheDocument();
    await user.type(field('Recipient City'), 'Kandy');
    expect(screen.queryByText('Recipient City is required.')).not.toBeInTheDocument();
    // A field that was fine when the form was checked says nothing until the next press.
    await user.clear(field('Recipient Name'));
    expect(screen.queryByText('Recipient Name is required.')).not.toBeInTheDocument();
    expect(screen.getByText('Parcel Description is required.')).toBeInTheDocument();
  });

  it("a ticked product's amount must be a number of 0 or more; an unticked one is not sent", async () => {
    const [first, second] = (await served(PLACED)).products;
    const user = show();
    await loaded();
    await fillParcel(user);
    const firstAmount = field(`Amount for ${first!.name} (LKR)`);
    await user.clear(firstAmount);
    await user.click(submitButton());
    expect(firstAmount).toHaveAttribute('aria-invalid', 'true');
    expect(firstAmount).toHaveAccessibleDescription("Enter this product's amount: 0 or more.");
    expect(firstAmount).toHaveFocus();
    expect(posts()).toHaveLength(0);

    // Unticked, it is not part of the parcel: its error goes, its amount field is off.
    await user.click(screen.getByRole('checkbox', { name: `${first!.name} × ${first!.quantity}` }));
    expect(firstAmount).toBeDisabled();
    expect(screen.queryByText("Enter this product's amount: 0 or more.")).not.toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(store().data.parcels).toHaveLength(1));
    expect(store().data.parcels[0]!.products).toEqual([{ order_product_id: second!.order_product_id, amount: second!.amount }]);
  });
});

describe('parcel form: creating the parcel (SPEC §7)', () => {
  it('sends every field as typed, the server stores exactly that, and the browser goes to redirect_url', async () => {
    order(PLACED).address_id = 2;
    const expected = await served(PLACED);
    const [cooker, oil] = expected.products;
    const user = show();
    await loaded();
    await fillParcel(user, '12', '  Rice cooker and massage oil  ');
    await typeInto(user, 'Recipient Name', 'Kamala Perera');
    await typeInto(user, 'Amount (LKR)', '4500.5');
    await user.click(field('Exchange'));
    await typeInto(user, `Amount for ${oil!.name} (LKR)`, '1200');
    await user.click(submitButton());

    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/admin/orders/${PLACED}`));
    expect(posts()).toHaveLength(1);
    const [parcel] = store().data.parcels;
    const { id: _id, created_at: _at, ...stored } = parcel!;
    expect(stored).toEqual({
      order_id: PLACED,
      parcel_weight: 12,
      parcel_description: 'Rice cooker and massage oil',
      recipient_name: 'Kamala Perera',
      recipient_contact_1: '94812234567',
      recipient_contact_2: '94771234567',
      recipient_address: expected.recipient.formatted_address,
      recipient_city: 'Kandy',
      amount: 4500.5,
      exchange: 1,
      products: [
        { order_product_id: cooker!.order_product_id, amount: cooker!.amount },
        { order_product_id: oil!.order_product_id, amount: 1200 },
      ],
    });
    // Leaving: the button stays busy, so nothing more is sent.
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
  });

  it('contact 2 is optional: left empty it is sent as none', async () => {
    const user = show();
    await loaded();
    await fillParcel(user);
    expect(field(/Recipient Contact No 2/)).toHaveValue('');
    await user.click(submitButton());
    await waitFor(() => expect(store().data.parcels).toHaveLength(1));
    expect(store().data.parcels[0]).toMatchObject({ recipient_contact_2: null, exchange: 0, parcel_weight: 3 });
    expect(assign).toHaveBeenCalledWith(`/admin/orders/${PLACED}`);
  });

  it('a double click sends one request and makes one parcel; the button is busy meanwhile', async () => {
    backend.fault({ route: createRoute, method: 'POST', delayMs: 150, answerLate: true, times: 1 });
    const user = show();
    await loaded();
    await fillParcel(user);
    await user.dblClick(submitButton());
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    await user.click(submitButton());
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(posts()).toHaveLength(1);
    expect(store().data.parcels).toHaveLength(1);
  });
});

describe('parcel form: when the server refuses or fails (SPEC §8)', () => {
  /** The alert of a failed attempt, which takes focus; every typed value is still there. */
  async function failedWith(texts: string[]) {
    const alert = await screen.findByRole('alert');
    for (const text of texts) expect(alert).toHaveTextContent(text);
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(field('Weight')).toHaveValue('3');
    expect(field('Parcel Description')).toHaveValue('Rice cooker and massage oil');
    expect(submitButton()).not.toHaveAttribute('aria-disabled');
    expect(assign).not.toHaveBeenCalled();
    return alert;
  }

  it("a pending order: 'Failed to create parcel.' with the server's reason; nothing is made", async () => {
    const user = show(PENDING);
    await loaded();
    await fillParcel(user);
    // Not placed, so it has no delivery address yet: the admin types one.
    expect(field('Recipient Address')).toHaveValue('');
    await typeInto(user, 'Recipient Address', '42/3 Galle Road, Wellawatte');
    await typeInto(user, 'Recipient City', 'Colombo');
    await user.click(submitButton());
    const alert = await failedWith(['Failed to create parcel.', 'This order has not been placed yet.']);
    expect(alert).not.toHaveTextContent('An error occurred');
    expect(store().data.parcels).toEqual([]);
  });

  it("a second parcel for the order: 'Failed to create parcel.' with 'This order already has a parcel.'", async () => {
    const user = show();
    await loaded();
    await fillParcel(user);
    const first = await fetch(`/orders/${PLACED}/create-parcel`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-CSRF-TOKEN': document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content,
      },
      body: JSON.stringify({
        parcel_weight: 1,
        parcel_description: 'Made in another tab',
        recipient_name: 'Nimal Perera',
        recipient_contact_1: '94771234567',
        recipient_address: 'Colombo',
        recipient_city: 'Colombo',
        amount: 0,
        products: [{ order_product_id: order(PLACED).products[0]!.id, amount: 0 }],
      }),
    });
    expect(first.status).toBe(201);
    await user.click(submitButton());
    await failedWith(['Failed to create parcel.', 'This order already has a parcel.']);
    expect(store().data.parcels).toHaveLength(1);
  });

  it("the server's field texts show at their fields (a product no longer in the order), focus on the first", async () => {
    const user = show();
    await loaded();
    await fillParcel(user);
    order(PLACED).products.splice(1); // The order changed after the form loaded.
    await user.click(submitButton());
    const products = screen.getByRole('group', { name: 'Products in this parcel' });
    await waitFor(() => expect(products).toHaveAccessibleDescription('The selected products are not in this order.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to create parcel.');
    expect(within(products).getAllByRole('checkbox')[0]).toHaveFocus();
    expect(store().data.parcels).toEqual([]);
  });

  it("a 422 whose texts are about no field of the form says them under 'Failed to create parcel.'", async () => {
    backend.fault({ route: createRoute, method: 'POST', status: 422, times: 1 });
    const user = show();
    await loaded();
    await fillParcel(user);
    await user.click(submitButton());
    await failedWith(['Failed to create parcel.', 'The given data was invalid.']);
  });

  it("a shopper's session (403) and an expired one (419) are refusals that say what they mean", async () => {
    const user = show();
    await loaded();
    await fillParcel(user);
    await backend.signInAs(USER_IDS.nimal);
    await user.click(submitButton());
    await failedWith(['Failed to create parcel.', 'You do not have permission to do that.']);

    await backend.signInAs(USER_IDS.admin);
    document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content = 'stale';
    await user.click(submitButton());
    await failedWith(['Failed to create parcel.', 'Your session has expired. Please reload the page and try again.']);
    expect(store().data.parcels).toEqual([]);
  });

  it("a 500: 'An error occurred while creating the parcel.', and trying again works", async () => {
    backend.fault({ route: createRoute, method: 'POST', status: 500, times: 1 });
    const user = show();
    await loaded();
    await fillParcel(user);
    await user.click(submitButton());
    const alert = await failedWith(['An error occurred while creating the parcel.']);
    expect(alert).not.toHaveTextContent('Failed to create parcel.');
    expect(alert).not.toHaveTextContent('Server Error');
    expect(store().data.parcels).toEqual([]);

    await user.click(submitButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/admin/orders/${PLACED}`));
    expect(store().data.parcels).toHaveLength(1);
  });

  it('a malformed or wrong-shaped 2xx answer is an error too', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.fault({ route: createRoute, method: 'POST', body: 'malformed', times: 1 });
    const user = show();
    await loaded();
    await fillParcel(user);
    await user.click(submitButton());
    await failedWith(['An error occurred while creating the parcel.']);

    backend.fault({ route: createRoute, method: 'POST', body: 'wrong-shape', times: 1 });
    await user.click(submitButton());
    await failedWith(['An error occurred while creating the parcel.']);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('no answer in time, the server having made it, says it may have been made; pressing again makes no second one', async () => {
    const user = show();
    await loaded();
    await fillParcel(user);
    // The server makes the parcel at once; only its answer comes after the client has given up.
    failCall(backend, 'no answer in time', { route: createRoute, method: 'POST' });
    await user.click(submitButton());
    const alert = await failedWith([
      'An error occurred while creating the parcel.',
      'No answer came in time, so the parcel may have been created. Creating it again will not make a second one.',
    ]);
    expect(alert).not.toHaveTextContent(TIMEOUT);
    await lateAnswerGone();
    expect(store().data.parcels).toHaveLength(1);

    backend.faults.clear();
    await user.click(submitButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/admin/orders/${PLACED}`));
    expect(store().data.parcels).toHaveLength(1);
    const keys = posts().map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('a timeout of a call that did nothing, then a lost connection, say so beneath the SPEC text; no parcel is made', async () => {
    // The request waits past the client's timeout, then is refused: nothing made, which the
    // screen cannot know, so it says the parcel may have been.
    backend.fault({ route: createRoute, method: 'POST', delayMs: LATE_MS, status: 503, times: 1 });
    const user = show();
    await loaded();
    await fillParcel(user);
    await user.click(submitButton());
    await failedWith(['An error occurred while creating the parcel.', 'the parcel may have been created']);
    await lateAnswerGone();

    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(submitButton());
    await failedWith(['An error occurred while creating the parcel.', OFFLINE]);
    expect(store().data.parcels).toEqual([]);
  });

});
