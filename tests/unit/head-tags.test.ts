// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { headTags, scriptJson, widgetsInPage } from '../../demo-pages/pages/head-tags';
import type { Manifest } from '../../demo-pages/pages/manifest';

/** A small hand-made manifest: two header widgets sharing a chunk, a page widget with a part. */
const MANIFEST: Manifest = {
  loader: { file: 'loader-L.js', imports: ['chunk-CORE.js'] },
  theme: { css: 'chunk-CORE.css' },
  widgets: {
    'cart-link': { file: 'widget-cart-link-C.js', css: ['chunk-CORE.css'], imports: ['chunk-CORE.js'], parts: {} },
    'login-modal': {
      file: 'widget-login-modal-M.js',
      css: ['chunk-CORE.css', 'chunk-SESS.css', 'widget-login-modal-M.css'],
      imports: ['chunk-CORE.js', 'chunk-SESS.js'],
      parts: { 'login-dialog': { css: ['chunk-FORM.css'], js: ['chunk-DLG.js', 'chunk-FORM.js'] } },
    },
    'product-detail': {
      file: 'widget-product-detail-P.js',
      css: ['chunk-CORE.css', 'chunk-CAT.css', 'widget-product-detail-P.css'],
      imports: ['chunk-CAT.js', 'chunk-CORE.js', 'chunk-SESS.js'],
      parts: {},
    },
    reviews: { file: 'widget-reviews-R.js', css: ['chunk-CORE.css', 'chunk-CAT.css', 'widget-reviews-R.css'], imports: ['chunk-CAT.js', 'chunk-CORE.js'], parts: {} },
  },
  integrity: Object.fromEntries(
    [
      'chunk-CAT.css', 'chunk-CAT.js', 'chunk-CORE.css', 'chunk-CORE.js', 'chunk-DLG.js', 'chunk-FORM.css', 'chunk-FORM.js',
      'chunk-SESS.css', 'chunk-SESS.js', 'loader-L.js', 'widget-cart-link-C.js', 'widget-login-modal-M.css',
      'widget-login-modal-M.js', 'widget-product-detail-P.css', 'widget-product-detail-P.js', 'widget-reviews-R.css', 'widget-reviews-R.js',
    ].map((file) => [file, `sha384-${file}`]),
  ),
};
const { integrity: _integrity, ...WITHOUT_INTEGRITY } = MANIFEST;

const head = (pageHtml: string, options: { manifest?: Manifest; nonce?: string | null; userId?: number | null } = {}) =>
  headTags({
    manifest: options.manifest ?? MANIFEST,
    url: '/build',
    pageHtml,
    csrfToken: 'TOKEN',
    userId: options.userId ?? null,
    nonce: options.nonce ?? null,
  });
const lines = (text: string) => text.split('\n').slice(0, -1);
const mapOf = (text: string) => {
  const json = /<script type="application\/json" id="shop-widget-assets"[^>]*>(.*)<\/script>/.exec(text)![1]!;
  return JSON.parse(json) as { widgets: Record<string, unknown>; integrity: Record<string, string>; preload: string[] };
};
const hrefs = (text: string, rel: string) => [...text.matchAll(new RegExp(`<link rel="${rel}" href="/build/([^"]+)"`, 'g'))].map((m) => m[1]);

describe('head tags (one rule for the demo shop and the Laravel package)', () => {
  it('prints exactly the tags of a page, in order, each followed by a newline', () => {
    const page = `<header><div data-widget="cart-link" data-props="{}"></div><div data-widget="login-modal"></div></header>
<main><div data-widget="product-detail"><script type="application/json">{}</script></div>
<div data-widget="reviews" data-load="visible"></div></main>`;
    expect(head(page, { userId: 7, nonce: 'N0nce' })).toBe(
      [
        '<meta name="csrf-token" content="TOKEN">',
        '<meta name="user-id" content="7">',
        `<script type="application/json" id="shop-widget-assets" nonce="N0nce">{"widgets":{"cart-link":${JSON.stringify(MANIFEST.widgets['cart-link'])},"login-modal":${JSON.stringify(MANIFEST.widgets['login-modal'])},"product-detail":${JSON.stringify(MANIFEST.widgets['product-detail'])},"reviews":${JSON.stringify(MANIFEST.widgets['reviews'])}},"integrity":{"chunk-CAT.js":"sha384-chunk-CAT.js","chunk-CORE.js":"sha384-chunk-CORE.js","chunk-DLG.js":"sha384-chunk-DLG.js","chunk-FORM.css":"sha384-chunk-FORM.css","chunk-FORM.js":"sha384-chunk-FORM.js","chunk-SESS.js":"sha384-chunk-SESS.js","widget-cart-link-C.js":"sha384-widget-cart-link-C.js","widget-login-modal-M.js":"sha384-widget-login-modal-M.js","widget-product-detail-P.js":"sha384-widget-product-detail-P.js","widget-reviews-R.css":"sha384-widget-reviews-R.css","widget-reviews-R.js":"sha384-widget-reviews-R.js"},"preload":["chunk-CORE.js","widget-cart-link-C.js","widget-login-modal-M.js","chunk-SESS.js","widget-product-detail-P.js","chunk-CAT.js"]}</script>`,
        '<link rel="stylesheet" href="/build/chunk-CORE.css" integrity="sha384-chunk-CORE.css" nonce="N0nce">',
        '<link rel="stylesheet" href="/build/chunk-SESS.css" integrity="sha384-chunk-SESS.css" nonce="N0nce">',
        '<link rel="stylesheet" href="/build/chunk-CAT.css" integrity="sha384-chunk-CAT.css" nonce="N0nce">',
        '<link rel="stylesheet" href="/build/widget-login-modal-M.css" integrity="sha384-widget-login-modal-M.css" nonce="N0nce">',
        '<link rel="stylesheet" href="/build/widget-product-detail-P.css" integrity="sha384-widget-product-detail-P.css" nonce="N0nce">',
        '<script type="module" src="/build/loader-L.js" integrity="sha384-loader-L.js" nonce="N0nce" fetchpriority="low"></script>',
        '',
      ].join('\n'),
    );
  });

  it('prints no integrity and no nonce when there are none, and an empty user id for a guest', () => {
    const text = head('<div data-widget="login-modal"></div>', { manifest: WITHOUT_INTEGRITY as Manifest });
    expect(lines(text)).toEqual([
      '<meta name="csrf-token" content="TOKEN">',
      '<meta name="user-id" content="">',
      `<script type="application/json" id="shop-widget-assets">{"widgets":{"login-modal":${JSON.stringify(MANIFEST.widgets['login-modal'])}},"integrity":{},"preload":["chunk-CORE.js","widget-login-modal-M.js","chunk-SESS.js"]}</script>`,
      '<link rel="stylesheet" href="/build/chunk-CORE.css">',
      '<link rel="stylesheet" href="/build/chunk-SESS.css">',
      '<link rel="stylesheet" href="/build/widget-login-modal-M.css">',
      '<script type="module" src="/build/loader-L.js" fetchpriority="low"></script>',
    ]);
    // With integrity but no nonce: integrity only.
    expect(head('<div data-widget="cart-link"></div>')).toContain('<link rel="stylesheet" href="/build/chunk-CORE.css" integrity="sha384-chunk-CORE.css">\n');
  });

  it('prints each file once, the theme once, and every widget’s own stylesheet after all the shared ones', () => {
    const text = head('<div data-widget="reviews"></div><div data-widget="product-detail"></div><div data-widget="reviews"></div>');
    expect(hrefs(text, 'stylesheet')).toEqual(['chunk-CORE.css', 'chunk-CAT.css', 'widget-reviews-R.css', 'widget-product-detail-P.css']);
    expect(mapOf(text).preload).toEqual(['chunk-CORE.js', 'widget-reviews-R.js', 'chunk-CAT.js', 'widget-product-detail-P.js', 'chunk-SESS.js']);
    expect(Object.keys(mapOf(text).widgets)).toEqual(['reviews', 'product-detail']);
  });

  it('preloads nothing for a widget that mounts later, but maps it with the integrity of its files', () => {
    const text = head(`<div data-widget="reviews" data-load="visible"></div><div data-widget="product-detail" data-load='idle'></div>`);
    expect(hrefs(text, 'stylesheet')).toEqual(['chunk-CORE.css']);
    // Mounting on the first focus or pointer (the header's search box) is later too.
    const onUse = head(`<div data-widget="reviews" data-load="interaction"></div><div data-widget="product-detail" data-load='interaction'></div>`);
    expect(hrefs(onUse, 'stylesheet')).toEqual(['chunk-CORE.css']);
    expect(mapOf(onUse).preload).toEqual(['chunk-CORE.js']);
    expect(mapOf(text).preload).toEqual(['chunk-CORE.js']);
    // No page preloads a JS file in its head: the loader fetches them after the first paint.
    expect(hrefs(text, 'modulepreload')).toEqual([]);
    const map = mapOf(text);
    expect(Object.keys(map.widgets)).toEqual(['reviews', 'product-detail']);
    // The theme and the loader are printed: the loader needs no integrity for them.
    expect(Object.keys(map.integrity)).toEqual([
      'chunk-CAT.css', 'chunk-CAT.js', 'chunk-CORE.js', 'chunk-SESS.js', 'widget-product-detail-P.css', 'widget-product-detail-P.js', 'widget-reviews-R.css', 'widget-reviews-R.js',
    ]);
  });

  it('treats a widget with one lazy and one eager tag as eager, in the order of its first tag', () => {
    const page = '<div data-widget="product-detail" data-load="visible"></div><div data-widget="cart-link"></div><div data-widget="product-detail"></div>';
    expect(widgetsInPage(page)).toEqual({ all: ['product-detail', 'cart-link'], eager: ['product-detail', 'cart-link'] });
    expect(mapOf(head(page)).preload).toEqual(['chunk-CORE.js', 'widget-product-detail-P.js', 'chunk-CAT.js', 'chunk-SESS.js', 'widget-cart-link-C.js']);
  });

  it('reads single-quoted attributes, any element, and the attribute anywhere in the tag', () => {
    const page = `<section class=x data-widget="reviews"></section><span data-widget='cart-link' data-props='{"count":1}'></span>
<div id="a"
  data-load="idle" data-widget="product-detail"></div>`;
    expect(widgetsInPage(page)).toEqual({ all: ['reviews', 'cart-link', 'product-detail'], eager: ['reviews', 'cart-link'] });
  });

  it('does not take look-alikes for widgets: other attributes, mismatched quotes, names out of [a-z0-9-]', () => {
    const page = `<div data-widgets="cart-link"></div><div xdata-widget="cart-link"></div><div data-widget="cart-link'></div>
<div data-widget="Cart-Link"></div><div data-widget="cart_link"></div><p>data-widget="cart-link"</p><div data-widget-x="reviews"></div>`;
    expect(widgetsInPage(page)).toEqual({ all: [], eager: [] });
    // data-load of another attribute's value is not the tag's data-load.
    expect(widgetsInPage('<div data-widget="reviews" data-x-load="visible"></div>').eager).toEqual(['reviews']);
  });

  it('leaves out names the manifest does not know', () => {
    const text = head('<div data-widget="no-such-widget"></div><div data-widget="cart-link"></div>');
    expect(text).not.toContain('no-such-widget');
    expect(Object.keys(mapOf(text).widgets)).toEqual(['cart-link']);
  });

  it('maps an empty page to the theme, the loader and an empty map', () => {
    const text = head('<p>No widgets</p>', { manifest: WITHOUT_INTEGRITY as Manifest });
    expect(text).toContain('id="shop-widget-assets">{"widgets":{},"integrity":{},"preload":["chunk-CORE.js"]}</script>\n');
    expect(lines(text)).toHaveLength(5);
  });

  it('fetches files on another origin (a CDN) with CORS, as the Laravel package prints them', () => {
    const text = headTags({ manifest: MANIFEST, url: 'https://cdn.example.lk/build', pageHtml: '', csrfToken: 't', userId: null, nonce: 'N' });
    expect(text).toContain('<link rel="stylesheet" href="https://cdn.example.lk/build/chunk-CORE.css" integrity="sha384-chunk-CORE.css" crossorigin nonce="N">');
    expect(text).toMatch(/<script type="module" src="https:\/\/cdn\.example\.lk\/build\/[^"]+" integrity="[^"]+" crossorigin nonce="N" fetchpriority="low"><\/script>/);
    expect(headTags({ manifest: MANIFEST, url: '/build', pageHtml: '', csrfToken: 't', userId: null, nonce: 'N' })).not.toContain('crossorigin');
  });

  it('escapes attribute values as Blade does, and writes JSON no script can end', () => {
    const text = headTags({ manifest: MANIFEST, url: '/b&"<', pageHtml: '', csrfToken: `a'b"c<d>e&f`, userId: null, nonce: `n"'` });
    expect(text).toContain('<meta name="csrf-token" content="a&#039;b&quot;c&lt;d&gt;e&amp;f">');
    expect(text).toContain(`<link rel="stylesheet" href="/b&amp;&quot;&lt;/chunk-CORE.css" integrity="sha384-chunk-CORE.css" nonce="n&quot;&#039;">`);
    expect(scriptJson({ 'a</script><!--&\'"/é': ['x'] })).toBe('{"a\\u003C/script\\u003E\\u003C!--\\u0026\\u0027\\"/é":["x"]}');
    const hostile = { ...MANIFEST, widgets: { 'cart-link': { ...MANIFEST.widgets['cart-link']!, file: '</script><script>alert(1)</script>' } } };
    const printed = head('<div data-widget="cart-link" data-load="idle"></div>', { manifest: hostile });
    expect(printed.match(/<\/script>/g)).toHaveLength(2);
    expect(mapOf(printed).widgets['cart-link']).toEqual(hostile.widgets['cart-link']);
  });
});
