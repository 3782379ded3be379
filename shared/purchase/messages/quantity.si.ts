/** Sinhala of ./quantity.ts (terms: docs/glossary.md). */
import type * as en from './quantity';
import type * as si from './quantity.si';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const decreaseQuantity = 'ප්‍රමාණය අඩු කරන්න';
export const increaseQuantity = 'ප්‍රමාණය වැඩි කරන්න';

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
