import { describe, expect, it } from 'vitest';
import { COUPON_CODE_PATTERN, LOW_STOCK_THRESHOLD, NO_VARIATION } from '../../shared/core/constants';
import { imageLabel } from '../../demo-pages/backend/images';
import {
  EMPTY_MONTH_INDEX,
  PAID_ORDERS_PER_MONTH,
  SEED_IDS,
  createSeed,
} from '../../demo-pages/backend/seed';
import type { ProductRow, SeedData } from '../../demo-pages/backend/store/types';

const NOW = new Date('2026-04-10T08:30:00.000Z');
const seed = createSeed(NOW);
const DAY = 86_400_000;

const cents = (lkr: number): number => Math.round(lkr * 100);
const byId = <T extends { id: number }>(rows: readonly T[]): Map<number, T> =>
  new Map(rows.map((r) => [r.id, r]));
const product = (id: number): ProductRow => {
  const row = seed.products.find((p) => p.id === id);
  if (!row) throw new Error(`no product ${id}`);
  return row;
};
const ms = (iso: string): number => Date.parse(iso);
const share = (part: number, whole: number): number => part / whole;

/** CSS named colours the seed may use for swatches (a subset of CSS Color 4). */
const CSS_COLOURS = new Set(
  [
    'black white red green blue navy maroon beige teal gold ivory crimson purple indigo orange',
    'coral turquoise pink yellow skyblue olive goldenrod brown lightblue gray grey tan silver',
    'steelblue lavender',
  ]
    .join(' ')
    .split(' '),
);

describe('seed: shape and counts', () => {
  it('has a realistic catalogue size', () => {
    expect(seed.products.length).toBeGreaterThanOrEqual(60);
    expect(seed.brands.length).toBeGreaterThanOrEqual(8);
    expect(seed.collections.length).toBeGreaterThanOrEqual(6);
    expect(seed.coupons.length).toBeGreaterThanOrEqual(6);
    expect(seed.bankAccounts).toHaveLength(2);
    expect(seed.parcels).toEqual([]);
  });

  it('numbers every table 1..n in order, order products included', () => {
    const tables: (keyof SeedData)[] = [
      'categories',
      'brands',
      'collections',
      'products',
      'reviews',
      'coupons',
      'bankAccounts',
      'users',
      'addresses',
      'cartItems',
      'wishlists',
      'orders',
    ];
    for (const table of tables) {
      const ids = (seed[table] as { id: number }[]).map((row) => row.id);
      expect(ids, table).toEqual(ids.map((_, i) => i + 1));
    }
    const lineIds = seed.orders.flatMap((o) => o.products.map((p) => p.id));
    expect(lineIds).toEqual(lineIds.map((_, i) => i + 1));
  });

  it('builds a three-level category tree: ~5 roots, 2–3 children, 2–3 grandchildren', () => {
    const children = (id: number | null) => seed.categories.filter((c) => c.parent_id === id);
    const roots = children(null);
    expect(roots.length).toBeGreaterThanOrEqual(4);
    expect(roots.length).toBeLessThanOrEqual(6);
    for (const root of roots) {
      const kids = children(root.id);
      expect(kids.length, root.slug).toBeGreaterThanOrEqual(2);
      expect(kids.length, root.slug).toBeLessThanOrEqual(3);
      for (const kid of kids) {
        const grandkids = children(kid.id);
        expect(grandkids.length, kid.slug).toBeGreaterThanOrEqual(2);
        expect(grandkids.length, kid.slug).toBeLessThanOrEqual(3);
        for (const leaf of grandkids) expect(children(leaf.id), leaf.slug).toEqual([]);
      }
    }
    const branch = (id: number): unknown[] => children(id).flatMap((c) => [c, ...branch(c.id)]);
    const inTree = roots.flatMap((r) => [r, ...branch(r.id)]);
    expect(inTree.length).toBe(seed.categories.length);
    for (const category of seed.categories) expect(category.image).toMatch(/\.svg$/);
  });

  it('puts products mostly on leaf categories', () => {
    const parents = new Set(seed.categories.map((c) => c.parent_id));
    const onLeaf = seed.products.filter((p) => !parents.has(p.category_id)).length;
    expect(share(onLeaf, seed.products.length)).toBeGreaterThan(0.9);
  });

  it('uses unique kebab-case slugs', () => {
    for (const table of ['categories', 'products', 'collections'] as const) {
      const slugs = seed[table].map((row) => row.slug);
      expect(new Set(slugs).size, table).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(new Set(seed.brands.map((b) => b.name)).size).toBe(seed.brands.length);
  });
});

describe('seed: referential integrity', () => {
  const products = byId(seed.products);
  const variationOf = (productId: number, name: string) =>
    products.get(productId)?.variations.find((v) => v.name === name);

  it('links products to existing categories, brands and collections', () => {
    const categories = byId(seed.categories);
    const brands = byId(seed.brands);
    const collections = byId(seed.collections);
    for (const p of seed.products) {
      expect(categories.has(p.category_id), p.slug).toBe(true);
      expect(brands.has(p.brand_id), p.slug).toBe(true);
      for (const id of p.collection_ids) expect(collections.has(id), p.slug).toBe(true);
    }
    for (const c of seed.categories) {
      if (c.parent_id !== null) expect(categories.has(c.parent_id)).toBe(true);
    }
  });

  it('links reviews, coupons, wishlist and cart to real products and variations', () => {
    const users = byId(seed.users);
    for (const r of seed.reviews) expect(products.has(r.product_id)).toBe(true);
    for (const c of seed.coupons) {
      for (const id of c.product_ids) expect(products.has(id), c.code).toBe(true);
    }
    for (const w of seed.wishlists) {
      expect(products.has(w.product_id)).toBe(true);
      expect(users.has(w.user_id)).toBe(true);
    }
    for (const item of seed.cartItems) {
      expect(users.has(item.user_id)).toBe(true);
      expect(variationOf(item.product_id, item.variation_name)).toBeDefined();
    }
    for (const a of seed.addresses) expect(users.has(a.user_id)).toBe(true);
  });

  it('links orders to their user, the user’s address, coupons and real variations', () => {
    const addresses = byId(seed.addresses);
    const coupons = byId(seed.coupons);
    const users = byId(seed.users);
    for (const order of seed.orders) {
      expect(users.has(order.user_id)).toBe(true);
      if (order.address_id !== null) {
        expect(addresses.get(order.address_id)?.user_id).toBe(order.user_id);
      }
      if (order.coupon_id !== null) expect(coupons.has(order.coupon_id)).toBe(true);
      for (const line of order.products) {
        const variation = variationOf(line.product_id, line.variation_name);
        expect(variation, `${order.id}/${line.product_id}/${line.variation_name}`).toBeDefined();
        expect(line.original_price).toBe(variation?.price);
      }
    }
  });
});

describe('seed: products', () => {
  it('names variations by the cartesian product of the types, in type order', () => {
    for (const p of seed.products) {
      const expected = p.variation_types.reduce<string[][]>(
        (combos, type) => combos.flatMap((combo) => type.values.map((value) => [...combo, value])),
        [[]],
      );
      const names =
        p.variation_types.length === 0 ? [NO_VARIATION] : expected.map((combo) => combo.join('/'));
      expect(p.variations.map((v) => v.name), p.slug).toEqual(names);
    }
  });

  it('mixes Color+Size, Color only, other types and no variations', () => {
    const typesOf = (p: ProductRow) => p.variation_types.map((t) => t.type).join(',');
    const count = (test: (types: string) => boolean) =>
      seed.products.filter((p) => test(typesOf(p))).length;
    const colorSize = count((t) => t === 'Color,Size');
    expect(share(colorSize, seed.products.length)).toBeGreaterThan(0.3);
    expect(share(colorSize, seed.products.length)).toBeLessThan(0.5);
    expect(count((t) => t === 'Color')).toBeGreaterThanOrEqual(3);
    expect(count((t) => t !== '' && !t.startsWith('Color'))).toBeGreaterThanOrEqual(5);
    expect(count((t) => t === '')).toBeGreaterThanOrEqual(10);
  });

  it('uses colour names CSS can draw', () => {
    const colours = seed.products.flatMap((p) =>
      p.variation_types.filter((t) => t.type === 'Color').flatMap((t) => t.values),
    );
    expect(colours.length).toBeGreaterThan(0);
    for (const colour of colours) expect(CSS_COLOURS.has(colour.toLowerCase()), colour).toBe(true);
  });

  it('prices in LKR with at most two decimals, from about 450 to 285,000', () => {
    const prices = seed.products.flatMap((p) => p.variations.map((v) => v.price));
    for (const price of prices) {
      expect(Math.abs(price * 100 - cents(price)), String(price)).toBeLessThan(1e-6);
    }
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(450);
    expect(Math.max(...prices)).toBeLessThanOrEqual(285_000);
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(200_000);
    expect(prices.some((price) => !Number.isInteger(price))).toBe(true);
  });

  it('gives about a third of products a higher compared price, 5–40 % off', () => {
    const discounted = seed.products.filter((p) =>
      p.variations.some((v) => v.compared_price !== null),
    );
    expect(share(discounted.length, seed.products.length)).toBeGreaterThan(0.25);
    expect(share(discounted.length, seed.products.length)).toBeLessThan(0.42);
    for (const p of discounted) {
      for (const v of p.variations) {
        expect(v.compared_price, p.slug).not.toBeNull();
        const compared = cents(v.compared_price ?? 0);
        const pct = Math.round(((compared - cents(v.price)) / compared) * 100);
        expect(pct, p.slug).toBeGreaterThanOrEqual(5);
        expect(pct, p.slug).toBeLessThanOrEqual(40);
      }
    }
  });

  it('lets variation prices differ within a product', () => {
    const varied = seed.products.filter((p) => new Set(p.variations.map((v) => v.price)).size > 1);
    expect(varied.length).toBeGreaterThanOrEqual(10);
  });

  it('covers the stock cases: sold out, low, plenty', () => {
    const having = (test: (quantity: number) => boolean) =>
      seed.products.filter((p) => p.variations.some((v) => test(v.quantity)));
    const soldOut = seed.products.filter((p) => p.variations.every((v) => v.quantity === 0));
    const low = having((quantity) => quantity > 0 && quantity < LOW_STOCK_THRESHOLD);
    const plenty = having((quantity) => quantity >= 20 && quantity <= 200);
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    expect(low.length).toBeGreaterThanOrEqual(10);
    expect(plenty.length).toBeGreaterThanOrEqual(20);
    const quantities = seed.products.flatMap((p) => p.variations.map((v) => v.quantity));
    for (const quantity of quantities) {
      expect(Number.isInteger(quantity) && quantity >= 0).toBe(true);
    }
  });

  it('sets shipping: free, paid with a cost, paid Not Specified; warehouses', () => {
    const free = seed.products.filter((p) => p.shipping_type === 'free');
    const paid = seed.products.filter((p) => p.shipping_type === 'paid');
    for (const p of free) expect(p.shipping_cost).toBeNull();
    expect(free.length).toBeGreaterThan(5);
    expect(paid.filter((p) => p.shipping_cost !== null).length).toBeGreaterThan(5);
    expect(paid.filter((p) => p.shipping_cost === null).length).toBeGreaterThanOrEqual(2);
    const options = seed.products.map((p) => p.shipping_option);
    const local = options.filter((o) => o === 'local_warehouse');
    expect(share(local.length, options.length)).toBeGreaterThan(0.6);
    expect(options.filter((o) => o === 'overseas').length).toBeGreaterThanOrEqual(2);
    const other = options.filter((o) => o !== 'overseas' && o !== 'local_warehouse');
    expect(other.length).toBeGreaterThanOrEqual(1);
  });

  it('keeps weights, copy, highlights, specifications and images in range', () => {
    for (const p of seed.products) {
      expect(p.weight, p.slug).toBeGreaterThanOrEqual(0.1);
      expect(p.weight, p.slug).toBeLessThanOrEqual(25);
      expect(p.small_description.length, p.slug).toBeGreaterThan(20);
      expect(p.description_html.match(/<p>/g)?.length ?? 0, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.highlights.length, p.slug).toBeLessThanOrEqual(5);
      const specs = Object.keys(p.specifications).length;
      expect(specs, p.slug).toBeGreaterThanOrEqual(3);
      expect(specs, p.slug).toBeLessThanOrEqual(8);
      expect(p.images.length, p.slug).toBeLessThanOrEqual(4);
      p.images.forEach((image, i) => {
        expect(image).toBe(`p${p.id}-${i + 1}-${p.slug}.svg`);
        expect(imageLabel(image).toLowerCase()).toBe(p.slug.replace(/-/g, ' '));
      });
    }
    const emptyImages = seed.products.filter((p) => p.images.length === 0).length;
    expect(emptyImages).toBeGreaterThanOrEqual(2);
    expect(emptyImages).toBeLessThanOrEqual(5);
    expect(seed.products.some((p) => p.highlights.length === 0)).toBe(true);
  });

  it('has exactly one product with hostile HTML', () => {
    const hostile = seed.products.filter((p) => /<script|onerror=/i.test(p.description_html));
    expect(hostile.map((p) => p.id)).toEqual([SEED_IDS.hostileProduct]);
  });

  it('dates products within the last 120 days; one or two are inactive', () => {
    for (const p of seed.products) {
      expect(ms(p.created_at)).toBeLessThanOrEqual(NOW.getTime());
      expect(ms(p.created_at)).toBeGreaterThanOrEqual(NOW.getTime() - 120 * DAY);
    }
    const inactive = seed.products.filter((p) => !p.is_active).length;
    expect(inactive).toBeGreaterThanOrEqual(1);
    expect(inactive).toBeLessThanOrEqual(2);
  });
});

describe('seed: collections', () => {
  const now = NOW.getTime();
  const ended = (c: { end_date: string | null }) => c.end_date !== null && ms(c.end_date) <= now;

  it('has ended, timed and open-ended collections, some discounted', () => {
    expect(seed.collections.filter(ended).length).toBeGreaterThanOrEqual(1);
    const future = seed.collections.filter((c) => c.end_date !== null && ms(c.end_date) > now);
    expect(future.length).toBeGreaterThanOrEqual(3);
    expect(future.some((c) => ms(c.end_date ?? '') - now <= 3 * DAY)).toBe(true);
    expect(seed.collections.filter((c) => c.end_date === null).length).toBeGreaterThanOrEqual(1);
    const discounts = seed.collections.map((c) => c.discount_percentage);
    expect(discounts.filter((d) => (d ?? 0) > 0).length).toBeGreaterThanOrEqual(2);
    expect(discounts.filter((d) => d === null).length).toBeGreaterThanOrEqual(1);
  });

  it('gives each running collection ≥ 4 active products; products sit in 0–3', () => {
    for (const c of seed.collections.filter((col) => !ended(col))) {
      const members = seed.products.filter((p) => p.is_active && p.collection_ids.includes(c.id));
      expect(members.length, c.slug).toBeGreaterThanOrEqual(4);
    }
    for (const p of seed.products) {
      expect(p.collection_ids.length).toBeLessThanOrEqual(3);
      expect(new Set(p.collection_ids).size).toBe(p.collection_ids.length);
    }
    expect(seed.products.some((p) => p.collection_ids.length === 3)).toBe(true);
    expect(seed.products.some((p) => p.collection_ids.length === 0)).toBe(true);
  });
});

describe('seed: reviews', () => {
  const perProduct = (id: number) => seed.reviews.filter((r) => r.product_id === id);

  it('spreads 0–15 reviews per product, ratings skewed positive', () => {
    for (const p of seed.products) expect(perProduct(p.id).length).toBeLessThanOrEqual(15);
    const ratings = seed.reviews.map((r) => r.rating);
    for (const rating of ratings) expect([1, 2, 3, 4, 5]).toContain(rating);
    const average = ratings.reduce<number>((sum, r) => sum + r, 0) / ratings.length;
    expect(average).toBeGreaterThan(3.6);
    expect(new Set(ratings).size).toBe(5);
  });

  it('has realistic comments, photos and dates', () => {
    const cities = /Kandy|Galle|Matara|Jaffna|Kurunegala|Negombo/;
    expect(seed.reviews.some((r) => cities.test(r.comment))).toBe(true);
    const withPhotos = seed.reviews.filter((r) => r.images.length > 0);
    expect(withPhotos.length).toBeGreaterThan(5);
    for (const r of seed.reviews) {
      expect(r.images.length).toBeLessThanOrEqual(3);
      for (const url of r.images) {
        expect(url).toMatch(/^\/storage\/review_images\/r\d+-\d-[a-z0-9-]+\.svg$/);
      }
      expect(r.user_name).toMatch(/^[A-Z][a-z]+( [a-z]+)* [A-Z][a-z]+$/);
      const created = ms(r.created_at);
      expect(created).toBeLessThanOrEqual(NOW.getTime());
      expect(created).toBeGreaterThanOrEqual(ms(product(r.product_id).created_at));
    }
  });
});

describe('seed: coupons and bank accounts', () => {
  const now = NOW.getTime();

  it('uses unique codes of 5–20 capitals and digits', () => {
    const codes = seed.coupons.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toMatch(COUPON_CODE_PATTERN);
      expect(code).toMatch(/^[A-Z0-9]{5,20}$/);
    }
  });

  it('covers the coupon variants', () => {
    const { coupons } = seed;
    expect(coupons.some((c) => c.discount_type === 'percentage')).toBe(true);
    expect(coupons.some((c) => c.discount_type === 'fixed')).toBe(true);
    expect(coupons.some((c) => c.min_order_value === null)).toBe(true);
    expect(coupons.some((c) => c.min_order_value !== null)).toBe(true);
    expect(coupons.some((c) => c.max_discount_value === null)).toBe(true);
    expect(coupons.some((c) => c.max_discount_value !== null)).toBe(true);
    expect(coupons.some((c) => c.end_date === null)).toBe(true);
    expect(coupons.some((c) => c.end_date !== null && ms(c.end_date) > now)).toBe(true);
    expect(coupons.filter((c) => c.end_date !== null && ms(c.end_date) < now).length).toBe(1);
    expect(coupons.some((c) => c.show_on_products === 1)).toBe(true);
    expect(coupons.some((c) => c.show_on_products === 0)).toBe(true);
    for (const c of coupons) {
      expect(ms(c.start_date)).toBeLessThan(now);
      expect(c.product_ids.length, c.code).toBeGreaterThanOrEqual(3);
      expect(new Set(c.product_ids).size).toBe(c.product_ids.length);
      expect(c.usage_limit).toBeGreaterThanOrEqual(1);
      expect(c.used_count).toBeLessThanOrEqual(c.usage_limit);
      if (c.discount_type === 'percentage') {
        expect(c.discount_value).toBeGreaterThanOrEqual(1);
        expect(c.discount_value).toBeLessThanOrEqual(100);
      }
    }
  });

  it('lists two bank accounts, one with email and address and one without', () => {
    const [full, bare] = seed.bankAccounts;
    expect(full?.email).toMatch(/@/);
    expect(full?.address).toBeTruthy();
    expect(bare).toMatchObject({ email: null, address: null });
    for (const account of seed.bankAccounts) expect(account.account_number).toMatch(/^\d{8,16}$/);
  });
});

const PROVINCES = [
  'Western',
  'Central',
  'Southern',
  'Northern',
  'Eastern',
  'North Western',
  'North Central',
  'Uva',
  'Sabaragamuwa',
];

describe('seed: people, cart and wishlist', () => {
  it('creates the five promised users', () => {
    const row = (
      id: number,
      name: string | null,
      email: string,
      mobile: string,
      verified: boolean,
      flags: { is_admin?: boolean; is_guest?: boolean } = {},
    ) =>
      expect.objectContaining({
        id,
        ...(name === null ? {} : { name }),
        email,
        mobile,
        mobile_verified: verified,
        is_admin: flags.is_admin ?? false,
        is_guest: flags.is_guest ?? false,
      });
    expect(seed.users).toEqual([
      row(1, 'Admin', 'admin@example.lk', '94770000001', true, { is_admin: true }),
      row(2, 'Nimal Perera', 'nimal@example.lk', '94771234567', true),
      row(3, 'Tharushi Fernando', 'tharushi@example.lk', '94712345678', false),
      row(4, 'Kasun Silva', 'kasun@example.lk', '94761234567', true),
      row(5, null, 'guest.buyer@example.lk', '94751112233', true, { is_guest: true }),
    ]);
  });

  it('gives Nimal two addresses (one primary), Tharushi none, Kasun one', () => {
    const of = (userId: number) => seed.addresses.filter((a) => a.user_id === userId);
    expect(of(2)).toHaveLength(2);
    expect(of(2).filter((a) => a.is_primary === 1)).toHaveLength(1);
    expect(of(3)).toHaveLength(0);
    expect(of(4)).toHaveLength(1);
    for (const a of seed.addresses) {
      expect(a.postal_code).toMatch(/^\d{5}$/);
      expect(a.country).toBe('Sri Lanka');
      expect(a.receiver_phone_number).toMatch(/^94\d{9}$/);
      expect(PROVINCES).toContain(a.state);
    }
  });

  it('fills Nimal’s cart with 3–4 in-stock lines and his wishlist with 3–5 products', () => {
    expect(seed.cartItems.length).toBeGreaterThanOrEqual(3);
    expect(seed.cartItems.length).toBeLessThanOrEqual(4);
    for (const item of seed.cartItems) {
      expect(item.user_id).toBe(2);
      const p = product(item.product_id);
      expect(p.is_active).toBe(true);
      const stock = p.variations.find((v) => v.name === item.variation_name)?.quantity ?? 0;
      expect(item.quantity).toBeGreaterThanOrEqual(1);
      expect(item.quantity).toBeLessThanOrEqual(stock);
    }
    const wished = seed.wishlists.map((w) => w.product_id);
    expect(wished.length).toBeGreaterThanOrEqual(3);
    expect(wished.length).toBeLessThanOrEqual(5);
    expect(new Set(wished).size).toBe(wished.length);
    for (const w of seed.wishlists) expect(w.user_id).toBe(2);
  });
});

describe('seed: orders', () => {
  it('keeps every order’s money consistent to the cent', () => {
    for (const order of seed.orders) {
      const what = `order ${order.id}`;
      const lines = order.products.map((l) => cents(l.original_price) * l.quantity);
      const subtotal = lines.reduce((sum, amount) => sum + amount, 0);
      // Σ price × qty × pct, in hundredths of a cent; each line must be whole cents, so
      // rounding per line (shared/purchase/pricing) or once over the sum gives the same discount.
      const scaled = order.products.map((l, i) => (lines[i] ?? 0) * l.discount_percentage);
      for (const amount of scaled) expect(amount % 100, what).toBe(0);
      const discount = Math.round(scaled.reduce((sum, amount) => sum + amount, 0) / 100);
      expect(cents(order.subtotal), what).toBe(subtotal);
      expect(cents(order.discount_amount), what).toBe(discount);
      const total = subtotal + cents(order.shipping_cost) - discount;
      expect(cents(order.total_amount), what).toBe(total);
      const { subtotal: s, discount_amount: d, total_amount: t, shipping_cost: c } = order;
      for (const amount of [s, d, t, c]) {
        expect(Math.abs(amount * 100 - cents(amount)), what).toBeLessThan(1e-6);
      }
    }
  });

  it('records paid orders with a paid date, a payment type and a paid status', () => {
    const paid = seed.orders.filter((o) => o.paid_at !== null);
    for (const o of paid) {
      expect(['paid', 'shipped', 'delivered']).toContain(o.status);
      expect(o.payment_type).not.toBeNull();
      expect([2, 4]).toContain(o.user_id);
      expect(o.products.length).toBeGreaterThan(0);
      expect(ms(o.created_at)).toBeLessThanOrEqual(ms(o.paid_at ?? ''));
    }
    for (const o of seed.orders.filter((x) => x.paid_at === null)) {
      expect(['pending', 'placed']).toContain(o.status);
    }
  });

  /** Paid orders per UTC month over the 12 months ending in `now`'s month, oldest first. */
  const monthlyCounts = (data: SeedData, now: Date): { counts: number[]; outside: number } => {
    const keys = Array.from({ length: 12 }, (_, i) => {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
      return `${d.getUTCFullYear()}-${d.getUTCMonth()}`;
    });
    const counts = keys.map(() => 0);
    let outside = 0;
    for (const o of data.orders) {
      if (o.paid_at === null) continue;
      const d = new Date(o.paid_at);
      const index = keys.indexOf(`${d.getUTCFullYear()}-${d.getUTCMonth()}`);
      if (index < 0 || d.getTime() > now.getTime()) outside += 1;
      else counts[index] = (counts[index] ?? 0) + 1;
    }
    return { counts, outside };
  };

  it.each([
    ['mid-month', NOW],
    ['first minute of a month', new Date('2026-03-01T00:00:30.000Z')],
    ['new year’s eve', new Date('2025-12-31T23:59:00.000Z')],
    ['leap day', new Date('2028-02-29T12:00:00.000Z')],
  ])('spreads 12 months of paid orders with one empty month in the middle (%s)', (_, now) => {
    const { counts, outside } = monthlyCounts(createSeed(now), now);
    expect(outside).toBe(0);
    expect(counts).toEqual([...PAID_ORDERS_PER_MONTH]);
    const empty = counts.flatMap((c, i) => (c === 0 ? [i] : []));
    expect(empty).toEqual([EMPTY_MONTH_INDEX]);
    expect(EMPTY_MONTH_INDEX).toBeGreaterThan(0);
    expect(EMPTY_MONTH_INDEX).toBeLessThan(11);
    for (const c of counts.filter((n) => n > 0)) {
      expect(c).toBeGreaterThanOrEqual(3);
      expect(c).toBeLessThanOrEqual(12);
    }
  });

  it('has paid orders from both Nimal and Kasun', () => {
    const buyers = new Set(seed.orders.filter((o) => o.paid_at).map((o) => o.user_id));
    expect(buyers).toEqual(new Set([2, 4]));
  });
});

describe('seed: SEED_IDS', () => {
  const order = (id: number) => seed.orders.find((o) => o.id === id);

  it('points at Nimal’s pending, placed and empty orders', () => {
    const pending = order(SEED_IDS.pendingOrder);
    expect(pending).toMatchObject({
      user_id: 2,
      status: 'pending',
      payment_type: null,
      paid_at: null,
    });
    expect(pending?.products.length).toBeGreaterThanOrEqual(2);
    expect(pending?.products.length).toBeLessThanOrEqual(3);
    for (const line of pending?.products ?? []) {
      const { variations } = product(line.product_id);
      const stock = variations.find((v) => v.name === line.variation_name)?.quantity ?? 0;
      expect(line.quantity).toBeLessThanOrEqual(stock);
      expect(product(line.product_id).is_active).toBe(true);
    }
    expect(order(SEED_IDS.placedOrder)).toMatchObject({
      user_id: 2,
      status: 'placed',
      paid_at: null,
    });
    expect(order(SEED_IDS.emptyOrder)).toMatchObject({
      user_id: 2,
      status: 'pending',
      products: [],
      total_amount: 0,
    });
  });

  it('points at products with the promised property', () => {
    expect(product(SEED_IDS.soldOutProduct).variations.every((v) => v.quantity === 0)).toBe(true);
    const low = product(SEED_IDS.lowStockProduct);
    expect(low.variations).toHaveLength(1);
    expect(low.variations[0]?.name).toBe(NO_VARIATION);
    expect(low.variations[0]?.quantity).toBeGreaterThan(0);
    expect(low.variations[0]?.quantity).toBeLessThan(LOW_STOCK_THRESHOLD);
    const mixed = product(SEED_IDS.mixedStockProduct).variations;
    expect(mixed[0]?.quantity).toBeGreaterThanOrEqual(LOW_STOCK_THRESHOLD);
    expect(mixed.some((v) => v.quantity === 0)).toBe(true);
    expect(mixed.some((v) => v.quantity > 0 && v.quantity < LOW_STOCK_THRESHOLD)).toBe(true);
    const types = product(SEED_IDS.colorSizeProduct).variation_types.map((t) => t.type);
    expect(types).toEqual(['Color', 'Size']);
    const reviews = (id: number) => seed.reviews.filter((r) => r.product_id === id).length;
    expect(reviews(SEED_IDS.manyReviewsProduct)).toBeGreaterThan(3);
    expect(reviews(SEED_IDS.noReviewsProduct)).toBe(0);
    expect(product(SEED_IDS.hostileProduct).description_html).toContain('<script>');
    expect(product(SEED_IDS.noImagesProduct).images).toEqual([]);
    expect(product(SEED_IDS.inactiveProduct).is_active).toBe(false);
    const { soldOutProduct, lowStockProduct, colorSizeProduct, manyReviewsProduct } = SEED_IDS;
    for (const id of [soldOutProduct, lowStockProduct, colorSizeProduct, manyReviewsProduct]) {
      expect(product(id).is_active).toBe(true);
    }
  });

  it('points at active, expired and exhausted coupons', () => {
    const coupon = (id: number) => seed.coupons.find((c) => c.id === id);
    const now = NOW.getTime();
    const active = coupon(SEED_IDS.activeCoupon);
    expect(ms(active?.start_date ?? '')).toBeLessThan(now);
    expect(active?.end_date === null || ms(active?.end_date ?? '') > now).toBe(true);
    expect(active?.used_count).toBeLessThan(active?.usage_limit ?? 0);
    expect(ms(coupon(SEED_IDS.expiredCoupon)?.end_date ?? '')).toBeLessThan(now);
    const exhausted = coupon(SEED_IDS.exhaustedCoupon);
    expect(exhausted?.used_count).toBe(exhausted?.usage_limit);
  });
});

describe('seed: determinism', () => {
  it('gives deep-equal data for the same now', () => {
    expect(createSeed(new Date(NOW))).toEqual(seed);
  });

  it('moves every date with now and nothing else', () => {
    const later = createSeed(new Date(NOW.getTime() + 3 * DAY));
    const shifts = later.products.map(
      (p) => ms(p.created_at) - ms(seed.products[p.id - 1]?.created_at ?? ''),
    );
    expect(shifts).toEqual(seed.products.map(() => 3 * DAY));
    expect(later.products.map((p) => p.variations)).toEqual(seed.products.map((p) => p.variations));
    expect(later.coupons.map((c) => c.code)).toEqual(seed.coupons.map((c) => c.code));
  });

  it('returns fresh objects each call (callers may mutate them)', () => {
    const a = createSeed(NOW);
    const b = createSeed(NOW);
    a.products[0]?.variations.push({ name: 'x', price: 1, compared_price: null, quantity: 1 });
    const admin = a.users[0];
    if (admin) admin.name = 'changed';
    expect(b.products[0]?.variations.some((v) => v.name === 'x')).toBe(false);
    expect(b.users[0]?.name).toBe('Admin');
  });
});
