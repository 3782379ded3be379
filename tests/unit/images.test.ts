import { describe, expect, it } from 'vitest';
import {
  imageFileName,
  imageLabel,
  renderImageSvg,
  type ImageKind,
} from '../../demo-pages/backend/images';
import { createSeed } from '../../demo-pages/backend/seed';

const KINDS: ImageKind[] = ['product', 'category', 'collection', 'review', 'banner', 'brand'];
const XML_ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi;

/**
 * A strict little well-formedness check for the SVG the renderer writes: one root element,
 * balanced tags, double-quoted unique attributes, no stray '<' or bare '&', no comments,
 * processing instructions or CDATA (the renderer never writes them).
 */
function parseXml(xml: string): { root: string; elements: string[] } {
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  const stack: string[] = [];
  const elements: string[] = [];
  let root = '';
  let position = 0;
  const checkEntities = (text: string): void => {
    if (text.replace(XML_ENTITY, '').includes('&')) {
      throw new Error(`bare & in ${JSON.stringify(text)}`);
    }
  };
  while (position < xml.length) {
    token.lastIndex = position;
    const match = token.exec(xml);
    if (!match) {
      throw new Error(`not well-formed at ${position}: ${xml.slice(position, position + 40)}`);
    }
    position = token.lastIndex;
    const [, closing, name, attributes = '', selfClosing, text] = match;
    if (text !== undefined) {
      if (stack.length === 0 && text.trim()) throw new Error('text outside the root');
      checkEntities(text);
      continue;
    }
    if (!name) throw new Error('no tag name');
    if (closing) {
      if (stack.pop() !== name) throw new Error(`mismatched </${name}>`);
      continue;
    }
    if (stack.length === 0) {
      if (root) throw new Error('two root elements');
      root = name;
    }
    elements.push(name);
    const names = [...attributes.matchAll(/([\w:.-]+)="([^"]*)"/g)].map(([, attr, value]) => {
      checkEntities(value ?? '');
      return attr;
    });
    if (new Set(names).size !== names.length) throw new Error(`duplicate attribute on <${name}>`);
    if (!selfClosing) stack.push(name);
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.join('>, <')}>`);
  return { root, elements };
}

/** Asserts the document is safe to serve as an image: no script, handlers or external refs. */
function expectInert(svg: string): void {
  expect(svg).not.toMatch(/<script/i);
  // Element and attribute names, and url() references; label text and attribute values are
  // escaped text and may legitimately read "onload=".
  const tags = svg.match(/<[^>]*>/g) ?? [];
  const elementNames = tags.map((tag) => /^<\/?([\w:.-]+)/.exec(tag)?.[1] ?? '');
  const attributeNames = tags.flatMap((tag) =>
    [...tag.matchAll(/\s([\w:.-]+)="/g)].map((m) => m[1] ?? ''),
  );
  const unsafe = /^(script|image|foreignObject|use|style|a|iframe)$/i;
  expect(elementNames.filter((name) => unsafe.test(name))).toEqual([]);
  expect(attributeNames.filter((name) => /^on|href$/i.test(name))).toEqual([]);
  expect(attributeNames.filter((name) => name !== 'xmlns' && name.includes(':'))).toEqual([]);
  const refs = svg.match(/url\([^)]*\)/g) ?? [];
  for (const ref of refs) expect(ref).toMatch(/^url\(#[\w-]+\)$/);
  expect(svg.match(/https?:\/\//g)).toEqual(['http://']);
}

describe('parseXml (the test helper itself)', () => {
  it('rejects what is not well-formed', () => {
    expect(() => parseXml('<svg><g></svg>')).toThrow();
    expect(() => parseXml('<svg><text>a < b</text></svg>')).toThrow();
    expect(() => parseXml('<svg><text>a & b</text></svg>')).toThrow();
    expect(() => parseXml('<svg a="1" a="2"/>')).toThrow();
    expect(() => parseXml('<svg/><svg/>')).toThrow();
    expect(parseXml('<svg><text>a &amp; b</text></svg>').root).toBe('svg');
  });
});

describe('renderImageSvg', () => {
  it.each(KINDS)('writes a standalone, well-formed %s SVG of the right size', (kind) => {
    const index = kind === 'product' ? 1 : undefined;
    const svg = renderImageSvg(kind, imageFileName(kind, 7, 'kandy-tea', index));
    const { root, elements } = parseXml(svg);
    expect(root).toBe('svg');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    const [width, height] = kind === 'banner' ? [1200, 400] : [600, 600];
    expect(svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
    expect(elements).toEqual(expect.arrayContaining(['title', 'rect', 'circle', 'path', 'text']));
    expect(svg).toContain('<title>Kandy Tea</title>');
    expectInert(svg);
  });

  it('escapes <, &, " and quotes in the label', () => {
    const svg = renderImageSvg('product', `p1-1-a<b&c"d'e.svg`);
    expect(() => parseXml(svg)).not.toThrow();
    expect(svg).toContain('A&lt;b&amp;c&quot;d&#39;e');
    expect(svg).not.toContain('a<b');
    expect(svg).not.toContain('A<b');
  });

  it('never lets a hostile name inject markup', () => {
    for (const name of [
      '<script>alert(1)</script>.svg',
      'p1-1-"><script>alert(1)</script>.svg',
      `x" onload="alert(1)`,
      '<img src=x onerror=alert(1)>',
      ']]><!-- &bogus; \u0000\u0007\u001f',
      '../../etc/passwd',
      '',
    ]) {
      for (const kind of KINDS) {
        const svg = renderImageSvg(kind, name);
        expect(() => parseXml(svg), name).not.toThrow();
        expectInert(svg);
        // eslint-disable-next-line no-control-regex -- the point: no control character survives
        expect(svg).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
      }
    }
  });

  it('is deterministic and varies the colour with the name', () => {
    const name = 'p3-1-green-tea.svg';
    expect(renderImageSvg('product', name)).toBe(renderImageSvg('product', name));
    const colour = (file: string) =>
      /stop-color="(#[0-9a-f]{6})"/.exec(renderImageSvg('product', file))?.[1];
    const colours = new Set(Array.from({ length: 20 }, (_, i) => colour(`p${i}-1-item.svg`)));
    expect(colours.size).toBeGreaterThan(10);
    for (const c of colours) expect(c).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('wraps a long label to at most three lines with an ellipsis', () => {
    const slug = 'table-top-wet-grinder-for-thosai-and-idli-with-two-granite-stones';
    const svg = renderImageSvg('product', `p1-1-${slug}.svg`);
    const lines = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1] ?? '');
    expect(lines.length).toBe(3);
    expect(lines[2]).toMatch(/…$/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(19);
  });

  it('falls back to a kind label when the name has no words', () => {
    expect(renderImageSvg('review', 'r1-1-.svg')).toContain('<title>Customer Photo</title>');
    expect(renderImageSvg('product', '')).toContain('<title>Product</title>');
  });
});

describe('image names and labels', () => {
  it('builds names in the {prefix}{id}[-{n}]-{slug}.svg scheme', () => {
    expect(imageFileName('product', 12, 'kandy-tea', 1)).toBe('p12-1-kandy-tea.svg');
    expect(imageFileName('category', 3, 'black-tea')).toBe('c3-black-tea.svg');
    expect(imageFileName('collection', 2, 'flash-sale')).toBe('col2-flash-sale.svg');
    expect(imageFileName('review', 40, 'batik-shirt', 2)).toBe('r40-2-batik-shirt.svg');
    expect(imageFileName('banner', 1, 'avurudu')).toBe('banner1-avurudu.svg');
  });

  it('derives the label from the name alone', () => {
    expect(imageLabel('p12-1-kandy-tea.svg')).toBe('Kandy Tea');
    expect(imageLabel('/storage/review_images/r40-2-batik-shirt.svg')).toBe('Batik Shirt');
    expect(imageLabel('col2-flash-sale.svg')).toBe('Flash Sale');
    expect(imageLabel('p44-1-usb-c-fast-charger-25w.svg')).toBe('USB C Fast Charger 25W');
    expect(imageLabel('p39-1-nova-x5-pro-5g.svg')).toBe('Nova X5 Pro 5G');
    expect(imageLabel('p40-1-tab-10-wifi.svg')).toBe('Tab 10 Wifi');
    expect(imageLabel('plain-name.png')).toBe('Plain Name');
  });

  it('renders every image the seed refers to, labelled from its slug', () => {
    const seed = createSeed(new Date('2026-04-10T00:00:00Z'));
    type Named = [kind: ImageKind, name: string, slug: string];
    const slugOf = (productId: number) => seed.products[productId - 1]?.slug ?? '';
    const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
    const named: Named[] = [
      ...seed.products.flatMap((p) => p.images.map((image): Named => ['product', image, p.slug])),
      ...seed.categories.map((c): Named => ['category', c.image, c.slug]),
      ...seed.collections.map((c): Named => ['collection', c.image, c.slug]),
      ...seed.reviews.flatMap((r) =>
        r.images.map((url): Named => ['review', fileOf(url), slugOf(r.product_id)]),
      ),
    ];
    expect(named.length).toBeGreaterThan(150);
    for (const [kind, name, slug] of named) {
      expect(imageLabel(name).toLowerCase(), name).toBe(slug.replace(/-/g, ' '));
      const svg = renderImageSvg(kind, name);
      expect(() => parseXml(svg), name).not.toThrow();
    }
  });
});
