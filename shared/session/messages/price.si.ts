/** Sinhala of ./price.ts (terms: docs/glossary.md). */
import type * as en from './price';
import type * as si from './price.si';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const percentOff = (discount: number) => `${discount}% අඩු`;

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
