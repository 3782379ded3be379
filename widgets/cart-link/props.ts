import * as v from 'valibot';
import { CART_PATH } from '../../shared/core/constants';

/** The header's cart link (SPEC §2 header badges). Descriptions: build.mjs, dist/widgets.schema.json. */
export const propsSchema = v.pipe(
  v.object({
    href: v.optional(v.pipe(v.string(), v.description('Optional. Where the link leads: the cart page, a path on this site (default /cart).')), CART_PATH),
    /** The signed-in shopper's count, printed by the server (as Blade knows it). */
    count: v.optional(
      v.pipe(
        v.number(),
        v.integer(),
        v.minValue(0),
        v.description('Optional. The signed-in shopper’s number of cart lines as Blade knows it (what GET /cart/count answers), so the badge needs no call. Leave out for a guest: the badge then counts the browser’s guest cart.'),
      ),
    ),
  }),
  v.description('The header’s cart link with its count badge.'),
);
