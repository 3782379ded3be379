import type { Manifest, WidgetAssets } from './manifest';
import { escapeHtml } from './html';

/**
 * What a page prints in its `<head>` for the widgets in it: one rule, implemented here for the
 * demo shop and in the Laravel package's `@shopWidgets` (one source of truth for
 * which tags a page needs). Both print the same bytes for the same page and manifest, so this
 * function is pure: (manifest, URL prefix, page HTML, CSRF token, user id, nonce) → string.
 * docs/backend.md#what-the-widget-tags-print states the rule in prose; the points below are its
 * parts.
 *
 * 1. The widgets: every start tag carrying `data-widget="NAME"` (or single-quoted), NAME of
 *    `[a-z0-9-]`, in order of first appearance, each once. A widget is eager when one of its tags
 *    has no `data-load="visible"`/`"idle"`/`"interaction"`. Names the manifest does not know are left out.
 * 2. The tags, each followed by "\n": the CSRF and user-id metas; the assets map (JSON); the
 *    theme's stylesheet; the eager widgets' stylesheets (each once, not the theme, a widget's own
 *    `widget-NAME-…` files after all the others); the loader. Every stylesheet and the script
 *    carry `integrity` when the manifest has it, then `nonce`; the loader then
 *    `fetchpriority="low"`. No modulepreload: the loader fetches the kit after the first paint
 *    (loader.ts says why), from the map's `preload`.
 * 3. The map: every widget of the page (eager or not) with its manifest entry unchanged; the
 *    integrity of every file those entries and `preload` name that no tag above prints (for the
 *    loader to add later), keys in byte order; `preload`, what the loader fetches at its start:
 *    the loader's imports, then each eager widget's file and imports (each once, not the loader).
 */

/** Start tags with a data-widget attribute (point 1); the Laravel package uses the same regex. */
export const WIDGET_TAG = /<[a-zA-Z][a-zA-Z0-9-]*\s(?:[^>]*?\s)?data-widget=(["'])([a-z0-9-]+)\1[^>]*>/g;
/** Inside one such tag: the widget mounts later. */
export const LAZY_LOAD = /\sdata-load=(["'])(visible|idle|interaction)\1/;

/** The widgets of a page's final HTML, in order of first appearance, and the eager ones. */
export function widgetsInPage(pageHtml: string): { all: string[]; eager: string[] } {
  const all: string[] = [];
  const eager: string[] = [];
  for (const match of pageHtml.matchAll(WIDGET_TAG)) {
    const name = match[2]!;
    if (!all.includes(name)) all.push(name);
    if (!LAZY_LOAD.test(match[0]) && !eager.includes(name)) eager.push(name);
  }
  // Eager widgets in page order: the order of their first tag, eager or not.
  return { all, eager: all.filter((name) => eager.includes(name)) };
}

/**
 * JSON as PHP's `json_encode` writes it with JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE |
 * JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS: safe inside `<script>` (no `</script>` or `<!--`
 * can appear) and byte for byte the package's output.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&']/g, (char) => `\\u00${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * PHP's `ksort` with SORT_STRING: by the UTF-8 bytes (TextEncoder, not Node's Buffer: the
 * static build runs this in a service worker).
 */
const utf8 = new TextEncoder();
function byteOrder(a: string, b: string): number {
  const x = utf8.encode(a);
  const y = utf8.encode(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

export interface HeadTagsInput {
  manifest: Manifest;
  /** Public URL prefix of the built files, without a trailing slash (`/build`). */
  url: string;
  /** The page's final HTML (what the widgets' tags are read from). */
  pageHtml: string;
  csrfToken: string;
  /** The signed-in user's id; empty for a guest. */
  userId: string | number | null;
  /** The response's CSP nonce, when the page runs under one. */
  nonce?: string | null;
}

/**
 * The loader is fetched at low priority (point 2): the server-rendered page paints without it,
 * so the stylesheets and the main image get the connection first.
 */
const LOW = ' fetchpriority="low"';

export function headTags({ manifest, url, pageHtml, csrfToken, userId, nonce }: HeadTagsInput): string {
  const known = (name: string) => Object.hasOwn(manifest.widgets, name);
  const page = widgetsInPage(pageHtml);
  const all = page.all.filter(known);
  const eager = page.eager.filter(known);
  const integrity = manifest.integrity ?? {};

  const shared: string[] = [];
  const own: string[] = [];
  const seenCss = new Set([manifest.theme.css]);
  for (const name of eager) {
    for (const css of manifest.widgets[name]!.css) {
      if (seenCss.has(css)) continue;
      seenCss.add(css);
      (css.startsWith(`widget-${name}-`) ? own : shared).push(css);
    }
  }
  const modules = new Set(manifest.loader.imports);
  for (const name of eager) {
    const entry = manifest.widgets[name]!;
    modules.add(entry.file);
    entry.imports.forEach((chunk) => modules.add(chunk));
  }
  modules.delete(manifest.loader.file);

  const printed = new Set([manifest.theme.css, ...shared, ...own, manifest.loader.file]);
  const widgets: Record<string, WidgetAssets> = {};
  const named = new Set<string>(modules);
  for (const name of all) {
    const entry = manifest.widgets[name]!;
    widgets[name] = entry;
    for (const file of [entry.file, ...entry.css, ...entry.imports]) named.add(file);
    for (const part of Object.values(entry.parts)) [...part.css, ...(part.js ?? [])].forEach((file) => named.add(file));
  }
  const mapIntegrity = Object.fromEntries(
    [...named]
      .filter((file) => !printed.has(file) && Object.hasOwn(integrity, file))
      .sort(byteOrder)
      .map((file) => [file, integrity[file]!]),
  );

  const attr = (name: string, value: string) => ` ${name}="${escapeHtml(value)}"`;
  const nonceAttr = nonce ? attr('nonce', nonce) : '';
  // Files on another origin (a CDN) come with CORS: a browser drops an opaque stylesheet that
  // has an integrity hash. The Laravel package prints the same (ShopWidgetsManager::assetTags).
  const crossorigin = /^([a-z][a-z0-9+.-]*:)?\/\//i.test(url) ? ' crossorigin' : '';
  const fileAttrs = (href: string, file: string) =>
    `${attr(href, `${url}/${file}`)}${Object.hasOwn(integrity, file) ? attr('integrity', integrity[file]!) : ''}${crossorigin}${nonceAttr}`;

  return [
    `<meta name="csrf-token"${attr('content', csrfToken)}>`,
    `<meta name="user-id"${attr('content', userId === null ? '' : String(userId))}>`,
    `<script type="application/json" id="shop-widget-assets"${nonceAttr}>${scriptJson({ widgets, integrity: mapIntegrity, preload: [...modules] })}</script>`,
    ...[manifest.theme.css, ...shared, ...own].map((css) => `<link rel="stylesheet"${fileAttrs('href', css)}>`),
    `<script type="module"${fileAttrs('src', manifest.loader.file)}${LOW}></script>`,
  ]
    .map((tag) => `${tag}\n`)
    .join('');
}
