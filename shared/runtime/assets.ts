/**
 * Loads what a widget needs besides its module, all at once so no page has a request chain
 * deeper than loader → chunks: `<link rel="modulepreload">` for every chunk the widget imports,
 * and its stylesheet (the widget renders once the stylesheet is in, so nothing flashes
 * unstyled). The page prints those files for its own widgets, from dist/manifest.json, in
 * `<script type="application/json" id="shop-widget-assets">` (README "Embedding"): the loader
 * itself carries no map, so it does not grow with every widget of the kit. A widget the page
 * did not announce still mounts; only its chunks load one step later.
 */
interface WidgetAssets {
  file: string;
  /** Stylesheets, shared chunks' first and the widget's own last. */
  css?: string[];
  imports?: string[];
  /** Parts the widget imports on demand (its dialog), with the stylesheets they add. */
  parts?: Record<string, { css: string[] }>;
}

const MAP_ID = 'shop-widget-assets';
let assetMap: Record<string, WidgetAssets> | undefined;
const loadingSheets = new Map<string, Promise<void>>();
const preloaded = new Set<string>();

function widgetAssets(name: string): WidgetAssets | undefined {
  if (!assetMap) {
    assetMap = {};
    const text = document.getElementById(MAP_ID)?.textContent;
    try {
      if (text) assetMap = JSON.parse(text) as Record<string, WidgetAssets>;
    } catch {
      // A broken map only costs the preloading: widgets still load through their imports.
    }
  }
  return Object.hasOwn(assetMap, name) ? assetMap[name] : undefined;
}

function assetUrl(file: string): string {
  return new URL(file, import.meta.url).href;
}

function stylesheet(href: string): Promise<void> {
  let loading = loadingSheets.get(href);
  if (!loading) {
    const printed = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
      (link) => link.href === href,
    );
    loading = printed
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          // A failed stylesheet must not keep the widget from working: render unstyled.
          link.onload = link.onerror = () => resolve();
          document.head.append(link);
        });
    loadingSheets.set(href, loading);
  }
  return loading;
}

function modulepreload(href: string): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  const printed = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some(
    (link) => link.href === href,
  );
  if (printed) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}

const applyStylesheets = (files: readonly string[] | undefined) =>
  Promise.all((Array.isArray(files) ? files : []).map((file) => stylesheet(assetUrl(file)))).then(() => {});

/** Start fetching a widget's chunks and CSS; resolves when its CSS is applied. */
export function loadWidgetAssets(name: string): Promise<void> {
  const assets = widgetAssets(name);
  if (!assets) return Promise.resolve();
  modulepreload(assetUrl(assets.file));
  for (const chunk of assets.imports ?? []) modulepreload(assetUrl(chunk));
  return applyStylesheets(assets.css);
}

/**
 * Loads a part a widget imports on demand together with its stylesheets, so it never shows
 * unstyled: `lazy(() => withStyles('login-modal', 'login-dialog', () => import('./login-dialog')))`.
 * The part's name is its file name in the widget's folder (build.mjs lists it in the manifest).
 */
export function withStyles<T>(widget: string, part: string, load: () => Promise<T>): Promise<T> {
  const styles = applyStylesheets(widgetAssets(widget)?.parts?.[part]?.css);
  return Promise.all([load(), styles]).then(([module]) => module);
}
