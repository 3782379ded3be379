import { Hono } from 'hono';
import { currentUser, unauthenticated, type AppEnv } from '../env';

/** The header badges' counts (SPEC §7): lines in the cart and items in the wishlist. */
export const countRoutes = new Hono<AppEnv>()
  .get('/cart/count', (c) => {
    const user = currentUser(c);
    if (!user) return unauthenticated(c);
    const count = c.var.store.data.cartItems.filter((item) => item.user_id === user.id).length;
    return c.json({ count });
  })
  .get('/api/wishlist/count', (c) => {
    const user = currentUser(c);
    if (!user) return unauthenticated(c);
    const count = c.var.store.data.wishlists.filter((row) => row.user_id === user.id).length;
    return c.json({ count });
  });
