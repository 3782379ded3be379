import { firstDraw, type FirstDrawContext } from '../../first-draws/index';
import { raw, type SafeHtml } from '../../first-draws/html';

type FirstDraw = (name: string, props: unknown, context: FirstDrawContext) => SafeHtml | null;

/**
 * The first draws of each language. English is first-draws/ itself; the others are that code
 * built in their language (build.mjs's `importInLanguage`: each messages module its translation,
 * as in the kit's build), loaded by the server after each build and bundled into the static
 * demo's worker, then handed over here. Like the manifest, this module stays free of Node's.
 */
const translated = new Map<string, FirstDraw>();

/** Each language's `firstDraw` but English's (a module of `first-draws/index.ts` built in it). */
export function setTranslatedFirstDraws(byLanguage: Record<string, { firstDraw: unknown }>): void {
  translated.clear();
  for (const [language, module] of Object.entries(byLanguage)) {
    const draw = module.firstDraw as (...args: Parameters<FirstDraw>) => { value: string } | null;
    // Its SafeHtml is the bundle's own class: its text becomes one of these pages'.
    translated.set(language, (name, props, context) => {
      const drawn = draw(name, props, context);
      return drawn === null ? null : raw(drawn.value);
    });
  }
}

/** The widget's first draw in `language`; English where that language's draws are not loaded. */
export function firstDrawIn(language: string): FirstDraw {
  return translated.get(language) ?? firstDraw;
}
