/** Tamil of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as ta from './messages.ta';
import { plural } from '../../shared/core/messages/plural';
import type { Holds, SameTexts } from '../../shared/core/messages/same-texts';

export const landmark = 'இணையத்தளத் தேடல்';
export const label = 'பொருட்களைத் தேடு';
export const placeholder = 'பொருட்களைத் தேடு…';
export const submit = 'தேடு';
export const suggestions = 'பொருள் பரிந்துரைகள்';
export const suggestionsShown = (n: number) =>
  plural(
    n,
    `${n} பரிந்துரை காட்டப்படுகிறது. அதைத் தெரிவுசெய்ய அம்புக்குறி விசைகளைப் பயன்படுத்தவும்.`,
    `${n} பரிந்துரைகள் காட்டப்படுகின்றன. ஒன்றைத் தெரிவுசெய்ய அம்புக்குறி விசைகளைப் பயன்படுத்தவும்.`,
  );

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
