import * as v from 'valibot';
import { IdSchema } from '../../shared/core/api/id';

/** The admin's coupon form (SPEC §2 "Admin screens"). */
export const propsSchema = v.pipe(
  v.object({
    /** The coupon to edit (`/admin/coupons/{id}/edit`); left out, the form creates one. */
    couponId: v.optional(
      v.pipe(IdSchema, v.description('Optional. The coupon to edit (coupons.id of /admin/coupons/{id}/edit); left out, the form creates a coupon.')),
    ),
  }),
  v.description('Admin: create or edit a coupon with its products, categories, collections and brands.'),
);
