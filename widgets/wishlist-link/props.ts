import * as v from 'valibot';
import { WISHLIST_PATH } from '../../shared/core/constants';

/** The header's wishlist link (SPEC §2 header badges). */
export const propsSchema = v.pipe(
  v.object({
    href: v.optional(v.pipe(v.string(), v.description('Optional. Where the link leads: the wishlist page, a path on this site (default /wishlist).')), WISHLIST_PATH),
    /** The signed-in shopper's count, printed by the server (as Blade knows it). */
    count: v.optional(
      v.pipe(
        v.number(),
        v.integer(),
        v.minValue(0),
        v.description('Optional. The signed-in shopper’s number of wishlist items as Blade knows it (what GET /api/wishlist/count answers), so the badge needs no call. Leave out for a guest.'),
      ),
    ),
  }),
  v.description('The header’s wishlist link with its count badge; a guest is asked to sign in.'),
);
