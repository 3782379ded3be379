import * as v from 'valibot';

/** The wishlist page (SPEC §2 "Listing, filter and wishlist screens"). */
export const propsSchema = v.pipe(
  v.object({
    /** A heading above the list; leave out when the page has its own (the demo prints an h1). */
    title: v.optional(v.pipe(v.string(), v.description('Optional. A heading above the list; leave out when the page has its own.'))),
    /** Level of the widget's top heading: the title, or without one the product names. */
    headingLevel: v.optional(
      v.pipe(v.picklist([2, 3]), v.description('Optional, 2 or 3 (default 2): the level of the widget’s top heading, the title or without one the product names.')),
      2,
    ),
  }),
  v.description('The signed-in shopper’s wishlist, from GET /wishlist/view; a guest is asked to sign in.'),
);
