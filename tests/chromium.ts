import type { LaunchOptions } from '@playwright/test';

/**
 * How every browser test and the bench launch Chromium: Debian's (a test tool may not download
 * a browser of its own here), headless, with no background traffic to the closed network.
 */
export function chromiumLaunchOptions(extraArgs: string[] = []): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
