/** Tamil of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as ta from './messages.ta';
import type { Holds, SameTexts } from '../../shared/core/messages/same-texts';
import { months } from '../../shared/core/messages/months';

export const dataset = 'மொத்த விற்பனை';
export const xTitle = 'மாதங்கள்';
export const yTitle = 'விற்பனைத் தொகை (LKR)';
export const fetchError = 'கட்டணத் தரவைப் பெறுவதில் பிழை';
export const loading = 'விற்பனை ஏற்றப்படுகிறது…';
export const canvasLabel = (from: string, to: string) => `மாதவாரியான மொத்த விற்பனையின் கோட்டு வரைபடம், ${from} முதல் ${to} வரை`;
export const showFigures = 'புள்ளிவிபரங்களைக் காட்டு';
export const tableCaption = (from: string, to: string) => `மாதவாரியான மொத்த விற்பனை, ${from} முதல் ${to} வரை`;

/** "டிசெம்பர் 2025". */
export const monthLabel = (date: Date) => `${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
export const monthName = (date: Date) => `${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

export type Checked = Holds<SameTexts<typeof en, typeof ta>>;
