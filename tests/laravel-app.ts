import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Laravel test application (laravel/tests/app) served by PHP's built-in server for the
 * browser test (tests/e2e/laravel.spec.ts): its router serves dist/ under /build and gives every
 * other path to Laravel. Its port is E2E_PHP_PORT, else the demo shop's E2E_PORT + 2.
 */
export const DEMO_PORT = Number(process.env.E2E_PORT ?? 4174);
export const LARAVEL_PORT = Number(process.env.E2E_PHP_PORT ?? DEMO_PORT + 2);
export const LARAVEL_ORIGIN = `http://127.0.0.1:${LARAVEL_PORT}`;

/** Where the browser test writes the page data (the demo home page's props) `/shop` renders. */
export const LARAVEL_PAGE_DATA = path.join(os.tmpdir(), `shop-widgets-laravel-page-${LARAVEL_PORT}.json`);

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Playwright's webServer entry for it. */
export const laravelWebServer = {
  command: `php -S 127.0.0.1:${LARAVEL_PORT} laravel/tests/app/public/router.php`,
  url: `${LARAVEL_ORIGIN}/up`,
  env: {
    SHOP_WIDGETS_MANIFEST: path.join(root, 'dist', 'manifest.json'),
    SHOP_WIDGETS_DIST: path.join(root, 'dist'),
    SHOP_TEST_PAGE_DATA: LARAVEL_PAGE_DATA,
    APP_DEBUG: 'true',
    LOG_CHANNEL: 'stderr',
  },
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
};
