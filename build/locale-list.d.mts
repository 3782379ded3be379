/** Types of build/locale-list.mjs (re-exported by build.mjs: build.d.mts). */
export const LOCALES: readonly { code: string; name: string }[];
export const SOURCE_LOCALE: string;
export function isLocale(code: string): boolean;
export function manifestName(locale: string): string;
export function firstDrawsName(locale: string): string;
