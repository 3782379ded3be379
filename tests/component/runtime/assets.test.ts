// happy-dom would fetch the stylesheets; these tests play the browser's load and error events.
// @vitest-environment-options { "settings": { "disableCSSFileLoading": true } }
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageUrl } from '../../helpers/page-url';

/** The page's asset map (what a Blade layout prints from dist/manifest.json). */
function printMap(map: unknown): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'shop-widget-assets';
  script.textContent = JSON.stringify(map);
  document.head.append(script);
}

const LOGIN = {
  file: 'widget-login-modal-AAAA.js',
  css: ['chunk-CORE.css', 'widget-login-modal-AAAA.css'],
  imports: ['chunk-CORE.js'],
  parts: { 'login-dialog': { css: ['chunk-MODAL.css'], js: ['chunk-DIALOG.js', 'chunk-FORM.js'] } },
};
/** The map's shape: the page's widgets and the integrity of files it did not print. */
const MAP = { widgets: { 'login-modal': LOGIN }, integrity: {} };
const SRI = {
  'chunk-CORE.css': 'sha384-core-css',
  'widget-login-modal-AAAA.css': 'sha384-login-css',
  'widget-login-modal-AAAA.js': 'sha384-login-js',
  'chunk-CORE.js': 'sha384-core-js',
  'chunk-MODAL.css': 'sha384-modal-css',
  'chunk-DIALOG.js': 'sha384-dialog-js',
  'chunk-FORM.js': 'sha384-form-js',
};

// The module keeps the map and the stylesheets it added: a fresh copy per test.
async function freshAssets() {
  vi.resetModules();
  return import('../../../shared/core/runtime/assets');
}

const sheets = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
const preloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
const fileOf = (link: HTMLLinkElement) => link.getAttribute('href')?.split('/').pop();
/** What the loader added, as file → [integrity, nonce] attributes. */
const added = (links: HTMLLinkElement[]) =>
  Object.fromEntries(links.map((link) => [fileOf(link), [link.getAttribute('integrity'), link.getAttribute('nonce')]]));

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

  it('adds no second tag for a file the page printed, and waits for no stylesheet the page already has', async () => {
    // What a Blade layout prints in the head for the widget, beside its map.
    const printed = (rel: string, file: string) => {
      const link = document.createElement('link');
      link.rel = rel;
      link.href = pathToFileURL(`${process.cwd()}/shared/core/runtime/${file}`).href;
      document.head.append(link);
    };
    printed('stylesheet', 'chunk-CORE.css');
    printed('stylesheet', 'widget-login-modal-AAAA.css');
    printed('modulepreload', 'widget-login-modal-AAAA.js');
    printed('modulepreload', 'chunk-CORE.js');
    printMap(MAP);
    const { loadWidgetAssets } = await freshAssets();
    await loadWidgetAssets('login-modal');
    expect(sheets().map(fileOf)).toEqual(['chunk-CORE.css', 'widget-login-modal-AAAA.css']);
    expect(preloads().map(fileOf)).toEqual(['widget-login-modal-AAAA.js', 'chunk-CORE.js']);
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

  it('still mounts, unpreloaded, when the map has the shape of an older layout (widgets at the top)', async () => {
    printMap({ 'login-modal': LOGIN });
    const { loadWidgetAssets, withStyles } = await freshAssets();
    await expect(loadWidgetAssets('login-modal')).resolves.toBeUndefined();
    await expect(withStyles('login-modal', 'login-dialog', async () => 'dialog')).resolves.toBe('dialog');
    expect([...sheets(), ...preloads()]).toEqual([]);
  });

  it('survives odd entries in the map: a widget without a file, parts that are not lists', async () => {
    printMap({ widgets: { 'login-modal': { css: 'x.css' }, cart: { file: 'w.js', imports: 'no', parts: { p: { js: 5 } } } }, integrity: [] });
    const { loadWidgetAssets, withStyles } = await freshAssets();
    await expect(loadWidgetAssets('login-modal')).resolves.toBeUndefined();
    await expect(loadWidgetAssets('cart')).resolves.toBeUndefined();
    await expect(withStyles('cart', 'p', async () => 1)).resolves.toBe(1);
    expect(preloads().map(fileOf)).toEqual(['w.js']);
    expect(added(preloads())).toEqual({ 'w.js': [null, null] });
  });

  it('puts the map’s integrity and the page’s nonce on every stylesheet and preload it adds', async () => {
    printMap({ widgets: { 'login-modal': LOGIN }, integrity: SRI });
    // As a browser leaves it after parsing: the attribute hidden, the property kept.
    const map = document.getElementById('shop-widget-assets')!;
    Object.defineProperty(map, 'nonce', { value: 'r4nd0m', configurable: true });
    expect(map.getAttribute('nonce')).toBeNull();
    const { loadWidgetAssets, withStyles } = await freshAssets();
    void loadWidgetAssets('login-modal');
    expect(added(sheets())).toEqual({
      'chunk-CORE.css': ['sha384-core-css', 'r4nd0m'],
      'widget-login-modal-AAAA.css': ['sha384-login-css', 'r4nd0m'],
    });
    expect(added(preloads())).toEqual({
      'widget-login-modal-AAAA.js': ['sha384-login-js', 'r4nd0m'],
      'chunk-CORE.js': ['sha384-core-js', 'r4nd0m'],
    });
    void withStyles('login-modal', 'login-dialog', async () => 'dialog');
    expect(added(sheets())['chunk-MODAL.css']).toEqual(['sha384-modal-css', 'r4nd0m']);
    expect(added(preloads())['chunk-DIALOG.js']).toEqual(['sha384-dialog-js', 'r4nd0m']);
  });

  it('fetches the files with CORS when they come from another origin than the page (a CDN), so their integrity holds', async () => {
    printMap({ widgets: { 'login-modal': LOGIN }, integrity: SRI });
    const { loadWidgetAssets } = await freshAssets();
    // The kit's files resolve against the loader's own address; here the page is elsewhere.
    setPageUrl('https://shop.example.lk/products/1');
    void loadWidgetAssets('login-modal');
    const modes = (links: HTMLLinkElement[]) => links.map((link) => link.getAttribute('crossorigin'));
    expect(modes(sheets())).toEqual(['anonymous', 'anonymous']);
    expect(modes(preloads())).toEqual(['anonymous', 'anonymous']);
  });

  it('adds no crossorigin to files of the page’s own origin', async () => {
    printMap({ widgets: { 'login-modal': LOGIN }, integrity: SRI });
    const { loadWidgetAssets } = await freshAssets();
    // The page where the loader is (the module resolves the files against its own address).
    setPageUrl(pathToFileURL(`${process.cwd()}/shared/core/runtime/page.html`).href);
    void loadWidgetAssets('login-modal');
    expect(sheets().map(fileOf)).toEqual(['chunk-CORE.css', 'widget-login-modal-AAAA.css']);
    expect([...sheets(), ...preloads()].map((link) => link.hasAttribute('crossorigin'))).toEqual([false, false, false, false]);
  });

  it('adds a file the map gives no integrity without one, and no nonce on a page without', async () => {
    printMap({ widgets: { 'login-modal': LOGIN }, integrity: { 'chunk-CORE.js': 'sha384-core-js' } });
    const { loadWidgetAssets } = await freshAssets();
    void loadWidgetAssets('login-modal');
    expect(added(preloads())).toEqual({
      'widget-login-modal-AAAA.js': [null, null],
      'chunk-CORE.js': ['sha384-core-js', null],
    });
  });

  it('preloads a part’s JS before it imports the part, so the part and its chunks come checked', async () => {
    printMap({ widgets: { 'login-modal': LOGIN }, integrity: SRI });
    document.getElementById('shop-widget-assets')!.setAttribute('nonce', 'n1');
    const { withStyles } = await freshAssets();
    let preloadedWhenImported: (string | undefined)[] = [];
    await withStyles('login-modal', 'login-dialog', async () => {
      preloadedWhenImported = preloads().map(fileOf);
      sheets().forEach((link) => link.dispatchEvent(new Event('load')));
      return 'dialog';
    });
    expect(preloadedWhenImported).toEqual(['chunk-DIALOG.js', 'chunk-FORM.js']);
    expect(added(preloads())['chunk-FORM.js']).toEqual(['sha384-form-js', 'n1']);
  });
});
