import { plural } from '../../core/messages/plural';
import type { FilterSort } from '../api/filters';

/** The filter pages (SPEC §2 "Listing, filter and wishlist screens"); every text here is ours. */
export const filters = 'Filters';
export const categories = 'Categories';
export const brands = 'Brands';
export const collections = 'Collections';
export const sortBy = 'Sort by';
export const sortLabels: Record<FilterSort, string> = {
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name_asc: 'Name: A to Z',
  discount: 'Biggest discount',
};
export const appliedFilters = 'Applied filters';
export const clearAll = 'Clear all';
export const removeFilter = (name: string) => `Remove filter: ${name}`;
export const showSubcategories = (name: string) => `${name}: sub-categories`;
export const productCount = (n: number) => plural(n, '1 product', `${n} products`);
export const updating = 'Updating products…';
/** The off-canvas sidebar's button that closes it onto the results. */
export const showResults = (n: number) => plural(n, 'Show 1 product', `Show ${n} products`);
// Ours: the search page (SPEC §2 "Filter page with search").
/** The search page's heading without a keyword (with one it is listing's `results`). */
export const allProducts = 'All products';
/** The heading while the first answer for a keyword is on its way. */
export const searchingFor = (keyword: string) => `Searching for "${keyword}"…`;
export const loadingFilters = 'Loading filters…';
export const filtersFailed = 'The filters could not be loaded. Please try again.';
