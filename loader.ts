/**
 * The one script a page includes. It lets the server's first draw reach the screen first, then
 * fetches the kit and mounts the widgets present on the page (start.ts). Until then
 * `window.ShopWidgets` is a stand-in that passes every call on once the kit has started.
 *
 * Why after the first paint (docs/decisions.md#the-kit-starts-after-the-first-paint): the page
 * is already drawn by the server, so nothing the shopper sees waits for the kit, and on a slow
 * connection the kit's chunks no longer share it with the stylesheets and images of that first
 * paint. The loader imports nothing itself: it is the one small file fetched before the paint.
 */
import type { ShopWidgetsApi } from './start';

/** The page's assets map (docs/backend.md#what-the-widget-tags-print): what the start fetches at once. */
const MAP_ID = 'shop-widget-assets';

/**
 * The chunks of the start and of the page's eager widgets, all at once and each with its
 * integrity, so the browser fetches them side by side (no chain deeper than loader → chunks).
 * shared/core/runtime/assets.ts adds the same links for widgets that mount later, and skips
 * these: it reads the links already on the page.
 */
function preloadStart(): void {
  const map = document.getElementById(MAP_ID) as HTMLElement | null;
  let files: unknown = [];
  let integrity: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(map?.textContent ?? '') as { preload?: unknown; integrity?: unknown };
    files = parsed.preload;
    if (parsed.integrity && typeof parsed.integrity === 'object') integrity = parsed.integrity as Record<string, unknown>;
  } catch {
    // No map, or a broken one: the start still loads, through its import.
  }
  if (!Array.isArray(files)) return;
  // Browsers hide a nonce attribute once the page is parsed; the property keeps it.
  const nonce = map?.nonce || map?.getAttribute('nonce') || '';
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(file, import.meta.url).href;
    const hash = Object.hasOwn(integrity, file) ? integrity[file] : undefined;
    if (typeof hash === 'string') link.setAttribute('integrity', hash);
    // Files on another origin (a CDN) come with CORS, as the page's own tags do.
    if (new URL(link.href).origin !== location.origin) link.crossOrigin = 'anonymous';
    if (nonce) link.setAttribute('nonce', nonce);
    link.setAttribute('fetchpriority', 'low');
    document.head.append(link);
  }
}

/** A page whose frames show nothing contentful starts after this many of them (about 200 ms). */
const FRAMES_WITHOUT_PAINT = 12;

/**
 * At the first frame after the page's first contentful paint is on screen. A timeout set from a
 * frame callback runs once that frame has been made; the browser reports the paint (its
 * `first-contentful-paint` entry) once the frame has been presented, some milliseconds later, so
 * each frame checks for the entry and the next one looks again. Read at each frame rather than
 * observed: a PerformanceObserver's callback waits behind the parser's tasks (home: 60 ms after
 * the paint). A browser without paint timing starts after its first frame, a page that paints
 * nothing contentful after FRAMES_WITHOUT_PAINT frames, and a page in a background tab, which
 * paints nothing, at once.
 */
function afterPaint(run: () => void): void {
  if (document.visibilityState === 'hidden') {
    run();
    return;
  }
  const timed = PerformanceObserver.supportedEntryTypes?.includes('paint') === true;
  let frames = 0;
  const atFrame = () => {
    frames++;
    if (!timed || performance.getEntriesByName('first-contentful-paint').length > 0 || frames >= FRAMES_WITHOUT_PAINT) run();
    else nextFrame();
  };
  const nextFrame = () => requestAnimationFrame(() => setTimeout(atFrame, 0));
  nextFrame();
}

if (!window.ShopWidgets) {
  const started = new Promise<ShopWidgetsApi>((resolve, reject) =>
    afterPaint(() => {
      preloadStart();
      import('./start').then(({ start }) => resolve(start()), reject);
    }),
  );
  // A kit that could not be fetched is said once; the page keeps its server draw.
  started.catch((error: unknown) => console.error('[shop-widgets] the kit could not be loaded', error));
  const later = (call: (api: ShopWidgetsApi) => void) => void started.then(call, () => {});
  window.ShopWidgets = {
    mount: (el) => started.then((api) => api.mount(el)),
    unmount: (el) => later((api) => api.unmount(el)),
    unmountAll: () => later((api) => api.unmountAll()),
    scan: (root) => later((api) => api.scan(root)),
    ready: started.then((api) => api.ready, () => undefined),
  };
}
