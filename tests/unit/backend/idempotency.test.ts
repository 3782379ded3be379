// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../demo-pages/backend/env';
import { idempotencyMiddleware } from '../../../demo-pages/backend/idempotency';
import { Store } from '../../../demo-pages/backend/store/index';

function app() {
  const store = new Store();
  let placed = 0;
  let fail = false;
  const server = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('store', store);
      c.set('session', { id: 's1', userId: 2, csrfToken: 't', verifiedMobiles: new Set() });
      await next();
    })
    .use(idempotencyMiddleware)
    .post('/orders/cod-place', async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (fail) return c.json({ message: 'Server Error' }, 500);
      placed += 1;
      return c.json({ success: true, order_id: 100 + placed });
    });
  const place = (key?: string) =>
    server.request('/orders/cod-place', { method: 'POST', headers: key ? { 'Idempotency-Key': key } : {} });
  return { place, placed: () => placed, failNext: (value: boolean) => (fail = value) };
}

describe('Idempotency-Key', () => {
  it('places one order for a retried key and answers the retry with the first answer', async () => {
    const shop = app();
    const first = await shop.place('k-1');
    const again = await shop.place('k-1');
    expect(await first.json()).toEqual({ success: true, order_id: 101 });
    expect(await again.json()).toEqual({ success: true, order_id: 101 });
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(shop.placed()).toBe(1);
  });

  it('a double click (two requests at once with one key) places one order', async () => {
    const shop = app();
    const answers = await Promise.all([shop.place('k-2'), shop.place('k-2')]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(bodies).toEqual([{ success: true, order_id: 101 }, { success: true, order_id: 101 }]);
    expect(shop.placed()).toBe(1);
  });

  it('new keys and requests without a key run every time; a failed attempt may be retried', async () => {
    const shop = app();
    await shop.place('a');
    await shop.place('b');
    await shop.place();
    expect(shop.placed()).toBe(3);
    shop.failNext(true);
    expect((await shop.place('c')).status).toBe(500);
    shop.failNext(false);
    expect(await (await shop.place('c')).json()).toEqual({ success: true, order_id: 104 });
  });
});
