/**
 * A moment's date and time in Sri Lanka (Asia/Colombo, as the English dates print), in parts,
 * for the languages that name the months themselves: Debian's Chromium has no Sinhala date data
 * (the static demo's pages are printed in the browser), so Sinhala and Tamil take the month
 * names from the kit's catalogue (shared/core/messages/months.si.ts, months.ta.ts).
 */
const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Colombo',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface ShopDate {
  year: number;
  /** 0 for January, as `months[month]`. */
  month: number;
  day: number;
  /** "09:05", 24-hour as the English dates. */
  time: string;
}

export function shopDate(date: Date): ShopDate {
  const part = (type: Intl.DateTimeFormatPartTypes) => PARTS.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return { year: Number(part('year')), month: Number(part('month')) - 1, day: Number(part('day')), time: `${part('hour')}:${part('minute')}` };
}
