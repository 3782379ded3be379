/**
 * Filled in by build.mjs: JSON of each widget's JS, CSS and every chunk it needs (a string, so
 * that its contents do not change how the minifier names symbols in other chunks).
 */
declare const __WIDGET_ASSETS__: string | undefined;

declare module '*.css';
