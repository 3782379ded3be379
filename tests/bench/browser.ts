/** Debian's Chromium (a test tool may not download its own browser here), quiet and headless. */
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium';

export function launchChromium(jsFlags?: string): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions(jsFlags ? [`--js-flags=${jsFlags}`] : []));
}
