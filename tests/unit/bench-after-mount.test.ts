// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../build.mjs';
import { afterMountBreaches, judgeAfterMount, ownersOf } from '../bench/after-mount';

const manifest: Manifest = {
  loader: { file: 'loader-A.js', imports: ['chunk-core.js'] },
  theme: { css: 'chunk-core.css' },
  widgets: {
    'product-overview': { file: 'widget-product-overview-B.js', css: ['widget-product-overview-B.css'], imports: ['chunk-core.js', 'chunk-purify.js'], parts: {} },
    'search-box': { file: 'widget-search-box-C.js', css: [], imports: ['chunk-core.js', 'chunk-session.js'], parts: {} },
    'category-menu': { file: 'widget-category-menu-D.js', css: [], imports: ['chunk-session.js'], parts: { 'part-E.js': { css: ['part-E.css'], js: ['part-E.js'] } } },
  },
  integrity: {},
};
const owners = ownersOf(manifest);
const file = (name: string) => ({ file: name, gzipBytes: 100 });

describe('the bench: files fetched after mount', () => {
  it('passes a file of a widget whose node is in the viewport', () => {
    const judged = judgeAfterMount([file('chunk-purify.js')], owners, ['product-overview', 'search-box'], ['product-overview']);
    expect(judged).toEqual([{ file: 'chunk-purify.js', gzipBytes: 100, widgets: ['product-overview'], onScreen: ['product-overview'], ok: true }]);
    expect(afterMountBreaches('product', judged)).toEqual([]);
  });

  it('fails a file whose widgets are all out of view, naming them', () => {
    const judged = judgeAfterMount([file('widget-category-menu-D.js'), file('part-E.css')], owners, ['category-menu', 'search-box'], ['search-box']);
    expect(judged.map((entry) => entry.ok)).toEqual([false, false]);
    expect(afterMountBreaches('home', judged)).toEqual([
      'home: widget-category-menu-D.js (100 B gz) came after mount for category-menu, none of which is on screen at 1280×900',
      'home: part-E.css (100 B gz) came after mount for category-menu, none of which is on screen at 1280×900',
    ]);
  });

  it('passes a chunk shared by a widget out of view and one in view', () => {
    const [judged] = judgeAfterMount([file('chunk-session.js')], owners, ['category-menu', 'search-box'], ['search-box']);
    expect(judged).toMatchObject({ widgets: ['search-box', 'category-menu'], onScreen: ['search-box'], ok: true });
  });

  it('fails a file no widget of the page lists, even one another page\'s widget needs', () => {
    const judged = judgeAfterMount([file('chunk-purify.js'), file('stray.js')], owners, ['search-box'], ['search-box']);
    expect(afterMountBreaches('cart', judged)).toEqual([
      'cart: chunk-purify.js (100 B gz) came after mount for no widget of the page',
      'cart: stray.js (100 B gz) came after mount for no widget of the page',
    ]);
  });

  it('admits an allowFiles entry only with a reason', () => {
    const withReason = judgeAfterMount([file('stray.js')], owners, [], [], [{ file: /^stray/, reason: 'the demo needs it' }]);
    expect(withReason[0]).toMatchObject({ ok: true, allowedBecause: 'the demo needs it' });
    const without = judgeAfterMount([file('stray.js')], owners, [], [], [{ file: /^stray/, reason: ' ' }]);
    expect(without[0]!.ok).toBe(false);
  });

  it('counts the loader\'s own files as on screen', () => {
    expect(judgeAfterMount([file('chunk-core.css')], owners, [], [])[0]!.ok).toBe(true);
  });
});
