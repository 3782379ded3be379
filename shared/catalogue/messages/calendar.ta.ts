/** Tamil of ./calendar.ts: the months named here (Sri Lankan spelling), not by the browser's ICU data. */
import type * as en from './calendar';
import type * as ta from './calendar.ta';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

const MONTHS = ['ஜனவரி', 'பெப்ரவரி', 'மார்ச்', 'ஏப்ரல்', 'மே', 'ஜூன்', 'ஜூலை', 'ஆகஸ்ட்', 'செப்டெம்பர்', 'ஒக்டோபர்', 'நவம்பர்', 'டிசெம்பர்'];

/** "12 நவம்பர் 2026": day, month, year. */
export const reviewDate = (date: Date) => `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;

/** "நவம்பர் 24 - நவம்பர் 26". */
export const dayRange = (start: Date, end: Date) =>
  `${MONTHS[start.getMonth()]} ${start.getDate()} - ${MONTHS[end.getMonth()]} ${end.getDate()}`;

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
