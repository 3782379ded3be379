import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatAmount, formatLKR, fromCents, toCents } from '../../shared/core/money';
import { amountFieldValue, centsFromField, numberFromField } from '../../shared/admin/number-field';

/** Independent reference: "LKR -1,234.50" built from the integer with string arithmetic only. */
function referenceLKR(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  return `LKR ${sign}${whole}.${digits.slice(-2)}`;
}

// Up to a hundred billion LKR either way: far beyond any order, well inside exact doubles.
const anyCents = fc.integer({ min: -10_000_000_000_000, max: 10_000_000_000_000 });

describe('toCents', () => {
  it('turns server LKR numbers into integer cents', () => {
    expect(toCents(1234.5)).toBe(123450);
    expect(toCents(0.29)).toBe(29);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(-12.34)).toBe(-1234);
    expect(toCents(0)).toBe(0);
  });

  it('rounds sub-cent values half away from zero', () => {
    expect(toCents(0.125)).toBe(13);
    expect(toCents(-0.125)).toBe(-13);
    expect(toCents(0.124)).toBe(12);
  });

  it('never returns negative zero', () => {
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
    expect(Object.is(toCents(-0), 0)).toBe(true);
  });
});

describe('fromCents', () => {
  it('gives the LKR number for a request body', () => {
    expect(fromCents(123450)).toBe(1234.5);
    expect(fromCents(1)).toBe(0.01);
    expect(fromCents(0)).toBe(0);
  });
});

describe('formatAmount and formatLKR', () => {
  it('print en-US numbers with two decimals', () => {
    expect(formatAmount(123450)).toBe('1,234.50');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatLKR(123450)).toBe('LKR 1,234.50');
    expect(formatLKR(0)).toBe('LKR 0.00');
    expect(formatLKR(100_000_000)).toBe('LKR 1,000,000.00');
    expect(formatLKR(-150)).toBe('LKR -1.50');
  });

  it('never print negative zero', () => {
    expect(formatLKR(-0)).toBe('LKR 0.00');
    expect(formatLKR(toCents(-0.004))).toBe('LKR 0.00');
  });
});

describe('amount fields', () => {
  it('amountFieldValue writes cents as a number field holds them: two decimals, no grouping', () => {
    expect(amountFieldValue(123450)).toBe('1234.50');
    expect(amountFieldValue(5)).toBe('0.05');
    expect(amountFieldValue(0)).toBe('0.00');
    expect(amountFieldValue(-0)).toBe('0.00');
  });

  it('centsFromField reads a field: null when empty or not a number, rounded to the cent', () => {
    expect(centsFromField('1234.5')).toBe(123450);
    expect(centsFromField(' 12 ')).toBe(1200);
    expect(centsFromField('0.125')).toBe(13);
    expect(centsFromField('-3')).toBe(-300);
    expect(centsFromField('')).toBeNull();
    expect(centsFromField('   ')).toBeNull();
    expect(centsFromField('abc')).toBeNull();
    expect(centsFromField('1,000')).toBeNull();
    expect(centsFromField('1e3')).toBeNull();
    expect(centsFromField('0x10')).toBeNull();
  });

  it('numberFromField: null when empty, NaN for anything but a plain decimal', () => {
    expect(numberFromField(' 12.5 ')).toBe(12.5);
    expect(numberFromField('-3')).toBe(-3);
    expect(numberFromField('.5')).toBe(0.5);
    expect(numberFromField('')).toBeNull();
    for (const junk of ['1e3', '0x10', '1,000', '12abc', '--1', 'Infinity']) expect(numberFromField(junk), junk).toBeNaN();
  });
});

describe('money properties', () => {
  it('an amount field gives back the cents it was filled with', () => {
    fc.assert(
      fc.property(anyCents, (cents) => {
        expect(centsFromField(amountFieldValue(cents))).toBe(cents);
      }),
    );
  });

  it('toCents recovers the cents of any 2-decimal amount, and fromCents undoes it', () => {
    fc.assert(
      fc.property(anyCents, (cents) => {
        const lkr = fromCents(cents);
        expect(toCents(lkr)).toBe(cents);
        expect(fromCents(toCents(lkr))).toBe(lkr);
      }),
    );
  });

  it('formatLKR prints exactly the integer reference and parses back to the same cents', () => {
    fc.assert(
      fc.property(anyCents, (cents) => {
        const shown = formatLKR(cents);
        expect(shown).toBe(referenceLKR(cents));
        expect(toCents(Number(shown.slice('LKR '.length).replaceAll(',', '')))).toBe(cents);
      }),
    );
  });
});
