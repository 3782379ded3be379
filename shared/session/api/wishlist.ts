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

/** SPEC §7 `GET /wishlist/check?product_id` → `isWishlisted`. */
export const WishlistCheckSchema = v.object({ isWishlisted: v.boolean() });

export const checkWishlisted = (productId: number) =>
  http
    .get('/wishlist/check', { searchParams: { product_id: productId } })
    .json()
    .then(parse(WishlistCheckSchema))
    .then((body) => body.isWishlisted);

/** SPEC §7 `POST /wishlist/add {product_id}` (the reference backend validates with these). */
export const WishlistAddRequestSchema = v.object({ product_id: v.pipe(v.number(), v.integer()) });
/** SPEC §7 `POST /wishlist/remove {product_id, optional id}`. */
export const WishlistRemoveRequestSchema = v.object({ product_id: v.pipe(v.number(), v.integer()), id: v.optional(v.number()) });

export const addToWishlist = (productId: number) =>
  http.post('/wishlist/add', { json: { product_id: productId } }).json().then(parse(WishlistChangeSchema));

/** `id` is the wishlist row, when known (SPEC §7). */
export const removeFromWishlist = (productId: number, id?: number) =>
  http
    .post('/wishlist/remove', { json: { product_id: productId, ...(id === undefined ? {} : { id }) } })
    .json()
    .then(parse(WishlistChangeSchema));

/** SPEC §7 `GET /wishlist/view` → `wishlistItems`. */
export const WishlistViewSchema = v.object({ wishlistItems: v.array(WishlistItemSchema) });

export const getWishlist = () =>
  http
    .get('/wishlist/view')
    .json()
    .then(parse(WishlistViewSchema))
    .then((body) => body.wishlistItems);
