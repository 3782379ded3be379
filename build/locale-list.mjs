// The kit's languages and the names of each language's files in dist/: no Node modules, so the
// static demo's service worker reads them too (build/locales.mjs is how a build picks one).

/**
 * The languages, English first (the SPEC's texts, the source every translation copies): the
 * `<html lang>` primary subtags a page may carry and the language's own name, as a switch shows it.
 */
export const LOCALES = [
  { code: 'en', name: 'English' },
  { code: 'si', name: 'සිංහල' },
  { code: 'ta', name: 'தமிழ்' },
];
export const SOURCE_LOCALE = 'en';

/** Whether `code` is one of the kit's languages (a cookie's, a header's, a link's). */
export const isLocale = (code) => LOCALES.some((l) => l.code === code);

/** The manifest a language's build writes: manifest.json (English, as before), manifest.si.json, … */
export const manifestName = (locale) => (locale === SOURCE_LOCALE ? 'manifest.json' : `manifest.${locale}.json`);
/** The first draws' texts of a language (laravel/src/FirstDraws reads them). */
export const firstDrawsName = (locale) => (locale === SOURCE_LOCALE ? 'first-draws.json' : `first-draws.${locale}.json`);
