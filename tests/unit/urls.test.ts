import { describe, expect, it } from 'vitest';
import { productImageUrl, safeHref, sameOriginHref } from '../../shared/core/urls';

describe('links from data', () => {
  it.each([
    ['/products/12', '/products/12'],
    ['#reviews', '#reviews'],
    ['https://pay.example.lk/session/1', 'https://pay.example.lk/session/1'],
    ['//cdn.example.lk/a.png', 'http://cdn.example.lk/a.png'],
    ['  /cart  ', '/cart'],
  ])('keeps %s', (input, output) => {
    expect(safeHref(input)).toBe(output);
  });

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x', 'mailto:a@b.lk', '', null, undefined])(
    'refuses %s',
    (input) => {
      expect(safeHref(input)).toBeNull();
    },
  );

  it('keeps an intended URL on this site only', () => {
    expect(sameOriginHref('/wishlist?x=1#top')).toBe('/wishlist?x=1#top');
    expect(sameOriginHref(`${location.origin}/cart`)).toBe('/cart');
    expect(sameOriginHref('https://evil.example/cart')).toBeNull();
    expect(sameOriginHref('//evil.example/cart')).toBeNull();
  });

  it('builds product image URLs and falls back when there is none', () => {
    expect(productImageUrl('p1-1 tea.svg')).toBe('/storage/product_images/p1-1%20tea.svg');
    expect(productImageUrl(null)).toBe('/profile/no_image.jpg');
    expect(productImageUrl('javascript:alert(1)/x')).toBe('/profile/no_image.jpg');
  });
});
