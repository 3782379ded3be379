import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, HEADLESS_SHELL, TRACE } from './tests/chromium';

const PORT = Number(process.env.E2E_STATIC_PORT ?? 4353);

/** The command serving `folder` on `port` as a static host would (no directory listings). */
export const staticServer = (folder: string, port: number) => ['node', '--no-deprecation', 'node_modules/http-server/bin/http-server', folder, '-p', String(port), '-a', '127.0.0.1', '-d', 'false', '-s'];

/**
 * Browser tests of the static build (docs/qa.md#the-demo-shop-as-static-files):
 * `npm run build:demo`, then demo-dist/ served by a plain static file server: `http-server`, the
 * one docs/qa.md#the-demo-shop-as-static-files tells testers to use (files, 404.html for unknown
 * paths, its default hour of HTTP caching, as a real host has); no Node code of the project answers
 * a request, the service worker does. Run with
 * `E2E_STATIC_PORT=<port> npx playwright test -c playwright.static.config.ts --workers=1`.
 */
export default defineConfig({
  testDir: 'tests/e2e-static',
  outputDir: 'test-results/static',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/static' }], ['json', { outputFile: 'test-reports/e2e-static.json' }]]
    : 'list',
  // As the main browser tests (playwright.config.ts): two shared cores, two browsers.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: TRACE,
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions([], HEADLESS_SHELL) } }],
  webServer: {
    command: `npm run build:demo && ${staticServer('demo-dist', PORT).join(' ')}`,
    url: `http://127.0.0.1:${PORT}/sw.js`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
