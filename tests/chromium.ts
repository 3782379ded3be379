import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium, the browser shoppers run: the bench and Lighthouse measure in it. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's build of the same Chromium's headless shell (package chromium-headless-shell), the
 * browser Playwright itself runs its headless tests in: the same Blink, V8 and network stack
 * without the browser's window layer. The browser tests run in it: on this 2-core machine it
 * took about a fifth less CPU for the same journeys (docs/decisions.md#the-checks-in-ci-within-40-minutes).
 */
export const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * How every browser test and the bench launch Chromium: Debian's (a test tool may not download
 * a browser of its own here), headless, with no background traffic to the closed network.
 */
export function chromiumLaunchOptions(extraArgs: string[] = [], executablePath = CHROMIUM): LaunchOptions {
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  };
}

/**
 * When the browser tests keep a Playwright trace. Recording one costs every test a DOM snapshot
 * per action and a screencast: the walk of every page as a guest at 800 px took 49 s with it and
 * 35 s without (one worker, twice each, 2026-11-29). CI records it on a test's retry, so a test
 * that fails twice leaves the trace of its second failure; a local run keeps the trace of any
 * failed test (no retries there).
 */
export const TRACE = process.env.CI ? ('on-first-retry' as const) : ('retain-on-failure' as const);
