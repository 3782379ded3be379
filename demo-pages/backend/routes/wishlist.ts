import { Hono } from 'hono';
import { currentUser, readBody, unauthenticated, validationError, type AppContext, type AppEnv } from '../env';
import { wishlistItem } from '../presenters';
import { activeProduct } from '../services/catalogue';
import { WishlistAddRequestSchema, WishlistRemoveRequestSchema } from '../../../shared/session/api/wishlist';

const countOf = (c: AppContext, userId: number) =>
  c.var.store.data.wishlists.filter((row) => row.user_id === userId).length;

/** SPEC §7 wishlist calls; every one needs a signed-in shopper (SPEC §6). */
export const wishlistRoutes = new Hono<AppEnv>()
  .get('/api/wishlist/count', (c) => {
    const user = currentUser(c);
    return user ? c.json({ count: countOf(c, user.id) }) : unauthenticated(c);
  })
  .get('/wishlist/check', (c) => {
    const user = currentUser(c);
    if (!user) return unauthenticated(c);
    const productId = Number(c.req.query('product_id'));
    const found = c.var.store.data.wishlists.some((row) => row.user_id === user.id && row.product_id === productId);
    return c.json({ isWishlisted: found });
  })
  .get('/wishlist/view', (c) => {
    const user = currentUser(c);
    if (!user) return unauthenticated(c);
    const store = c.var.store;
    const items = store.data.wishlists
      .filter((row) => row.user_id === user.id)
      .map((row) => wishlistItem(store, row))
      .filter((item) => item !== null);
    return c.json({ wishlistItems: items });
  })
  .post('/wishlist/add', async (c) => {
    const user = currentUser(c);
    if (!user) return unauthenticated(c);
    const parsed = await readBody(c, WishlistAddRequestSchema);
    if (!parsed.ok) return parsed.response;
    const store = c.var.store;
    if (!activeProduct(store, parsed.body.product_id)) {
      return validationError(c, { product_id: ['The selected product is invalid.'] });
    }
    const rows = store.data.wishlists;
    // Adding twice keeps one row: a double tap never lists a product twice.
    if (!rows.some((row) => row.user_id === user.id && row.product_id === parsed.body.product_id)) {
      rows.push({ id: store.nextId(rows), user_id: user.id, product_id: parsed.body.product_id });
    }
    return c.json({ message: 'Added to wishlist.', count: countOf(c, user.id) });
  })
  .post('/wishlist/remove', async (c) => {
    const user = currentUser(c);
    if (!user) return unauthenticated(c);
    const parsed = await readBody(c, WishlistRemoveRequestSchema);
    if (!parsed.ok) return parsed.response;
    const { product_id, id } = parsed.body;
    const store = c.var.store;
    store.data.wishlists = store.data.wishlists.filter(
      (row) => !(row.user_id === user.id && row.product_id === product_id && (id === undefined || row.id === id)),
    );
    return c.json({ message: 'Removed from wishlist.', count: countOf(c, user.id) });
  });
