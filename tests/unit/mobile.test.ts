import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as otpMessages from '../../shared/forms/messages';
import { formatMobileForDisplay, normaliseMobile, validateGuestMobile } from '../../shared/forms/mobile';

const invalidFormat = { ok: false, error: otpMessages.invalidFormat };
const refused = (error: string) => ({ ok: false, error });
const digit = fc.constantFrom(...'0123456789');

describe('normaliseMobile (SPEC §5)', () => {
  it('turns a leading 0 into the 94 prefix', () => {
    expect(normaliseMobile('0771234567')).toEqual({ ok: true, mobile: '94771234567' });
  });

  it('keeps a number that starts with 94', () => {
    expect(normaliseMobile('94771234567')).toEqual({ ok: true, mobile: '94771234567' });
  });

  it('puts 94 in front of a number that starts with 7', () => {
    expect(normaliseMobile('771234567')).toEqual({ ok: true, mobile: '94771234567' });
  });

  it('keeps digits only', () => {
    expect(normaliseMobile('+94 77 123 4567')).toEqual({ ok: true, mobile: '94771234567' });
    expect(normaliseMobile('077-123-4567')).toEqual({ ok: true, mobile: '94771234567' });
    expect(normaliseMobile('(077) 123 4567')).toEqual({ ok: true, mobile: '94771234567' });
  });

  it('refuses any other start', () => {
    expect(normaliseMobile('')).toEqual(invalidFormat);
    expect(normaliseMobile('abc')).toEqual(invalidFormat);
    expect(normaliseMobile('1771234567')).toEqual(invalidFormat);
    expect(normaliseMobile('881234567')).toEqual(invalidFormat);
  });

  it('refuses a result that is not 94 and exactly 9 digits (ours)', () => {
    expect(normaliseMobile('077123456')).toEqual(invalidFormat);
    expect(normaliseMobile('07712345678')).toEqual(invalidFormat);
    expect(normaliseMobile('9477123456')).toEqual(invalidFormat);
    expect(normaliseMobile('947712345678')).toEqual(invalidFormat);
    expect(normaliseMobile('77123456')).toEqual(invalidFormat);
    expect(normaliseMobile('0094771234567')).toEqual(invalidFormat);
  });
});

describe('validateGuestMobile (SPEC §5 guest checkout)', () => {
  it('requires a number', () => {
    expect(validateGuestMobile('')).toEqual(refused(otpMessages.required));
    expect(validateGuestMobile('   ')).toEqual(refused(otpMessages.required));
  });

  it('allows digits only', () => {
    expect(validateGuestMobile('077 123 4567')).toEqual(refused(otpMessages.digitsOnly));
    expect(validateGuestMobile('+94771234567')).toEqual(refused(otpMessages.digitsOnly));
    expect(validateGuestMobile('0771x34567')).toEqual(refused(otpMessages.digitsOnly));
  });

  it('needs at least 9 digits', () => {
    expect(validateGuestMobile('07712345')).toEqual(refused(otpMessages.tooShort));
    expect(validateGuestMobile('771234567')).toEqual({ ok: true, mobile: '94771234567' });
  });

  it('returns the normalised number, ignoring spaces around it', () => {
    expect(validateGuestMobile('0771234567')).toEqual({ ok: true, mobile: '94771234567' });
    expect(validateGuestMobile(' 94771234567 ')).toEqual({ ok: true, mobile: '94771234567' });
  });

  it('gives the format text for 9+ digits that are no Sri Lankan number', () => {
    expect(validateGuestMobile('123456789')).toEqual(invalidFormat);
  });
});

describe('formatMobileForDisplay', () => {
  it('groups a normalised number', () => {
    expect(formatMobileForDisplay('94771234567')).toBe('+94 77 123 4567');
    expect(formatMobileForDisplay('0771234567')).toBe('+94 77 123 4567');
  });

  it('returns what it cannot read unchanged', () => {
    expect(formatMobileForDisplay(' 12345 ')).toBe('12345');
  });
});

describe('mobile properties', () => {
  const nationalDigits = fc.string({ unit: digit, minLength: 8, maxLength: 8 });
  const separator = fc.constantFrom('', ' ', '-', '.', '(', ')');

  it('any valid output is 94 and 9 digits, and normalising it again changes nothing', () => {
    const noisyDigits = fc.string({ unit: fc.constantFrom(...'0123456789 +-()'), maxLength: 16 });
    fc.assert(
      fc.property(fc.oneof(fc.string(), noisyDigits), (input) => {
        const result = normaliseMobile(input);
        if (!result.ok) {
          expect(result.error).toBe(otpMessages.invalidFormat);
          return;
        }
        expect(result.mobile).toMatch(/^94\d{9}$/);
        expect(normaliseMobile(result.mobile)).toEqual(result);
        expect(normaliseMobile(formatMobileForDisplay(result.mobile))).toEqual(result);
      }),
    );
  });

  it('every written form of a Sri Lankan mobile gives the same number', () => {
    fc.assert(
      fc.property(
        nationalDigits,
        fc.constantFrom('0', '94', '+94', ''),
        fc.array(separator, { minLength: 10, maxLength: 10 }),
        (rest, prefix, seps) => {
          const national = `7${rest}`;
          const written = prefix + [...national].map((d, i) => (seps[i] ?? '') + d).join('');
          expect(normaliseMobile(written)).toEqual({ ok: true, mobile: `94${national}` });
        },
      ),
    );
  });

  it('a guest number that passes is always in the 94 form', () => {
    const typed = fc.string({ unit: fc.oneof(digit, fc.constant(' ')), maxLength: 14 });
    fc.assert(
      fc.property(typed, (input) => {
        const result = validateGuestMobile(input);
        if (result.ok) expect(result.mobile).toMatch(/^94\d{9}$/);
      }),
    );
  });
});
