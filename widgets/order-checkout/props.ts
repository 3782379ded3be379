import * as v from 'valibot';
import { IdSchema } from '../../shared/core/api/id';

/** The signed-in checkout of an order (SPEC §2 "Checkout page"). */
export const propsSchema = v.pipe(
  v.object({
    /** SPEC §2: the checkout page of an order takes its numeric id (the cart's `redirect_url`). */
    orderId: v.pipe(
      IdSchema,
      v.description('Required. The pending order’s id (orders.id), from /checkout/{orderId}: the cart’s redirect_url (SPEC §2).'),
    ),
  }),
  v.description('The signed-in checkout of a pending order: address, coupon, payment and placing it (SPEC §2 Checkout page).'),
);
