import * as v from 'valibot';
import { IdSchema } from '../../shared/core/api/id';
import { CategorySchema } from '../../shared/cards/api/category';
import { BrandOptionSchema, CollectionOptionSchema } from '../../shared/filters/api/filters';
import { ProductCardSchema } from '../../shared/session/api/product-card';


/** The pages /category-filter/{slug} and /filter/collection/{id} (SPEC §2). */
export const propsSchema = v.pipe(
  v.object({
    /** The collection the page opened with (`?collection_id=` or `/filter/collection/{id}`), ticked at first. */
    collectionId: v.nullish(
      v.pipe(IdSchema, v.description('The collection the page opened with (?collection_id= or /filter/collection/{id}), ticked at first; null or left out for none.')),
      null,
    ),
    /** The category of `/category-filter/{slug}`, marked in the tree; null for 'none'. */
    categoryId: v.nullish(
      v.pipe(IdSchema, v.description('The category of /category-filter/{slug}, marked in the tree; null or left out for the slug none.')),
      null,
    ),
    /** The whole tree, top categories first (SPEC §3 Category): links to `/category/{slug}`. */
    categories: v.pipe(v.array(CategorySchema), v.description('Required. The whole category tree, top categories first (SPEC §3 Category): links to /category/{slug}.')),
    brands: v.pipe(v.array(BrandOptionSchema), v.description('Required. Every brand to filter by, by name (SPEC §3 Brand).')),
    collections: v.pipe(v.array(CollectionOptionSchema), v.description('Required. Every collection to filter by (SPEC §3 Collection).')),
    /** The answer for the URL the page was rendered with, as Blade prints it: no call at first. */
    products: v.pipe(
      v.array(ProductCardSchema),
      v.description('Required. The product cards for the address’s filters, as POST /home/products/filter would answer them, so the first screen needs no call. Large: print the props in a JSON script child.'),
    ),
  }),
  v.description('The collection filter page: products by brand and collection, with the category tree as links.'),
);
