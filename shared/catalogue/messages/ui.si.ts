/** Sinhala of ./ui.ts (terms: docs/glossary.md). */
import type * as en from './ui';
import type * as si from './ui.si';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const starsLabel = (rating: number) => `ශ්‍රේණිගත කිරීම 5න් ${rating.toFixed(1)}`;

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
