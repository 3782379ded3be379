/** Builds the category, brand and collection rows from catalogue-data, with slug lookups. */
import type { BrandRow, CategoryRow, CollectionRow } from '../store/types';
import { imageFileName } from '../images';
import {
  BRAND_NAMES,
  CATEGORY_TREE,
  COLLECTION_DEFS,
  type BrandName,
  type CategoryNode,
  type CollectionSlug,
} from './catalogue-data';
import { isoDays } from './time';

/** The catalogue rows plus the lookups the product builder needs. */
export interface Catalogue {
  categories: CategoryRow[];
  brands: BrandRow[];
  collections: CollectionRow[];
  categoryId(slug: string): number;
  /** Slug of the top-level ancestor of a category (itself when top-level). */
  rootSlug(categoryId: number): string;
  brandId(name: BrandName): number;
  collectionId(slug: CollectionSlug): number;
}

/** Depth-first (pre-order) rows: a parent always comes before its children. */
function flattenTree(nodes: readonly CategoryNode[]): CategoryRow[] {
  const rows: CategoryRow[] = [];
  const visit = (item: CategoryNode, parentId: number | null): void => {
    const id = rows.length + 1;
    rows.push({
      id,
      name: item.name,
      slug: item.slug,
      image: imageFileName('category', id, item.slug),
      parent_id: parentId,
    });
    for (const child of item.children ?? []) visit(child, id);
  };
  for (const item of nodes) visit(item, null);
  return rows;
}

function lookup<K>(entries: Iterable<[K, number]>, what: string): (key: K) => number {
  const map = new Map(entries);
  return (key) => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`Seed: unknown ${what} ${String(key)}`);
    return id;
  };
}

/** The categories, brands and collections, dated relative to `now`. */
export function buildCatalogue(now: Date): Catalogue {
  const categories = flattenTree(CATEGORY_TREE);
  const brands: BrandRow[] = BRAND_NAMES.map((name, i) => ({ id: i + 1, name }));
  const collections: CollectionRow[] = COLLECTION_DEFS.map((def, i) => ({
    id: i + 1,
    title: def.title,
    slug: def.slug,
    image: imageFileName('collection', i + 1, def.slug),
    end_date: def.endInDays === null ? null : isoDays(now, def.endInDays),
    discount_percentage: def.discount_percentage,
  }));

  const byId = new Map(categories.map((row) => [row.id, row]));
  const rootSlug = (categoryId: number): string => {
    let row = byId.get(categoryId);
    while (row && row.parent_id !== null) row = byId.get(row.parent_id);
    if (!row) throw new Error(`Seed: unknown category id ${categoryId}`);
    return row.slug;
  };

  return {
    categories,
    brands,
    collections,
    categoryId: lookup(categories.map((row) => [row.slug, row.id]), 'category'),
    rootSlug,
    brandId: lookup<BrandName>(BRAND_NAMES.map((name, i) => [name, i + 1]), 'brand'),
    collectionId: lookup<CollectionSlug>(
      COLLECTION_DEFS.map((def, i) => [def.slug, i + 1]),
      'collection',
    ),
  };
}
