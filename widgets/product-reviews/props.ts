import * as v from 'valibot';
import { IdSchema } from '../../shared/core/api/id';

/** The product page's reviews (SPEC §2 "Product detail", §3 Review summary). */
export const propsSchema = v.pipe(
  v.object({
    productId: v.pipe(IdSchema, v.description('Required. The product whose reviews are shown (products.id): GET /product/{id}/reviews.')),
  }),
  v.description('The product page’s reviews with their rating summary.'),
);
