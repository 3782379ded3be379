/** Sinhala of ./calendar.ts: the months named here, not by the browser (Debian's Chromium has no Sinhala data). */
import type * as en from './calendar';
import type * as si from './calendar.si';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

const MONTHS = ['ජනවාරි', 'පෙබරවාරි', 'මාර්තු', 'අප්‍රේල්', 'මැයි', 'ජූනි', 'ජූලි', 'අගෝස්තු', 'සැප්තැම්බර්', 'ඔක්තෝබර්', 'නොවැම්බර්', 'දෙසැම්බර්'];

/** "2026 නොවැම්බර් 12": year, month, day, as Sinhala writes a date. */
export const reviewDate = (date: Date) => `${date.getFullYear()} ${MONTHS[date.getMonth()]} ${date.getDate()}`;

/** "නොවැම්බර් 24 - නොවැම්බර් 26". */
export const dayRange = (start: Date, end: Date) =>
  `${MONTHS[start.getMonth()]} ${start.getDate()} - ${MONTHS[end.getMonth()]} ${end.getDate()}`;

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
