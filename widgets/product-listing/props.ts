import * as v from 'valibot';

/** The infinite product listing (SPEC §2 "Listing, filter and wishlist screens"). */
export const propsSchema = v.pipe(
  v.object({
    /** A heading above the grid (e.g. 'Just for you'); leave out when the page has its own. */
    title: v.optional(v.pipe(v.string(), v.description('Optional. A heading above the grid (e.g. Just for you); leave out when the page has its own.'))),
    /** Level of the widget's top heading: the title, or without one the product names. */
    headingLevel: v.optional(
      v.pipe(v.picklist([2, 3]), v.description('Optional, 2 or 3 (default 2): the level of the widget’s top heading, the title or without one the product names.')),
      2,
    ),
  }),
  v.description('The infinite product listing, page by page from GET /productsInfinit/load.'),
);
