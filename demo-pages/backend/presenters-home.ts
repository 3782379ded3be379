import type { InferInput } from 'valibot';
import type { Category } from '../../shared/cards/api/category';
import type { GroupedCategory } from '../../shared/filters/api/filters';
import type { BlockItemSchema, HomeBlockSchema } from '../../shared/home/api/home';
import type { ProductCard } from '../../shared/session/api/product-card';
import { HOME_BLOCK_SIZES } from '../../shared/core/constants';
import { productImageUrl } from '../../shared/core/urls';
import { imageFileName } from './images';
import { productCard } from './presenters';
import type { Store } from './store/index';
import type { CategoryRow, CollectionRow, ProductRow } from './store/types';

/**
 * What the filter pages, the category menu and the home page print as widget props (as Blade
 * would), and the catalogue helpers their calls share. Pictures are URLs the demo server draws
 * (demo-pages/server/site.ts serves every name under these folders).
 */

const CATEGORY_IMAGE_BASE = '/storage/category_images/';
const COLLECTION_IMAGE_BASE = '/storage/collection_images/';
const BANNER_IMAGE_BASE = '/storage/banner_images/';

/** New arrivals on the home page. */
export const NEW_ARRIVALS_SIZE = 12;

/** The home blocks' titles (data the shop's admin would write; SPEC §3 Home block title). */
const BLOCK_TITLES = { products: 'Top Deals', collections: 'Shop by Collection', banners: 'Discover' };

type BlockItem = InferInput<typeof BlockItemSchema>;
type HomeBlock = InferInput<typeof HomeBlockSchema>;

/** The listing's order: created_at, newest first (ids break ties). */
export function newestFirst(a: ProductRow, b: ProductRow): number {
  return b.created_at.localeCompare(a.created_at) || a.id - b.id;
}

/** A category and the categories above it, top-level first; empty for an unknown id. */
export function categoryPath(store: Store, categoryId: number): CategoryRow[] {
  const path: CategoryRow[] = [];
  for (let id: number | null = categoryId; id !== null; ) {
    const row = store.data.categories.find((category) => category.id === id);
    if (!row) break;
    path.unshift(row);
    id = row.parent_id;
  }
  return path;
}

/** Collections not yet ended by the store's clock: ending soonest first, no end date last. */
export function runningCollections(store: Store): CollectionRow[] {
  const now = store.now().getTime();
  const endsAt = (row: CollectionRow) => (row.end_date === null ? Infinity : new Date(row.end_date).getTime());
  return store.data.collections
    .filter((row) => endsAt(row) > now)
    .sort((a, b) => endsAt(a) - endsAt(b) || a.id - b.id);
}

/** The active products of a collection, newest first. */
export function collectionProducts(store: Store, collectionId: number): ProductRow[] {
  return store.data.products
    .filter((p) => p.is_active && p.collection_ids.includes(collectionId))
    .sort(newestFirst);
}

/**
 * SPEC §3 Category tree: every category with its children, top-level first, in the catalogue's
 * order, for the mobile category menu and the filter sidebars.
 */
export function categoryTree(store: Store): Category[] {
  const below = (parentId: number | null): Category[] =>
    store.data.categories
      .filter((row) => row.parent_id === parentId)
      .map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        image: CATEGORY_IMAGE_BASE + encodeURIComponent(row.image),
        children: below(row.id),
      }));
  return below(null);
}

/** SPEC §3 Filter data `groupedCategories`: the tree as Laravel groups it (GroupedCategorySchema). */
export function groupedCategories(tree: Category[]): GroupedCategory[] {
  const ref = ({ id, name, slug, image }: Category) => ({ id, name, slug, image });
  return tree.map((top) => ({
    parent: ref(top),
    children: top.children.map((child) => ({ parent: ref(child), children: child.children.map(ref) })),
  }));
}

/** The brand (by name) and collection lists of the filter sidebars (SPEC §3 Brand, Collection). */
export function filterOptions(store: Store) {
  return {
    brands: store.data.brands
      .map(({ id, name }) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
    collections: store.data.collections.map(({ id, title }) => ({ id, title })),
  };
}

/** The top-level category every active product of a collection sits under, if they share one. */
function soleTopCategory(store: Store, collectionId: number): string | null {
  const tops = new Set(collectionProducts(store, collectionId).map((p) => categoryPath(store, p.category_id)[0]?.slug));
  const [only] = tops;
  return tops.size === 1 && only !== undefined ? only : null;
}

function dealItem(product: ProductRow, card: ProductCard): BlockItem {
  return {
    id: card.id,
    name: card.name,
    image: card.image === null ? null : productImageUrl(card.image),
    slug: product.slug,
    price: card.price,
    originalPrice: card.originalPrice,
    discount: card.discount,
  };
}

/**
 * SPEC §2 "Home page blocks", sizes of SPEC §9: the products with the highest percent off
 * (newest first among equals); the running collections, ending soonest first, whose desktop link
 * opens the category filter at the top-level category all their products share (else 'none');
 * banners for the two top-level categories with the most active products, linking to them.
 */
export function homeBlocks(store: Store): HomeBlock[] {
  const [dealCount, collectionCount, bannerCount] = HOME_BLOCK_SIZES;
  const deals = store.data.products
    .filter((p) => p.is_active)
    .sort(newestFirst)
    .map((product) => ({ product, card: productCard(store, product) }))
    .filter(({ card }) => card.discount > 0)
    .sort((a, b) => b.card.discount - a.card.discount)
    .slice(0, dealCount)
    .map(({ product, card }) => dealItem(product, card));

  const collections = runningCollections(store)
    .slice(0, collectionCount)
    .map((row): BlockItem => ({
      id: row.id,
      name: row.title,
      image: COLLECTION_IMAGE_BASE + encodeURIComponent(row.image),
      slug: soleTopCategory(store, row.id),
      ...(row.discount_percentage ? { discount: row.discount_percentage } : {}),
    }));

  const activeUnder = (top: CategoryRow) =>
    store.data.products.filter((p) => p.is_active && categoryPath(store, p.category_id)[0]?.id === top.id).length;
  const banners = store.data.categories
    .filter((row) => row.parent_id === null)
    .map((row) => ({ row, count: activeUnder(row) }))
    .sort((a, b) => b.count - a.count || a.row.id - b.row.id)
    .slice(0, bannerCount)
    .map(({ row }): BlockItem => ({
      id: row.id,
      name: row.name,
      image: BANNER_IMAGE_BASE + encodeURIComponent(imageFileName('banner', row.id, row.slug)),
      slug: `/category/${row.slug}`,
    }));

  return [
    { kind: 'products', title: BLOCK_TITLES.products, items: deals },
    { kind: 'collections', title: BLOCK_TITLES.collections, items: collections },
    { kind: 'banners', title: BLOCK_TITLES.banners, items: banners },
  ];
}

/** The newest active products as cards (the home page's new arrivals). */
export function newArrivals(store: Store): ProductCard[] {
  return store.data.products
    .filter((p) => p.is_active)
    .sort(newestFirst)
    .slice(0, NEW_ARRIVALS_SIZE)
    .map((p) => productCard(store, p));
}
