import * as v from 'valibot';
import { IdSchema } from '../../core/api/id';
import { http, parse } from '../../session/http';
import type { Category } from '../../cards/api/category';
import { ProductCardSchema } from '../../session/api/product-card';

/**
 * The filter pages and the category tree (SPEC §2 "Listing, filter and wishlist
 * screens", §3 Category, Brand, Collection, Filter data, §7 catalogue calls).
 *
 * Lists of ids travel as comma lists (`?brands=1,2`): spaces and empty items are ignored, a
 * missing or empty list restricts nothing, anything but positive whole numbers is a 422. Lists
 * combine with AND between them and OR within one (`brands=1,2&collections=3`: brand 1 or 2, in
 * collection 3). A category id stands for that category and every category below it, so a
 * ticked parent sent with all its children means the same as the parent alone. Only active
 * products are answered, as product cards (`ProductCardSchema`).
 */

/** SPEC §7 sort values of the category filter (ours; SPEC §2 only says "a sort option"). */
export const FILTER_SORTS = [
  /** Default: created_at, newest first. */
  'newest',
  /** Price shown on the card (after a running collection discount), lowest first. */
  'price_asc',
  'price_desc',
  /** Name, A to Z. */
  'name_asc',
  /** Highest percent off first. */
  'discount',
] as const;
export type FilterSort = (typeof FILTER_SORTS)[number];

// ---- Requests (the reference backend validates with these) ---------------------------------------


/** A comma list of ids in the query string, parsed to numbers (see the module comment). */
function idListQuery(field: string) {
  const message = `The ${field} field must be a comma-separated list of ids.`;
  return v.pipe(
    v.optional(v.string(), ''),
    v.transform((text) =>
      text
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    ),
    v.array(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, message), v.transform(Number))),
  );
}

/** `?categories&brands&collections` of `/api/filters/products` (and the pages below). */
export const ProductFiltersQuerySchema = v.object({
  categories: idListQuery('categories'),
  brands: idListQuery('brands'),
  collections: idListQuery('collections'),
});
export type ProductFilters = v.InferOutput<typeof ProductFiltersQuerySchema>;

/** `GET /category/{slug}/products?brands&collections&categories&sort`; an empty sort is 'newest'. */
export const CategoryFilterQuerySchema = v.object({
  ...ProductFiltersQuerySchema.entries,
  sort: v.pipe(
    v.optional(v.string(), ''),
    v.transform((sort) => sort.trim() || 'newest'),
    v.picklist(FILTER_SORTS, 'The selected sort is invalid.'),
  ),
});
export type CategoryFilter = v.InferOutput<typeof CategoryFilterQuerySchema>;

/** `GET /filter-products?categories&brands&collections&search`. */
export const SearchFilterQuerySchema = v.object({
  ...ProductFiltersQuerySchema.entries,
  search: v.pipe(v.optional(v.string(), ''), v.trim()),
});
export type SearchFilter = v.InferOutput<typeof SearchFilterQuerySchema>;

/** `POST /home/products/filter` (JSON): missing or null lists restrict nothing. */
export const HomeFilterRequestSchema = v.object({
  brands: v.nullish(v.array(IdSchema), []),
  collections: v.nullish(v.array(IdSchema), []),
});
export type HomeFilter = v.InferOutput<typeof HomeFilterRequestSchema>;

// ---- Answers -----------------------------------------------------------------------------------

const CategoryRefSchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  image: v.nullable(v.string()),
});

/**
 * SPEC §3 Filter data `groupedCategories`, as Laravel groups them: each top-level category as
 * `parent`, its `children` each again `{ parent, children }`, whose children are the leaves:
 * `[{ parent: {id, name, slug, image}, children: [{ parent: {…}, children: [{…}] }] }]`.
 */
export const GroupedCategorySchema = v.object({
  parent: CategoryRefSchema,
  children: v.array(v.object({ parent: CategoryRefSchema, children: v.array(CategoryRefSchema) })),
});
export type GroupedCategory = v.InferOutput<typeof GroupedCategorySchema>;

/** The groups as the client uses them: one `Category` tree, the shape every tree widget takes. */
export const GroupedCategoriesSchema = v.pipe(
  v.array(GroupedCategorySchema),
  v.transform((groups): Category[] =>
    groups.map(({ parent, children }) => ({
      ...parent,
      children: children.map((child) => ({
        ...child.parent,
        children: child.children.map((leaf) => ({ ...leaf, children: [] })),
      })),
    })),
  ),
);

/** SPEC §3 Brand and Collection as the filter lists show them. */
export const BrandOptionSchema = v.object({
  id: v.pipe(v.number(), v.description('Required. The brand’s id (brands.id).')),
  name: v.pipe(v.string(), v.description('Required. The brand’s name.')),
});
export const CollectionOptionSchema = v.object({
  id: v.pipe(v.number(), v.description('Required. The collection’s id (collections.id).')),
  title: v.pipe(v.string(), v.description('Required. The collection’s title.')),
});
export type BrandOption = v.InferOutput<typeof BrandOptionSchema>;
export type CollectionOption = v.InferOutput<typeof CollectionOptionSchema>;

/**
 * `GET /sidebar-filter-info`: the tree (groups on the wire, a `Category` tree once parsed), the
 * brands by name and the collections (ended ones too: a collection still groups its products).
 */
export const SidebarFilterInfoSchema = v.object({
  groupedCategories: GroupedCategoriesSchema,
  brands: v.array(BrandOptionSchema),
  collections: v.array(CollectionOptionSchema),
});
export type SidebarFilterInfo = v.InferOutput<typeof SidebarFilterInfoSchema>;

/** `{ data }`: the category filter, the brand/collection filter and `/api/filters/products`. */
export const ProductListSchema = v.object({ data: v.array(ProductCardSchema) });

/**
 * `GET /filter-products`: every match (no paging), `totalResults` = their number, `search` the
 * keyword as the server understood it (trimmed; '' when none) for '{n} Results for "{keyword}"'.
 */
export const FilterProductsSchema = v.object({
  products: v.array(ProductCardSchema),
  totalResults: v.number(),
  search: v.nullish(v.string(), ''),
});
export type FilterProducts = v.InferOutput<typeof FilterProductsSchema>;

// ---- Calls -------------------------------------------------------------------------------------

/** The non-empty lists as comma lists; empty ones are left out (they restrict nothing). */
function commaLists(filters: Partial<ProductFilters>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const field of ['categories', 'brands', 'collections'] as const) {
    const ids = filters[field];
    if (ids?.length) params[field] = ids.join(',');
  }
  return params;
}

/**
 * The category page's products (`/category/{slug}/products`): with no `categories`, the page's
 * category and everything below it; with some, those (each with what is below it) instead.
 * 404 for an unknown slug, 422 for a bad list or sort. `signal` cancels an answer no longer wanted.
 */
export const getCategoryProducts = (slug: string, filters: CategoryFilter, signal?: AbortSignal) =>
  http
    .get(`/category/${encodeURIComponent(slug)}/products`, {
      searchParams: { ...commaLists(filters), sort: filters.sort },
      signal,
    })
    .json()
    .then(parse(ProductListSchema))
    .then((body) => body.data);

/** The brand/collection filter (`POST /home/products/filter`), newest first. */
export const filterByBrandsAndCollections = (filters: HomeFilter, signal?: AbortSignal) =>
  http
    .post('/home/products/filter', { json: filters, signal })
    .json()
    .then(parse(ProductListSchema))
    .then((body) => body.data);

/**
 * The filter page with search (`GET /filter-products`), newest first. Every word of `search`
 * must occur (case-insensitive) in the product's name, its brand's name or the name of its
 * category or a category above it.
 */
export const getFilterProducts = (filters: SearchFilter, signal?: AbortSignal) =>
  http
    .get('/filter-products', {
      searchParams: { ...commaLists(filters), ...(filters.search ? { search: filters.search } : {}) },
      signal,
    })
    .json()
    .then(parse(FilterProductsSchema));

/** The search filter page's sidebar (`GET /sidebar-filter-info`). */
export const getSidebarFilterInfo = () =>
  http.get('/sidebar-filter-info').json().then(parse(SidebarFilterInfoSchema));

/** `GET /api/filters/products`: the same filtering without a page category, newest first. */
export const getFilteredProducts = (filters: ProductFilters, signal?: AbortSignal) =>
  http
    .get('/api/filters/products', { searchParams: commaLists(filters), signal })
    .json()
    .then(parse(ProductListSchema))
    .then((body) => body.data);
