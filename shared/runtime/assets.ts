/**
 * Loads what a widget needs besides its module, all at once so no page has a request chain
 * deeper than loader → chunks: `<link rel="modulepreload">` for every chunk the widget imports,
 * and its stylesheet (the widget renders once the stylesheet is in, so nothing flashes
 * unstyled). The map comes from build.mjs; in tests and in source form there is none.
 */
type AssetMap = Record<string, { file: string; css: string | null; imports: string[] }>;
let assetMap: AssetMap | undefined;

function widgetAssets(): AssetMap | undefined {
  if (typeof __WIDGET_ASSETS__ === 'undefined') return undefined;
  assetMap ??= JSON.parse(__WIDGET_ASSETS__) as AssetMap;
  return assetMap;
}

const stylesheets = new Map<string, Promise<void>>();
const preloaded = new Set<string>();

function assetUrl(file: string): string {
  return new URL(file, import.meta.url).href;
}

function stylesheet(href: string): Promise<void> {
  let loading = stylesheets.get(href);
  if (!loading) {
    loading = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      // A failed stylesheet must not keep the widget from working: render unstyled.
      link.onload = link.onerror = () => resolve();
      document.head.append(link);
    });
    stylesheets.set(href, loading);
  }
  return loading;
}

function modulepreload(href: string): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  if (document.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}

/** Start fetching a widget's chunks and CSS; resolves when its CSS is applied. */
export function loadWidgetAssets(name: string): Promise<void> {
  const assets = widgetAssets()?.[name];
  if (!assets) return Promise.resolve();
  modulepreload(assetUrl(assets.file));
  for (const chunk of assets.imports) modulepreload(assetUrl(chunk));
  return assets.css ? stylesheet(assetUrl(assets.css)) : Promise.resolve();
}
