// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { homeBlocks } from '../../first-draws/home-blocks';

const item = (id: number, image: string) => ({ id, name: `Item ${id}`, image, slug: `item-${id}`, price: 100, originalPrice: 100, discount: 0 });

describe('the home blocks the server prints before the widget mounts', () => {
  it("loads the first block's pictures with the page and the others only near the screen", () => {
    const text = homeBlocks({ blocks: [
      { kind: 'products', title: 'Top Deals', items: [item(1, '/storage/product_images/a.svg'), item(2, '/storage/product_images/b.svg')] },
      { kind: 'banners', title: 'Discover', items: [item(3, '/storage/banner_images/c.svg')] },
    ] }).value;
    const cards = text.split('<section class="shop-home-blocks__card">').slice(1);
    const loading = (card: string) => [...card.matchAll(/<img [^>]*>/g)].map((img) => /loading="(\w+)"/.exec(img[0])?.[1] ?? null);
    expect(loading(cards[0]!)).toEqual([null, null]);
    expect(loading(cards[1]!)).toEqual(['lazy']);
  });
});
