import * as v from 'valibot';
import { http, parse } from '../../session/http';
import { ProductCardSchema } from '../../session/api/product-card';

/**
 * The home page (SPEC §2 "Home page blocks", §3 Home block, Block item, Collection with
 * products, §4, §9): the blocks and new arrivals the page prints as props, and the one call of
 * the top collections.
 */

/**
 * What a block's items are, which decides where they lead (SPEC §2): `products` → /products/{id};
 * `collections` → /category-filter/{slug or 'none'}?collection_id={id} on desktop and
 * /filter/collection/{id} on mobile; `banners` → the item's `slug`, as given.
 */
export const HOME_BLOCK_KINDS = ['products', 'collections', 'banners'] as const;

/**
 * SPEC §3 Block item. `image` is a URL (product, collection or banner picture) or null. `slug`:
 * a product's slug (not used in its link); for a collection, the category slug its desktop link
 * opens, or null for 'none'; for a banner, the link itself. The price fields exist only where the
 * item has a price (products); `discount` is a percent, 0 = no badge (SPEC §9), and a
 * collection's is its discount_percentage.
 */
export const BlockItemSchema = v.object({
  id: v.pipe(v.number(), v.description('Required. The product’s, collection’s or banner’s id.')),
  name: v.pipe(v.string(), v.description('Required. Its name, shown on the tile.')),
  image: v.nullish(v.pipe(v.string(), v.description('Optional. A picture URL; null or left out for none.')), null),
  slug: v.nullish(v.pipe(v.string(), v.description('Optional. A product’s slug (not used in its link); a collection’s category slug for its desktop link (null: none); a banner’s link itself.')), null),
  price: v.nullish(v.pipe(v.number(), v.description('Optional. A product’s price in LKR; null or left out where the item has no price.')), null),
  originalPrice: v.nullish(v.pipe(v.number(), v.description('Optional. A product’s price before the discount in LKR; null or left out for none.')), null),
  discount: v.nullish(v.pipe(v.number(), v.description('Optional. Percent off (a collection’s discount_percentage); 0 or null = no badge (SPEC §9).')), 0),
});
export type BlockItem = v.InferOutput<typeof BlockItemSchema>;

/**
 * SPEC §3 Home block, with the kind of its items. The page prints three (SPEC §9 sizes 4/4/2):
 * the deals (products with the highest percent off), the running collections (ending soonest
 * first) and two banners.
 */
export const HomeBlockSchema = v.object({
  kind: v.pipe(v.picklist(HOME_BLOCK_KINDS), v.description('Required. What the items are, which decides where they lead: products, collections or banners.')),
  title: v.pipe(v.string(), v.description('Required. The block’s heading.')),
  items: v.pipe(v.array(BlockItemSchema), v.description('Required. The block’s items (SPEC §3 Block item).')),
});
export type HomeBlock = v.InferOutput<typeof HomeBlockSchema>;
export const HomeBlocksSchema = v.array(HomeBlockSchema);

/** New arrivals: the newest active products as cards, newest first (the page prints 12). */
export const NewArrivalsSchema = v.array(ProductCardSchema);

/**
 * SPEC §3 Collection with products. `end_date` is ISO 8601 (null: no end) and drives the
 * 'Xd Xh Xm Xs' countdown; `discount_percentage` is null when the collection has none.
 */
export const CollectionWithProductsSchema = v.object({
  id: v.number(),
  title: v.string(),
  end_date: v.nullish(v.string(), null),
  discount_percentage: v.nullish(v.number(), null),
  products: v.array(ProductCardSchema),
});
export type CollectionWithProducts = v.InferOutput<typeof CollectionWithProductsSchema>;
export const TopCollectionsSchema = v.array(CollectionWithProductsSchema);

/**
 * The top collections (`GET /api/collections-with-products`): a bare list of the collections not
 * yet ended by the server's clock, ending soonest first (no end date last), each with at most 8
 * of its active products, newest first. A collection may come with no products (SPEC §4: the
 * widget drops it on its tick, as it drops one that ends while shown).
 */
export const getTopCollections = () =>
  http.get('/api/collections-with-products').json().then(parse(TopCollectionsSchema));
