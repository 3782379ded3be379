// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { productCard, productDetail } from '../../demo-pages/backend/presenters';
import { categoryTree, homeBlocks, newArrivals } from '../../demo-pages/backend/presenters-home';
import { createShop } from '../../demo-pages/shop';
import { FIRST_DRAWN, firstDraw } from '../../first-draws/index';
import { firstDrawsData } from '../../first-draws/texts';

/**
 * One rule, two implementations: every first draw printed by first-draws/ (the demo shop) and by
 * the Laravel package (laravel/src/FirstDraws, through laravel/tests/first-draws.php) for the same
 * props, address and clock, compared byte for byte. The cases: the demo store's own products,
 * blocks and categories, and props a shop may print (marks of HTML, Sinhala and Tamil, counts at
 * their edges, fractions, missing and wrong fields).
 */

const root = path.resolve(import.meta.dirname, '../..');
/** What the build writes into dist/ (build/first-draws.mjs), here on its own. */
const outdir = mkdtempSync(path.join(tmpdir(), 'shop-first-draws-'));

interface Case {
  name: string;
  props: unknown;
  variant?: string | null;
  /** Local wall-clock time, read the same way by both (no zone). */
  now: string;
}

const NOW = '2026-12-04T10:00:00';
const FRIDAY = '2026-12-04T23:30:00';
const MARKS = `Kandy "Hill" tea & <b>spice</b> 'mix' </script><script>alert(1)</script>`;
const SINHALA = 'ශ්‍රී ලංකා තේ';
const TAMIL = 'இலங்கை தேநீர்';

const product = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  name: 'Ceylon tea',
  price: { price: 1250.5, compared_price: 1500 },
  shipping_type: 'paid',
  variations: [{ name: 'No V', price: 1250.5, compared_price: 1500, quantity: 4 }],
  ...overrides,
});

const sized = {
  variation_types: { Colour: ['Red', '#00ff00', 'Sea blue'], Size: ['S/M', 'L'] },
  variations: [
    { name: 'Red/S/M', price: 100, quantity: 3 },
    { name: 'Red/L', price: 120, compared_price: 150, quantity: 0 },
    { name: '#00ff00/S/M', price: 99.995, quantity: 40 },
    { name: 'Sea blue/L', price: 130, quantity: 12 },
  ],
};

function handMade(): Case[] {
  const at = (name: string, props: unknown, variant: string | null = null, now = NOW): Case => ({ name, props, variant, now });
  return [
    ...[{}, { count: 0 }, { count: 1 }, { count: 2 }, { count: 99 }, { count: 100 }, { count: 'three' }, { count: 2.5 }, { href: '/my-cart?x="1"', count: 5 }].flatMap(
      (props) => [at('cart-link', props), at('wishlist-link', props)],
    ),
    at('login-modal', {}),
    at('login-modal', { name: MARKS }),
    at('login-modal', { name: SINHALA, showTrigger: false }),
    at('search-box', {}),
    at('search-box', { query: MARKS, action: '/find' }),
    at('search-box', { query: TAMIL }),
    at('product-detail', { product: product() }),
    at('product-detail', { product: product({ name: MARKS, small_description: SINHALA, highest_discount: 12.5, averageRating: 4.35, totalReviews: 1 }) }),
    at('product-detail', { product: product({ averageRating: 2.25, totalReviews: 31, shipping_type: 'free', shipping_option: 'overseas' }) }),
    at('product-detail', { product: product({ shipping_cost: 350, shipping_option: '  Galle  ', images: [{ image_id: 'a b.jpg' }, { image_id: "it's(1).png" }, { image_id: '/x/y.png' }] }) }),
    at('product-detail', { product: product({ shipping_option: 'local_warehouse', variations: [{ name: 'No V', price: 10, quantity: 0 }] }) }),
    at('product-detail', { product: product(sized) }),
    at('product-detail', { product: product(sized) }, 'Red/L'),
    at('product-detail', { product: product(sized) }, 'Sea blue/S/M', FRIDAY),
    at('product-detail', { product: product(sized) }, 'nothing/L'),
    at('product-detail', { product: product({ variation_types: { 'No V': ['x'] }, variations: [{ name: 'Other', price: 5, quantity: 2 }] }) }),
    at('product-detail', { product: product({ variations: [] }) }),
    at('product-detail', { product: product({ name: 5 }) }),
    at('product-detail', {}),
    at('home-blocks', {
      blocks: [
        { kind: 'products', title: MARKS, items: [{ id: 1, name: SINHALA, image: null, price: 100, originalPrice: 125.25, discount: 20 }] },
        { kind: 'collections', title: 'Sales', items: [{ id: 2, name: 'Avurudu', slug: "new year's", image: '/c.png', discount: 12.5 }, { id: 3, name: 'None', slug: null }] },
        { kind: 'banners', title: 'Look', items: [{ id: 4, name: 'Out', slug: 'javascript:alert(1)', image: 'https://cdn.example/x.png' }, { id: 5, name: 'In', slug: '/sale', image: '/b.png' }] },
        { kind: 'banners', title: 'Empty', items: [] },
      ],
    }),
    at('home-blocks', { blocks: [{ kind: 'videos', title: 'x', items: [] }] }),
    at('home-blocks', {}),
    at('category-menu', { categories: [{ id: 1, name: TAMIL, slug: 'tea & spice', children: [] }, { name: 'broken' }], title: '  Browse  ' }),
    at('category-menu', { categories: [], title: '   ' }),
    at('flash-sale-countdown', {}),
    at('flash-sale-countdown', { title: MARKS }),
    at('new-arrivals', { products: [], title: 'Fresh' }),
    at('top-collections', { title: 5 }),
    at('category-filter', { products: [{ id: 1, name: MARKS, price: 10, image: 'p.jpg' }] }),
    at('collection-filter', { products: 'none' }),
    at('cart', { items: [1, 2] }),
    at('guest-checkout', {}),
    at('order-checkout', { orderId: 5 }),
    at('coupon-form', {}),
    at('coupon-form', { couponId: 3 }),
    at('parcel-form', { orderId: 12 }),
    at('parcel-form', {}),
    at('product-listing', { title: 'Just for you' }),
    at('no-such-widget', {}),
  ];
}

/** The demo store's products, blocks, categories and listings, as its pages print them. */
function fromTheStore(): Case[] {
  const { backend } = createShop({ now: () => new Date('2026-12-04T10:00:00Z') });
  const store = backend.store;
  const active = store.data.products.filter((row) => row.is_active);
  return [
    ...active.map((row): Case => ({ name: 'product-detail', props: { product: productDetail(store, row) }, variant: null, now: NOW })),
    { name: 'home-blocks', props: { blocks: homeBlocks(store) }, now: NOW },
    { name: 'category-menu', props: { categories: categoryTree(store) }, now: NOW },
    { name: 'new-arrivals', props: { products: newArrivals(store) }, now: NOW },
    { name: 'category-filter', props: { products: active.map((row) => productCard(store, row)) }, now: NOW },
  ];
}

/** What PHP printed: HTML, null for none, or the prop its schema refused. */
type Drawn = string | null | { invalid: string };

let php: { widgets: string[]; drawn: Drawn[] };
const cases = [...handMade(), ...fromTheStore()];

beforeAll(async () => {
  writeFileSync(path.join(outdir, 'first-draws.json'), JSON.stringify(firstDrawsData()));
  const run = spawnSync('php', [path.join(root, 'laravel/tests/first-draws.php')], {
    input: JSON.stringify({ kit: path.join(outdir, 'first-draws.json'), cases: cases.map((c) => ({ ...c, now: c.now.replace('T', ' ') })) }),
    encoding: 'utf8',
    env: { ...process.env, TZ: process.env.TZ ?? 'UTC' },
  });
  if (run.status !== 0) throw new Error(`php laravel/tests/first-draws.php failed (${run.error?.message ?? run.status}):\n${run.stderr}${run.stdout}`);
  php = JSON.parse(run.stdout) as typeof php;
});

/** The TypeScript side: null for none and for props the schema refuses. */
const typescript = (c: Case) => {
  const [date, time] = c.now.split('T') as [string, string];
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi, s] = time.split(':').map(Number) as [number, number, number];
  return firstDraw(c.name, c.props, { variant: c.variant ?? null, now: new Date(y, mo - 1, d, h, mi, s) })?.value ?? null;
};

describe('the first draws, printed by the demo shop and by the Laravel package', () => {
  it('are the same widgets', () => {
    expect(php.widgets).toEqual(FIRST_DRAWN);
  });

  it('are the same HTML for the same props, byte for byte', () => {
    const differing = cases.flatMap((c, i) => {
      const drawn = php.drawn[i];
      const fromPhp = typeof drawn === 'object' && drawn !== null ? null : (drawn ?? null);
      const fromTs = typescript(c);
      if (fromPhp === fromTs) return [];
      // Where they part, with a little before it.
      let at = 0;
      while (fromPhp !== null && fromTs !== null && fromPhp[at] === fromTs[at]) at += 1;
      const near = (text: string | null) => (text === null ? null : text.slice(Math.max(0, at - 60), at + 60));
      return [{ case: `${c.name} ${JSON.stringify(c.props).slice(0, 100)} ${c.variant ?? ''}`, php: near(fromPhp), ts: near(fromTs) }];
    });
    expect(differing).toEqual([]);
  });

  it('refuse the same props, and PHP names the prop', () => {
    const refused = cases.flatMap((c, i) => {
      const drawn = php.drawn[i];
      return typeof drawn === 'object' && drawn !== null ? [`${c.name}: ${drawn.invalid}`] : [];
    });
    expect(refused).toEqual([
      'product-detail: props.product.variations is not a list of at least one variation',
      'product-detail: props.product.name is not a string',
      'product-detail: props.product is not an object',
      'home-blocks: props.blocks.0 is not a block (kind, title, items)',
      'home-blocks: props.blocks is not a list of blocks',
      'collection-filter: props.products is not a list of product cards',
    ]);
    // And the demo's side draws nothing for them either (the comparison above).
  });

  it('read the kit\'s texts from the same file in PHPUnit as in a build (laravel/tests/fixtures/first-draws.json)', () => {
    expect(JSON.parse(readFileSync(path.join(root, 'laravel/tests/fixtures/first-draws.json'), 'utf8'))).toEqual(firstDrawsData());
  });

  it('draw the store\'s every product and block', () => {
    expect(cases.length).toBeGreaterThan(60);
    expect(php.drawn.filter((drawn) => typeof drawn === 'string' && drawn.length > 0).length).toBeGreaterThan(55);
  });
});
