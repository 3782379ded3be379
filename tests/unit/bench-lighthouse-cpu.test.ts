import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from '../bench/lighthouse-cpu';
import { stripScripts } from '../bench/noscript-copy';

describe("Lighthouse's CPU slowdown for the host", () => {
  it('is 4 × the host\'s benchmarkIndex ÷ 1,000: 4× on a host of 1,000, more on a faster one', () => {
    expect(cpuSlowdownFor(1000)).toBe(4);
    expect(cpuSlowdownFor(2600)).toBe(10.4);
    expect(cpuSlowdownFor(3630)).toBe(14.5);
    expect(cpuSlowdownFor(500)).toBe(2);
  });

  it('never goes under 1× (no speed-up), and keeps 4× when the benchmark gave nothing usable', () => {
    expect(cpuSlowdownFor(200)).toBe(1);
    expect(cpuSlowdownFor(0)).toBe(4);
    expect(cpuSlowdownFor(Number.NaN)).toBe(4);
  });
});

describe("a page's no-script copy", () => {
  it('drops the scripts that run and the module preloads, and keeps the JSON, stylesheets and markup', () => {
    const page = [
      '<link rel="stylesheet" href="/build/a.css">',
      '<script type="application/json" id="shop-widget-assets">{"widgets":{}}</script>',
      '<script type="module" src="/build/loader.js" nonce="n" fetchpriority="low"></script>',
      '<link rel="modulepreload" href="/build/chunk.js" fetchpriority="low">',
      '<script nonce="n">window.x = 1</script>',
      '<div data-widget="cart-link"><script type="application/json">{"a":1}</script><a href="/cart">Cart</a></div>',
    ].join('\n');
    expect(stripScripts(page)).toBe(
      [
        '<link rel="stylesheet" href="/build/a.css">',
        '<script type="application/json" id="shop-widget-assets">{"widgets":{}}</script>',
        '',
        '',
        '',
        '<div data-widget="cart-link"><script type="application/json">{"a":1}</script><a href="/cart">Cart</a></div>',
      ].join('\n'),
    );
  });
});
