import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { floorElement, floorHtml, recordWidgetTrees, type FloorRoot } from '../bench/floor';

const MARK = 'shop:widgets-mounted';

/** Runs the init script as the page would, then sets the mark: the roots it recorded. */
function recordAtMark(): FloorRoot[] {
  new Function(recordWidgetTrees(MARK))();
  performance.mark(MARK);
  return (window as unknown as { __benchFloor: FloorRoot[] }).__benchFloor;
}

const WIDGET = `
  <form class="search" role="search" aria-label="Search products">
    <label for="q">Search</label>
    <input id="q" name="q" type="search" value="tea" required autocomplete="off">
    <button type="submit" disabled class="button button--primary">Search</button>
  </form>
  <p hidden>Nothing yet</p>
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M3 3h18" stroke-width="2"></path></svg>
  <ul><li tabindex="-1">Rs. 1,480.00</li><li data-id="7">Tea</li></ul>`;

/** The DOM as text with each element's attributes sorted (React sets them in an order of its own). */
const canonical = (node: Node): string =>
  node instanceof Element
    ? `<${node.localName}${[...node.attributes].map((a) => ` ${a.name}="${a.value}"`).sort().join('')}>${[...node.childNodes].map(canonical).join('')}</${node.localName}>`
    : (node.textContent ?? '').replace(/\s+/g, ' ');

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as { __benchFloor?: unknown }).__benchFloor;
});

describe('the bench: a page’s React floor', () => {
  it('records, at the mark, the DOM of the mounted widget nodes only, with their place among all widget nodes', () => {
    document.body.innerHTML = `
      <div data-widget="search-box" data-load="interaction"><p>placeholder</p></div>
      <div data-widget="cart-link" data-widget-state="mounted"><a href="/cart">Cart</a></div>
      <div data-widget="home-blocks" data-widget-state="error"><p role="alert">broken</p></div>
      <div data-widget="product-listing" data-widget-state="mounted"><h2 class="title" style="--cols: 4; margin-top: 8px">Just for you</h2></div>`;
    const roots = recordAtMark();
    expect(roots.map((root) => root.index)).toEqual([1, 3]);
    expect(roots[0]!.children).toEqual([['a', { href: '/cart' }, ['Cart']]]);
    expect(roots[1]!.children).toEqual([['h2', { className: 'title', style: { '--cols': '4', marginTop: '8px' } }, ['Just for you']]]);
  });

  it('gives React the names it expects, so React builds the same DOM again', async () => {
    document.body.innerHTML = `<div data-widget="search-box" data-widget-state="mounted">${WIDGET}</div>`;
    const original = canonical(document.querySelector('[data-widget]')!);
    const [root] = recordAtMark();
    const form = root!.children.find((child) => typeof child !== 'string')!;
    expect(JSON.stringify(form)).toContain('"htmlFor":"q"');
    expect(JSON.stringify(form)).toContain('"defaultValue":"tea"');
    expect(JSON.stringify(form)).toContain('"disabled":true');

    const container = document.createElement('div');
    container.setAttribute('data-widget', 'search-box');
    container.setAttribute('data-widget-state', 'mounted');
    const reactRoot = createRoot(container);
    await act(async () => reactRoot.render(root!.children.map(floorElement)));
    expect(canonical(container)).toBe(original);
    expect(container.querySelector('input')!.value).toBe('tea');
    expect(container.querySelector('button')!.disabled).toBe(true);
    expect(container.querySelector('p')!.hidden).toBe(true);
    act(() => reactRoot.unmount());
  });

  it('writes the page with the floor’s script where the loader was, its URLs resolved against the demo, no preloads and no integrity', () => {
    const server = [
      '<!doctype html><html lang="en"><head>',
      '<link rel="stylesheet" href="/build/chunk-A.css" integrity="sha384-x" nonce="n">',
      '<link rel="modulepreload" href="/build/widget-b-B.js" integrity="sha384-y" nonce="n" fetchpriority="low">',
      '<script type="module" src="/build/loader-C.js" integrity="sha384-z" nonce="n" fetchpriority="low"></script>',
      '<script type="application/json" id="shop-widget-assets" nonce="n">{"widgets":{},"integrity":{},"preload":["start-D.js","chunk-E.js"]}</script>',
      '</head><body><div data-widget="cart-link"><a href="/cart">Cart</a></div>',
      '<script type="application/json">{"title":"</script>"}</script></body></html>',
    ].join('\n');
    const roots: FloorRoot[] = [{ index: 0, children: [['a', { href: '/cart' }, ['</script>']]] }];
    const page = floorHtml(server, roots, 'http://127.0.0.1:4000', 'http://127.0.0.1:5000/floor.js');

    expect(page).toContain('<head>\n<base href="http://127.0.0.1:4000/">');
    expect(page).not.toContain('loader-C.js');
    expect(page).not.toContain('modulepreload');
    expect(page).not.toContain('integrity=');
    // The floor runs the kit's loader: with the map's preload list it would fetch the kit.
    expect(page).toContain('{"widgets":{},"integrity":{},"preload":[]}');
    expect(page).toContain('<link rel="stylesheet" href="/build/chunk-A.css" nonce="n">');
    expect(page.indexOf('<script type="module" src="http://127.0.0.1:5000/floor.js"></script>')).toBeLessThan(page.indexOf('</head>'));
    const data = page.match(/<script type="application\/json" id="bench-floor">(.*?)<\/script>/)![1]!;
    expect(data).not.toContain('</script>');
    expect(JSON.parse(data)).toEqual(roots);
  });

  it('refuses a page without exactly one kit script: it would time nothing, or the kit too', () => {
    expect(() => floorHtml('<html><head></head><body></body></html>', [], 'http://a', 'http://b/floor.js')).toThrow(/one kit script .* found 0/);
  });
});
