/** Filled in by build.mjs (second pass): each widget's JS, CSS and every chunk it needs. */
declare const __WIDGET_ASSETS__:
  | Record<string, { file: string; css: string | null; imports: string[] }>
  | undefined;

declare module '*.css';
