import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, expect, it, vi } from 'vitest';
import { serverCartItems } from '../../../demo-pages/backend/presenters';
import { SEED_IDS } from '../../../demo-pages/backend/seed/index';
import { formatLKR, toCents } from '../../../shared/core/money';
import { setAuth } from '../../../shared/core/stores/auth';
import { setCartCount } from '../../../shared/core/stores/cart';
import cartWidget from '../../../widgets/cart/cart-widget';
import { startBackend } from '../../helpers/backend';
import { amount, summary } from '../../helpers/regions';

/**
 * The totals a shopper sees are the server's (docs/decisions.md#checkout-and-orders). For any
 * cart (lines, quantities, rows left unticked), the summary's Subtotal, Shipping Cost, Discount
 * and Total equal the amounts of the order the server creates from Checkout, which recomputes
 * every one of them itself.
 */

const backend = startBackend();
const { Component: Cart, propsSchema } = cartWidget;
const NIMAL = SEED_IDS.customer;

afterEach(() => {
  vi.restoreAllMocks();
});


/** Every in-stock variation of the seeded catalogue, as a cart line could hold it. */
function candidates() {
  return backend.store.data.products
    .filter((product) => product.is_active)
    .flatMap((product) =>
      product.variations.filter((variation) => variation.quantity > 0).map((variation) => ({ product, variation })),
    );
}

const cartArbitrary = (count: number) =>
  fc
    .uniqueArray(fc.nat(count - 1), { minLength: 1, maxLength: 6 })
    .chain((picks) =>
      fc.record({
        picks: fc.constant(picks),
        quantities: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: picks.length, maxLength: picks.length }),
        // Rows the shopper unticks; the first one stays, so there is an order to place.
        unticked: fc.array(fc.boolean(), { minLength: picks.length, maxLength: picks.length }),
      }),
    );

it('the summary shows exactly the amounts of the order the server creates from it', async () => {
  const all = candidates();
  await fc.assert(
    fc.asyncProperty(cartArbitrary(all.length), async ({ picks, quantities, unticked }) => {
      cleanup();
      backend.store.reset();
      await backend.signInAs(NIMAL);
      setAuth({ status: 'user', user: { id: NIMAL, name: 'Nimal Perera', is_admin: false } });
      const data = backend.store.data;
      let id = backend.store.nextId(data.cartItems);
      data.cartItems = [
        ...data.cartItems.filter((row) => row.user_id !== NIMAL),
        ...picks.map((pick, index) => {
          const { product, variation } = all[pick]!;
          const quantity = Math.min(quantities[index]!, variation.quantity);
          return { id: id++, user_id: NIMAL, product_id: product.id, variation_name: variation.name, quantity };
        }),
      ];
      const items = serverCartItems(backend.store, NIMAL);
      setCartCount(items.length);
      const user = userEvent.setup();
      render(<Cart {...v.parse(propsSchema, { items })} />);

      const boxes = screen.getAllByRole('checkbox', { name: /^Select (?!all)/ });
      for (const [index, box] of boxes.entries()) {
        if (index > 0 && unticked[index]) await user.click(box);
      }
      await waitFor(() => expect(amount('Total')).toMatch(/^LKR/), { timeout: 3_000 });
      const shown = {
        subtotal: amount('Subtotal'),
        shipping: amount('Shipping Cost'),
        discount: amount('Discount').replace('− ', ''),
        total: amount('Total'),
      };

      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
      const ordersBefore = data.orders.length;
      await user.click(within(summary()).getByRole('button', { name: /^Checkout/ }));
      await waitFor(() => expect(assign).toHaveBeenCalled(), { timeout: 3_000 });
      expect(data.orders).toHaveLength(ordersBefore + 1);
      const order = data.orders.at(-1)!;
      const lkr = (value: number) => formatLKR(toCents(value));
      expect(shown).toEqual({
        subtotal: lkr(order.subtotal),
        shipping: lkr(order.shipping_cost),
        discount: lkr(order.discount_amount),
        total: lkr(order.total_amount),
      });
      assign.mockRestore();
    }),
    { numRuns: 15 },
  );
}, 120_000);
