/**
 * Every translation (`x.si.ts`, `x.ta.ts` beside `x.ts`: build/locales.mjs) says what its English
 * says: the same texts (the type checker holds names and parameters: shared/core/messages/
 * same-texts.ts), none empty, and every value the English text shows (a name, a count, a
 * total) shown by the translation too, at counts 0, 1 and 2 as well.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '../../build.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const translated = LOCALES.map((l) => l.code).filter((code) => code !== SOURCE_LOCALE);

/** Every English module that has a translation, with the languages it has. */
function catalogues(): { english: string; locales: string[] }[] {
  const found = new Map<string, string[]>();
  for (const dir of ['shared', 'widgets']) {
    for (const entry of readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
      const match = /^(.*)\.([a-z]{2})\.ts$/.exec(entry.name);
      if (!entry.isFile() || !match || !translated.includes(match[2]!)) continue;
      const english = path.relative(root, path.join(entry.parentPath, `${match[1]}.ts`));
      found.set(english, [...(found.get(english) ?? []), match[2]!]);
    }
  }
  return [...found].map(([english, locales]) => ({ english, locales: locales.sort() })).sort((a, b) => a.english.localeCompare(b.english));
}

type Text = string | readonly unknown[] | ((...args: never[]) => unknown) | { [key: string]: Text };

/** Markers no text contains by itself: per position, a string, a number and a date argument. */
const STRING_MARKS = ['Ⓐmark', 'Ⓑmark', 'Ⓒmark', 'Ⓓmark'];
const NUMBER_MARKS = [4731, 5862, 6943, 7154];
const DATE_MARKS = [new Date(2031, 4, 17, 12), new Date(2032, 7, 23, 12), new Date(2033, 9, 29, 12), new Date(2034, 10, 26, 12)];
const markOf = (kind: number, i: number) => [STRING_MARKS, NUMBER_MARKS, DATE_MARKS][kind]![i];

/**
 * The arguments the English function takes without throwing: each position a marker string, a
 * marker number or a marker date (the first combination that works in English and in `other`).
 */
function argumentsFor(fn: (...args: unknown[]) => unknown, other: (...args: unknown[]) => unknown): unknown[] {
  const n = fn.length;
  for (let combination = 0; combination < 3 ** n; combination++) {
    const args = Array.from({ length: n }, (_, i) => markOf(Math.floor(combination / 3 ** i) % 3, i));
    try {
      if (typeof fn(...args) === 'string' && typeof other(...args) === 'string') return args;
    } catch {
      // another combination
    }
  }
  throw new Error(`no combination of string, number and date arguments works for ${fn.toString().slice(0, 80)}`);
}

/** What a text may show of an argument: the marker, the number (also as "4,731"), a date's day and its year. */
const factsOf = (arg: unknown): string[][] =>
  arg instanceof Date
    ? [[String(arg.getDate())], [String(arg.getFullYear())]]
    : typeof arg === 'number'
      ? [[String(arg), arg.toLocaleString('en-US')]]
      : [[String(arg)]];
/** Whether a text shows every fact of `arg` that `english` shows. */
const showsAsMuch = (english: string, text: string, arg: unknown) =>
  factsOf(arg).every((forms) => !forms.some((form) => english.includes(form)) || forms.some((form) => text.includes(form)));

function compare(english: Text, translation: Text, where: string, problems: string[]) {
  if (typeof english === 'string') {
    if (typeof translation !== 'string' || translation.trim() === '') problems.push(`${where}: empty or not a text`);
    return;
  }
  if (typeof english === 'function') {
    if (typeof translation !== 'function') return void problems.push(`${where}: not a function`);
    const fn = english as (...args: unknown[]) => unknown;
    const args = argumentsFor(fn, translation as (...a: unknown[]) => unknown);
    const en = fn(...args) as string;
    const tr = (translation as (...a: unknown[]) => unknown)(...args);
    if (typeof tr !== 'string' || tr.trim() === '') return void problems.push(`${where}: returned no text`);
    args.forEach((arg, i) => {
      if (!showsAsMuch(en, tr, arg)) problems.push(`${where}: argument ${i + 1} (${String(arg)}) shown in English, not in "${tr}"`);
    });
    // Counts 0, 1 and 2 in each numeric position: a text in every form.
    args.forEach((arg, i) => {
      if (typeof arg !== 'number') return;
      for (const count of [0, 1, 2]) {
        const counted = args.map((a, j) => (j === i ? count : a));
        const text = (translation as (...a: unknown[]) => unknown)(...counted);
        if (typeof text !== 'string' || text.trim() === '') problems.push(`${where}: no text at ${count}`);
        else if (!showsAsMuch(fn(...counted) as string, text, count)) problems.push(`${where}: the count ${count} not in "${text}"`);
      }
    });
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translation) || translation.length !== english.length) problems.push(`${where}: ${english.length} entries in English`);
    return;
  }
  if (english && typeof english === 'object') {
    const tr = translation as Record<string, Text>;
    for (const key of Object.keys(english)) compare((english as Record<string, Text>)[key]!, tr?.[key] as Text, `${where}.${key}`, problems);
  }
}

const found = catalogues();

/** Console-only texts (never shown), which stay English. */
const UNTRANSLATED = new Set(['shared/session/messages/logs.ts']);

/** Every English messages module: `messages.ts`, or a module in a `messages/` folder. */
function messageModules(): string[] {
  const modules: string[] = [];
  for (const dir of ['shared', 'widgets']) {
    for (const entry of readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })) {
      const file = path.relative(root, path.join(entry.parentPath, entry.name));
      if (!entry.isFile() || !/\.ts$/.test(file) || /\.[a-z]{2}\.ts$/.test(file) || UNTRANSLATED.has(file)) continue;
      if (entry.name === 'messages.ts' || file.split(path.sep).includes('messages')) modules.push(file);
    }
  }
  return modules.sort();
}

describe('translations', () => {
  it('exist for every messages module', () => {
    const translatedModules = new Set(found.map((c) => c.english));
    expect(messageModules().filter((file) => !file.endsWith('same-texts.ts') && !translatedModules.has(file))).toEqual([]);
  });

  it('exist for every language of the kit', () => {
    expect(found.length).toBeGreaterThan(0);
    for (const { english, locales } of found) expect(locales, english).toEqual([...translated].sort());
  });

  describe.each(found)('$english', ({ english, locales }) => {
    it.each(locales)('%s says every value the English shows', async (locale) => {
      const en = (await import(path.join(root, english))) as Record<string, Text>;
      const tr = (await import(path.join(root, english.replace(/\.ts$/, `.${locale}.ts`)))) as Record<string, Text>;
      expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
      const problems: string[] = [];
      for (const key of Object.keys(en)) compare(en[key]!, tr[key]!, key, problems);
      expect(problems).toEqual([]);
    });
  });
});
