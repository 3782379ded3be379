// @vitest-environment node
import { Window } from 'happy-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../../demo-pages/backend/app';
import { SEED_IDS, USER_IDS } from '../../../demo-pages/backend/seed/index';
import { SESSION_COOKIE } from '../../../demo-pages/backend/session';
import { client, openShop } from './client';

const NIMAL_HOME = {
  id: 1,
  nickname: 'Home',
  receiver_phone_number: '94771234567',
  street: '42/3 Galle Road, Wellawatte',
  city: 'Colombo',
  state: 'Western',
  postal_code: '00600',
  country: 'Sri Lanka',
  is_primary: 1,
};
const THARUSHI_MOBILE = '94712345678';

let backend: Backend;
let browser: ReturnType<typeof client>;
let csrf = '';
let clock = new Date('2026-11-21T09:00:00Z');

async function signIn(userId: number) {
  const signedIn = await browser.call('POST', '/__demo/login-as', { user_id: userId });
  csrf = String(signedIn.body.csrf_token);
  browser.setCsrf(csrf);
}

beforeEach(async () => {
  clock = new Date('2026-11-21T09:00:00Z');
  ({ backend, browser } = await openShop({ now: () => clock }));
  await signIn(SEED_IDS.customer);
});

const store = () => backend.store;
const user = (id: number) => store().data.users.find((row) => row.id === id)!;
const addressesOf = (userId: number) => store().data.addresses.filter((row) => row.user_id === userId);
const lastCode = (to: string) => store().outbox.findLast((message) => message.to === to)!.code;

const NEW_ADDRESS = {
  nickname: 'Office',
  receiver_phone_number: '071 555 1234',
  street: '7 Flower Road',
  city: 'Colombo',
  state: 'Western',
  postal_code: '00700',
  country: 'Sri Lanka',
};

/** The form as the browser submits it (form-encoded), with the session and its CSRF token. */
async function submitForm(fields: Record<string, string>) {
  const token = (await browser.call('GET', '/__demo/session')).body.csrf_token;
  const session = [...store().sessions.values()].find((row) => row.csrfToken === token)!;
  const response = await backend.app.request('/user/address/store', {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-TOKEN': csrf,
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: `${SESSION_COOKIE}=${session.id}`,
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /user/primary-address and /user/all/addresses', () => {
  it('answers the shopper’s primary address, and all of theirs with the primary first', async () => {
    expect(await browser.call('GET', '/user/primary-address')).toEqual({ status: 200, body: { primaryAddress: NIMAL_HOME } });
    const all = await browser.call('GET', '/user/all/addresses');
    expect(all.status).toBe(200);
    const addresses = all.body.addresses as Record<string, unknown>[];
    expect(addresses.map((row) => row.id)).toEqual([1, 2]);
    expect(addresses[0]).toEqual(NIMAL_HOME);
    expect(addresses[1]).toMatchObject({ nickname: "Parents' house", city: 'Kandy', is_primary: 0 });
  });

  it('answers null and none for a shopper without addresses', async () => {
    await signIn(USER_IDS.tharushi);
    expect((await browser.call('GET', '/user/primary-address')).body).toEqual({ primaryAddress: null });
    expect((await browser.call('GET', '/user/all/addresses')).body).toEqual({ addresses: [] });
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const visitor = client(backend);
    await visitor.open();
    for (const path of ['/user/primary-address', '/user/all/addresses', '/user/mobile-verification-status', '/user/address-form']) {
      expect(await visitor.call('GET', path)).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    }
  });
});

describe('GET /user/mobile-verification-status', () => {
  it('is true for a verified shopper and false for one who is not', async () => {
    expect((await browser.call('GET', '/user/mobile-verification-status')).body).toEqual({ mobile_verified: true });
    await signIn(USER_IDS.tharushi);
    expect((await browser.call('GET', '/user/mobile-verification-status')).body).toEqual({ mobile_verified: false });
  });
});

describe('GET /user/address-form', () => {
  const parse = (markup: string) => new new Window().DOMParser().parseFromString(`<body>${markup}</body>`, 'text/html');

  it('answers a real form with a labelled field for every address field, the verified number filled in', async () => {
    const answer = await browser.call('GET', '/user/address-form');
    expect(answer.status).toBe(200);
    const doc = parse(String(answer.body.formHtml));
    const form = doc.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/user/address/store');
    const names = [...form.querySelectorAll('input, select')].map((field) => field.getAttribute('name'));
    expect(names).toEqual(['nickname', 'receiver_phone_number', 'street', 'city', 'state', 'postal_code', 'country', 'is_primary']);
    for (const field of form.querySelectorAll('input, select')) {
      const label = doc.querySelector(`label[for="${field.id}"]`);
      expect(label?.textContent?.trim(), field.getAttribute('name')!).toBeTruthy();
    }
    expect(form.querySelector('[name="receiver_phone_number"]')!.getAttribute('value')).toBe('+94 77 123 4567');
    const options = [...form.querySelectorAll('select[name="country"] option')].map((option) => option.textContent);
    expect(options).toEqual(['Sri Lanka']);
    expect(form.querySelector('[name="is_primary"]')!.getAttribute('type')).toBe('checkbox');
    expect(form.querySelector('button[type="submit"]')!.textContent).toBe('Save address');
  });

  it('carries no script and no inline handler', async () => {
    const markup = String((await browser.call('GET', '/user/address-form')).body.formHtml);
    const doc = parse(markup);
    expect(doc.querySelectorAll('script, iframe, object, embed')).toHaveLength(0);
    for (const element of doc.body.querySelectorAll('*')) {
      const handlers = [...element.attributes].filter((attribute) => attribute.name.toLowerCase().startsWith('on'));
      expect(handlers).toEqual([]);
    }
    expect(markup).not.toMatch(/javascript:/i);
  });

  it('leaves the number empty for a shopper whose mobile is not verified', async () => {
    await signIn(USER_IDS.tharushi);
    const doc = parse(String((await browser.call('GET', '/user/address-form')).body.formHtml));
    expect(doc.querySelector('[name="receiver_phone_number"]')!.getAttribute('value')).toBe('');
  });
});

describe('POST /user/address/store', () => {
  it('saves an address (JSON) and answers 201 with it, the number normalised', async () => {
    const answer = await browser.call('POST', '/user/address/store', NEW_ADDRESS);
    expect(answer.status).toBe(201);
    expect(answer.body.address).toEqual({ ...NEW_ADDRESS, id: 4, receiver_phone_number: '94715551234', is_primary: 0 });
    expect(addressesOf(SEED_IDS.customer)).toHaveLength(3);
    expect((await browser.call('GET', '/user/primary-address')).body.primaryAddress).toEqual(NIMAL_HOME);
  });

  it('takes the form as the browser sends it, and a ticked box makes it the only primary address', async () => {
    const answer = await submitForm({ ...NEW_ADDRESS, is_primary: '1' });
    expect(answer.status).toBe(201);
    expect(answer.body.address).toMatchObject({ id: 4, is_primary: 1 });
    expect(addressesOf(SEED_IDS.customer).map((row) => [row.id, row.is_primary])).toEqual([[1, 0], [2, 0], [4, 1]]);
    expect((await browser.call('GET', '/user/primary-address')).body.primaryAddress).toMatchObject({ id: 4 });
    expect(((await browser.call('GET', '/user/all/addresses')).body.addresses as { id: number }[]).map((row) => row.id)).toEqual([4, 1, 2]);
  });

  it('fills a blank nickname and number, and makes a first address primary', async () => {
    user(USER_IDS.tharushi).mobile_verified = true;
    await signIn(USER_IDS.tharushi);
    const answer = await browser.call('POST', '/user/address/store', { ...NEW_ADDRESS, nickname: ' ', receiver_phone_number: '' });
    expect(answer.status).toBe(201);
    expect(answer.body.address).toMatchObject({ nickname: 'Address 1', receiver_phone_number: THARUSHI_MOBILE, is_primary: 1 });
  });

  it('refuses missing fields with the texts of SPEC §5, on their fields', async () => {
    const answer = await browser.call('POST', '/user/address/store', { nickname: 'Office', street: ' ', city: '' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      street: ['Address is required.'],
      city: ['City is required.'],
      state: ['State is required.'],
      country: ['Country is required.'],
    });
    const form = await submitForm({ nickname: 'Office' });
    expect(form.body.errors).toEqual({
      street: ['Address is required.'],
      city: ['City is required.'],
      state: ['State is required.'],
      country: ['Country is required.'],
    });
    expect(addressesOf(SEED_IDS.customer)).toHaveLength(2);
  });

  it('refuses another country and a number that is not Sri Lankan', async () => {
    const answer = await browser.call('POST', '/user/address/store', { ...NEW_ADDRESS, country: 'India', receiver_phone_number: '+1 555 0100' });
    expect(answer.body.errors).toEqual({
      receiver_phone_number: ['Invalid mobile number format. Please use the correct format.'],
      country: ['We deliver within Sri Lanka only.'],
    });
  });

  it('needs a verified mobile first (403), a signed-in shopper (401) and a fresh token (419)', async () => {
    const visitor = client(backend);
    await visitor.open();
    expect((await visitor.call('POST', '/user/address/store', NEW_ADDRESS)).status).toBe(401);
    expect((await browser.call('POST', '/user/address/store', NEW_ADDRESS, { 'X-CSRF-TOKEN': 'old' })).status).toBe(419);
    await signIn(USER_IDS.tharushi);
    expect(await browser.call('POST', '/user/address/store', NEW_ADDRESS)).toEqual({
      status: 403,
      body: { message: 'Please verify your mobile number before adding an address.' },
    });
    expect(addressesOf(USER_IDS.tharushi)).toHaveLength(0);
  });
});

describe('POST /verify-address-otp', () => {
  beforeEach(async () => {
    await signIn(USER_IDS.tharushi);
  });

  const send = (mobile: string) => browser.call('POST', '/send-verification-code', { mobile_number: mobile });
  const verify = (mobile: string, otp: string) => browser.call('POST', '/verify-address-otp', { mobile_number: mobile, otp });

  it('verifies the shopper’s number with the texted code, after which an address can be added', async () => {
    await send('071 234 5678');
    expect(store().outbox.at(-1)).toMatchObject({ to: THARUSHI_MOBILE, purpose: 'address' });
    const answer = await verify('0712345678', lastCode(THARUSHI_MOBILE));
    expect(answer).toEqual({ status: 200, body: { message: 'Verification successful' } });
    expect(user(USER_IDS.tharushi)).toMatchObject({ mobile: THARUSHI_MOBILE, mobile_verified: true });
    expect((await browser.call('GET', '/user/mobile-verification-status')).body).toEqual({ mobile_verified: true });
    expect((await browser.call('POST', '/user/address/store', NEW_ADDRESS)).status).toBe(201);
  });

  it('makes a new number the shopper’s verified mobile, stored normalised', async () => {
    await send('0778889999');
    expect((await verify('+94 77 888 9999', lastCode('94778889999'))).status).toBe(200);
    expect(user(USER_IDS.tharushi)).toMatchObject({ mobile: '94778889999', mobile_verified: true });
  });

  it('refuses a wrong code with an error, and a used or late one as expired', async () => {
    await send(THARUSHI_MOBILE);
    expect(await verify(THARUSHI_MOBILE, '000000')).toEqual({ status: 422, body: { error: 'Invalid OTP. Please try again.' } });
    expect(user(USER_IDS.tharushi).mobile_verified).toBe(false);
    const code = lastCode(THARUSHI_MOBILE);
    expect((await verify(THARUSHI_MOBILE, code)).status).toBe(200);
    expect(await verify(THARUSHI_MOBILE, code)).toEqual({ status: 422, body: { error: 'OTP has expired. Please request a new one.' } });

    await send('0779990000');
    clock = new Date(clock.getTime() + 5 * 60_000 + 1);
    expect((await verify('0779990000', lastCode('94779990000'))).body).toEqual({ error: 'OTP has expired. Please request a new one.' });
  });

  it('gives up on a code after five wrong tries', async () => {
    await send(THARUSHI_MOBILE);
    for (let i = 0; i < 4; i++) await verify(THARUSHI_MOBILE, '000000');
    expect((await verify(THARUSHI_MOBILE, '000000')).body).toEqual({ error: 'Too many wrong codes. Please request a new one.' });
    expect((await verify(THARUSHI_MOBILE, lastCode(THARUSHI_MOBILE))).body).toEqual({ error: 'OTP has expired. Please request a new one.' });
  });

  it('refuses another account’s number and a malformed one', async () => {
    await send('0771234567');
    expect(await verify('0771234567', lastCode('94771234567'))).toEqual({
      status: 422,
      body: { error: 'This mobile number is already registered. Please use another number.' },
    });
    expect(await verify('12345', '123456')).toEqual({ status: 422, body: { error: 'Invalid mobile number format.' } });
    expect(user(USER_IDS.tharushi)).toMatchObject({ mobile: THARUSHI_MOBILE, mobile_verified: false });
  });

  it('answers 401 to a visitor and 419 to a stale token', async () => {
    const visitor = client(backend);
    await visitor.open();
    expect((await visitor.call('POST', '/verify-address-otp', { mobile_number: THARUSHI_MOBILE, otp: '123456' })).status).toBe(401);
    expect((await browser.call('POST', '/verify-address-otp', { mobile_number: THARUSHI_MOBILE, otp: '1' }, { 'X-CSRF-TOKEN': 'old' })).status).toBe(419);
  });
});
