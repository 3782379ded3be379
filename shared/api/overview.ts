import * as v from 'valibot';

/** SPEC §3 "Overview data", as printed into the page. */
export const OverviewSchema = v.object({
  description: v.optional(
    v.object({
      title: v.optional(v.string()),
      /** Server HTML: sanitised before it is shown. */
      content: v.object({ value: v.string() }),
    }),
  ),
  highlights: v.optional(
    v.object({ title: v.optional(v.string()), content: v.object({ values: v.array(v.string()) }) }),
  ),
  specifications: v.optional(
    v.object({
      title: v.optional(v.string()),
      content: v.record(v.string(), v.string()),
    }),
  ),
});
export type Overview = v.InferOutput<typeof OverviewSchema>;
