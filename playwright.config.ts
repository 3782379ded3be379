import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, HEADLESS_SHELL, TRACE } from './tests/chromium';
import { laravelWebServer } from './tests/laravel-app';

const PORT = Number(process.env.E2E_PORT ?? 4174);

/**
 * Browser tests: user journeys, axe-core and screenshots in Debian's Chromium (a test tool may
 * not download its own browser here), against the demo shop built once (`--no-watch`), and the
 * Laravel package's test application under PHP's built-in server (tests/laravel-app.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  // Two cores: two browsers at a time.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // In CI also a JSON report, from which .ci/run lists the tests that passed only on retry.
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }], ['json', { outputFile: 'test-reports/e2e.json' }]] : 'list',
  // Two shared cores running two browsers, the demo server and PHP: a journey with axe and
  // screenshots took 25 to 30 s in a clean run here (Chromium 156.0.8078.108), so the default
  // 30 s timed out ten tests of one CI run that had passed the run before. A hang still ends.
  timeout: 60_000,
  // And an answer a widget waits for (a lazy widget's file, then its call) took over 5 s there.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: TRACE,
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: chromiumLaunchOptions([], HEADLESS_SHELL),
      },
    },
  ],
  webServer: [
    {
      command: 'npx tsx demo-pages/server/start.ts --no-watch',
      url: `http://127.0.0.1:${PORT}/__demo`,
      // SHOP_PSEUDO: the pseudo-locale's build too, for its walk (tests/e2e/pseudo-locale.spec.ts).
      env: { PORT: String(PORT), SHOP_PSEUDO: '1' },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    laravelWebServer,
  ],
});
