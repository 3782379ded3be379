// The kit's languages and how a build picks one: each language is a build of its own, in which
// a module with a translation beside it (`cart.ts` → `cart.si.ts`) is that translation. Code
// imports the English module as always; an English page carries no other language's bytes,
// and a Sinhala page only Sinhala texts (docs/decisions.md#one-build-per-language).
import { existsSync, readFileSync } from 'node:fs';
import { LOCALES, SOURCE_LOCALE } from './locale-list.mjs';

export { firstDrawsName, LOCALES, manifestName, SOURCE_LOCALE } from './locale-list.mjs';

const TRANSLATED = new RegExp(`\\.(${LOCALES.map((l) => l.code).filter((c) => c !== SOURCE_LOCALE).join('|')})\\.tsx?$`);

/** Whether a module is a translation (`*.si.ts`), which no build imports by its own name. */
export const isTranslation = (file) => TRANSLATED.test(file);

/** The translation of `file` into `locale`, or null (English, no translation, or itself one). */
export function translationOf(file, locale) {
  if (locale === SOURCE_LOCALE || isTranslation(file)) return null;
  const translated = file.replace(/\.(tsx?)$/, `.${locale}.$1`);
  return translated !== file && existsSync(translated) ? translated : null;
}

/**
 * The stylesheet `sheet` in `locale`'s build: `theme.css` → `theme.si.css` where one is beside
 * it (which imports the English sheet and adds what the language needs), else `sheet` itself.
 * An English page thus carries no other language's CSS either.
 */
export function stylesheetIn(sheet, locale) {
  if (locale === SOURCE_LOCALE) return sheet;
  const translated = sheet.replace(/\.css$/, `.${locale}.css`);
  return translated !== sheet && existsSync(translated) ? translated : sheet;
}

/** An edit for edits-plugin.mjs: in `locale`'s build, a module with a translation is its translation. */
export const localeEdit = (locale) => (file) => {
  const translated = translationOf(file, locale);
  return translated ? () => readFileSync(translated, 'utf8') : null;
};
