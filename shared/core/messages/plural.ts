/**
 * The one plural rule of a language's build: which of a count's two forms a text shows. Each
 * language has its own file (plural.si.ts, plural.ta.ts), picked by the build like every
 * translation (build/locales.mjs). Counts are whole numbers; for them CLDR's English rule
 * ("one: i = 1 and v = 0", what `Intl.PluralRules('en')` applies) is `n === 1`, written out
 * rather than built from Intl: Debian's Chromium has no Sinhala plural data, and the Sinhala
 * rule must not differ in kind from the others. tests/unit/plural.test.ts checks each file
 * against Node's `Intl.PluralRules` for the language.
 */
export const plural = (n: number, one: string, other: string): string => (n === 1 ? one : other);
