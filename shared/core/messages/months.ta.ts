/** Tamil of ./months.ts (Sri Lankan spelling). */
import type * as en from './months';
import type * as ta from './months.ta';
import type { Holds, SameTexts } from './same-texts';

export const months: readonly string[] = ['ஜனவரி', 'பெப்ரவரி', 'மார்ச்', 'ஏப்ரல்', 'மே', 'ஜூன்', 'ஜூலை', 'ஆகஸ்ட்', 'செப்டெம்பர்', 'ஒக்டோபர்', 'நவம்பர்', 'டிசெம்பர்'];

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
