/**
 * Loads what a widget needs besides its module, all at once so no page has a request chain
 * deeper than loader → chunks: `<link rel="modulepreload">` for every chunk the widget imports,
 * and its stylesheet (the widget renders once the stylesheet is in, so nothing flashes
 * unstyled). The page prints those files for its own widgets, from dist/manifest.json, in
 * `<script type="application/json" id="shop-widget-assets">`
 * (docs/backend.md#what-the-widget-tags-print): the loader itself carries no map, so it does not
 * grow with every widget of the kit. A widget the page did not announce still mounts; only its
 * chunks load one step later.
 */
interface WidgetAssets {
  file: string;
  /** Stylesheets, shared chunks' first and the widget's own last. */
  css?: string[];
  imports?: string[];
  /** Parts the widget imports on demand (its dialog), with the stylesheets and JS they add. */
  parts?: Record<string, { css?: string[]; js?: string[] }>;
}

/**
 * The map the page prints (docs/backend.md#what-the-widget-tags-print): `widgets` are the page's
 * widgets' manifest entries; `integrity` the SRI of each of their files the page did not print as a
 * tag, so what this module adds later is checked like what the page printed
 * (docs/decisions.md#csp-and-sri).
 */
interface AssetMap {
  widgets: Record<string, WidgetAssets>;
  integrity: Record<string, string>;
}

const MAP_ID = 'shop-widget-assets';
let assetMap: AssetMap | undefined;
/** The page's CSP nonce, for every tag this module adds (a strict CSP refuses them without). */
let nonce = '';
const loadingSheets = new Map<string, Promise<void>>();
const preloaded = new Set<string>();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readMap(): AssetMap {
  const el = document.getElementById(MAP_ID);
  // Browsers hide a nonce attribute once the page is parsed (getAttribute gives ''), so that
  // injected markup cannot read it; the `nonce` property keeps it.
  nonce = (el as HTMLElement | null)?.nonce || el?.getAttribute('nonce') || '';
  try {
    const parsed: unknown = JSON.parse(el?.textContent ?? '');
    // A map of another shape (an older layout) counts as none: widgets still load.
    if (isRecord(parsed) && isRecord(parsed.widgets)) {
      const integrity = isRecord(parsed.integrity) ? parsed.integrity : {};
      return {
        widgets: parsed.widgets as Record<string, WidgetAssets>,
        integrity: Object.fromEntries(Object.entries(integrity).filter(([, sri]) => typeof sri === 'string')) as Record<string, string>,
      };
    }
  } catch {
    // A broken map only costs the preloading: widgets still load through their imports.
  }
  return { widgets: {}, integrity: {} };
}

function widgetAssets(name: string): WidgetAssets | undefined {
  assetMap ??= readMap();
  const assets = Object.hasOwn(assetMap.widgets, name) ? assetMap.widgets[name] : undefined;
  return isRecord(assets) && typeof assets.file === 'string' ? assets : undefined;
}

const list = (files: unknown): string[] => (Array.isArray(files) ? files.filter((file) => typeof file === 'string') : []);

/** A link for a file of the kit, with its integrity (when the map has it) and the nonce. */
function assetLink(rel: string, file: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = assetUrl(file);
  const integrity = assetMap && Object.hasOwn(assetMap.integrity, file) ? assetMap.integrity[file] : undefined;
  if (integrity) link.setAttribute('integrity', integrity);
  // Files on another origin (a CDN) come with CORS, as the page's own tags do: a stylesheet
  // fetched without it is opaque, and a browser drops it when it has an integrity hash.
  if (new URL(link.href).origin !== location.origin) link.crossOrigin = 'anonymous';
  if (nonce) link.setAttribute('nonce', nonce);
  return link;
}

function assetUrl(file: string): string {
  return new URL(file, import.meta.url).href;
}

/**
 * The addresses of the page's `<link rel>` tags, read once per widget rather than once per file:
 * on the category page, reading them for every file of every widget took 10 ms at 1x CPU
 * (docs/decisions.md#where-the-category-pages-mount-time-goes).
 */
const printedLinks = (rel: 'stylesheet' | 'modulepreload') =>
  new Set([...document.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => link.href));

function stylesheet(file: string, printedSheets: ReadonlySet<string>): Promise<void> {
  const href = assetUrl(file);
  let loading = loadingSheets.get(href);
  if (!loading) {
    loading = printedSheets.has(href)
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const link = assetLink('stylesheet', file);
          // A failed stylesheet must not keep the widget from working: render unstyled.
          link.onload = link.onerror = () => resolve();
          document.head.append(link);
        });
    loadingSheets.set(href, loading);
  }
  return loading;
}

function modulepreload(file: string, printedPreloads: ReadonlySet<string>): void {
  const href = assetUrl(file);
  if (preloaded.has(href)) return;
  preloaded.add(href);
  if (printedPreloads.has(href)) return;
  document.head.append(assetLink('modulepreload', file));
}

function preloadModules(files: unknown): void {
  const printed = printedLinks('modulepreload');
  for (const file of list(files)) modulepreload(file, printed);
}

function applyStylesheets(files: unknown): Promise<void> {
  const printed = printedLinks('stylesheet');
  return Promise.all(list(files).map((file) => stylesheet(file, printed))).then(() => {});
}

/**
 * Start fetching a widget's chunks and CSS; resolves when its CSS is applied. Call it before
 * importing the widget: a module already on its way is not fetched again, so a preload added
 * after the import would not check its integrity.
 */
export function loadWidgetAssets(name: string): Promise<void> {
  const assets = widgetAssets(name);
  if (!assets) return Promise.resolve();
  preloadModules([assets.file, ...list(assets.imports)]);
  return applyStylesheets(assets.css);
}

/**
 * Loads a part a widget imports on demand together with its stylesheets, so it never shows
 * unstyled: `lazy(() => withStyles('login-modal', 'login-dialog', () => import('./login-dialog')))`.
 * The part's name is its file name in the widget's folder (build/manifest.mjs lists it in the manifest).
 * Its JS is preloaded first, with integrity: `import()` carries none of its own.
 */
export function withStyles<T>(widget: string, part: string, load: () => Promise<T>): Promise<T> {
  const parts = widgetAssets(widget)?.parts;
  const assets = isRecord(parts) && Object.hasOwn(parts, part) && isRecord(parts[part]) ? parts[part] : undefined;
  preloadModules(assets?.js);
  const styles = applyStylesheets(assets?.css);
  return Promise.all([load(), styles]).then(([module]) => module);
}
