import { categoryPath } from '../presenters-home';
import type { Store } from '../store/index';
import type { ProductRow } from '../store/types';

/** The top category the bulk products go under (its branch's leaves, as their originals). */
const BULK_ROOT = 'groceries';
const BULK_SLUG = /-lot-\d+$/;
const DAY_MS = 86_400_000;

/**
 * The bench's large catalogue (ticking a filter with 500 products in the answer):
 * `count` more active products under Groceries & Tea, copies of its products in turn with their
 * brands, collections and pictures, each a little dearer or cheaper so that sorts mean something,
 * and older than every seeded product so that the home page's newest lists stay as they were.
 * Idempotent: a second call adds nothing.
 */
export function ensureBulkProducts(store: Store, count: number): void {
  const products = store.data.products;
  const have = products.filter((p) => BULK_SLUG.test(p.slug)).length;
  if (have >= count) return;
  const root = store.data.categories.find((row) => row.slug === BULK_ROOT);
  const originals = products.filter(
    (p) => p.is_active && !BULK_SLUG.test(p.slug) && categoryPath(store, p.category_id)[0]?.id === root?.id,
  );
  if (originals.length === 0) return;
  const oldest = Math.min(...products.map((p) => Date.parse(p.created_at)));
  let id = store.nextId(products);
  for (let n = have + 1; n <= count; n++) {
    const original = originals[(n - 1) % originals.length]!;
    // 80 % to 139 % of the original's prices, in whole rupees.
    const factor = 0.8 + ((n * 37) % 60) / 100;
    const copy: ProductRow = {
      ...original,
      id: id++,
      name: `${original.name} (lot ${n})`,
      slug: `${original.slug}-lot-${n}`,
      variations: original.variations.map((row) => ({
        ...row,
        price: Math.round(row.price * factor),
        compared_price: row.compared_price === null ? null : Math.round(row.compared_price * factor),
      })),
      created_at: new Date(oldest - n * DAY_MS).toISOString(),
    };
    products.push(copy);
  }
}
