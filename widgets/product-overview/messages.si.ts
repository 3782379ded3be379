/** Sinhala of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as si from './messages.si';
import type { Holds, SameTexts } from '../../shared/core/messages/same-texts';

export const highlights = 'විශේෂාංග';
export const specifications = 'පිරිවිතර';

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
