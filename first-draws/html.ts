/**
 * A tiny stand-in for Blade: `html` escapes every interpolated value unless it is `raw()` or
 * another `html` result, so templates cannot inject markup by accident. The first draws
 * (this folder) and the demo shop's pages print through it.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  // As Blade's `{{ }}` (htmlspecialchars with ENT_QUOTES) writes it, so the head tags the demo
  // prints match the Laravel package's byte for byte (demo-pages/pages/head-tags.ts), and the
  // first draws match laravel/src/FirstDraws.
  "'": '&#039;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

export const raw = (value: string) => new SafeHtml(value);

type Value = SafeHtml | string | number | boolean | null | undefined | Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false || value === true) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  if (value instanceof SafeHtml) return value.value;
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}
