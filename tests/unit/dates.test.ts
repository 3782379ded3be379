import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  couponValidity,
  deliveryEstimate,
} from '../../widgets/product-detail/dates';
import { countdownParts, formatCountdownHms } from '../../shared/home/countdown';
import { collectionTimeLeft } from '../../shared/home/messages/home';

// All dates are built in local time, as the module works in local time: the expectations hold
// in any time zone (run with TZ=America/New_York to exercise daylight saving).

/** Calendar days from a to b, independent of time of day and daylight saving. */
function calendarDays(a: Date, b: Date): number {
  const utc = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((utc(b) - utc(a)) / 86_400_000);
}

const isWeekend = (d: Date) => d.getDay() === 0 || d.getDay() === 6;

describe('deliveryEstimate (SPEC §9)', () => {
  it('a Friday order arrives Monday to Wednesday', () => {
    const { start, end, label } = deliveryEstimate(new Date(2025, 10, 21, 15, 30)); // Fri
    expect(start).toEqual(new Date(2025, 10, 24));
    expect(end).toEqual(new Date(2025, 10, 26));
    expect(label).toBe('Nov 24 - Nov 26');
  });

  it('weekend orders also arrive Monday to Wednesday', () => {
    expect(deliveryEstimate(new Date(2025, 10, 22)).label).toBe('Nov 24 - Nov 26'); // Sat
    expect(deliveryEstimate(new Date(2025, 10, 23, 23, 59)).label).toBe('Nov 24 - Nov 26'); // Sun
  });

  it('weekday orders skip only the weekend inside the range', () => {
    expect(deliveryEstimate(new Date(2025, 10, 24)).label).toBe('Nov 25 - Nov 27'); // Mon
    expect(deliveryEstimate(new Date(2025, 10, 26)).label).toBe('Nov 27 - Dec 1'); // Wed
    expect(deliveryEstimate(new Date(2025, 10, 27)).label).toBe('Nov 28 - Dec 2'); // Thu
  });

  it('crosses the year', () => {
    const { start, end, label } = deliveryEstimate(new Date(2025, 11, 31)); // Wed
    expect(start).toEqual(new Date(2026, 0, 1));
    expect(end).toEqual(new Date(2026, 0, 5));
    expect(label).toBe('Jan 1 - Jan 5');
  });

  it('never starts or ends on a weekend, and spans 1 to 3 business days (property)', () => {
    // Calendar offsets by weekday of the order, Sunday first: an independent table.
    const startOffset = [1, 1, 1, 1, 1, 3, 2];
    const endOffset = [3, 3, 3, 5, 5, 5, 4];
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }),
        (from) => {
          const { start, end, label } = deliveryEstimate(from);
          expect(isWeekend(start)).toBe(false);
          expect(isWeekend(end)).toBe(false);
          expect(calendarDays(from, start)).toBe(startOffset[from.getDay()]);
          expect(calendarDays(from, end)).toBe(endOffset[from.getDay()]);
          expect(label).toMatch(/^[A-Z][a-z]{2} \d{1,2} - [A-Z][a-z]{2} \d{1,2}$/);
        },
      ),
    );
  });
});

describe('couponValidity (SPEC §9)', () => {
  const now = new Date(2025, 10, 21, 12, 0, 0);

  it('counts whole days left, rounded up', () => {
    expect(couponValidity('2025-11-23 12:00:00', now)).toBe('2 days left');
    expect(couponValidity('2025-11-23 12:00:01', now)).toBe('3 days left');
    expect(couponValidity('2025-11-21 12:00:01', now)).toBe('1 days left');
    expect(couponValidity('2025-11-23T12:00', now)).toBe('2 days left');
  });

  it('reads a date without time as local midnight', () => {
    expect(couponValidity('2025-11-23', now)).toBe('2 days left'); // 1.5 days
    expect(couponValidity('2025-11-21', now)).toBe('Expired');
  });

  it('reads a date with a zone as that instant', () => {
    const utcNoon = new Date(Date.UTC(2025, 10, 21, 12));
    expect(couponValidity('2025-11-22T12:00:00.000000Z', utcNoon)).toBe('1 days left');
    expect(couponValidity('2025-11-21T11:59:59Z', utcNoon)).toBe('Expired');
  });

  it('is Expired at and after the end', () => {
    expect(couponValidity('2025-11-21 12:00:00', now)).toBe('Expired');
    expect(couponValidity('2024-01-01 00:00:00', now)).toBe('Expired');
  });

  it('is No Expiration without an end date', () => {
    expect(couponValidity(null, now)).toBe('No Expiration');
    expect(couponValidity('', now)).toBe('No Expiration');
  });

  it('treats an unreadable end date as expired', () => {
    expect(couponValidity('soon', now)).toBe('Expired');
  });

  it('counts calendar days across a daylight-saving change', () => {
    // Two local days, whatever the zone (49 real hours in New York that weekend).
    expect(couponValidity('2025-11-03 12:00:00', new Date(2025, 10, 1, 12))).toBe('2 days left');
    expect(couponValidity('2025-03-10 12:00:00', new Date(2025, 2, 8, 12))).toBe('2 days left');
  });
});

describe('formatCountdownHms (SPEC §4 flash sale)', () => {
  it('prints HH:MM:SS', () => {
    expect(formatCountdownHms(86_400)).toBe('24:00:00');
    expect(formatCountdownHms(86_399)).toBe('23:59:59');
    expect(formatCountdownHms(3_661)).toBe('01:01:01');
    expect(formatCountdownHms(0)).toBe('00:00:00');
  });

  it('drops fractions and shows no negative time', () => {
    expect(formatCountdownHms(59.9)).toBe('00:00:59');
    expect(formatCountdownHms(-5)).toBe('00:00:00');
    expect(formatCountdownHms(Number.NaN)).toBe('00:00:00');
  });

  it('reads back as the whole seconds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 359_999 }), (seconds) => {
        const text = formatCountdownHms(seconds);
        expect(text).toMatch(/^\d{2}:[0-5]\d:[0-5]\d$/);
        const [h, m, s] = text.split(':').map(Number) as [number, number, number];
        expect(h * 3600 + m * 60 + s).toBe(seconds);
      }),
    );
  });
});

/** The collection countdown as the English page prints it. */
const formatCountdownDhms = (ms: number) => {
  const { days, hours, minutes, seconds } = countdownParts(ms);
  return collectionTimeLeft(days, hours, minutes, seconds);
};

describe('countdownParts + collectionTimeLeft (SPEC §9 collection countdown)', () => {
  it("prints 'Xd Xh Xm Xs'", () => {
    expect(formatCountdownDhms(93_784_000)).toBe('1d 2h 3m 4s');
    expect(formatCountdownDhms(10 * 86_400_000)).toBe('10d 0h 0m 0s');
    expect(formatCountdownDhms(999)).toBe('0d 0h 0m 0s');
    expect(formatCountdownDhms(-1)).toBe('0d 0h 0m 0s');
  });

  it('reads back as the whole seconds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (ms) => {
        const text = formatCountdownDhms(ms);
        const match = /^(\d+)d (\d|1\d|2[0-3])h ([1-5]?\d)m ([1-5]?\d)s$/.exec(text);
        expect(match).not.toBeNull();
        const [d, h, m, s] = match!.slice(1).map(Number) as [number, number, number, number];
        expect(((d * 24 + h) * 60 + m) * 60 + s).toBe(Math.floor(ms / 1000));
      }),
    );
  });
});
