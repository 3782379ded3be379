/** Tamil of ./quantity.ts (terms: docs/glossary.md). */
import type * as en from './quantity';
import type * as ta from './quantity.ta';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const decreaseQuantity = 'எண்ணிக்கையைக் குறை';
export const increaseQuantity = 'எண்ணிக்கையை அதிகரி';

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
