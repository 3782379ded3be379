// dist/lang/si.json, dist/lang/ta.json: the kit's texts a backend may send back (a 422's field
// texts, an order's refusal), keyed by their English, in Laravel's JSON translation format.
import { readdir, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { importInLanguage } from './first-draws.mjs';
import { isTranslation, LOCALES, SOURCE_LOCALE } from './locales.mjs';
import { root } from './paths.mjs';

/** Every English module of shared/ and widgets/ that has a translation (a `.si.ts` beside it). */
async function translatedModules() {
  const found = new Set();
  for (const dir of ['shared', 'widgets']) {
    for (const entry of await readdir(path.join(root, dir), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && isTranslation(entry.name)) {
        found.add(path.relative(root, path.join(entry.parentPath, entry.name.replace(/\.[a-z]+\.(tsx?)$/, '.$1'))).split(path.sep).join('/'));
      }
    }
  }
  return [...found].sort();
}

/** The parameter names of an (unminified) function: `(name, n) => …`, `name => …`. */
function parameterNames(fn) {
  const source = String(fn);
  const list = /^\s*(?:function\s*\w*\s*)?\(([^)]*)\)/.exec(source)?.[1] ?? /^\s*(\w+)\s*=>/.exec(source)?.[1] ?? '';
  return list
    .split(',')
    .map((p) => p.trim().replace(/\s*=.*$/, ''))
    .filter(Boolean);
}

/**
 * English → translation pairs of a module's exports (texts, texts in objects, templates of
 * functions, called with `hole`s: first-draws/placeholder.ts).
 */
function pairs(english, translated, out, hole) {
  for (const [key, value] of Object.entries(english)) {
    const other = translated?.[key];
    if (typeof value === 'string' && typeof other === 'string') {
      if (!(value in out)) out[value] = other;
    } else if (typeof value === 'function' && typeof other === 'function') {
      const names = parameterNames(value);
      if (names.length !== value.length) continue;
      try {
        const en = value(...names.map(hole));
        const tr = other(...names.map(hole));
        // Only templates whose every placeholder shows in both (a count picked into a word does
        // not), each one readable back as `:name`: not run into a letter or digit (the
        // countdown's ':daysd' would read as a placeholder named "daysd"), and with a word of
        // their own (':name (:variation)' is no message, and would match any text).
        const readable = (text) =>
          [...text.matchAll(/:([a-z][A-Za-z0-9]*)/g)].every((m) => names.includes(m[1])) && /\p{L}/u.test(text.replace(/:[a-z][A-Za-z0-9]*/g, ''));
        const same = (n) => en.includes(`:${n}`) === tr.includes(`:${n}`);
        if (typeof en === 'string' && typeof tr === 'string' && names.every(same) && readable(en) && readable(tr) && !(en in out)) out[en] = tr;
      } catch {
        // A text that needs a real value (a date) is no template.
      }
    } else if (value && typeof value === 'object' && !Array.isArray(value) && other && typeof other === 'object') {
      pairs(value, other, out, hole);
    }
  }
  return out;
}

/**
 * Writes dist/lang/<code>.json for each language but English: every text of the kit keyed by its
 * English (texts with values as templates with `:name` placeholders), so a backend answers its
 * messages in the shopper's language the way Laravel translates JSON strings: copy the file into
 * the app's lang/ folder and send `__($text)` (docs/backend.md#languages). The reference backend
 * translates its answers with the same files (demo-pages/backend/answer-language.ts).
 */
export async function writeBackendLang(outdir) {
  const modules = await translatedModules();
  await mkdir(path.join(outdir, 'lang'), { recursive: true });
  const english = await Promise.all(modules.map((module) => importInLanguage(module, SOURCE_LOCALE)));
  const { hole } = await importInLanguage('first-draws/placeholder.ts', SOURCE_LOCALE);
  for (const { code } of LOCALES.filter((l) => l.code !== SOURCE_LOCALE)) {
    const out = {};
    const translated = await Promise.all(modules.map((module) => importInLanguage(module, code)));
    modules.forEach((_, i) => pairs(english[i], translated[i], out, hole));
    const sorted = Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    await writeFile(path.join(outdir, 'lang', `${code}.json`), `${JSON.stringify(sorted, null, 2)}\n`);
  }
}
