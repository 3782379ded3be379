import * as v from 'valibot';

/**
 * SPEC §3 Category: `image` is a URL (under /storage/category_images/) or null; `children` is
 * empty at a leaf. The shop's tree has three levels. Recursive, so its type is written out
 * (valibot cannot infer a recursive schema).
 */
export interface Category {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  children: Category[];
}
export const CategorySchema: v.GenericSchema<Category> = v.pipe(
  v.object({
  id: v.pipe(v.number(), v.description('Required. The category’s id (categories.id).')),
  name: v.pipe(v.string(), v.description('Required. The category’s name.')),
  slug: v.pipe(v.string(), v.description('Required. Its slug: its page is /category/{slug}.')),
  image: v.nullable(v.pipe(v.string(), v.description('Required. A picture URL under /storage/category_images/, or null.'))),
  children: v.pipe(v.array(v.lazy(() => CategorySchema)), v.description('Required. The categories below it, the same shape; empty at a leaf.')),
  }),
  v.description('A category of the tree (SPEC §3 Category): three levels in this shop.'),
);

/** SPEC §2: a category's page, /category/{slug} (the slug URL-encoded). */
export function categoryUrl(slug: string): string {
  return `/category/${encodeURIComponent(slug)}`;
}
