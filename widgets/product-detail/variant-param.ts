import { NO_VARIATION } from '../../shared/core/constants';

/** The query parameter that keeps the chosen variation, e.g. `?variant=Red/M` (ours). */
const PARAM = 'variant';

/** A selector: the variation type and its values in order (the first is the default). */
export interface VariationType {
  type: string;
  values: readonly string[];
}

/** The selectors of a product: every type with values, except 'No V' (SPEC §2). */
export function variationTypesOf(map: Readonly<Record<string, readonly string[]>>): VariationType[] {
  return Object.entries(map)
    .filter(([type, values]) => type !== NO_VARIATION && values.length > 0)
    .map(([type, values]) => ({ type, values }));
}

/** The variation's name: the values joined by '/', or 'No V' without selectors (SPEC §3). */
export function variationName(values: readonly string[]): string {
  return values.length === 0 ? NO_VARIATION : values.join('/');
}

/**
 * The selection the page opens with: `?variant=` when it names the values, else the first value
 * of each type (SPEC §2). Values may hold a '/' themselves ('S/M'), so the text is matched
 * against the known values type by type; when it does not match as a whole, each '/'-separated
 * part that is a known value of its type is kept and an unknown one falls back to the default.
 */
export function initialSelection(types: readonly VariationType[], search: string): string[] {
  const defaults = types.map((t) => t.values[0]!);
  const text = new URLSearchParams(search).get(PARAM);
  if (!text || types.length === 0) return defaults;
  const whole = matchFrom(types, 0, text);
  if (whole) return whole;
  const parts = text.split('/');
  return types.map((t, i) => (t.values.includes(parts[i] ?? '') ? parts[i]! : defaults[i]!));
}

function matchFrom(types: readonly VariationType[], index: number, rest: string): string[] | null {
  const type = types[index]!;
  const last = index === types.length - 1;
  for (const value of type.values) {
    if (last) {
      if (rest === value) return [value];
    } else if (rest.startsWith(`${value}/`)) {
      const tail = matchFrom(types, index + 1, rest.slice(value.length + 1));
      if (tail) return [value, ...tail];
    }
  }
  return null;
}

/** Keep the selection in the address bar without a history entry (the page stays shareable). */
export function writeSelection(values: readonly string[]): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(PARAM);
  const others = url.searchParams.toString();
  // Readable: '/' stays a '/', everything else is encoded.
  const variant = encodeURIComponent(values.join('/')).replace(/%2F/gi, '/');
  const search = `?${others ? `${others}&` : ''}${PARAM}=${variant}`;
  window.history.replaceState(window.history.state, '', `${url.pathname}${search}${url.hash}`);
}
