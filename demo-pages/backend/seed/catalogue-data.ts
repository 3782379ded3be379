/**
 * The shop's catalogue skeleton: invented brands (no real trademarks), the three-level
 * category tree and the collections. Order matters: ids are positions (1-based).
 */

/** Brand names; a product refers to its brand by name. */
export const BRAND_NAMES = [
  'Serendib Tech',
  'Lanka Weaves',
  'Kandyan Crafts',
  'Ceylon Spice Co.',
  'Highland Leaf Tea',
  'Ruhuna Home',
  'Sigiri Sports',
  'Hela Veda Ayurveda',
  'Galle Fort Batiks',
  'Lotus Appliances',
  'Coco Isle',
  'Ratna Jewels',
  'Colombo Threads',
  'Rajarata Harvest',
] as const;

/** A brand name known to the seed. */
export type BrandName = (typeof BRAND_NAMES)[number];

/** A category with its sub-categories (the tree is three levels deep). */
export interface CategoryNode {
  name: string;
  slug: string;
  children?: readonly CategoryNode[];
}

const node = (name: string, slug: string, children?: readonly CategoryNode[]): CategoryNode =>
  children ? { name, slug, children } : { name, slug };

/** Five top-level categories, each with 3 children, each child with 2–3 leaves. */
export const CATEGORY_TREE: readonly CategoryNode[] = [
  node('Groceries & Tea', 'groceries', [
    node('Tea', 'tea', [
      node('Black Tea', 'black-tea'),
      node('Green & Herbal Tea', 'green-herbal-tea'),
      node('Tea Gift Packs', 'tea-gift-packs'),
    ]),
    node('Spices & Condiments', 'spices', [
      node('Whole Spices', 'whole-spices'),
      node('Curry Powders', 'curry-powders'),
    ]),
    node('Pantry Staples', 'pantry-staples', [
      node('Rice & Grains', 'rice-grains'),
      node('Coconut Products', 'coconut-products'),
      node('Snacks & Sweets', 'snacks-sweets'),
    ]),
  ]),
  node('Fashion', 'fashion', [
    node("Women's Wear", 'womens-wear', [
      node('Sarees', 'sarees'),
      node('Batik Dresses', 'batik-dresses'),
      node('Tops & Kurtas', 'tops-kurtas'),
    ]),
    node("Men's Wear", 'mens-wear', [
      node('Shirts', 'mens-shirts'),
      node('Sarongs & Verti', 'sarongs-verti'),
      node('T-Shirts', 'mens-t-shirts'),
    ]),
    node('Accessories', 'accessories', [
      node('Bags & Purses', 'bags-purses'),
      node('Jewellery', 'jewellery'),
      node('Footwear', 'footwear'),
    ]),
  ]),
  node('Electronics', 'electronics', [
    node('Mobiles & Tablets', 'mobiles-tablets', [
      node('Smartphones', 'smartphones'),
      node('Tablets', 'tablets'),
      node('Phone Accessories', 'phone-accessories'),
    ]),
    node('Home Appliances', 'home-appliances', [
      node('Kitchen Appliances', 'kitchen-appliances'),
      node('Fans & Cooling', 'fans-cooling'),
    ]),
    node('Audio & Wearables', 'audio-wearables', [
      node('Headphones & Earbuds', 'headphones-earbuds'),
      node('Speakers', 'speakers'),
      node('Smartwatches', 'smartwatches'),
    ]),
  ]),
  node('Home & Kitchen', 'home-kitchen', [
    node('Cookware', 'cookware', [
      node('Clay Pots', 'clay-pots'),
      node('Pots & Pans', 'pots-pans'),
      node('Kitchen Tools', 'kitchen-tools'),
    ]),
    node('Home Decor', 'home-decor', [
      node('Wood Carvings', 'wood-carvings'),
      node('Brass & Lamps', 'brass-lamps'),
      node('Wall Art & Masks', 'wall-art-masks'),
    ]),
    node('Bed & Bath', 'bed-bath', [node('Bed Linen', 'bed-linen'), node('Towels', 'towels')]),
  ]),
  node('Sports & Wellness', 'sports-wellness', [
    node('Cricket', 'cricket', [
      node('Cricket Bats', 'cricket-bats'),
      node('Balls & Protective Gear', 'cricket-gear'),
      node('Team Jerseys & Whites', 'team-jerseys'),
    ]),
    node('Fitness', 'fitness', [
      node('Yoga & Mats', 'yoga-mats'),
      node('Weights & Equipment', 'weights-equipment'),
    ]),
    node('Ayurveda & Beauty', 'ayurveda-beauty', [
      node('Herbal Oils & Balms', 'herbal-oils-balms'),
      node('Skin & Hair Care', 'skin-hair-care'),
      node('Herbal Soaps', 'herbal-soaps'),
    ]),
  ]),
];

/** A collection; `endInDays` is relative to `now` (null = no end, negative = already ended). */
export interface CollectionDef {
  title: string;
  slug: string;
  endInDays: number | null;
  discount_percentage: number | null;
}

/**
 * The collections. Discounts are even whole percents so that every seeded order line's
 * discount is a whole number of cents (prices are multiples of 50 cents).
 */
export const COLLECTION_DEFS = [
  {
    title: 'Flash Sale: 48 Hours Only',
    slug: 'flash-sale',
    endInDays: 2,
    discount_percentage: 20,
  },
  {
    title: 'Avurudu Festival Deals',
    slug: 'avurudu-festival-deals',
    endInDays: 5,
    discount_percentage: 10,
  },
  {
    title: 'Monsoon Tech Week',
    slug: 'monsoon-tech-week',
    endInDays: 20,
    discount_percentage: null,
  },
  {
    title: 'Vesak Specials',
    slug: 'vesak-specials',
    endInDays: -1,
    discount_percentage: 12,
  },
  {
    title: 'Best Sellers',
    slug: 'best-sellers',
    endInDays: null,
    discount_percentage: null,
  },
  {
    title: 'New Season Fashion',
    slug: 'new-season-fashion',
    endInDays: null,
    discount_percentage: 8,
  },
  {
    title: 'Proudly Sri Lankan',
    slug: 'proudly-sri-lankan',
    endInDays: null,
    discount_percentage: null,
  },
] as const satisfies readonly CollectionDef[];

/** A collection slug known to the seed. */
export type CollectionSlug = (typeof COLLECTION_DEFS)[number]['slug'];
