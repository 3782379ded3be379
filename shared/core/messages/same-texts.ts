/**
 * The type check every translation ends with (`import type * as en from './x'`,
 * `import type * as si from './x.si'`, `export type Checked = Holds<SameTexts<typeof en, typeof si>>`): the translation has exactly the English module's texts, none
 * missing and none more, each of the same kind: a text, or a function of the same parameters
 * (its placeholders, which tests/unit/catalogues.test.ts checks each language shows). Types
 * only: nothing of it reaches a page. The demo shop's own texts use it too (demo-pages/pages/texts/). Texts are compared as `string`, inside objects of texts
 * too (an English `as const` object is typed with its English words).
 */
/** A module's (or object's) texts as `string`, inside objects too; functions as they are. */
export type Widened<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? readonly string[]
      : T[K] extends (...args: never[]) => unknown
        ? T[K]
        : T[K] extends object
          ? Widened<T[K]>
          : T[K];
};

/** True when the two modules' exports match, name for name and type for type. */
export type SameTexts<English, Translation> = [Widened<English>] extends [Widened<Translation>]
  ? [Widened<Translation>] extends [Widened<English>]
    ? true
    : false
  : false;

/** Compiles only with `true`. */
export type Holds<T extends true> = T;
