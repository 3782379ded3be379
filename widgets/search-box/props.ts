import * as v from 'valibot';
import { SEARCH_PATH } from '../../shared/core/constants';

/** The header's search box with suggestions. */
export const propsSchema = v.pipe(
  v.object({
    /** The search page, a path on this site; the keyword goes to it as `?search=`. */
    action: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\/(?!\/)/, 'The action must be a path on this site.'),
        v.description('Optional. The search page, a path on this site starting with one / (default /search); the keyword goes to it as ?search=.'),
      ),
      SEARCH_PATH,
    ),
    /** The keyword the search page was opened with, so the box shows it there. */
    query: v.optional(v.pipe(v.string(), v.description('Optional. The keyword the search page was opened with (its ?search=), so the box shows it there; default empty.')), ''),
  }),
  v.description('The header’s search box with product suggestions from GET /api/products/search.'),
);
