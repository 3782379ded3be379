import * as v from 'valibot';
import { IdSchema } from '../../shared/core/api/id';

/** The admin's Create Parcel page (SPEC §2 "Admin screens"). */
export const propsSchema = v.pipe(
  v.object({
    /** SPEC §2: the Create Parcel page takes the order's id. */
    orderId: v.pipe(
      IdSchema,
      v.description('Required. The order to send (orders.id of /admin/orders/{orderId}/parcel, SPEC §2).'),
    ),
  }),
  v.description('Admin: create the courier parcel of an order (SPEC §2 Admin screens, §3 Parcel).'),
);
