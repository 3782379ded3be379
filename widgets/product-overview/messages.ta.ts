/** Tamil of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as ta from './messages.ta';
import type { Holds, SameTexts } from '../../shared/core/messages/same-texts';

export const highlights = 'சிறப்பம்சங்கள்';
export const specifications = 'விவரக்குறிப்புகள்';

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
