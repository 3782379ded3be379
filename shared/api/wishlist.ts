import * as v from 'valibot';
import { http, parse } from '../http';
import { ProductCardSchema } from './product-card';

/** The signed-in shopper's wishlist (SPEC §3 Wishlist item, §7). */

export const WishlistCountSchema = v.object({
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/**
 * SPEC §3 gives a wishlist item's product id, name, image, price, originalPrice and discount;
 * ours also carries what every card shows (rating, delivery), so wishlist cards look like all
 * the others. A backend that sends only the SPEC's fields still parses.
 */
export const WishlistItemSchema = v.object({
  id: v.number(),
  product: ProductCardSchema,
});
export type WishlistItem = v.InferOutput<typeof WishlistItemSchema>;

/** SPEC §7 leaves the add/remove answers out; ours carry the new count for the badge. */
export const WishlistChangeSchema = v.object({ message: v.string(), count: v.number() });

export const getWishlistCount = () =>
  http.get('/api/wishlist/count').json().then(parse(WishlistCountSchema)).then((b) => b.count);

export const checkWishlisted = (productId: number) =>
  http
    .get('/wishlist/check', { searchParams: { product_id: productId } })
    .json()
    .then(parse(v.object({ isWishlisted: v.boolean() })))
    .then((body) => body.isWishlisted);

export const addToWishlist = (productId: number) =>
  http.post('/wishlist/add', { json: { product_id: productId } }).json().then(parse(WishlistChangeSchema));

/** `id` is the wishlist row, when known (SPEC §7). */
export const removeFromWishlist = (productId: number, id?: number) =>
  http
    .post('/wishlist/remove', { json: { product_id: productId, ...(id === undefined ? {} : { id }) } })
    .json()
    .then(parse(WishlistChangeSchema));

export const getWishlist = () =>
  http
    .get('/wishlist/view')
    .json()
    .then(parse(v.object({ wishlistItems: v.array(WishlistItemSchema) })))
    .then((body) => body.wishlistItems);
