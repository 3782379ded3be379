import * as orderMessages from '../../../widgets/order-checkout/messages';
import type { Store } from '../store/index';
import type { OrderProductRow, VariationRow } from '../store/types';
import { sellableVariation, variationOf } from './variations';

/**
 * Stock: how many of a variation are left, the words for too few, and taking what an order
 * sold. Each variation has its own stock (SPEC §3 `max_quantity`).
 */

/** How many of the variation are left to sell; 0 when the product or its option is gone. */
export function stockOf(store: Store, productId: number, variationName: string): number {
  return sellableVariation(store, productId, variationName)?.variation.quantity ?? 0;
}

/** A cart line asking more than the stock (the cart names no product: the line is beside it). */
export const cartStockText = (stock: number) => (stock === 0 ? 'This item is sold out.' : `Only ${stock} left in stock.`);

/** An order line asking more than the stock, naming the product (the orders list many). */
export const orderStockText = (stock: number, productName: string) =>
  stock === 0 ? orderMessages.soldOut(productName) : orderMessages.onlyLeft(stock, productName);

/**
 * Counts what the lines of one order want of each variation, since two lines of one variation
 * draw on the same stock: `fits(variation, quantity)` adds a line and says whether all wanted
 * so far is still in stock.
 */
export function stockTally(): { fits: (variation: VariationRow, quantity: number) => boolean } {
  const wanted = new Map<VariationRow, number>();
  return {
    fits(variation, quantity) {
      const total = (wanted.get(variation) ?? 0) + quantity;
      wanted.set(variation, total);
      return total <= variation.quantity;
    },
  };
}

/**
 * Take an order's lines from the stock. Stock sold meanwhile bottoms out at 0 (the shop then
 * sorts it out with the shopper, as after any oversell).
 */
export function takeStock(store: Store, lines: readonly OrderProductRow[]): void {
  for (const line of lines) {
    const product = store.data.products.find((row) => row.id === line.product_id);
    const variation = product && variationOf(product, line.variation_name);
    if (variation) variation.quantity = Math.max(0, variation.quantity - line.quantity);
  }
}
