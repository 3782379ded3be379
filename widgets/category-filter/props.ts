import * as v from 'valibot';
import { CategorySchema } from '../../shared/cards/api/category';
import { BrandOptionSchema, CollectionOptionSchema } from '../../shared/filters/api/filters';
import { ProductCardSchema } from '../../shared/session/api/product-card';

/** The page /category/{slug} (SPEC §2 "Listing, filter and wishlist screens"). */
export const propsSchema = v.pipe(
  v.object({
    /** The page's category (`/category/{slug}`): its products, its place in the tree. */
    category: v.pipe(
      v.object({
        id: v.pipe(v.number(), v.description('Required. The category’s id (categories.id).')),
        slug: v.pipe(v.string(), v.nonEmpty(), v.description('Required. The category’s slug, as in the address /category/{slug}.')),
      }),
      v.description('Required. The page’s category: its products are shown, its place in the tree is marked.'),
    ),
    /** The whole tree, top categories first (SPEC §3 Category). */
    categories: v.pipe(v.array(CategorySchema), v.description('Required. The whole category tree, top categories first (SPEC §3 Category).')),
    brands: v.pipe(v.array(BrandOptionSchema), v.description('Required. Every brand to filter by, by name (SPEC §3 Brand).')),
    collections: v.pipe(v.array(CollectionOptionSchema), v.description('Required. Every collection to filter by (SPEC §3 Collection).')),
    /** The answer for the URL the page was rendered with, as Blade prints it: no call at first. */
    products: v.pipe(
      v.array(ProductCardSchema),
      v.description('Required. The product cards for the address’s filters, as GET /category/{slug}/products would answer them, so the first screen needs no call. Large: print the props in a JSON script child.'),
    ),
  }),
  v.description('The category page: its products with brand, collection and category filters and a sort.'),
);
