import { describe, expect, it } from 'vitest';
import { CONTENT_TAGS } from '../../shared/html/sanitize';
import { isPlainMarkup, PLAIN_TAGS } from '../../widgets/product-overview/plain-markup';

describe('isPlainMarkup (server HTML shown without the sanitiser)', () => {
  it('allows only tags the sanitiser allows too, never links or images', () => {
    for (const tag of PLAIN_TAGS) expect(CONTENT_TAGS).toContain(tag);
    expect(PLAIN_TAGS).not.toContain('a');
    expect(PLAIN_TAGS).not.toContain('img');
  });

  it.each([
    'Fresh.',
    '<p><strong>Tea</strong> by Dilmah &amp; Sons.</p>\n<ul><li>One</li><li>Two</li></ul>',
    '<P>Upper case</P><br/><br /><br>',
    '<h3>Care</h3><p>Wash &lt;cold&gt; &gt; 30°</p>',
  ])('passes text and plain formatting: %s', (html) => {
    expect(isPlainMarkup(html)).toBe(true);
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<img src=x onerror="alert(1)">',
    '<script>alert(1)</script>',
    '<p onclick="alert(1)">x</p>',
    '<p style="x">x</p>',
    '<p/onclick=alert(1)>x</p>',
    '<p\u00a0onclick=alert(1)>x</p>',
    '<!-- <p> -->',
    '<svg><p>x</p></svg>',
    '<pre>x</pre>',
    '<p>5 < 6</p>',
    '<p>unclosed <p',
    '<<p>>script>',
    '<br/ >',
    '<style>p{}</style>',
  ])('sends anything else to the sanitiser: %s', (html) => {
    expect(isPlainMarkup(html)).toBe(false);
  });
});
