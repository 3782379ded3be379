// @vitest-environment node
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Backend } from '../../../demo-pages/backend/app';
import { productCard } from '../../../demo-pages/backend/presenters';
import { categoryTree, homeBlocks, newArrivals } from '../../../demo-pages/backend/presenters-home';
import type { CategoryRow, CollectionRow, ProductRow } from '../../../demo-pages/backend/store/types';
import { createSite } from '../../../demo-pages/server/site';
import type { Category } from '../../../shared/cards/api/category';
import { HomeBlocksSchema, NewArrivalsSchema, TopCollectionsSchema } from '../../../shared/home/api/home';
import { openShop, type client } from './client';

const DAY_MS = 86_400_000;
let clock: Date;
let backend: Backend;
let browser: ReturnType<typeof client>;

beforeEach(async () => {
  clock = new Date('2026-11-21T09:00:00Z');
  ({ backend, browser } = await openShop({ now: () => clock }));
});

const rows = () => backend.store.data;
const byNewest = (a: ProductRow, b: ProductRow) => b.created_at.localeCompare(a.created_at) || a.id - b.id;
const active = () => rows().products.filter((p) => p.is_active).sort(byNewest);
const endsAt = (c: CollectionRow) => (c.end_date === null ? Infinity : Date.parse(c.end_date));
const running = () => rows().collections.filter((c) => endsAt(c) > clock.getTime()).sort((a, b) => endsAt(a) - endsAt(b) || a.id - b.id);
const topOf = (categoryId: number): CategoryRow => {
  let row = rows().categories.find((c) => c.id === categoryId)!;
  while (row.parent_id !== null) row = rows().categories.find((c) => c.id === row.parent_id)!;
  return row;
};
const topCollections = async () => (await browser.call('GET', '/api/collections-with-products')).body as unknown as { id: number; products: { id: number }[] }[];

describe('GET /api/collections-with-products', () => {
  it('lists the collections not yet ended, ending soonest first, each with up to 8 of its active products', async () => {
    const ended = rows().collections.filter((c) => c.end_date !== null && Date.parse(c.end_date) <= clock.getTime());
    expect(ended.length).toBeGreaterThan(0);
    const answer = await topCollections();
    expect(answer.map((c) => c.id)).toEqual(running().map((c) => c.id));
    expect(running().some((c) => c.end_date === null)).toBe(true);
    for (const collection of answer) {
      const members = active().filter((p) => p.collection_ids.includes(collection.id));
      expect(collection.products.map((p) => p.id)).toEqual(members.slice(0, 8).map((p) => p.id));
    }
    expect(rows().collections.some((c) => active().filter((p) => p.collection_ids.includes(c.id)).length > 8)).toBe(true);
    const parsed = v.parse(TopCollectionsSchema, answer);
    const flash = rows().collections.find((c) => c.slug === 'flash-sale')!;
    expect(parsed.find((c) => c.id === flash.id)).toMatchObject({
      title: flash.title,
      end_date: flash.end_date,
      discount_percentage: flash.discount_percentage,
    });
  });

  it('drops a collection once the store clock passes its end date', async () => {
    const flash = rows().collections.find((c) => c.slug === 'flash-sale')!;
    expect((await topCollections()).map((c) => c.id)).toContain(flash.id);
    clock = new Date(Date.parse(flash.end_date!) + 1000);
    const later = (await topCollections()).map((c) => c.id);
    expect(later).not.toContain(flash.id);
    expect(later).toEqual(running().map((c) => c.id));
    clock = new Date(clock.getTime() + 365 * DAY_MS);
    expect((await topCollections()).map((c) => c.id)).toEqual(rows().collections.filter((c) => c.end_date === null).map((c) => c.id));
  });

  it('shows the collection discount in its product cards', async () => {
    const flash = rows().collections.find((c) => c.slug === 'flash-sale')!;
    const answer = v.parse(TopCollectionsSchema, await topCollections());
    const cards = answer.find((c) => c.id === flash.id)!.products;
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.discount).toBeGreaterThanOrEqual(flash.discount_percentage!);
  });
});

describe('home page presenters', () => {
  it('makes the three blocks of SPEC §9 sizes: deals, collections and banners', () => {
    const blocks = v.parse(HomeBlocksSchema, homeBlocks(backend.store));
    expect(blocks.map((b) => [b.kind, b.items.length])).toEqual([
      ['products', 4],
      ['collections', 4],
      ['banners', 2],
    ]);
  });

  it('fills the deals with the products most off, newest first among equals', () => {
    const [deals] = v.parse(HomeBlocksSchema, homeBlocks(backend.store));
    const cards = active().map((p) => productCard(backend.store, p));
    const best = [...cards].sort((a, b) => b.discount - a.discount).slice(0, 4);
    expect(deals!.items.map((item) => item.id)).toEqual(best.map((card) => card.id));
    for (const [i, item] of deals!.items.entries()) {
      const card = best[i]!;
      expect(item).toMatchObject({ name: card.name, price: card.price, originalPrice: card.originalPrice, discount: card.discount });
      expect(item.image).toBe(`/storage/product_images/${card.image}`);
    }
  });

  it('lists the running collections, linking on desktop to the one top category their products share', () => {
    const [, collections] = v.parse(HomeBlocksSchema, homeBlocks(backend.store));
    const expected = running().slice(0, 4);
    expect(collections!.items.map((item) => item.id)).toEqual(expected.map((c) => c.id));
    for (const [i, item] of collections!.items.entries()) {
      const row = expected[i]!;
      const tops = new Set(active().filter((p) => p.collection_ids.includes(row.id)).map((p) => topOf(p.category_id).slug));
      expect(item).toMatchObject({
        name: row.title,
        image: `/storage/collection_images/${row.image}`,
        slug: tops.size === 1 ? [...tops][0] : null,
        price: null,
        discount: row.discount_percentage ?? 0,
      });
    }
    expect(collections!.items.some((item) => item.slug !== null)).toBe(true);
    expect(collections!.items.some((item) => item.slug === null)).toBe(true);
  });

  it('links the banners to the two top-level categories with the most products', () => {
    const [, , banners] = v.parse(HomeBlocksSchema, homeBlocks(backend.store));
    const count = (top: CategoryRow) => active().filter((p) => topOf(p.category_id).id === top.id).length;
    const expected = rows()
      .categories.filter((c) => c.parent_id === null)
      .sort((a, b) => count(b) - count(a) || a.id - b.id)
      .slice(0, 2);
    expect(banners!.items.map((item) => item.slug)).toEqual(expected.map((c) => `/category/${c.slug}`));
    expect(banners!.items.every((item) => item.price === null && item.image?.startsWith('/storage/banner_images/'))).toBe(true);
  });

  it('gives the 12 newest active products as new arrivals', () => {
    const arrivals = v.parse(NewArrivalsSchema, newArrivals(backend.store));
    expect(arrivals.map((card) => card.id)).toEqual(active().slice(0, 12).map((p) => p.id));
    const newest = rows().products.reduce((a, b) => (byNewest(a, b) <= 0 ? a : b));
    newest.is_active = false;
    expect(newArrivals(backend.store).map((card) => card.id)).not.toContain(newest.id);
  });

  it('builds the three-level category tree from the rows', () => {
    const tree = categoryTree(backend.store);
    const flat: { node: Category; depth: number; parent: number | null }[] = [];
    const walk = (nodes: Category[], depth: number, parent: number | null) => {
      for (const node of nodes) {
        flat.push({ node, depth, parent });
        walk(node.children, depth + 1, node.id);
      }
    };
    walk(tree, 1, null);
    expect(flat.map((f) => f.node.id).sort((a, b) => a - b)).toEqual(rows().categories.map((c) => c.id));
    for (const { node, parent } of flat) {
      const row = rows().categories.find((c) => c.id === node.id)!;
      expect({ parent, slug: node.slug, name: node.name, image: node.image }).toEqual({
        parent: row.parent_id,
        slug: row.slug,
        name: row.name,
        image: `/storage/category_images/${row.image}`,
      });
    }
    expect(Math.max(...flat.map((f) => f.depth))).toBe(3);
    expect(flat.filter((f) => f.depth === 3).every((f) => f.node.children.length === 0)).toBe(true);
  });

  it('names pictures the demo server draws', async () => {
    const { site } = createSite({ demoAssets: '/nonexistent' });
    const blocks = homeBlocks(backend.store);
    const urls = [
      ...categoryTree(backend.store).flatMap((top) => [top.image, top.children[0]!.image, top.children[0]!.children[0]!.image]),
      ...blocks.flatMap((block) => block.items.map((item) => item.image)),
    ];
    for (const url of urls) {
      const response = await site.request(url!);
      expect(response.status, url!).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    }
  });
});
