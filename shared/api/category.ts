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
export const CategorySchema: v.GenericSchema<Category> = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  image: v.nullable(v.string()),
  children: v.array(v.lazy(() => CategorySchema)),
});

/** SPEC §2: a category's page, /category/{slug} (the slug URL-encoded). */
export function categoryUrl(slug: string): string {
  return `/category/${encodeURIComponent(slug)}`;
}
