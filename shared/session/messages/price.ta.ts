/** Tamil of ./price.ts (terms: docs/glossary.md). */
import type * as en from './price';
import type * as ta from './price.ta';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const percentOff = (discount: number) => `${discount}% தள்ளுபடி`;

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
