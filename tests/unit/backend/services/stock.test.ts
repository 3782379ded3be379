// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { SEED_IDS } from '../../../../demo-pages/backend/seed/index';
import { cartStockText, orderStockText, stockOf, stockTally, takeStock } from '../../../../demo-pages/backend/services/stock';
import { Store } from '../../../../demo-pages/backend/store/index';

let store: Store;
beforeEach(() => {
  store = new Store(() => new Date('2026-11-21T09:00:00Z'));
});

const phone = () => store.data.products.find((row) => row.id === SEED_IDS.lowStockProduct)!;

describe('stock', () => {
  it("is the variation's own, and none for a product no longer on sale", () => {
    const variation = phone().variations[0]!;
    expect(stockOf(store, phone().id, variation.name)).toBe(variation.quantity);
    expect(stockOf(store, phone().id, 'No such option')).toBe(0);
    const inactive = store.data.products.find((row) => row.id === SEED_IDS.inactiveProduct)!;
    expect(stockOf(store, inactive.id, inactive.variations[0]!.name)).toBe(0);
  });

  it('two lines of one variation draw on the same stock', () => {
    const variation = phone().variations[0]!;
    const tally = stockTally();
    expect(tally.fits(variation, variation.quantity - 1)).toBe(true);
    expect(tally.fits(variation, 1)).toBe(true);
    expect(tally.fits(variation, 1)).toBe(false);
  });

  it('an order takes its lines, and stock sold meanwhile bottoms out at 0', () => {
    const variation = phone().variations[0]!;
    const before = variation.quantity;
    const line = { id: 1, product_id: phone().id, variation_name: variation.name, original_price: 1, discount_percentage: 0 };
    takeStock(store, [{ ...line, quantity: 1 }]);
    expect(variation.quantity).toBe(before - 1);
    takeStock(store, [{ ...line, quantity: before + 5 }]);
    expect(variation.quantity).toBe(0);
  });

  it('says sold out, or how many are left (the orders name the product)', () => {
    expect(cartStockText(0)).toBe('This item is sold out.');
    expect(cartStockText(3)).toBe('Only 3 left in stock.');
    expect(orderStockText(0, 'Tea')).toBe('Tea is sold out.');
    expect(orderStockText(2, 'Tea')).toBe('Only 2 of Tea left in stock.');
  });
});
