import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { logFailure } from './log';
import { safeHref } from './urls';

/**
 * The one sanitiser for HTML written on the server (rich descriptions, the address form's
 * text; ARCHITECTURE "Shared layer": never `dangerouslySetInnerHTML` with unsanitised input).
 * Only harmless formatting survives: no scripts, styles, frames, objects, forms or inputs, no
 * event handlers, no `javascript:` or `data:` URLs. Links and images keep only http(s) or
 * same-origin addresses (the rule of `safeHref`), and links never hand the page to the target.
 */
const CONFIG: Config = {
  ALLOWED_TAGS: [
    'p', 'br', 'strong', 'em', 'b', 'i', 'u', 'span', 'blockquote',
    'ul', 'ol', 'li',
    'h3', 'h4', 'h5', 'h6',
    'a', 'img',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  ],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'scope', 'span'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Defence in depth behind the hooks: http(s) or relative addresses only.
  ALLOWED_URI_REGEXP: /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** Formatting that must survive and an attack that must not, to prove the DOM is up to it. */
const PROBE = '<p><b>ok</b><img src="/probe.png" onerror="x()"><script>x()</script></p>';

let purifier: Purifier | null = null;
let failedClosed = false;

/**
 * Sanitised HTML, safe to give to `dangerouslySetInnerHTML`. Fails closed: where DOMPurify
 * cannot work (it then returns its input unchanged, or a broken DOM such as happy-dom makes it
 * miss elements), the content is shown as escaped plain text instead.
 */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  const instance = ready();
  return instance ? instance.sanitize(html, CONFIG) : plainText(html);
}

function ready(): Purifier | null {
  if (purifier || failedClosed) return purifier;
  const candidate = DOMPurify(window);
  if (candidate.isSupported) {
    addHooks(candidate);
    const probe = candidate.sanitize(PROBE, CONFIG);
    if (probe.includes('<b>ok</b>') && !/onerror|<script/i.test(probe)) {
      purifier = candidate;
      return purifier;
    }
  }
  failedClosed = true;
  logFailure('HTML sanitiser unavailable here: server HTML is shown as plain text', {
    isSupported: candidate.isSupported,
  });
  return null;
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
