import * as v from 'valibot';

/** SPEC §3 "Overview data", as printed into the page. */
export const OverviewSchema = v.object({
  description: v.optional(
    v.pipe(
      v.object({
        title: v.optional(v.pipe(v.string(), v.description('Optional. The block’s heading; blank or left out: Overview.'))),
        /** Server HTML: sanitised before it is shown. */
        content: v.pipe(v.object({ value: v.pipe(v.string(), v.description('Required. The description as HTML from the product editor; sanitised before it is shown.')) }), v.description('Required. Holds the description’s HTML.')),
      }),
      v.description('Optional. The product’s description block (SPEC §3 Overview data).'),
    ),
  ),
  highlights: v.optional(
    v.pipe(
      v.object({
        title: v.optional(v.pipe(v.string(), v.description('Optional. The list’s heading; blank or left out: Highlights.'))),
        content: v.pipe(v.object({ values: v.pipe(v.array(v.string()), v.description('Required. The highlights, one text each; blank ones are left out.')) }), v.description('Required. Holds the highlights.')),
      }),
      v.description('Optional. The product’s highlights.'),
    ),
  ),
  specifications: v.optional(
    v.pipe(
      v.object({
        title: v.optional(v.pipe(v.string(), v.description('Optional. The table’s heading; blank or left out: Specifications.'))),
        content: v.pipe(v.record(v.string(), v.string()), v.description('Required. Each specification’s name to its value, in order.')),
      }),
      v.description('Optional. The product’s specifications as a table.'),
    ),
  ),
});
export type Overview = v.InferOutput<typeof OverviewSchema>;
