/** Types of docs-routes.mjs (npm run docs:routes), for its test. */
export const DOCS_FILE: string;
export const START: string;
export const END: string;
export function routesTable(
  calls: readonly { id: string; method: string; path: string }[],
  byId: ReadonlyMap<string, readonly string[]>,
  names: readonly string[],
): string;
export function currentRoutesTable(): Promise<string>;
export function withRoutesTable(docs: string, table: string): string;
