declare module '*.css';

/**
 * first-draws/ built in a language, for the static demo's worker (demo-pages/static/build.ts
 * resolves `shop:first-draws-in/<code>` with build.mjs's bundleInLanguage).
 */
declare module 'shop:first-draws-in/*' {
  /** first-draws/index.ts's `firstDraw`, returning that bundle's own SafeHtml. */
  export const firstDraw: (name: string, props: unknown, context: { variant: string | null; now: Date }) => { value: string } | null;
}
