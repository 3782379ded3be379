/**
 * The pseudo-locale's text (build/pseudo.mjs): every letter accented, 40 % longer, between ⟦ ⟧.
 * In the pseudo build only; no page of a real language carries it.
 */
const ACCENTED: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Å', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/** "Cart" → "⟦Çáŕţ··⟧". Placeholder-like runs (`:name`) and digits stay as they are. */
export function pseudoText(text: string): string {
  if (text.trim() === '') return text;
  const accented = text.replace(/:[a-z]\w*|[A-Za-z]/g, (run) => (run.length > 1 ? run : (ACCENTED[run] ?? run)));
  return `${PSEUDO_OPEN}${accented}${'·'.repeat(Math.ceil(text.length * 0.4))}${PSEUDO_CLOSE}`;
}

/** A catalogue export in the pseudo-locale: a text, a function's text, an object's or list's texts. */
export function pseudoValue<T>(value: T): T {
  if (typeof value === 'string') return pseudoText(value) as T;
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => pseudoValue(fn(...args))) as T;
  }
  if (Array.isArray(value)) return value.map((item) => pseudoValue(item)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pseudoValue(item)])) as T;
  }
  return value;
}
