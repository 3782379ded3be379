import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const context = await browser.newContext();
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
const ev: any[] = [];
for (const name of ['requestWillBeSent','responseReceived','loadingFinished','requestServedFromCache','loadingFailed']) cdp.on(`Network.${name}` as any, (e: any) => ev.push({ name, e }));
await page.goto(process.argv[2]!, { waitUntil: 'load' });
await page.waitForFunction(() => performance.getEntriesByName('shop:widgets-mounted').length > 0);
await page.waitForTimeout(1000);
for (const { name, e } of ev) {
  if (name === 'requestWillBeSent') console.log('RWBS', e.requestId, e.type, e.request.url.slice(-40), JSON.stringify(e.initiator).slice(0, 400));
  else if (name === 'responseReceived') console.log('RESP', e.requestId, e.type, e.response.mimeType, e.response.fromDiskCache, e.response.fromPrefetchCache, e.response.fromServiceWorker);
  else console.log(name, e.requestId, e.encodedDataLength ?? '');
}
console.log(await page.evaluate(() => performance.getEntriesByName('shop:widgets-mounted')[0]?.startTime));
await browser.close();
