import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { salesMonths } from '../../widgets/sales-chart/sales-months';

const COLOMBO = 'Asia/Colombo';

describe('salesMonths (SPEC §9 sales chart)', () => {
  it('gives the 12 months ending with the current one, missing months as 0', () => {
    const months = salesMonths(new Date('2025-12-15T06:00:00Z'), COLOMBO, [
      { month: 'December', total: 100.5 },
      { month: 'January', total: 20 },
      { month: 'November', total: 0 },
    ]);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ month: 'January', label: 'Jan 2025', name: 'January 2025', total: 20 });
    expect(months[11]).toEqual({ month: 'December', label: 'Dec 2025', name: 'December 2025', total: 100.5 });
    expect(months[5]).toEqual({ month: 'June', label: 'Jun 2025', name: 'June 2025', total: 0 });
  });

  it('crosses the year and ignores the day of the month', () => {
    const months = salesMonths(new Date('2026-01-31T12:00:00Z'), COLOMBO, []);
    expect(months.map((m) => m.label)).toEqual([
      'Feb 2025', 'Mar 2025', 'Apr 2025', 'May 2025', 'Jun 2025', 'Jul 2025',
      'Aug 2025', 'Sep 2025', 'Oct 2025', 'Nov 2025', 'Dec 2025', 'Jan 2026',
    ]);
    expect(months.every((m) => m.total === 0)).toBe(true);
  });

  it("counts the current month on the shop's clock, not the computer's (Colombo is UTC+05:30)", () => {
    // 20:00 UTC on 30 November is 01:30 on 1 December in Colombo.
    const lateNovemberUtc = new Date('2026-11-30T20:00:00Z');
    expect(salesMonths(lateNovemberUtc, COLOMBO, []).at(-1)!.name).toBe('December 2026');
    expect(salesMonths(lateNovemberUtc, 'UTC', []).at(-1)!.name).toBe('November 2026');
    // One second before midnight in Colombo it is still November there.
    expect(salesMonths(new Date('2026-11-30T18:29:59Z'), COLOMBO, []).at(-1)!.name).toBe('November 2026');
    expect(salesMonths(new Date('2026-11-30T18:30:00Z'), COLOMBO, []).at(-1)!.name).toBe('December 2026');
  });

  it('adds a month sent twice, in cents, matches names case-insensitively and leaves out a name that is no month', () => {
    const months = salesMonths(new Date('2025-06-01T12:00:00Z'), COLOMBO, [
      { month: 'june', total: 0.1 },
      { month: ' June ', total: 0.2 },
      { month: 'Juin', total: 999 },
    ]);
    expect(months[11]).toEqual({ month: 'June', label: 'Jun 2025', name: 'June 2025', total: 0.3 });
    expect(months.reduce((sum, m) => sum + m.total, 0)).toBe(0.3);
  });

  it('always ends with the current month of the zone, twelve different months (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(COLOMBO, 'UTC', 'America/New_York', 'Pacific/Kiritimati'),
        (now, timeZone) => {
          const months = salesMonths(now, timeZone, []);
          expect(months).toHaveLength(12);
          const current = new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', year: 'numeric' }).format(now);
          expect(months[11]!.label).toBe(current);
          expect(new Set(months.map((m) => m.month)).size).toBe(12);
        },
      ),
    );
  });
});
