import * as v from 'valibot';
import { ServerCartItemSchema } from '../../shared/checkout/api/cart-page';

/** The cart page (SPEC §2 "Cart page"). */
export const propsSchema = v.pipe(
  v.object({
    /**
     * The signed-in shopper's server cart (SPEC §3 "Server cart item"), as the page prints it
     * (demo-pages/backend/presenters.ts serverCartItems). Left out for a guest: the widget then
     * shows the browser's guest cart.
     */
    items: v.optional(
      v.pipe(
        v.array(ServerCartItemSchema),
        v.description('Optional. The signed-in shopper’s cart lines (SPEC §3 Server cart item plus our variants), as GET /cart/items answers them. Leave out for a guest: the browser’s guest cart is shown.'),
      ),
    ),
  }),
  v.description('The cart page: lines, quantities, selection, totals and checkout (SPEC §2 Cart page).'),
);
