/** Tamil of ./ui.ts (terms: docs/glossary.md). */
import type * as en from './ui';
import type * as ta from './ui.ta';
import type { Holds, SameTexts } from '../../core/messages/same-texts';

export const starsLabel = (rating: number) => `மதிப்பீடு 5இற்கு ${rating.toFixed(1)}`;

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
