import type { Context, MiddlewareHandler } from 'hono';
import { isLocale, SOURCE_LOCALE } from '../../build/locale-list.mjs';
import type { AppEnv } from './env';
import { BACKEND_TEXTS } from './lang';

/**
 * The reference backend answers its messages (a 422's texts, an order's refusal, "Not Found") in
 * the language the shopper's page asks for with `Accept-Language` (shared/session/http.ts sends
 * the page's `<html lang>`), the way a Laravel app does with `__()` and its lang/ files: each text
 * is looked up by its English. The kit's texts come from the build's dist/lang/<code>.json (the
 * file a Laravel app copies: docs/backend.md#languages), the backend's own (Laravel's validation
 * and HTTP texts) from lang.ts. A text with no translation stays English.
 */
type Dictionary = Readonly<Record<string, string>>;

let kitTexts: (language: string) => Dictionary | undefined = () => undefined;

/** Where the kit's dist/lang/<code>.json come from: disk under `npm start`, fetched in the static demo's worker. */
export function setKitTranslations(read: (language: string) => Dictionary | undefined): void {
  kitTexts = read;
  compiled.clear();
}

/** The first language of `Accept-Language` (by weight) the kit has, or English. */
export function answerLanguage(header: string | undefined): string {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? '1');
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.find((entry) => isLocale(entry.primary))?.primary ?? SOURCE_LOCALE;
}

interface Compiled {
  exact: Map<string, string>;
  /** Texts with `:name` placeholders, as patterns (the longest first, so the most specific wins). */
  templates: { pattern: RegExp; names: string[]; translation: string }[];
}
const compiled = new Map<string, Compiled>();

function compile(language: string): Compiled {
  let found = compiled.get(language);
  if (found) return found;
  const all = { ...(kitTexts(language) ?? {}), ...(BACKEND_TEXTS[language] ?? {}) };
  const exact = new Map<string, string>();
  const templates: Compiled['templates'] = [];
  for (const [english, translation] of Object.entries(all)) {
    const names = [...english.matchAll(/:([a-z][A-Za-z0-9]*)/g)].map((m) => m[1]!);
    if (names.length === 0) {
      exact.set(english, translation);
      continue;
    }
    // A template of placeholders alone would match any text: no answer is one.
    if (!/\p{L}/u.test(english.replace(/:[a-z][A-Za-z0-9]*/g, ''))) continue;
    const source = english
      .split(/:[a-z][A-Za-z0-9]*/)
      .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    templates.push({ pattern: new RegExp(`^${source}$`), names, translation });
  }
  templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  compiled.set(language, (found = { exact, templates }));
  return found;
}

/** The language a request asks its answers in (its Accept-Language). */
export const requestLanguage = (c: Context<AppEnv>): string => answerLanguage(c.req.header('Accept-Language'));

/** One English text in `language` (values kept as they came), or the text itself. */
export function translateText(text: string, language: string): string {
  if (language === SOURCE_LOCALE) return text;
  const { exact, templates } = compile(language);
  const direct = exact.get(text);
  if (direct !== undefined) return direct;
  for (const { pattern, names, translation } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = new Map(names.map((name, i) => [name, match[i + 1]!]));
    return translation.replace(/:([a-z][A-Za-z0-9]*)/g, (whole, name: string) => values.get(name) ?? whole);
  }
  return text;
}

/**
 * Translates the `message` and `errors` of every JSON answer. A 422's message is its first
 * error and "(and N more errors)", as Laravel builds it: rebuilt from the translated errors.
 */
export const answerLanguageMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const language = requestLanguage(c);
  if (language === SOURCE_LOCALE || !(c.res.headers.get('Content-Type') ?? '').includes('application/json')) return;
  let body: unknown;
  try {
    body = await c.res.clone().json();
  } catch {
    return;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const answer = body as { message?: unknown; errors?: unknown };
  let changed = false;
  let firstError: { english: string; translated: string } | undefined;
  if (answer.errors && typeof answer.errors === 'object' && !Array.isArray(answer.errors)) {
    const errors = answer.errors as Record<string, unknown>;
    for (const [field, texts] of Object.entries(errors)) {
      if (!Array.isArray(texts)) continue;
      errors[field] = texts.map((text) => {
        if (typeof text !== 'string') return text;
        const translated = translateText(text, language);
        firstError ??= { english: text, translated };
        return translated;
      });
    }
    changed = true;
  }
  if (typeof answer.message === 'string') {
    const message = answer.message;
    // Laravel's "first error (and N more errors)": the first error translated, then the rest.
    answer.message =
      firstError && message.startsWith(firstError.english)
        ? firstError.translated + translateText(message.slice(firstError.english.length), language)
        : translateText(message, language);
    changed = true;
  }
  if (!changed) return;
  const headers = new Headers(c.res.headers);
  headers.delete('Content-Length');
  headers.set('Content-Language', language);
  c.res = new Response(JSON.stringify(answer), { status: c.res.status, headers });
};
