/**
 * The static build's service worker (docs/decisions.md#the-static-demo-one-app-three-adapters): the
 * whole demo shop, pages and reference backend, answering inside the browser. Built by
 * demo-pages/static/build.ts into demo-dist/sw.js (a classic script: every browser with service
 * workers runs one).
 *
 * Hono's own adapter (`hono/service-worker`'s `handle`) answers every request and falls back to
 * the network on a 404; the shop needs more around the app: files the static host has (the
 * kit's build, the demo's public files and scripts) go to the network untouched, and each answer
 * waits for the state to be saved (`waitUntil`), so a worker stopped right after still finds it.
 * The kit's content-hashed files are the exception: the worker keeps them (kitFile), since no
 * static host serves them `immutable` as the demo server and the shop's own server do.
 */
import { isDroppedConnection } from '../backend/faults';
import type { Manifest } from '../pages/manifest';
import { manifestName } from '../../build/locale-list.mjs';
import { createStaticShop } from './static-shop';
import { setTranslatedFirstDraws } from '../pages/first-draws-by-language';
import * as firstDrawsSi from 'shop:first-draws-in/si';
import * as firstDrawsTa from 'shop:first-draws-in/ta';
import { indexedDbStateStorage } from './state';

/** The build's version stamp (the worker's code, seed included, and the kit's manifest). */
declare const __DEMO_VERSION__: string;

/** The few service-worker types used here (tsconfig's lib is DOM, not WebWorker). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
}
const worker = self as unknown as WorkerScope;

/** What the static host serves as files: never the app's. */
const HOSTED = [/^\/build\//, /^\/demo-assets\//, /^\/images\//, /^\/site\.css$/, /^\/sw\.js$/];
/** Content-hashed names: the worker's cache answers. Others are revalidated (a new build). */
const IMMUTABLE = /^\/build\/.+-[A-Za-z0-9]{8,}\.(js|css)$/;
/** Cache Storage of the kit's hashed files; a name's bytes never change, so no build drops it. */
const KIT_CACHE = 'shop-kit';

/**
 * A content-hashed kit file from the worker's cache, else from the host (and kept): a second
 * page asks the host nothing it already had. Static hosts serve them for an hour (http-server),
 * ten minutes (GitHub Pages) or revalidated each time (Netlify), a round trip per file on a
 * slow phone; their name changes with their bytes, so keeping them is always right.
 */
async function kitFile(request: Request): Promise<Response> {
  const cache = await caches.open(KIT_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

setTranslatedFirstDraws({ si: firstDrawsSi, ta: firstDrawsTa });

const shop = createStaticShop({
  version: __DEMO_VERSION__,
  storage: indexedDbStateStorage('shop-widgets-demo'),
  manifest: async (locale) => (await (await fetch(`/build/${manifestName(locale)}`, { cache: 'no-cache' })).json()) as Manifest,
  kitTexts: async (locale) => (await (await fetch(`/build/lang/${locale}.json`, { cache: 'no-cache' })).json()) as Record<string, string>,
});

// A new build takes over at once: its version stamp drops the old state on its first request
// (static-shop.ts), and pages open in other tabs get the new shop on their next navigation.
worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

worker.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== worker.location.origin) return;
  if (HOSTED.some((path) => path.test(url.pathname))) {
    if (IMMUTABLE.test(url.pathname) && event.request.method === 'GET') {
      event.respondWith(kitFile(event.request));
      return;
    }
    // A navigation's Request cannot be re-made with options: the browser fetches it as it is.
    if (event.request.method === 'GET' && event.request.mode !== 'navigate') {
      event.respondWith(fetch(event.request, { cache: 'no-cache' }));
    }
    return;
  }
  // The demo's live reload belongs to `npm start`: 204 tells EventSource not to reconnect.
  if (url.pathname === '/__demo/live-reload') {
    event.respondWith(new Response(null, { status: 204 }));
    return;
  }
  // Which build this is, for Demo tools (a tester's bug report names it).
  if (url.pathname === '/__demo/static-build') {
    event.respondWith(Response.json({ version: __DEMO_VERSION__ }));
    return;
  }
  let stored!: () => void;
  event.waitUntil(new Promise<void>((resolve) => (stored = resolve)));
  event.respondWith(
    shop.handle(event.request).then(
      ({ response, saved }) => {
        void saved.catch(() => undefined).finally(stored);
        // A "no connection" fault: the page's fetch rejects (a TypeError), as when the network drops.
        return isDroppedConnection(response) ? Response.error() : response;
      },
      (error: unknown) => {
        stored();
        throw error;
      },
    ),
  );
});
