/**
 * Tags that carry no attribute and hold no raw text: written exactly like this, they cannot run
 * or load anything, so HTML made only of them and text needs no sanitiser. A subset of the
 * content profile's allowed tags (shared/html/sanitize.ts, checked by its unit test): `a` and
 * `img` are left out, their addresses need checking.
 */
export const PLAIN_TAGS = [
  'p', 'br', 'strong', 'em', 'b', 'i', 'u', 'span', 'blockquote',
  'ul', 'ol', 'li',
  'h3', 'h4', 'h5', 'h6',
] as const;

// `<p>`, `</p>`, `<br/>`: the name and at most HTML's own white space and a slash, nothing else.
const PLAIN_TAG = new RegExp(`</?(?:${PLAIN_TAGS.join('|')})[\\t\\n\\f\\r ]*/?>`, 'gi');

/**
 * Whether server HTML is text and plain formatting only, safe to show as written: every `<` in
 * it opens one of PLAIN_TAGS with no attribute. Anything else (a link, an image, a comment, an
 * attribute, a lone `<`) goes through DOMPurify (shared/html/sanitize.ts), which the product
 * page then downloads; most descriptions are paragraphs, bold text and lists, so it rarely does.
 */
export function isPlainMarkup(html: string): boolean {
  return !html.replace(PLAIN_TAG, '').includes('<');
}
