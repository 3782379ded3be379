/**
 * Orders: twelve months of paid orders for the admin sales chart (one month in the middle left
 * empty), plus Nimal's pending, placed and empty orders. Money is computed in integer cents.
 */
import { fromCents, toCents } from '../../../shared/core/money';
import type {
  AddressRow,
  CollectionRow,
  OrderProductRow,
  OrderRow,
  OrderStatus,
  PaymentType,
  ProductRow,
} from '../store/types';
import { NIMAL_HOME_ADDRESS_ID, USER_IDS } from './people';
import { inStockVariation, productBySlug } from './products';
import { createRng, type Rng } from './random';
import { HOUR_MS, MINUTE_MS, isoAt, utcMonthStart } from './time';

/**
 * Paid orders per calendar month (UTC), oldest first; the last entry is `now`'s month. The
 * sixth month has none, so the chart's "missing months count as 0" is exercised.
 */
export const PAID_ORDERS_PER_MONTH = [6, 4, 9, 7, 5, 0, 8, 3, 11, 6, 7, 5] as const;

/** Index (oldest = 0) of the month without paid orders. */
export const EMPTY_MONTH_INDEX = PAID_ORDERS_PER_MONTH.indexOf(0);

const HISTORY_COUNT = PAID_ORDERS_PER_MONTH.reduce<number>((sum, count) => sum + count, 0);

/** Ids of Nimal's special orders, which follow the paid history. */
export const SPECIAL_ORDER_IDS = {
  pending: HISTORY_COUNT + 1,
  placed: HISTORY_COUNT + 2,
  empty: HISTORY_COUNT + 3,
} as const;

/** Paid shipping when a product's cost is 'Not Specified'. */
const FALLBACK_SHIPPING_COST = 350;
/** Paid dates keep this far from month edges so any time zone within ±6 h groups them alike. */
const MONTH_EDGE_MS = 6 * HOUR_MS;
const PAYMENT_TYPES: readonly PaymentType[] = ['card', 'bank_transfer', 'cod'];

/** Order line as requested: product, variation and quantity. */
interface LineRequest {
  product: ProductRow;
  variation: string;
  quantity: number;
}

/** What one order needs besides its lines and money. */
interface OrderHead {
  id: number;
  user_id: number;
  status: OrderStatus;
  payment_type: PaymentType | null;
  address_id: number | null;
  created_at: string;
  paid_at: string | null;
}

/** Builds order rows with sequential order-product ids and consistent money. */
class OrderBook {
  readonly orders: OrderRow[] = [];
  private lineId = 0;
  private readonly discountOf: (product: ProductRow) => number;

  constructor(collections: readonly CollectionRow[]) {
    const discounts = new Map(collections.map((c) => [c.id, c.discount_percentage ?? 0]));
    // A line carries the best discount among the product's collections (SPEC §9 highest_discount).
    this.discountOf = (product) =>
      Math.max(0, ...product.collection_ids.map((id) => discounts.get(id) ?? 0));
  }

  add(head: OrderHead, requests: readonly LineRequest[]): OrderRow {
    const products: OrderProductRow[] = requests.map(({ product, variation, quantity }) => {
      const row = product.variations.find((v) => v.name === variation);
      if (!row) throw new Error(`Seed: ${product.slug} has no variation ${variation}`);
      this.lineId += 1;
      return {
        id: this.lineId,
        product_id: product.id,
        variation_name: variation,
        quantity,
        original_price: row.price,
        discount_percentage: this.discountOf(product),
      };
    });
    const lineCents = (line: OrderProductRow): number =>
      toCents(line.original_price) * line.quantity;
    const subtotal = products.reduce((sum, line) => sum + lineCents(line), 0);
    // Σ price × quantity × percent / 100, rounded once; every seeded line is whole cents anyway.
    const discount = Math.round(
      products.reduce((sum, line) => sum + lineCents(line) * line.discount_percentage, 0) / 100,
    );
    const shipping = Math.max(
      0,
      ...requests
        .filter(({ product }) => product.shipping_type === 'paid')
        .map(({ product }) => toCents(product.shipping_cost ?? FALLBACK_SHIPPING_COST)),
    );
    const order: OrderRow = {
      ...head,
      coupon_id: null,
      products,
      subtotal: fromCents(subtotal),
      shipping_cost: fromCents(shipping),
      discount_amount: fromCents(discount),
      total_amount: fromCents(subtotal + shipping - discount),
    };
    this.orders.push(order);
    return order;
  }
}

/** A random time in the month `monthOffset` from `now`'s, away from its edges, not after now. */
function paidTime(now: Date, monthOffset: number, rng: Rng): number {
  const start = utcMonthStart(now, monthOffset);
  const end = Math.min(utcMonthStart(now, monthOffset + 1), now.getTime());
  const from = start + MONTH_EDGE_MS;
  const to = end - (monthOffset === 0 ? MINUTE_MS : MONTH_EDGE_MS);
  if (to <= from) return start + Math.floor((end - start) / 2);
  return from + Math.floor(rng.next() * (to - from));
}

function historyStatus(monthOffset: number, rng: Rng): OrderStatus {
  if (monthOffset === 0) return rng.pick(['paid', 'shipped'] as const);
  if (monthOffset === -1) return rng.pick(['shipped', 'delivered'] as const);
  return 'delivered';
}

function randomLines(candidates: readonly ProductRow[], rng: Rng): LineRequest[] {
  const count = rng.weighted([5, 3, 2]) + 1;
  return rng.sample(candidates, count).map((product) => ({
    product,
    variation: rng.pick(product.variations).name,
    quantity: rng.weighted([6, 3, 1]) + 1,
  }));
}

function addHistory(
  book: OrderBook,
  now: Date,
  products: readonly ProductRow[],
  addresses: readonly AddressRow[],
  rng: Rng,
): void {
  const candidates = products.filter((p) => p.is_active);
  const buyers = [USER_IDS.nimal, USER_IDS.kasun];
  PAID_ORDERS_PER_MONTH.forEach((count, index) => {
    const monthOffset = index - (PAID_ORDERS_PER_MONTH.length - 1);
    const times = Array.from({ length: count }, () => paidTime(now, monthOffset, rng));
    times.sort((a, b) => a - b);
    for (const paidAt of times) {
      const userId = rng.pick(buyers);
      const address = rng.pick(addresses.filter((a) => a.user_id === userId));
      const placedAt = Math.max(
        utcMonthStart(now, monthOffset),
        paidAt - rng.int(5, 180) * MINUTE_MS,
      );
      book.add(
        {
          id: book.orders.length + 1,
          user_id: userId,
          status: historyStatus(monthOffset, rng),
          payment_type: rng.pick(PAYMENT_TYPES),
          address_id: address.id,
          created_at: new Date(placedAt).toISOString(),
          paid_at: new Date(paidAt).toISOString(),
        },
        randomLines(candidates, rng),
      );
    }
  });
}

function line(
  products: readonly ProductRow[],
  slug: string,
  quantity: number,
  preferred?: string,
): LineRequest {
  const product = productBySlug(products, slug);
  const variation = inStockVariation(product, preferred);
  return { product, variation: variation.name, quantity: Math.min(quantity, variation.quantity) };
}

function addNimalSpecials(book: OrderBook, now: Date, products: readonly ProductRow[]): void {
  const open = { user_id: USER_IDS.nimal, payment_type: null, address_id: null, paid_at: null };
  const minutesAgo = (minutes: number): string => isoAt(now, -minutes * MINUTE_MS);
  book.add(
    { ...open, id: SPECIAL_ORDER_IDS.pending, status: 'pending', created_at: minutesAgo(20) },
    [
      line(products, 'pure-ceylon-bopf-black-tea', 2, '200g'),
      line(products, 'hand-painted-batik-silk-saree', 1),
      line(products, 'clay-curry-pot-set', 1),
    ],
  );
  book.add(
    {
      ...open,
      id: SPECIAL_ORDER_IDS.placed,
      status: 'placed',
      payment_type: 'cod',
      address_id: NIMAL_HOME_ADDRESS_ID,
      created_at: minutesAgo(26 * 60),
    },
    [line(products, 'rice-cooker-1-8l', 1), line(products, 'pinda-thailaya-massage-oil', 3)],
  );
  book.add(
    { ...open, id: SPECIAL_ORDER_IDS.empty, status: 'pending', created_at: minutesAgo(10) },
    [],
  );
}

/** All orders: the paid history (ids 1…) followed by Nimal's pending, placed and empty orders. */
export function buildOrders(
  now: Date,
  products: readonly ProductRow[],
  collections: readonly CollectionRow[],
  addresses: readonly AddressRow[],
): OrderRow[] {
  const book = new OrderBook(collections);
  addHistory(book, now, products, addresses, createRng('orders'));
  addNimalSpecials(book, now, products);
  return book.orders;
}
