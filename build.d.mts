/** Types of build.mjs (and of what it re-exports from build/), for the tests, the demo server and the bench that import it. */
export interface WidgetAssets {
  file: string;
  /** Stylesheets in cascade order: shared chunks' first, the widget's own last. */
  css: string[];
  imports: string[];
  /**
   * Parts imported on demand (a dialog), by file name: the stylesheets they add, and their JS
   * (the part's own file, then the files it imports statically that `imports` does not list).
   */
  parts: Record<string, { css: string[]; js: string[] }>;
}
export interface Manifest {
  loader: { file: string; imports: string[] };
  theme: { css: string };
  widgets: Record<string, WidgetAssets>;
  /** `sha384-<base64>` (Subresource Integrity) of every .js and .css file, keys in byte order. */
  integrity: Record<string, string>;
}
/** `contracts: false` leaves dist/widgets.schema.json and dist/openapi.json out (watch writes them after the reload). */
export function build(options?: { outdir?: string; contracts?: boolean; pseudo?: boolean }): Promise<Manifest>;
/** The pseudo-locale's code (build/pseudo.mjs), built with SHOP_PSEUDO=1. */
export const PSEUDO_LOCALE: string;
export function watch(
  onBuild?: (manifest: Manifest | null, error: Error | null, ms: number) => void,
): Promise<() => void>;
/** `GET /product/{}`: a call by method and path, every path parameter as `{}` (the catalogue's `{id}`, the code's `${id}`). */
export function callKey(method: string, url: string): string;
/** Every `http.get/post/put/patch/delete('…')` of a source or an unminified bundle, as callKey. */
export function callsIn(source: string): string[];
/** callKey → the sorted names of the widgets whose tree-shaken bundle makes that call. */
export function callWidgets(names: readonly string[]): Promise<Map<string, string[]>>;
/** Call id → its widgets, callWidgets matched to the catalogue; throws on a call the catalogue lacks. */
export function widgetsByCallId(
  calls: readonly { id: string; method: string; path: string }[],
  byKey: ReadonlyMap<string, readonly string[]>,
): Map<string, readonly string[]>;
/** The kit's languages (build/locales.mjs), English first: a page's `<html lang>` primary subtag and the language's own name. */
export const LOCALES: readonly { code: string; name: string }[];
/** 'en': the SPEC's texts, which every translation copies. */
export const SOURCE_LOCALE: string;
/** A language's manifest: manifest.json for English, manifest.<code>.json for the others. */
export function manifestName(locale: string): string;
/** A language's first draws' texts: first-draws.json for English, first-draws.<code>.json for the others. */
export function firstDrawsName(locale: string): string;
/** A module (its path from the kit's root) and its imports as one ESM source in a language: each module with a translation is its translation. */
export function bundleInLanguage(entry: string, locale: string): Promise<string>;
/** bundleInLanguage's module, imported into this process. */
export function importInLanguage(entry: string, locale: string): Promise<Record<string, unknown>>;
/** Every widget's name (a folder of widgets/), sorted. */
export function widgetNames(): Promise<string[]>;
/** Shared modules that load together, one chunk per group: paths, or folders ending in '/'. */
export const CHUNK_GROUPS: Readonly<Record<string, readonly string[]>>;
/** The widgets in the runtime's chunk (the header's links): no entry point, no file of their own. */
export const RUNTIME_WIDGETS: readonly string[];
/** The chunk group of a module (an absolute path), or null. */
export function groupOf(file: string): string | null;
/** Why a module of shared/ in no group may not be built (the message), or null. */
export function strayModule(file: string): string | null;
/** `$id` of dist/widgets.schema.json. */
export const SCHEMA_ID: string;
/** The JSON Schema (2020-12) of the props of the named widgets, as dist/widgets.schema.json holds it. */
export function widgetsSchema(names: string[]): Promise<Record<string, unknown> & { $defs: Record<string, Record<string, unknown>> }>;
/** A props module's source with every `v.description('…')` text emptied (the browser build's). */
export function stripDescriptions(source: string, file?: string): string;
