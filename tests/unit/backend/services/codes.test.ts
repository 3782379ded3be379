// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MS,
  checkCode,
  checkMobileCode,
  codeText,
  mobileCodeKey,
  sendCode,
  sendCodeOrWait,
} from '../../../../demo-pages/backend/services/codes';
import { Store } from '../../../../demo-pages/backend/store/index';

let clock: Date;
let store: Store;
const KEY = 'login:94771234567';
const TEXT = { channel: 'sms', to: '94771234567', purpose: 'login', language: 'en' } as const;
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
const wrong = (code: string) => String((Number(code) % 900_000) + 100_001);

beforeEach(() => {
  clock = new Date('2026-11-21T09:00:00Z');
  store = new Store(() => clock);
});

describe('texted codes', () => {
  it("goes out in the language of the page that asked for it, SMS and email", () => {
    sendCode(store, KEY, { ...TEXT, language: 'si' });
    const [sms] = store.outbox;
    expect(sms!.text).toBe(`Serendib Store: ඔබගේ තහවුරු කිරීමේ කේතය ${sms!.code} වේ. එය කිසිවෙකු සමඟ බෙදා නොගන්න.`);
    expect(codeText('email', '123456', 'ta')).toBe('உங்கள் Serendib Store சரிபார்ப்புக் குறியீடு 123456.');
    expect(codeText('email', '123456', 'en')).toBe('Your Serendib Store verification code is 123456.');
    // A language the shop does not have: English.
    expect(codeText('sms', '123456', 'fr')).toBe('Serendib Store: your verification code is 123456. Do not share it with anyone.');
  });

  it('a sent code lands in the outbox and works once', () => {
    const code = sendCode(store, KEY, TEXT);
    expect(store.outbox).toEqual([
      { ...TEXT, code, text: `Serendib Store: your verification code is ${code}. Do not share it with anyone.`, sent_at: '2026-11-21T09:00:00.000Z' },
    ]);
    expect(checkCode(store, KEY, ` ${code} `)).toBe('ok');
    expect(checkCode(store, KEY, code)).toBe('expired');
  });

  it(`lives ${CODE_TTL_MS / 60_000} minutes`, () => {
    const code = sendCode(store, KEY, TEXT);
    later(CODE_TTL_MS + 1);
    expect(checkCode(store, KEY, code)).toBe('expired');
  });

  it(`survives ${CODE_MAX_ATTEMPTS - 1} wrong tries, and is forgotten at the ${CODE_MAX_ATTEMPTS}th`, () => {
    const code = sendCode(store, KEY, TEXT);
    for (let i = 1; i < CODE_MAX_ATTEMPTS; i += 1) expect(checkCode(store, KEY, wrong(code))).toBe('wrong');
    expect(checkCode(store, KEY, code)).toBe('ok');
    const next = sendCode(store, KEY, TEXT);
    for (let i = 1; i < CODE_MAX_ATTEMPTS; i += 1) checkCode(store, KEY, wrong(next));
    expect(checkCode(store, KEY, wrong(next))).toBe('too-many');
    expect(checkCode(store, KEY, next)).toBe('expired');
  });

  it('another code goes 60 s after the last (SPEC §9), and none before', () => {
    expect(sendCodeOrWait(store, KEY, 'resend', TEXT)).toBe(0);
    later(20_500);
    expect(sendCodeOrWait(store, KEY, 'resend', TEXT)).toBe(40);
    expect(store.outbox).toHaveLength(1);
    later(39_500);
    expect(sendCodeOrWait(store, KEY, 'resend', TEXT)).toBe(0);
    expect(store.outbox).toHaveLength(2);
  });

  it('an emailed code waits until the running one has run out', () => {
    const key = 'email:dilani@example.lk';
    const mail = { channel: 'email', to: 'dilani@example.lk', purpose: 'email', language: 'en' } as const;
    expect(sendCodeOrWait(store, key, 'expiry', mail, 220_000)).toBe(0);
    later(100_000);
    expect(sendCodeOrWait(store, key, 'expiry', mail, 120_000)).toBe(120);
    later(120_000);
    expect(sendCodeOrWait(store, key, 'expiry', mail, 120_000)).toBe(0);
  });

  it("a checkout number's code answers the SPEC's texts when it fails", () => {
    const code = sendCode(store, mobileCodeKey('94771234567'), { ...TEXT, purpose: 'guest' });
    expect(checkMobileCode(store, '94771234567', wrong(code))).toBe('Invalid OTP. Please try again.');
    expect(checkMobileCode(store, '94771234567', code)).toBeNull();
    expect(checkMobileCode(store, '94771234567', code)).toBe('OTP has expired. Please request a new one.');
  });
});
