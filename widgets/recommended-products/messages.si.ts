/** Sinhala of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as si from './messages.si';
import type { Holds, SameTexts } from '../../shared/core/messages/same-texts';

export const title = 'ඔබ සඳහා නිර්දේශිත';
export const previous = 'පෙර නිෂ්පාදන';
export const next = 'ඊළඟ නිෂ්පාදන';
export const loading = 'නිර්දේශ පූරණය වෙමින්…';

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
