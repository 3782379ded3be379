/** Tamil of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as ta from './messages.ta';
import type { Holds, SameTexts } from '../../shared/core/messages/same-texts';

export const title = 'உங்களுக்கான பரிந்துரைகள்';
export const previous = 'முந்தைய பொருட்கள்';
export const next = 'அடுத்த பொருட்கள்';
export const loading = 'பரிந்துரைகள் ஏற்றப்படுகின்றன…';

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
