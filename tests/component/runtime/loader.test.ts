// The loader (loader.ts): nothing before the page's first contentful paint is on screen, then
// every file of the map's `preload` at once with its integrity and the nonce, then the kit's
// start; until then `window.ShopWidgets` passes calls on. The start itself is a stand-in here (the mounter has its
// own tests); what is asserted is what the page's head gets and when.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const started = vi.hoisted(() => ({ count: 0, mounted: [] as Element[] }));
vi.mock('../../../start', () => ({
  start: () => {
    started.count++;
    const api = {
      mount: async (el: Element) => {
        started.mounted.push(el);
      },
      unmount: () => {},
      unmountAll: () => {},
      scan: () => {},
      ready: Promise.resolve(),
    };
    window.ShopWidgets = api;
    return api;
  },
}));

function printMap(text: string, nonce = ''): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'shop-widget-assets';
  script.textContent = text;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}

const preloads = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    file: link.href.split('/').pop(),
    integrity: link.getAttribute('integrity'),
    nonce: link.getAttribute('nonce'),
    priority: link.getAttribute('fetchpriority'),
  }));

/** Frame callbacks held until the test paints the first frame. */
let frames: FrameRequestCallback[] = [];
function paintFirstFrame(): void {
  const due = frames;
  frames = [];
  due.forEach((callback) => callback(performance.now()));
}

/** A browser with paint timing: the test says when the first contentful paint is on screen. */
let presented = false;
class PaintTiming {
  static supportedEntryTypes = ['mark', 'measure', 'paint', 'resource'];
}
function withPaintTiming(): void {
  vi.stubGlobal('PerformanceObserver', PaintTiming);
  const real = performance.getEntriesByName.bind(performance);
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name: string, type?: string) =>
    name === 'first-contentful-paint' ? (presented ? [{ name, entryType: 'paint', startTime: 120 } as PerformanceEntry] : []) : real(name, type),
  );
}
/** A frame made (its callbacks, then the timeouts they set). */
async function frame(): Promise<void> {
  paintFirstFrame();
  await vi.advanceTimersByTimeAsync(0);
}

async function runLoader(): Promise<void> {
  vi.resetModules();
  await import('../../../loader');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  started.count = 0;
  started.mounted = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
  presented = false;
  vi.useRealTimers();
  vi.restoreAllMocks();
  frames = [];
  delete window.ShopWidgets;
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('the loader', () => {
  it("waits for the first contentful paint to be on screen, not only for the first frame's callbacks", async () => {
    withPaintTiming();
    printMap('{"widgets":{},"integrity":{"chunk-CORE.js":"sha384-core"},"preload":["chunk-CORE.js"]}');
    await runLoader();
    // The first frame is made, but its paint is not reported yet: the kit waits a frame more.
    await frame();
    expect(preloads()).toEqual([]);
    expect(started.count).toBe(0);
    presented = true;
    await frame();
    expect(preloads()).toEqual([{ file: 'chunk-CORE.js', integrity: 'sha384-core', nonce: null, priority: 'low' }]);
    await vi.waitFor(() => expect(started.count).toBe(1));
    // Once: no frame starts it again.
    await frame();
    await vi.runAllTimersAsync();
    expect(started.count).toBe(1);
    expect(preloads()).toHaveLength(1);
  });

  it('starts after 12 frames on a page that paints nothing contentful', async () => {
    withPaintTiming();
    printMap('{"widgets":{},"integrity":{},"preload":["chunk-CORE.js"]}');
    await runLoader();
    for (let i = 0; i < 11; i++) await frame();
    expect(started.count).toBe(0);
    await frame();
    await vi.waitFor(() => expect(started.count).toBe(1));
    expect(frames).toEqual([]);
  });

  it('without paint timing: fetches nothing before the first frame is painted, then every file of the preload list at once, with integrity and nonce', async () => {
    printMap(
      JSON.stringify({
        widgets: {},
        integrity: { 'start-S.js': 'sha384-start', 'chunk-CORE.js': 'sha384-core', 'widget-cart-K.js': 'sha384-cart' },
        preload: ['start-S.js', 'chunk-CORE.js', 'widget-cart-K.js'],
      }),
      'N0nce',
    );
    await runLoader();
    expect(preloads()).toEqual([]);
    // The frame's callbacks run before it is painted: still nothing.
    paintFirstFrame();
    expect(preloads()).toEqual([]);
    expect(started.count).toBe(0);
    // The timeout set from the frame callback runs once the frame is on screen.
    await vi.runAllTimersAsync();
    expect(preloads()).toEqual([
      { file: 'start-S.js', integrity: 'sha384-start', nonce: 'N0nce', priority: 'low' },
      { file: 'chunk-CORE.js', integrity: 'sha384-core', nonce: 'N0nce', priority: 'low' },
      { file: 'widget-cart-K.js', integrity: 'sha384-cart', nonce: 'N0nce', priority: 'low' },
    ]);
    await vi.waitFor(() => expect(started.count).toBe(1));
  });

  it('passes a call made before the start on, and resolves it once the kit has mounted the node', async () => {
    printMap('{"widgets":{},"integrity":{},"preload":[]}');
    await runLoader();
    const node = document.createElement('div');
    document.body.append(node);
    let settled = false;
    const mounting = window.ShopWidgets!.mount(node).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    paintFirstFrame();
    await vi.runAllTimersAsync();
    await mounting;
    expect(started.mounted).toEqual([node]);
    await expect(window.ShopWidgets!.ready).resolves.toBeUndefined();
  });

  it('still starts the kit with a broken map or none (only the preloading is lost)', async () => {
    printMap('{"widgets":');
    await runLoader();
    paintFirstFrame();
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(started.count).toBe(1));
    expect(preloads()).toEqual([]);

    document.head.replaceChildren();
    delete window.ShopWidgets;
    await runLoader();
    paintFirstFrame();
    await vi.runAllTimersAsync();
    await vi.waitFor(() => expect(started.count).toBe(2));
  });

  it('starts at once in a background tab, which paints no frame', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    printMap('{"widgets":{},"integrity":{},"preload":["chunk-CORE.js"]}');
    await runLoader();
    expect(preloads().map((link) => link.file)).toEqual(['chunk-CORE.js']);
    await vi.waitFor(() => expect(started.count).toBe(1));
    expect(frames).toEqual([]);
  });

  it('leaves a kit already on the page alone (a second loader)', async () => {
    const existing = { mount: vi.fn(), unmount: vi.fn(), unmountAll: vi.fn(), scan: vi.fn(), ready: Promise.resolve() };
    window.ShopWidgets = existing;
    printMap('{"widgets":{},"integrity":{},"preload":["chunk-CORE.js"]}');
    await runLoader();
    paintFirstFrame();
    await vi.runAllTimersAsync();
    expect(window.ShopWidgets).toBe(existing);
    expect(preloads()).toEqual([]);
    expect(started.count).toBe(0);
  });
});
