// @vitest-environment node
/**
 * The demo shop's own texts (demo-pages/pages/texts/) in Sinhala and Tamil say what the English
 * says: the type checker holds the keys and parameters (texts/en.ts, `SameAsEnglish`); here every
 * text is there and translated, every value the English shows (a total, an order number, a name,
 * a date) is shown by the translation too, and a text with markup keeps the English's markup.
 */
import { describe, expect, it } from 'vitest';
import { SafeHtml } from '../../first-draws/html';
import { months as monthsSi } from '../../shared/core/messages/months.si';
import { months as monthsTa } from '../../shared/core/messages/months.ta';
import { en } from '../../demo-pages/pages/texts/en';
import { DEMO_TEXTS } from '../../demo-pages/pages/texts/index';
import { si } from '../../demo-pages/pages/texts/si';
import { ta } from '../../demo-pages/pages/texts/ta';

type Fn = (...args: unknown[]) => unknown;

/** Every text of an object of texts, by its path ("order.payCash"). */
function leaves(texts: object, prefix = ''): [string, unknown][] {
  return Object.entries(texts).flatMap(([key, value]): [string, unknown][] =>
    typeof value === 'object' && value !== null ? leaves(value as object, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

/** Markers no text holds by itself, one per parameter. */
const MARKS = ['Ⓐ', 'Ⓑ', 'Ⓒ'];
/** 9 March 2031, 06:30 in Colombo: no day or month edge whatever the time zone of the machine. */
const DATE = new Date(Date.UTC(2031, 2, 9, 1, 0));

/** A function's arguments: the dates' functions take a date, every other a marker string per parameter. */
const argumentsOf = (path: string, fn: Fn): unknown[] => (path.startsWith('dates.') ? [DATE] : MARKS.slice(0, fn.length));

/** What the text shows as a string (a SafeHtml's markup as written). */
const shown = (value: unknown) => (value instanceof SafeHtml ? value.value : String(value));
/** What a text may show of an argument: a marker as it is; a date's day, year and time. */
const factsOf = (arg: unknown) => (arg instanceof Date ? ['9', '2031', '06:30'] : [String(arg)]);

const english = leaves(en);
const translations = { si, ta } as const;

describe.each(Object.entries(translations))('the demo texts in %s', (language, texts) => {
  const byPath = new Map(leaves(texts));

  it('has every English text and no other', () => {
    expect([...byPath.keys()].sort()).toEqual(english.map(([path]) => path).sort());
  });

  it.each(english.filter(([, value]) => typeof value === 'string'))('%s is there and in the language', (path, value) => {
    const translated = byPath.get(path);
    expect(typeof translated).toBe('string');
    expect((translated as string).trim()).not.toBe('');
    // Every English text here is words (the brand "Serendib Store" stays, with words beside it).
    expect(translated).not.toBe(value);
    expect(translated).toMatch(language === 'si' ? /[\u0D80-\u0DFF]/ : /[\u0B80-\u0BFF]/);
  });

  it.each(english.filter(([, value]) => typeof value === 'function'))('%s shows every value the English shows', (path, value) => {
    const englishFn = value as Fn;
    const translated = byPath.get(path);
    expect(typeof translated).toBe('function');
    const args = argumentsOf(path, englishFn);
    const inEnglish = shown(englishFn(...args));
    const inLanguage = shown((translated as Fn)(...args));
    expect(inLanguage.trim()).not.toBe('');
    expect(inLanguage).not.toBe(inEnglish);
    // The English shows every marker (else this test would check nothing), and a date's year.
    for (const mark of args.filter((arg) => typeof arg === 'string')) expect(inEnglish).toContain(mark);
    if (args[0] instanceof Date) expect(inEnglish).toContain('2031');
    for (const fact of args.flatMap(factsOf).filter((fact) => inEnglish.includes(fact))) {
      expect(inLanguage).toContain(fact);
    }
    // Markup stays as the English has it (the page's styles and a screen reader rely on it).
    const tags = (markup: string) => (markup.match(/<[^>]+>/g) ?? []).sort();
    expect(tags(inLanguage)).toEqual(tags(inEnglish));
    expect((translated as Fn)(...args) instanceof SafeHtml).toBe(englishFn(...args) instanceof SafeHtml);
  });

  it("prints dates with the month from the kit's catalogue, in Sri Lanka's time", () => {
    const month = (language === 'si' ? monthsSi : monthsTa)[2]!;
    expect(texts.dates.date(DATE)).toContain(month);
    expect(texts.dates.dateTime(DATE)).toContain(month);
    expect(texts.dates.dateTime(DATE)).toContain('06:30');
    expect(en.dates.dateTime(DATE)).toBe('9 Mar 2031, 06:30');
  });
});

it('has the texts of every language of the kit, English first', () => {
  expect(Object.keys(DEMO_TEXTS)).toEqual(['en', 'si', 'ta']);
  expect(DEMO_TEXTS.en).toBe(en);
});
