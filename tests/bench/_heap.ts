import { chromium } from '@playwright/test';
import { heapPass } from './heap';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu', ...(process.env.JSF ? ['--js-flags=' + process.env.JSF] : [])] });
for (const path of ['/__demo/scenarios/cart-link-only?toolbar=0', '/?toolbar=0']) for (const n of [50, 150, 400]) {
  const r = await heapPass(browser, 'http://127.0.0.1:4190' + path, 'shop:widgets-mounted', n, 60000);
  console.log(path, n, r.growthKB.toFixed(0), r.bytesPerCycle.toFixed(0));
}
await browser.close();
