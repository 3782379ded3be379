import * as v from 'valibot';
import * as homeMessages from '../../shared/home/messages/home';

/** The home page's top collections (SPEC §2 "Home page blocks", §4). */
export const propsSchema = v.pipe(
  v.object({
    title: v.optional(
      v.pipe(v.string(), v.description('Optional. The block’s heading (default Top Collections); not blank, trimmed.'), v.trim(), v.nonEmpty()),
      homeMessages.topCollections,
    ),
  }),
  v.description('The home page’s running collections with their countdowns and products, from GET /api/collections-with-products.'),
);
