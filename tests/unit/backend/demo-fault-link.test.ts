// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../../demo-pages/backend/app';
import { isDroppedConnection } from '../../../demo-pages/backend/faults';
import { client, openShop } from './client';

let backend: Backend;
let browser: ReturnType<typeof client>;

beforeEach(async () => {
  ({ backend, browser } = await openShop());
});

describe('a fault link (/__demo/faults/link): what QA shares to show a failure', () => {
  it('sets the fault for the browser that opens it, and only that one, then leads to the page', async () => {
    const response = await browser.send('GET', '/__demo/faults/link?route=/cart/update&method=post&status=500&times=2&to=/cart%3Fx%3D1', undefined, { Accept: 'text/html' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/cart?x=1');
    expect((await browser.call('GET', '/__demo/faults')).body).toEqual({ faults: [{ route: '/cart/update', method: 'POST', status: 500, times: 2 }] });

    const other = client(backend);
    await other.open();
    expect((await other.call('GET', '/__demo/faults')).body).toEqual({ faults: [] });
  });

  it('takes a late answer and a wrong body as well, and leads home when no page is named', async () => {
    const late = await browser.send('GET', '/__demo/faults/link?route=/checkout&delayMs=3000&answerLate=true');
    expect(late.headers.get('Location')).toBe('/');
    await browser.send('GET', '/__demo/faults/link?route=/auth/status&body=malformed');
    expect((await browser.call('GET', '/__demo/faults')).body.faults).toEqual([
      { route: '/checkout', delayMs: 3000, answerLate: true },
      { route: '/auth/status', body: 'malformed' },
    ]);
  });

  it('takes "no connection": the call then answers only the mark that has the server drop it', async () => {
    const response = await browser.send('GET', '/__demo/faults/link?route=/cart/count&dropConnection=true&to=/cart');
    expect(response.headers.get('Location')).toBe('/cart');
    expect((await browser.call('GET', '/__demo/faults')).body.faults).toEqual([{ route: '/cart/count', dropConnection: true }]);
    // What runs the app drops the connection on this mark (server/site.ts, static/worker.ts).
    expect(isDroppedConnection(await browser.send('GET', '/cart/count'))).toBe(true);
  });

  it('refuses a link that is not a fault, or that leads off the shop, saying why and setting nothing', async () => {
    for (const [query, problem] of [
      ['route=cart&status=500', 'route: '],
      ['route=/cart&status=200', 'status: '],
      ['route=/cart&status=500&to=//evil.example/', 'to: must be a path of this shop'],
      ['route=/cart&status=500&to=/%5Cevil.example', 'to: must be a path of this shop'],
      ['route=/cart&status=500&to=https://evil.example/', 'to: must be a path of this shop'],
    ] as const) {
      const response = await browser.send('GET', `/__demo/faults/link?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('Location')).toBeNull();
      const text = await response.text();
      expect(text).toMatch(/^This fault link is not valid, so no fault was set:/);
      expect(text, query).toContain(problem);
    }
    expect((await browser.call('GET', '/__demo/faults')).body).toEqual({ faults: [] });
  });
});
