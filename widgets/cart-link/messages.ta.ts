/** Tamil of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as ta from './messages.ta';
import { plural } from '../../shared/core/messages/plural';
import type { Holds, SameTexts } from '../../shared/core/messages/same-texts';

export const linkLabel = 'கூடை';
export const linkCount = (n: number) => plural(n, `${n} பொருள்`, `${n} பொருட்கள்`);

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
