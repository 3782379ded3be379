/**
 * A tiny stand-in for Blade: `html` escapes every interpolated value unless it is `raw()` or
 * another `html` result, so page templates cannot inject markup by accident.
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
  // prints match the Laravel package's byte for byte (head-tags.ts).
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

export interface WidgetTagOptions {
  load?: 'eager' | 'visible' | 'idle' | 'interaction';
  /** Server-rendered placeholder shown until the widget mounts (and without JS). */
  placeholder?: SafeHtml;
  className?: string;
  /** Put the props in a child JSON script instead of data-props (large props). */
  propsInScript?: boolean;
}

/** `<div data-widget data-props>`: what `@json($props)` in a Blade template prints. */
export function widget(name: string, props: unknown, options: WidgetTagOptions = {}): SafeHtml {
  const json = JSON.stringify(props ?? {});
  const load = options.load && options.load !== 'eager' ? html` data-load="${options.load}"` : '';
  const cls = options.className ? html` class="${options.className}"` : '';
  if (options.propsInScript) {
    // `</script>` inside JSON would end the element: escape `<` as JSON allows.
    const safe = json.replace(/</g, '\\u003c');
    return html`<div data-widget="${name}"${load}${cls}><script type="application/json">${raw(safe)}</script>${options.placeholder}</div>`;
  }
  return html`<div data-widget="${name}" data-props="${json}"${load}${cls}>${options.placeholder}</div>`;
}
