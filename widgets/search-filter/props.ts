import * as v from 'valibot';
import { IdSchema } from '../../shared/core/api/id';


/** The search page (SPEC §2 "Listing, filter and wishlist screens"). */
export const propsSchema = v.pipe(
  v.object({
    /** The keyword (`?search=`); '' for none. */
    search: v.nullish(v.pipe(v.string(), v.description('The keyword of ?search=, trimmed; empty, null or left out for none.'), v.trim()), ''),
    /** Ticked at first unless the URL says otherwise (SPEC §2: the page's optional ids). */
    categoryId: v.nullish(v.pipe(IdSchema, v.description('The category ticked at first (categories.id) unless the address says otherwise; null or left out for none.')), null),
    collectionId: v.nullish(v.pipe(IdSchema, v.description('The collection ticked at first (collections.id) unless the address says otherwise; null or left out for none.')), null),
    brandId: v.nullish(v.pipe(IdSchema, v.description('The brand ticked at first (brands.id) unless the address says otherwise; null or left out for none.')), null),
    /** The level of the results heading (the page's title by default); the cards' one below it. */
    headingLevel: v.nullish(v.pipe(v.picklist([1, 2]), v.description('Optional, 1 or 2 (default 1): the level of the results heading, the page’s title by default.')), 1),
  }),
  v.description('The search page: results for a keyword with category, brand and collection filters.'),
);
