import * as v from 'valibot';
import { http, parse } from '../http';

/** The signed-in shopper's wishlist (SPEC §7 "Auth, catalogue, reviews, wishlist"). */

export const WishlistCountSchema = v.object({
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const getWishlistCount = () =>
  http.get('/api/wishlist/count').json().then(parse(WishlistCountSchema)).then((b) => b.count);
