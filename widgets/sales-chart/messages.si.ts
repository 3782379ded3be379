/** Sinhala of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as si from './messages.si';
import type { Holds, SameTexts } from '../../shared/core/messages/same-texts';
import { months } from '../../shared/core/messages/months';

export const dataset = 'මුළු විකුණුම්';
export const xTitle = 'මාස';
export const yTitle = 'විකුණුම් මුදල (LKR)';
export const fetchError = 'ගෙවීම් දත්ත ලබා ගැනීමේ දෝෂයකි';
export const loading = 'විකුණුම් පූරණය වෙමින්…';
export const canvasLabel = (from: string, to: string) => `මාසය අනුව මුළු විකුණුම් පෙන්වන රේඛා ප්‍රස්තාරය, ${from} සිට ${to} දක්වා`;
export const showFigures = 'සංඛ්‍යා පෙන්වන්න';
export const tableCaption = (from: string, to: string) => `මාසය අනුව මුළු විකුණුම්, ${from} සිට ${to} දක්වා`;

/** "2025 දෙසැම්බර්": year, then month. */
export const monthLabel = (date: Date) => `${date.getUTCFullYear()} ${months[date.getUTCMonth()]}`;
export const monthName = (date: Date) => `${date.getUTCFullYear()} ${months[date.getUTCMonth()]}`;

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
