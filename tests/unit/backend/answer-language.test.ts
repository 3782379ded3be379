// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../build.mjs';
import { answerLanguage, setKitTranslations, translateText } from '../../../demo-pages/backend/answer-language';
import { BACKEND_ENGLISH, BACKEND_TEXTS } from '../../../demo-pages/backend/lang';
import * as couponSi from '../../../shared/purchase/messages/coupon.si';
import * as couponTa from '../../../shared/purchase/messages/coupon.ta';
import * as orderTa from '../../../widgets/order-checkout/messages.ta';
import { openShop } from './client';

/**
 * The reference backend answers in the language the page asks for (Accept-Language), with the
 * build's dist/lang/<code>.json for the kit's texts and lang.ts for its own (issue 32).
 */
const outdir = mkdtempSync(path.join(tmpdir(), 'shop-lang-'));
const read = (code: string) => JSON.parse(readFileSync(path.join(outdir, 'lang', `${code}.json`), 'utf8')) as Record<string, string>;

beforeAll(async () => {
  await build({ outdir });
  const texts = { si: read('si'), ta: read('ta') } as Record<string, Record<string, string>>;
  setKitTranslations((code) => texts[code]);
}, 120_000);
afterAll(() => {
  setKitTranslations(() => undefined);
  rmSync(outdir, { recursive: true, force: true });
});

describe('Accept-Language', () => {
  it('picks the first language the kit has, by weight, else English', () => {
    expect(answerLanguage('si')).toBe('si');
    expect(answerLanguage('si-LK,si;q=0.9,en;q=0.8')).toBe('si');
    expect(answerLanguage('fr-FR, ta;q=0.5, en;q=0.4')).toBe('ta');
    expect(answerLanguage('en;q=0.2, ta;q=0.9')).toBe('ta');
    expect(answerLanguage('ta;q=0, si;q=0.1')).toBe('si');
    expect(answerLanguage('fr, de')).toBe('en');
    expect(answerLanguage(undefined)).toBe('en');
    expect(answerLanguage(';;;q=abc, ,')).toBe('en');
  });
});

describe('the texts', () => {
  it("translate the kit's texts, with values, and the backend's own", () => {
    expect(translateText('Invalid coupon code.', 'ta')).toBe(couponTa.invalid);
    expect(translateText('Only 3 of Ceylon Tea left in stock.', 'ta')).toBe(orderTa.onlyLeft(3, 'Ceylon Tea'));
    expect(translateText('The phone number field is required.', 'si')).toBe('phone number ක්ෂේත්‍රය අවශ්‍යයි.');
    expect(translateText('Something no catalogue has.', 'si')).toBe('Something no catalogue has.');
    // A text of four numbers and letters is no countdown template ('Xd Xh Xm Xs' is not in the files).
    expect(translateText('1d 2h 3m 4s', 'ta')).toBe('1d 2h 3m 4s');
    expect(translateText('Invalid coupon code.', 'en')).toBe('Invalid coupon code.');
  });

  it("writes templates a backend can read back: a word of their own, each placeholder whole", () => {
    for (const code of ['si', 'ta']) {
      for (const [english, translation] of Object.entries(read(code))) {
        for (const text of [english, translation]) {
          const holes = [...text.matchAll(/:([a-z][A-Za-z0-9]*)/g)].map((m) => m[1]!);
          if (holes.length === 0) continue;
          expect(text.replace(/:[a-z][A-Za-z0-9]*/g, ''), `${code}: ${english}`).toMatch(/\p{L}/u);
          // Each placeholder is one of the English's (a hole run into a letter would read as another name).
          expect([...new Set(holes)].sort(), `${code}: ${english}`).toEqual([...new Set([...english.matchAll(/:([a-z][A-Za-z0-9]*)/g)].map((m) => m[1]!))].sort());
        }
      }
    }
  });

  it('has every text of its own in each language', () => {
    for (const texts of Object.values(BACKEND_TEXTS)) {
      expect(Object.keys(texts).sort()).toEqual([...BACKEND_ENGLISH].sort());
      for (const [english, text] of Object.entries(texts)) {
        expect(text.trim(), english).not.toBe('');
        for (const name of english.match(/:[a-z]+/g) ?? []) expect(text, english).toContain(name);
      }
    }
  });
});

describe('an answer', () => {
  it("of a refused coupon comes in the page's language, and in English without one", async () => {
    const { browser } = await openShop();
    const body = { code: 'NOSUCHCODE', subtotal: 2420, product_ids: [1] };
    const sinhala = await browser.call('POST', '/coupons/validate', body, { 'Accept-Language': 'si' });
    expect(sinhala.status).toBe(422);
    expect(sinhala.body.message).toBe(couponSi.invalid);
    expect(sinhala.body.errors).toEqual({ code: [couponSi.invalid] });
    const english = await browser.call('POST', '/coupons/validate', body);
    expect(english.body.message).toBe('Invalid coupon code.');
  });

  it("of a form with several errors says Laravel's 'and N more' in the language too", async () => {
    const { browser } = await openShop();
    const answer = await browser.call('POST', '/guest/orders/cod-place', {}, { 'Accept-Language': 'ta' });
    expect(answer.status).toBe(422);
    expect(String(answer.body.message)).toMatch(/\(மேலும் \d+ பிழை(கள்)?\)$/);
    expect(String(answer.body.message)).not.toMatch(/more errors?/);
  });
});
