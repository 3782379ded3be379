import type { AppContext } from '../backend/env';
import { html, text, type SafeHtml } from './html';
import { textsOf } from './texts/index';

/** Where a page sits in the catalogue, for people and for search engines: Home › trail › current. */
export function breadcrumb(c: AppContext, trail: readonly { name: string; href?: string }[], current: string) {
  const t = textsOf(c);
  return html`<nav class="breadcrumb" aria-label="${t.layout.breadcrumb}"><ol>
  <li><a href="/">${text(t.layout.home)}</a></li>${trail.map((step) => (step.href ? html`<li><a href="${step.href}">${step.name}</a></li>` : html`<li>${step.name}</li>`))}<li aria-current="page">${current}</li>
</ol></nav>`;
}

/**
 * A wide table scrolls sideways on a phone inside a region a keyboard can reach (and scroll),
 * never the page (docs/decisions.md#layout-and-motion). The region is positioned, so a visually
 * hidden header inside it (absolutely positioned) is clipped there too instead of widening the
 * page.
 */
export const scrollingTable = (label: string, table: SafeHtml, className?: string) =>
  html`<div class="table-scroll${className ? ` ${className}` : ''}" role="region" aria-label="${label}" tabindex="0">${table}</div>`;
