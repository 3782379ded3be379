/** Sinhala of ./messages.ts. */
import type * as en from './messages';
import type * as si from './messages.si';
import { months } from '../../shared/core/messages/months';
import type { Holds, SameTexts } from '../../shared/core/messages/same-texts';

/** "නොවැම්බර් 24 - නොවැම්බර් 26". */
export const dayRange = (start: Date, end: Date) =>
  `${months[start.getMonth()]} ${start.getDate()} - ${months[end.getMonth()]} ${end.getDate()}`;

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
