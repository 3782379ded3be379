import * as v from 'valibot';
import { CartEntrySchema } from '../../shared/core/api/cart-entry';

/** The guest checkout (SPEC §2 "Guest checkout screen"). */
export const propsSchema = v.pipe(
  v.object({
    /**
     * SPEC §2 /buyNow/guest-checkout/{productId}: the one product of the address's query
     * (product_id, product_name, image_name, variation_name, price, quantity, subtotal), as the
     * page prints it. Left out at /guest-checkout, which sells the browser's guest cart.
     */
    buyNow: v.optional(
      v.pipe(
        CartEntrySchema,
        v.description('Optional. The one product of /buyNow/guest-checkout/{productId}, from the address’s query (SPEC §3 Guest cart entry). Leave out at /guest-checkout, which sells the browser’s guest cart.'),
      ),
    ),
  }),
  v.description('The guest checkout: contact, verified mobile, address, coupon, payment and the order (SPEC §2 Guest checkout screen).'),
);
