// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../../demo-pages/backend/app';
import { SEED_IDS } from '../../../demo-pages/backend/seed/index';
import { toCents } from '../../../shared/core/money';
import { openShop, type client } from './client';

let backend: Backend;
let browser: ReturnType<typeof client>;
const now = new Date('2026-11-21T09:00:00');

beforeEach(async () => {
  ({ backend, browser } = await openShop({ now: () => now }));
});

describe('catalogue calls', () => {
  it('pages the active products 12 at a time, newest first, to the last page', async () => {
    const active = backend.store.data.products.filter((p) => p.is_active);
    const first = await browser.call('GET', '/productsInfinit/load?page=1');
    expect(first.body).toMatchObject({ current_page: 1, last_page: Math.ceil(active.length / 12) });
    expect((first.body.data as unknown[]).length).toBe(12);
    const last = await browser.call('GET', `/productsInfinit/load?page=${first.body.last_page}`);
    expect((last.body.data as unknown[]).length).toBe(active.length - 12 * (Number(first.body.last_page) - 1));
    const ids = new Set<number>();
    for (let page = 1; page <= Number(first.body.last_page); page++) {
      const body = (await browser.call('GET', `/productsInfinit/load?page=${page}`)).body;
      for (const card of body.data as { id: number }[]) ids.add(card.id);
    }
    expect(ids.size).toBe(active.length);
  });

  it('summarises the reviews of a product', async () => {
    const rows = backend.store.data.reviews.filter((r) => r.product_id === SEED_IDS.manyReviewsProduct);
    const answer = await browser.call('GET', `/product/${SEED_IDS.manyReviewsProduct}/reviews`);
    expect(answer.body.totalReviews).toBe(rows.length);
    expect(answer.body.averageRating).toBe(Math.round((rows.reduce((s, r) => s + r.rating, 0) / rows.length) * 10) / 10);
    expect((answer.body.reviews as { user: { name: string } }[])[0]!.user.name).toEqual(expect.any(String));
    expect((await browser.call('GET', '/product/99999/reviews')).status).toBe(404);
  });

  it('lists the coupons shown on a product, without the ones not shown on products', async () => {
    const coupon = backend.store.data.coupons.find((c) => c.show_on_products === 1 && new Date(c.start_date) <= now)!;
    const hidden = backend.store.data.coupons.find((c) => c.show_on_products === 0);
    const productId = coupon.product_ids[0]!;
    const answer = (await browser.call('GET', `/products/${productId}/coupons`)).body as unknown as { code: string }[];
    expect(answer.map((c) => c.code)).toContain(coupon.code);
    if (hidden) expect(answer.map((c) => c.code)).not.toContain(hidden.code);
  });

  it('recommends the products of a category and everything below it', async () => {
    const product = backend.store.data.products.find((p) => p.id === SEED_IDS.colorSizeProduct)!;
    const leaf = backend.store.data.categories.find((c) => c.id === product.category_id)!;
    const answer = (await browser.call('GET', `/api/products/recommended/${leaf.parent_id}`)).body as { products: { id: number }[] };
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.length).toBeLessThanOrEqual(12);
    const below = new Set(backend.store.data.categories.filter((c) => c.parent_id === leaf.parent_id || c.id === leaf.parent_id).map((c) => c.id));
    for (const card of answer.products) {
      const row = backend.store.data.products.find((p) => p.id === card.id)!;
      expect(below.has(row.category_id) || backend.store.data.categories.some((c) => c.id === row.category_id && below.has(c.parent_id!))).toBe(true);
    }
  });

  it('shows a running collection discount in the card price', async () => {
    const body = (await browser.call('GET', '/productsInfinit/load?page=1')).body as {
      data: { price: number; originalPrice: number | null; discount: number }[];
    };
    for (const card of body.data) {
      if (card.originalPrice === null) expect(card.discount).toBe(0);
      else expect(card.discount).toBe(Math.round(((toCents(card.originalPrice) - toCents(card.price)) / toCents(card.originalPrice)) * 100));
    }
  });
});

describe('wishlist calls', () => {
  it('needs a signed-in shopper', async () => {
    expect((await browser.call('GET', '/wishlist/view')).status).toBe(401);
    expect((await browser.call('POST', '/wishlist/add', { product_id: 1 })).status).toBe(401);
  });

  it('adds once however often, checks, lists and removes', async () => {
    const signedIn = await browser.call('POST', '/__demo/login-as', { user_id: 3 });
    browser.setCsrf(String(signedIn.body.csrf_token));
    expect((await browser.call('POST', '/wishlist/add', { product_id: 1 })).body).toEqual({ message: 'Added to wishlist.', count: 1 });
    expect((await browser.call('POST', '/wishlist/add', { product_id: 1 })).body.count).toBe(1);
    expect((await browser.call('GET', '/wishlist/check?product_id=1')).body).toEqual({ isWishlisted: true });
    const view = (await browser.call('GET', '/wishlist/view')).body as { wishlistItems: { id: number; product: { id: number } }[] };
    expect(view.wishlistItems.map((item) => item.product.id)).toEqual([1]);
    expect((await browser.call('POST', '/wishlist/remove', { product_id: 1, id: view.wishlistItems[0]!.id })).body.count).toBe(0);
    expect((await browser.call('GET', '/wishlist/check?product_id=1')).body).toEqual({ isWishlisted: false });
    expect((await browser.call('POST', '/wishlist/add', { product_id: 99999 })).status).toBe(422);
  });
});
