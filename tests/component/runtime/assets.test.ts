// happy-dom would fetch the stylesheets; these tests play the browser's load and error events.
// @vitest-environment-options { "settings": { "disableCSSFileLoading": true } }
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The page's asset map (what a Blade layout prints from dist/manifest.json). */
function printMap(map: unknown): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'shop-widget-assets';
  script.textContent = JSON.stringify(map);
  document.head.append(script);
}

const MAP = {
  'login-modal': {
    file: 'widget-login-modal-AAAA.js',
    css: ['chunk-CORE.css', 'widget-login-modal-AAAA.css'],
    imports: ['chunk-CORE.js'],
    parts: { 'login-dialog': { css: ['chunk-MODAL.css'] } },
  },
};

// The module keeps the map and the stylesheets it added: a fresh copy per test.
async function freshAssets() {
  vi.resetModules();
  return import('../../../shared/runtime/assets');
}

const sheets = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

afterEach(() => {
  document.head.innerHTML = '';
});

describe('widget assets', () => {
  it('loads a widget’s stylesheets and chunks, each once, and resolves when the CSS is in', async () => {
    printMap(MAP);
    const { loadWidgetAssets } = await freshAssets();
    let done = false;
    const loading = loadWidgetAssets('login-modal').then(() => (done = true));
    void loadWidgetAssets('login-modal');
    expect(sheets().map((link) => link.getAttribute('href')?.split('/').pop())).toEqual([
      'chunk-CORE.css',
      'widget-login-modal-AAAA.css',
    ]);
    const preloads = [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')?.split('/').pop());
    expect(preloads).toEqual(['widget-login-modal-AAAA.js', 'chunk-CORE.js']);
    await Promise.resolve();
    expect(done).toBe(false);
    for (const link of sheets()) link.dispatchEvent(new Event('load'));
    await loading;
    expect(done).toBe(true);
  });

  it('brings a part’s stylesheets with its module, and a failed stylesheet does not block it', async () => {
    printMap(MAP);
    const { withStyles } = await freshAssets();
    const part = withStyles('login-modal', 'login-dialog', async () => ({ default: 'the dialog' }));
    const [link] = sheets();
    expect(link?.getAttribute('href')).toMatch(/chunk-MODAL\.css$/);
    link!.dispatchEvent(new Event('error'));
    await expect(part).resolves.toEqual({ default: 'the dialog' });
  });

  it('still loads a widget or part the page did not announce, or whose map is broken', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'shop-widget-assets';
    script.textContent = '{ not json';
    document.head.append(script);
    const { loadWidgetAssets, withStyles } = await freshAssets();
    await expect(loadWidgetAssets('login-modal')).resolves.toBeUndefined();
    await expect(withStyles('cart-link', 'nothing', async () => 42)).resolves.toBe(42);
    expect(sheets()).toEqual([]);
  });
});
