/**
 * Each language's plural rule (shared/core/messages/plural*.ts, written out rather than taken
 * from the browser's Intl, which in Debian's Chromium has no Sinhala) is CLDR's for whole
 * counts: checked against Node's own `Intl.PluralRules`, which has full ICU data.
 */
import { describe, expect, it } from 'vitest';
import { plural as en } from '../../shared/core/messages/plural';
import { plural as si } from '../../shared/core/messages/plural.si';
import { plural as ta } from '../../shared/core/messages/plural.ta';

const RULES = { en, si, ta };
const COUNTS = [...Array.from({ length: 1001 }, (_, i) => i), 1_000_000, 1_000_001];

describe.each(Object.entries(RULES))('%s', (locale, plural) => {
  it('picks the form Intl.PluralRules picks, for every count to 1,000 and two large ones', () => {
    const cldr = new Intl.PluralRules(locale);
    expect(cldr.resolvedOptions().locale).toBe(locale);
    for (const n of COUNTS) expect(plural(n, 'one', 'other'), `${locale} ${n}`).toBe(cldr.select(n) === 'one' ? 'one' : 'other');
  });
});

it('shows Sinhala 0 in the "one" form, and English and Tamil 0 in "other"', () => {
  expect([0, 1, 2].map((n) => si(n, 'one', 'other'))).toEqual(['one', 'one', 'other']);
  expect([0, 1, 2].map((n) => ta(n, 'one', 'other'))).toEqual(['other', 'one', 'other']);
  expect([0, 1, 2].map((n) => en(n, 'one', 'other'))).toEqual(['other', 'one', 'other']);
});
