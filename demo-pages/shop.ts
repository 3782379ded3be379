import { Hono } from 'hono';
import { createBackend, type Backend } from './backend/app';
import type { VisitorCookies } from './backend/cookies';
import { renderImageSvg } from './backend/images';
import { notFoundPage, pageRoutes } from './pages/routes';

const svg = (body: string) =>
  new Response(body, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
  });

/**
 * The demo shop as one app, whatever runs it (one code base:
 * docs/decisions.md#the-static-demo-one-app-three-adapters): the drawn images, then the reference
 * backend with the pages; an address nobody serves still gets the shop's session and its 404 page
 * (or JSON 404). `npm start` puts the files of dist/ and public/ in front (server/site.ts); the
 * static build's service worker leaves those to the static host (static/worker.ts). The images come
 * before the backend so they carry no session and skip fault injection.
 */
export function createShop(options: { now?: () => Date; cookies?: VisitorCookies } = {}): { shop: Hono; backend: Backend } {
  const backend = createBackend({ now: options.now, cookies: options.cookies, pages: pageRoutes, notFoundPage });
  const shop = new Hono()
    .get('/storage/product_images/:name', (c) => svg(renderImageSvg('product', c.req.param('name'))))
    .get('/storage/category_images/:name', (c) => svg(renderImageSvg('category', c.req.param('name'))))
    .get('/storage/collection_images/:name', (c) => svg(renderImageSvg('collection', c.req.param('name'))))
    .get('/storage/review_images/:name', (c) => svg(renderImageSvg('review', c.req.param('name'))))
    .get('/storage/banner_images/:name', (c) => svg(renderImageSvg('banner', c.req.param('name'))))
    .get('/profile/no_image.jpg', () => svg(renderImageSvg('product', 'no-image')))
    .route('/', backend.app)
    .notFound((c) => backend.app.fetch(c.req.raw));
  return { shop, backend };
}
