/** Sinhala of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as si from './messages.si';
import { plural } from '../../shared/core/messages/plural';
import type { Holds, SameTexts } from '../../shared/core/messages/same-texts';

export const linkLabel = 'කරත්තය';
export const linkCount = (n: number) => plural(n, `අයිතම ${n}`, `අයිතම ${n}`);

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
