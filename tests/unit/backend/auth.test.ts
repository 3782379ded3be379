// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../../demo-pages/backend/app';
import { client, openShop } from './client';

const NIMAL = '94771234567';
let backend: Backend;
let browser: ReturnType<typeof client>;
let clock = new Date('2026-11-21T09:00:00');

beforeEach(async () => {
  clock = new Date('2026-11-21T09:00:00');
  ({ backend, browser } = await openShop({ now: () => clock }));
});

async function signIn(mobile = NIMAL) {
  await browser.call('POST', '/login/send-otp', { mobile_number: mobile });
  const code = backend.store.outbox.findLast((m) => m.to === mobile)!.code;
  return browser.call('POST', '/login/verify-otp', { mobile_number: mobile, otp: code });
}

describe('sign-in calls', () => {
  it('a guest is not authenticated and has no counts', async () => {
    expect((await browser.call('GET', '/auth/status')).body).toEqual({ isAuthenticated: false, user: null });
    expect((await browser.call('GET', '/cart/count')).status).toBe(401);
    expect((await browser.call('GET', '/api/wishlist/count')).status).toBe(401);
  });

  it('texts a code to the normalised number and signs in with it', async () => {
    const sent = await browser.call('POST', '/login/send-otp', { mobile_number: '077 123 4567' });
    expect(sent).toEqual({ status: 200, body: { message: 'Verification code sent.', resend_in: 60 } });
    const message = backend.store.outbox.at(-1)!;
    expect(message).toMatchObject({ channel: 'sms', to: NIMAL, purpose: 'login' });
    expect(message.code).toMatch(/^\d{6}$/);

    const verified = await browser.call('POST', '/login/verify-otp', { mobile_number: '0771234567', otp: message.code });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toEqual({ id: 2, name: 'Nimal Perera', is_admin: false });
    expect((await browser.call('GET', '/auth/status')).body).toMatchObject({ isAuthenticated: true, user: { id: 2 } });
    const cartRows = backend.store.data.cartItems.filter((row) => row.user_id === 2).length;
    expect((await browser.call('GET', '/cart/count')).body).toEqual({ count: cartRows });
  });

  it('regenerates the session and its CSRF token at sign-in: the old token is refused', async () => {
    const before = (await browser.call('GET', '/__demo/session')).body.csrf_token;
    const verified = await signIn();
    expect(verified.body.csrf_token).not.toBe(before);
    // The page still holds the old token until it takes the new one.
    expect((await browser.call('POST', '/logout')).status).toBe(419);
    browser.setCsrf(String(verified.body.csrf_token));
    expect((await browser.call('POST', '/logout')).status).toBe(200);
    expect((await browser.call('GET', '/auth/status')).body.isAuthenticated).toBe(false);
  });

  it('refuses a write without the CSRF token with 419', async () => {
    const response = await browser.call('POST', '/login/send-otp', { mobile_number: NIMAL }, { 'X-CSRF-TOKEN': 'forged' });
    expect(response).toEqual({ status: 419, body: { message: 'CSRF token mismatch.' } });
    expect(backend.store.outbox).toHaveLength(0);
  });

  it('answers a missing or malformed number like Laravel: 422 with field errors', async () => {
    expect(await browser.call('POST', '/login/send-otp', {})).toEqual({
      status: 422,
      body: {
        message: 'The mobile number field is required.',
        errors: { mobile_number: ['The mobile number field is required.'] },
      },
    });
    expect(await browser.call('POST', '/login/send-otp', { mobile_number: '12345' })).toEqual({
      status: 422,
      body: { message: 'Invalid mobile number format.', errors: { mobile_number: ['Invalid mobile number format.'] } },
    });
  });

  it('makes a second code wait out the 60 seconds', async () => {
    await browser.call('POST', '/login/send-otp', { mobile_number: NIMAL });
    clock = new Date(clock.getTime() + 45_000);
    const early = await browser.call('POST', '/login/send-otp', { mobile_number: NIMAL });
    expect(early).toEqual({ status: 429, body: { message: 'Please wait 15 seconds before requesting a new code.' } });
    clock = new Date(clock.getTime() + 15_000);
    expect((await browser.call('POST', '/login/send-otp', { mobile_number: NIMAL })).status).toBe(200);
  });

  it('refuses a wrong code, then an expired one', async () => {
    await browser.call('POST', '/login/send-otp', { mobile_number: NIMAL });
    const wrong = await browser.call('POST', '/login/verify-otp', { mobile_number: NIMAL, otp: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ otp: ['The code you entered is incorrect.'] });
    clock = new Date(clock.getTime() + 5 * 60_000 + 1);
    const code = backend.store.outbox.at(-1)!.code;
    const late = await browser.call('POST', '/login/verify-otp', { mobile_number: NIMAL, otp: code });
    expect(late.body.errors).toEqual({ otp: ['The code has expired. Please request a new one.'] });
    expect((await browser.call('GET', '/auth/status')).body.isAuthenticated).toBe(false);
  });

  it('gives up on a code after five wrong tries', async () => {
    await browser.call('POST', '/login/send-otp', { mobile_number: NIMAL });
    const code = backend.store.outbox.at(-1)!.code;
    for (let i = 0; i < 5; i++) await browser.call('POST', '/login/verify-otp', { mobile_number: NIMAL, otp: '000000' });
    const response = await browser.call('POST', '/login/verify-otp', { mobile_number: NIMAL, otp: code });
    expect(response.status).toBe(422);
    expect((await browser.call('GET', '/auth/status')).body.isAuthenticated).toBe(false);
  });

  it('creates a customer for an unknown number', async () => {
    const users = backend.store.data.users.length;
    const verified = await signIn('94719998877');
    expect(verified.body.user).toMatchObject({ name: 'Customer 8877', is_admin: false });
    expect(backend.store.data.users).toHaveLength(users + 1);
  });
});

describe('fault injection', () => {
  it('answers a faulted route with the chosen status, body or delay, and can count down', async () => {
    backend.faults.set({ route: '/auth/status', status: 500, times: 1 });
    expect(await browser.call('GET', '/auth/status')).toEqual({ status: 500, body: { message: 'Server Error' } });
    expect((await browser.call('GET', '/auth/status')).status).toBe(200);

    backend.faults.set({ route: '/auth/status', body: 'wrong-shape' });
    expect((await browser.call('GET', '/auth/status')).body).toEqual({ unexpected: true, data: 'nope' });
  });

  it('keeps faults set through /__demo/faults to the browser that set them', async () => {
    const other = client(backend);
    await other.open();
    await browser.call('PUT', '/__demo/faults', { route: '/auth/status', status: 503 });
    expect((await browser.call('GET', '/auth/status')).status).toBe(503);
    expect((await other.call('GET', '/auth/status')).status).toBe(200);
    expect((await other.call('GET', '/__demo/faults')).body).toEqual({ faults: [] });
    await browser.call('DELETE', '/__demo/faults', {});
    expect((await browser.call('GET', '/auth/status')).status).toBe(200);
  });
});
