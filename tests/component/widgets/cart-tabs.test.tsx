import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { SEED_IDS } from '../../../demo-pages/backend/seed/index';
import { startBackend } from '../../helpers/backend';
import { showSignedInCart } from '../../helpers/cart';

/**
 * The cart stays the same in every open tab. Another tab of the signed-in shopper
 * tells this one through the shop's BroadcastChannel (shared/core/stores/tabs.ts, topic 'cart'); these tests
 * play that tab with a channel of their own and change the server's cart as it would.
 */

const backend = startBackend();
const NIMAL = SEED_IDS.customer;
const otherTab = new BroadcastChannel('shop-widgets');

afterEach(() => vi.restoreAllMocks());

const nimalsLines = () => backend.store.data.cartItems.filter((row) => row.user_id === NIMAL);
const rowNames = () =>
  within(screen.getByRole('list', { name: 'Items in your cart' }))
    .getAllByRole('listitem')
    .map((row) => within(row).getByRole('link').textContent);
const quantityOf = (name: string) =>
  within(screen.getByRole('group', { name: new RegExp(`^Quantity of ${name}`) })).getByRole('status');

const showNimalsCart = () => showSignedInCart(backend, { id: NIMAL, name: 'Nimal Perera' });

/** What the other tab does after changing the cart: tell every tab the new count. */
const tellFromOtherTab = () => otherTab.postMessage({ topic: 'cart', count: nimalsLines().length });

it("shows a line another tab added, and the other tab's quantity and removal, with the badge's count", async () => {
  const { items } = await showNimalsCart();
  const [first, second] = items;
  expect(rowNames()).toHaveLength(items.length);

  // The other tab adds a product, raises the first line to 3 and removes the second.
  const product = backend.store.data.products.find(
    (row) => row.is_active && !items.some((item) => item.product.id === row.id) && row.variations.some((o) => o.quantity > 3),
  )!;
  const data = backend.store.data;
  data.cartItems.push({
    id: backend.store.nextId(data.cartItems),
    user_id: NIMAL,
    product_id: product.id,
    variation_name: product.variations.find((o) => o.quantity > 3)!.name,
    quantity: 1,
  });
  data.cartItems.find((row) => row.id === first!.id)!.quantity = 3;
  data.cartItems = data.cartItems.filter((row) => row.id !== second!.id);
  tellFromOtherTab();

  await waitFor(() => expect(rowNames()).toContain(product.name));
  expect(rowNames()).not.toContain(second!.product.name);
  expect(quantityOf(first!.product.name)).toHaveTextContent('3');
  expect(screen.getByRole('heading', { name: `Cart (${items.length})` })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: `Cart ${items.length}` })).toBeInTheDocument();
});

it('keeps a quantity pressed here while its request is on its way, and sends it', async () => {
  const { user, items } = await showNimalsCart();
  const first = items[0]!;
  const group = screen.getByRole('group', { name: new RegExp(`^Quantity of ${first.product.name}`) });
  await user.click(within(group).getByRole('button', { name: 'Increase quantity' }));
  // The other tab's news arrives before this tab's request has been answered.
  tellFromOtherTab();
  expect(quantityOf(first.product.name)).toHaveTextContent(String(first.quantity + 1));
  await waitFor(() => expect(nimalsLines().find((row) => row.id === first.id)!.quantity).toBe(first.quantity + 1));
  expect(quantityOf(first.product.name)).toHaveTextContent(String(first.quantity + 1));
});

it('tells the other tabs about a change made here', async () => {
  const { user, items } = await showNimalsCart();
  const heard = new Promise<unknown>((resolve) => otherTab.addEventListener('message', (event) => resolve(event.data), { once: true }));
  const first = items[0]!;
  await user.click(screen.getByRole('button', { name: new RegExp(`^Remove ${first.product.name}`) }));
  expect(await heard).toEqual({ topic: 'cart', count: items.length - 1 });
});

it('leaves the lines as they are when they cannot be loaded', async () => {
  const { items } = await showNimalsCart();
  backend.fault({ route: '/cart/items', method: 'GET', status: 500 });
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  tellFromOtherTab();
  // A GET that fails with a 5xx is tried again with ky's backoff (0.3 s, then 0.6 s) before the
  // failure is logged: about a second, more on a busy machine.
  await waitFor(() => expect(logged).toHaveBeenCalled(), { timeout: 5_000 });
  expect(rowNames()).toEqual(items.map((item) => item.product.name));
});
