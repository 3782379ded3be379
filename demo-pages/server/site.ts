import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { streamSSE } from 'hono/streaming';
import type { Backend } from '../backend/app';
import { isDroppedConnection } from '../backend/faults';
import type { Manifest } from '../pages/manifest';
import { setManifestSource } from '../pages/manifest';
import { setKitTranslations } from '../backend/answer-language';
import { manifestName } from '../../build/locale-list.mjs';
import { createShop } from '../shop';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '../..');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serve one file from a folder, refusing any path that leaves it. */
async function fileFrom(dir: string, name: string, cache: string): Promise<Response> {
  const full = path.resolve(dir, name);
  if (!full.startsWith(path.resolve(dir) + path.sep)) return new Response('Not Found', { status: 404 });
  try {
    const body = await readFile(full);
    const type = TYPES[path.extname(full)] ?? 'application/octet-stream';
    return new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': cache } });
  } catch {
    return new Response('Not Found', { status: 404 });
  }
}

// Under `npm start` each language's manifest is in dist/ on disk (manifest.json, manifest.si.json, …), read again after a rebuild
// (start.ts calls forgetManifest()).
setManifestSource((locale) => JSON.parse(readFileSync(path.join(root, 'dist', manifestName(locale)), 'utf8')) as Manifest);
// The kit's texts by their English for the backend's answers (dist/lang/<code>.json), read once.
const kitTexts = new Map<string, Record<string, string> | undefined>();
setKitTranslations((language) => {
  if (!kitTexts.has(language)) {
    try {
      kitTexts.set(language, JSON.parse(readFileSync(path.join(root, 'dist/lang', `${language}.json`), 'utf8')) as Record<string, string>);
    } catch {
      kitTexts.set(language, undefined);
    }
  }
  return kitTexts.get(language);
});

export interface SiteOptions {
  /** Folder of the demo-only scripts (toolbar, live reload, scenario helpers). */
  demoAssets: string;
  /** Clients waiting for "rebuilt" (live reload). */
  reloads?: Set<(event: string) => void>;
  now?: () => Date;
}

/**
 * The demo shop under Node: static files, then the shop (demo-pages/shop.ts: images, the
 * reference backend and the pages). Static files come first so they carry no session cookie
 * and skip fault injection.
 */
export function createSite(options: SiteOptions): { site: Hono<{ Bindings: HttpBindings }>; backend: Backend } {
  const { shop, backend } = createShop({ now: options.now });
  const site = new Hono<{ Bindings: HttpBindings }>()
    // A "no connection" fault (backend/faults.ts): the socket closes with no answer, so the
    // page's fetch rejects as when the network drops; the adapter then writes nothing.
    .use(async (c, next) => {
      await next();
      if (isDroppedConnection(c.res)) {
        c.env.incoming.socket.destroy();
        c.res = RESPONSE_ALREADY_SENT;
      }
    })
    .use(compress())
    .get('/build/:file', (c) =>
      fileFrom(path.join(root, 'dist'), c.req.param('file'), 'public, max-age=31536000, immutable'),
    )
    .get('/demo-assets/:file', (c) => fileFrom(options.demoAssets, c.req.param('file'), 'no-cache'))
    .get('/site.css', () => fileFrom(path.join(here, '../public'), 'site.css', 'no-cache'))
    .get('/images/:file', (c) => fileFrom(path.join(here, '../public/images'), c.req.param('file'), 'public, max-age=3600'))
    .get('/__demo/live-reload', (c) =>
      streamSSE(c, async (stream) => {
        const send = (event: string) => void stream.writeSSE({ event, data: event });
        options.reloads?.add(send);
        stream.onAbort(() => {
          options.reloads?.delete(send);
        });
        while (!stream.aborted) {
          await stream.sleep(25_000);
          await stream.writeSSE({ event: 'ping', data: '' });
        }
      }),
    )
    .route('/', shop)
    // An address nobody serves still gets the shop's session and its 404 page (or JSON 404).
    .notFound((c) => shop.fetch(c.req.raw));
  return { site, backend };
}
