import type * as en from './plural';
import type * as si from './plural.si';
import type { Holds, SameTexts } from './same-texts';

/**
 * Sinhala's plural rule for whole numbers: CLDR's "one: n = 0,1 or i = 0 and f = 1" puts 0 and
 * 1 in "one" ("අයිතම 0ක්" like "අයිතම 1ක්"), every other count in "other". Written out: Debian's
 * Chromium has no Sinhala data and `Intl.PluralRules('si')` there falls back to English.
 */
export const plural = (n: number, one: string, other: string): string => (n === 0 || n === 1 ? one : other);

export type Checked = Holds<SameTexts<typeof en, typeof si>>;
