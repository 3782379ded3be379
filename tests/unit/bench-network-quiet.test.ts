import { EventEmitter } from 'node:events';
import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { networkQuiet, trackRequests } from '../bench/network-quiet';

/** What networkQuiet uses of a Playwright page: its request events, its URL and one evaluate. */
function fakePage() {
  const events = new EventEmitter();
  let evaluated = 0;
  const page = {
    on: (name: string, listener: () => void) => events.on(name, listener),
    url: () => 'http://shop.test/cart',
    evaluate: async () => {
      evaluated++;
    },
  } as unknown as Page;
  return { page, events, evaluations: () => evaluated };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('networkQuiet (the bench waits for the page requests, not for the load state)', () => {
  it('waits while a request is in flight and for the quiet time after it, then lets the page render once', async () => {
    const { page, events, evaluations } = fakePage();
    trackRequests(page);
    events.emit('request');
    let done = false;
    const waiting = networkQuiet(page, { quietMs: 60, timeoutMs: 2_000 }).then(() => (done = true));
    await sleep(150);
    expect(done).toBe(false);
    const finished = performance.now();
    events.emit('requestfinished');
    await waiting;
    expect(performance.now() - finished).toBeGreaterThanOrEqual(55);
    expect(evaluations()).toBe(1);
  });

  it('counts a failed request as ended, and two requests as two', async () => {
    const { page, events } = fakePage();
    trackRequests(page);
    events.emit('request');
    events.emit('request');
    events.emit('requestfailed');
    let done = false;
    const waiting = networkQuiet(page, { quietMs: 20, timeoutMs: 2_000 }).then(() => (done = true));
    await sleep(120);
    expect(done).toBe(false);
    events.emit('requestfinished');
    await waiting;
  });

  it('rejects after its time with the number still in flight and the page', async () => {
    const { page, events } = fakePage();
    trackRequests(page);
    events.emit('request');
    await expect(networkQuiet(page, { quietMs: 20, timeoutMs: 150 })).rejects.toThrow(
      'the page still had 1 request(s) in flight after 150 ms (http://shop.test/cart)',
    );
  });

  it('refuses a page whose requests were never counted', async () => {
    const { page } = fakePage();
    await expect(networkQuiet(page)).rejects.toThrow('call trackRequests(page) when the page is created');
  });
});
