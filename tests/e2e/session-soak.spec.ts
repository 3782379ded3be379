import { expect } from '@playwright/test';
import { fault, widgetsReady, test } from './helpers';

const ROUNDS = 200;
const NIMAL = { id: 2, name: 'Nimal Perera' };

/**
 * Sign-ins lost now and then (3 in about 40 across test runs): a call sent with the session
 * cookie of before the sign-in, read by the server after the session was regenerated, used to
 * be answered with a cookie of a new guest session, which landed after the sign-in's and signed
 * the browser out. Here every round has such calls in flight: the page's badge calls, held up
 * 40 ms on their way (a delay fault runs before the session is read), around a sign-in (every
 * fifth round a sign-out) in Chromium's own cookie jar; then the browser must be who it signed
 * in as, and every tenth round a navigation shows it in the header. The session store says why
 * the session a lost round ended.
 */
test(`${ROUNDS} sign-ins and sign-outs with calls in flight all hold, and navigations show them`, async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/__demo');
  for (const route of ['/cart/count', '/api/wishlist/count', '/auth/status']) await fault(page, { route, method: 'GET', delayMs: 40 });

  const lost: string[] = [];
  for (let round = 0; round < ROUNDS && lost.length < 5; round++) {
    const signOut = round % 5 === 4;
    const session = await page.evaluate(async ({ signOut, userId }) => {
      const json = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
      const early = ['/cart/count', '/api/wishlist/count', '/auth/status'].map((path) => fetch(path, { headers: json }));
      await new Promise((resolve) => setTimeout(resolve, 5));
      const change = fetch(signOut ? '/__demo/logout' : '/__demo/login-as', {
        method: 'POST',
        headers: { ...json, 'Content-Type': 'application/json' },
        body: JSON.stringify({ user_id: userId }),
      });
      await Promise.all([...early, change]);
      const answer = await fetch('/__demo/session', { headers: json });
      return (await answer.json()) as { user_id: number | null; replaced: { reason: string } | null };
    }, { signOut, userId: NIMAL.id });
    const expected = signOut ? null : NIMAL.id;
    if (session.user_id !== expected) {
      const why = session.replaced ? `a new session replaced one that ended: ${session.replaced.reason}` : 'no record of a replaced session';
      lost.push(`round ${round}: ${signOut ? 'sign-out' : 'sign-in'} lost (${why})`);
      continue;
    }
    if (round % 10 === 0) {
      await page.goto('/products/1');
      await widgetsReady(page);
      await expect(page.getByText(NIMAL.name), `round ${round}: the header after a navigation`).toBeVisible();
    }
  }
  expect(lost).toEqual([]);
});
