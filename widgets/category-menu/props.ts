import * as v from 'valibot';
import { CategorySchema } from '../../shared/cards/api/category';
import * as homeMessages from '../../shared/home/messages/home';

/** The home page's category menu. */
export const propsSchema = v.pipe(
  v.object({
    /** The category tree, top level first (SPEC §3 Category; three levels in this shop). */
    categories: v.pipe(v.array(CategorySchema), v.description('Required. The category tree, top level first (SPEC §3 Category; three levels in this shop).')),
    title: v.optional(
      v.pipe(v.string(), v.description('Optional. The menu’s heading (default Shop by category); not blank, trimmed.'), v.trim(), v.nonEmpty()),
      homeMessages.shopByCategory,
    ),
  }),
  v.description('The category menu: the tree as links to /category/{slug}.'),
);
