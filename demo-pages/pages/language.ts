import { isLocale, LOCALES, SOURCE_LOCALE } from '../../build/locale-list.mjs';
import type { AppContext } from '../backend/env';
import { html, type SafeHtml } from '../../first-draws/html';

/**
 * The demo shop's language: a cookie the header's switch sets, as a Laravel site keeps the
 * visitor's locale in its session or a cookie and calls `app()->setLocale()`. The page prints
 * it as `<html lang>` and the head tags come from that language's manifest, so the widgets
 * speak it (the Laravel package does the same from `app()->getLocale()`).
 */
export const LANGUAGE_COOKIE = 'shop_language';
/** The switch's route: `/language/si?back=/cart`. */
export const LANGUAGE_PATH = '/language';

/** The switch's name, in the page's language. */
const SWITCH_NAME: Record<string, string> = { en: 'Language', si: 'භාෂාව', ta: 'மொழி' };

/**
 * The page's language: `?lang=si` for this page alone (a link to a page in a language; the
 * bench's pages in Sinhala and Tamil), else the cookie's, when either is one of the kit's; else
 * English.
 */
export function languageOf(c: AppContext): string {
  for (const chosen of [c.req.query('lang'), c.var.cookies.get(c, LANGUAGE_COOKIE)]) {
    if (chosen && (isLocale(chosen) || chosen === pseudoLocale)) return chosen;
  }
  return SOURCE_LOCALE;
}

let pseudoLocale: string | null = null;
/**
 * The server built the pseudo-locale too (SHOP_PSEUDO=1: build/pseudo.mjs): `?lang=qps-ploc`
 * or the cookie shows pages in it, for the pseudo-locale walk (tests/e2e/pseudo-locale.spec.ts).
 * Never in the switch.
 */
export function allowPseudoLocale(code: string): void {
  pseudoLocale = code;
}

/** `GET /language/:code?back=…`: keeps the choice for a year and goes back (a local path only). */
export function switchLanguage(c: AppContext): Response {
  const code = c.req.param('code') ?? '';
  const back = c.req.query('back') ?? '/';
  const target = back.startsWith('/') && !back.startsWith('//') && !back.startsWith('/\\') ? back : '/';
  if (!isLocale(code)) return c.redirect(target, 303);
  c.var.cookies.set(c, LANGUAGE_COOKIE, code, { path: '/', sameSite: 'Lax', maxAge: 60 * 60 * 24 * 365 });
  return c.redirect(target, 303);
}

/**
 * The header's switch: each language by its own name, in its own language (`lang`), the
 * current one marked for assistive technology; plain links, so it works before any script.
 */
export function languageSwitch(c: AppContext): SafeHtml {
  const current = languageOf(c);
  const back = c.req.path + (new URL(c.req.url).search ?? '');
  const links = LOCALES.map(({ code, name }) =>
    code === current
      ? html`<a class="language-switch__link" href="${LANGUAGE_PATH}/${code}?back=${encodeURIComponent(back)}" lang="${code}" hreflang="${code}" aria-current="true">${name}</a>`
      : html`<a class="language-switch__link" href="${LANGUAGE_PATH}/${code}?back=${encodeURIComponent(back)}" lang="${code}" hreflang="${code}">${name}</a>`,
  );
  return html`<nav class="language-switch" aria-label="${SWITCH_NAME[current] ?? SWITCH_NAME.en!}"><ul>${links.map((link) => html`<li>${link}</li>`)}</ul></nav>`;
}
