import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { logFailure } from '../core/log';
import { safeHref } from '../core/urls';

/**
 * The one sanitiser for HTML written on the server (ARCHITECTURE "Shared layer": never
 * `dangerouslySetInnerHTML` with unsanitised input), in two profiles. Content (rich
 * descriptions, `sanitizeHtml`): only harmless formatting survives: no scripts, styles, frames,
 * objects, forms or inputs, no event handlers, no `javascript:` or `data:` URLs; links and
 * images keep only http(s) or same-origin addresses (the rule of `safeHref`), and links never
 * hand the page to the target. Forms (the server's address form, `sanitizeFormHtml`): below.
 */
export const CONTENT_TAGS = [
  'p', 'br', 'strong', 'em', 'b', 'i', 'u', 'span', 'blockquote',
  'ul', 'ol', 'li',
  'h3', 'h4', 'h5', 'h6',
  'a', 'img',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];

const CONFIG: Config = {
  ALLOWED_TAGS: CONTENT_TAGS,
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'scope', 'span'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Defence in depth behind the hooks: http(s) or relative addresses only.
  ALLOWED_URI_REGEXP: /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/**
 * The server's form markup (SPEC §2 "Add New Address form (markup supplied by the server)"):
 * the form and its fields, labels and buttons survive, still nothing that runs or loads. The
 * form may only post to this site (`action` a same-origin path, `method` get or post), fields
 * are of the plain kinds (no file, image or colour pickers), and ids, names and ARIA attributes
 * stay so labels and descriptions keep working (DOMPurify still drops ids and names that would
 * clobber the document's own properties).
 */
const FORM_CONFIG: Config = {
  ALLOWED_TAGS: [
    'form', 'fieldset', 'legend', 'label', 'input', 'select', 'option', 'optgroup', 'textarea', 'button',
    'div', 'p', 'span', 'small', 'strong', 'em', 'br',
  ],
  ALLOWED_ATTR: [
    'action', 'method', 'novalidate', 'name', 'type', 'value', 'id', 'for', 'required', 'checked', 'selected',
    'disabled', 'readonly', 'multiple', 'autocomplete', 'inputmode', 'maxlength', 'minlength', 'pattern',
    'placeholder', 'min', 'max', 'step', 'rows', 'cols', 'label',
  ],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  ALLOWED_URI_REGEXP: CONFIG.ALLOWED_URI_REGEXP,
};

const FIELD_TYPES = new Set(['text', 'search', 'tel', 'email', 'url', 'number', 'date', 'checkbox', 'radio', 'hidden', 'submit', 'reset', 'button']);

type Profile = 'content' | 'form';

/**
 * Each profile: its configuration, the hooks of its own instance, and a probe proving it works.
 * The probes hold no event handler: Chromium reports a handler to the page's CSP as soon as it
 * parses one, even in the sanitiser's inert document, and a shop running a strict policy
 * (docs/decisions.md#csp-and-sri) would get a violation report from every page with server HTML.
 */
const PROFILES: Record<Profile, { config: Config; hooks: (instance: Purifier) => void; probe: string; kept: string; gone: RegExp }> = {
  content: {
    config: CONFIG,
    hooks: addHooks,
    probe: '<p><b>ok</b><img src="/probe.png" data-probe="x"><script>x()</script></p>',
    kept: '<b>ok</b>',
    gone: /data-probe|<script/i,
  },
  form: {
    config: FORM_CONFIG,
    hooks: addFormHooks,
    probe: '<form action="/probe" method="post"><input name="ok" data-probe="x"><script>x()</script></form>',
    kept: '<input name="ok">',
    gone: /data-probe|<script/i,
  },
};

const purifiers = new Map<Profile, Purifier | null>();

/**
 * Sanitised HTML, safe to give to `dangerouslySetInnerHTML`. Fails closed: where DOMPurify
 * cannot work (it then returns its input unchanged, or a broken DOM such as happy-dom makes it
 * miss elements), the content is shown as escaped plain text instead.
 */
export function sanitizeHtml(html: string): string {
  return sanitizeAs('content', html);
}

/**
 * A form written on the server, sanitised with the form profile (FORM_CONFIG): fields survive,
 * scripts and handlers do not, and it posts to this site only. Fails closed like sanitizeHtml.
 */
export function sanitizeFormHtml(html: string): string {
  return sanitizeAs('form', html);
}

function sanitizeAs(profile: Profile, html: string): string {
  if (!html) return '';
  const instance = ready(profile);
  return instance ? instance.sanitize(html, PROFILES[profile].config) : plainText(html);
}

function ready(profile: Profile): Purifier | null {
  const known = purifiers.get(profile);
  if (known !== undefined) return known;
  const { config, hooks, probe, kept, gone } = PROFILES[profile];
  const candidate = DOMPurify(window);
  if (candidate.isSupported) {
    hooks(candidate);
    const clean = candidate.sanitize(probe, config);
    if (clean.includes(kept) && !gone.test(clean)) {
      purifiers.set(profile, candidate);
      return candidate;
    }
  }
  purifiers.set(profile, null);
  logFailure('HTML sanitiser unavailable here: server HTML is shown as plain text', {
    isSupported: candidate.isSupported,
  });
  return null;
}

function addFormHooks(instance: Purifier): void {
  // A field of a kind not listed (file, image, colour…) goes whole.
  instance.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'input' || !(node instanceof Element)) return;
    const type = (node.getAttribute('type') ?? 'text').trim().toLowerCase();
    if (!FIELD_TYPES.has(type)) node.remove();
  });
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'action') {
      // This site only: a path, never another origin or a scheme.
      const action = data.attrValue.trim();
      data.keepAttr = action.startsWith('/') && !action.startsWith('//') && !action.includes('\\');
    } else if (data.attrName === 'method') {
      const method = data.attrValue.trim().toLowerCase();
      data.keepAttr = method === 'get' || method === 'post';
      data.attrValue = method;
    }
  });
}

function addHooks(instance: Purifier): void {
  // An image whose address is not safe is dropped whole rather than left as a broken frame.
  instance.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'img' || !(node instanceof Element)) return;
    if (safeHref(node.getAttribute('src')) === null) node.remove();
  });
  // Addresses pass through safeHref: http(s) or same-origin, anything else is removed.
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'href' && data.attrName !== 'src') return;
    const safe = safeHref(data.attrValue);
    if (safe === null) data.keepAttr = false;
    else data.attrValue = safe;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.nodeName === 'IMG') {
      // No text given: treat it as decoration rather than have its file name read out.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
}

/** The text of some HTML, escaped: what is shown when the sanitiser cannot run. */
function plainText(html: string): string {
  let text: string;
  try {
    // An inert document: nothing in it loads or runs.
    const doc = new DOMParser().parseFromString(html, 'text/html');
    doc.querySelectorAll('script, style, template, noscript').forEach((element) => element.remove());
    text = doc.body.textContent ?? '';
  } catch {
    text = html.replace(/<[^>]*>/g, ' ');
  }
  return escapeHtml(text.replace(/\s+/g, ' ').trim());
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
