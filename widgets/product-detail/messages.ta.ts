/** Tamil of ./messages.ts. */
import type * as en from './messages';
import type * as ta from './messages.ta';
import { months } from '../../shared/core/messages/months';
import type { Holds, SameTexts } from '../../shared/core/messages/same-texts';

/** "நவம்பர் 24 - நவம்பர் 26". */
export const dayRange = (start: Date, end: Date) =>
  `${months[start.getMonth()]} ${start.getDate()} - ${months[end.getMonth()]} ${end.getDate()}`;

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
