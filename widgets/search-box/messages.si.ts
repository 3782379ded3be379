/** Sinhala of ./messages.ts (terms: docs/glossary.md). */
import type * as en from './messages';
import type * as si from './messages.si';
import { plural } from '../../shared/core/messages/plural';
import type { Holds, SameTexts } from '../../shared/core/messages/same-texts';

export const landmark = 'වෙබ් අඩවිය තුළ සෙවීම';
export const label = 'නිෂ්පාදන සොයන්න';
export const placeholder = 'නිෂ්පාදන සොයන්න…';
export const submit = 'සොයන්න';
export const suggestions = 'නිෂ්පාදන යෝජනා';
export const suggestionsShown = (n: number) =>
  plural(
    n,
    `යෝජනා ${n}ක් පෙන්වා ඇත. එය තෝරා ගැනීමට ඊතල යතුරු භාවිත කරන්න.`,
    `යෝජනා ${n}ක් පෙන්වා ඇත. එකක් තෝරා ගැනීමට ඊතල යතුරු භාවිත කරන්න.`,
  );

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
