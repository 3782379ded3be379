import type { AppContext } from '../../backend/env';
import { languageOf } from '../language';
import { en, type DemoTexts } from './en';
import { si } from './si';
import { ta } from './ta';

export type { DemoTexts } from './en';

/** Each language's texts of the demo shop, by its code (build/locale-list.mjs). */
export const DEMO_TEXTS: Readonly<Record<string, DemoTexts>> = { en, si, ta };

/**
 * The demo's own texts in the page's language (`?lang=`, else the switch's cookie: language.ts),
 * as a Blade view's `__()` reads the app's locale; English for a language without its texts.
 */
export function textsOf(c: AppContext): DemoTexts {
  return DEMO_TEXTS[languageOf(c)] ?? en;
}
