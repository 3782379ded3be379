import { expect, type Page } from '@playwright/test';
import { widgetsReady } from '../e2e/helpers';

/**
 * What the static demo's browser tests share. Calls a test makes itself go through
 * the page (`inPage`): Playwright's `page.request` does not pass through a service worker, so
 * it would only meet the static file server (tests/e2e/helpers.ts's `signInAs`, `fault` and
 * `lastCode` use it, and so cannot serve here).
 */

export async function open(page: Page, path: string) {
  await page.goto(path);
  await widgetsReady(page);
}

/** A call as the page makes it (CSRF from its meta tag), answered by the service worker. */
export async function inPage(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const csrf = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
      const response = await fetch(path, {
        method,
        headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', 'X-CSRF-TOKEN': csrf },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

/** The last code the shop "texted" to a number, from the outbox the worker keeps. */
export async function lastCode(page: Page, mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const { body } = await inPage(page, 'GET', `/__demo/outbox?to=${mobile}`);
      code = (body.messages as { code: string }[])[0]?.code;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Stop the service worker, as the browser does after about 30 s idle (CDP). */
export async function stopServiceWorkers(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}
