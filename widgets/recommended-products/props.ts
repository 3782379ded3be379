import * as v from 'valibot';
import { IdSchema } from '../../shared/core/api/id';

/** The strip of recommended products (SPEC §2 "Product detail"). */
export const propsSchema = v.pipe(
  v.object({
    categoryId: v.pipe(IdSchema, v.description('Required. The category to recommend from (categories.id): GET /api/products/recommended/{categoryId}.')),
    /** The product of the page the strip sits on: never recommended to itself. */
    excludeProductId: v.optional(
      v.pipe(v.number(), v.integer(), v.description('Optional. The product of the page the strip sits on (products.id): never recommended to itself.')),
    ),
    /** Ours: "Recommended for you" unless the page names the strip otherwise. */
    title: v.optional(v.pipe(v.string(), v.description('Optional. The strip’s heading; blank or left out: Recommended for you.'))),
  }),
  v.description('A strip of recommended products of a category.'),
);
