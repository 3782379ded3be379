import type { FirstDrawContext } from '../../first-draws/index';
import type { AppContext } from '../backend/env';
import { firstDrawIn } from './first-draws-by-language';
import { languageOf } from './language';
import { html, raw, type SafeHtml } from '../../first-draws/html';

export { SafeHtml, escapeHtml, html, raw } from '../../first-draws/html';

/**
 * One of the demo's texts (texts/) as an element's content, as the templates printed their own
 * words: `&`, `<` and `>` escaped, quotes as written (between tags they need no escaping, and an
 * English "shop's" stays byte for byte what it was).
 */
export const text = (value: string): SafeHtml =>
  raw(value.replace(/[&<>]/g, (char) => (char === '&' ? '&amp;' : char === '<' ? '&lt;' : '&gt;')));

export interface WidgetTagOptions {
  load?: 'eager' | 'visible' | 'idle' | 'interaction';
  /**
   * What the node holds until the widget mounts (and without JS), as a Blade slot: without one,
   * the widget's first draw (first-draws/), as `<x-shop-widget>` prints it without a slot.
   */
  placeholder?: SafeHtml;
  /** The address and clock the first draw reads (default: no `?variant=`, now). */
  context?: FirstDrawContext;
  className?: string;
  /** Put the props in a child JSON script instead of data-props (large props). */
  propsInScript?: boolean;
}

/**
 * `<div data-widget data-props>`: what `<x-shop-widget>` in a Blade template prints, its first
 * draw in the visitor's language (language.ts), as the Laravel package draws in the app's locale.
 */
export function widget(c: AppContext, name: string, props: unknown, options: WidgetTagOptions = {}): SafeHtml {
  const inside = options.placeholder ?? firstDrawIn(languageOf(c))(name, props, options.context ?? { variant: null, now: new Date() });
  const json = JSON.stringify(props ?? {});
  const load = options.load && options.load !== 'eager' ? html` data-load="${options.load}"` : '';
  const cls = options.className ? html` class="${options.className}"` : '';
  if (options.propsInScript) {
    // `</script>` inside JSON would end the element: escape `<` as JSON allows.
    const safe = json.replace(/</g, '\\u003c');
    return html`<div data-widget="${name}"${load}${cls}><script type="application/json">${raw(safe)}</script>${inside}</div>`;
  }
  return html`<div data-widget="${name}" data-props="${json}"${load}${cls}>${inside}</div>`;
}
