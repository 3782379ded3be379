/** Debian's Chromium (a test tool may not download its own browser here), quiet and headless. */
import { chromium, type Browser } from '@playwright/test';

export function launchChromium(jsFlags?: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(jsFlags ? [`--js-flags=${jsFlags}`] : []),
    ],
  });
}
