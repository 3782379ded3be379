import * as v from 'valibot';
import { http, parse } from '../http';

/** The signed-in cart (SPEC §7 "Cart"). */

export const CartCountSchema = v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) });

export const getCartCount = () =>
  http.get('/cart/count').json().then(parse(CartCountSchema)).then((body) => body.count);

