/** Turns the hand-written product definitions into ProductRows (variations, stock, copy, dates). */
import { NO_VARIATION } from '../../../shared/core/constants';
import { fromCents, toCents } from '../../../shared/core/money';
import { escapeXml, imageFileName } from '../images';
import type { ProductRow, VariationRow } from '../store/types';
import type { Catalogue } from './catalogue';
import {
  PRODUCT_DEFS,
  type ProductDef,
  type StockPlan,
  type VariationTypeDef,
} from './product-data';
import { createRng, type Rng } from './random';
import { DAY_MS, HOUR_MS, isoAt } from './time';

/** Paid shipping cost (LKR) when a definition does not say, and the free-shipping threshold. */
const DEFAULT_SHIPPING_COST = 350;
const FREE_SHIPPING_FROM = 10_000;
/** Stock bands: sold out, low (shows '(N available)'), plenty. */
const LOW_STOCK = [1, 14] as const;
const PLENTY = [20, 200] as const;
/** Relative odds of sold out, low and plenty for a 'random' variation. */
const RANDOM_BAND_WEIGHTS = [1, 3.5, 5.5];
/** Products are created within this many days before `now`. */
const CATALOGUE_AGE_DAYS = 119;

/** The snippet that lets the client's sanitiser be tested (SPEC §2 overview). */
export const HOSTILE_HTML = `<img src=x onerror="alert('xss')"><script>alert(1)</script>`;

/** Id of the product definition with this slug (ids are 1-based positions). */
export function productIdBySlug(slug: string): number {
  const index = PRODUCT_DEFS.findIndex((def) => def.slug === slug);
  if (index < 0) throw new Error(`Seed: unknown product ${slug}`);
  return index + 1;
}

/** The built product with this slug. */
export function productBySlug(products: readonly ProductRow[], slug: string): ProductRow {
  const product = products[productIdBySlug(slug) - 1];
  if (!product) throw new Error(`Seed: product ${slug} not built`);
  return product;
}

/** Id of the first product definition matching `test` (for SEED_IDS). */
export function productIdWhere(test: (def: ProductDef) => boolean): number {
  const index = PRODUCT_DEFS.findIndex(test);
  if (index < 0) throw new Error('Seed: no product matches');
  return index + 1;
}

interface Combination {
  values: string[];
  extraCents: number;
}

/** Every combination of the types' values, in order (first type varies slowest). */
function combinations(types: readonly VariationTypeDef[]): Combination[] {
  let combos: Combination[] = [{ values: [], extraCents: 0 }];
  for (const type of types) {
    combos = combos.flatMap((combo) =>
      type.values.map((value, i) => ({
        values: [...combo.values, value],
        extraCents: combo.extraCents + toCents(type.extra?.[i] ?? 0),
      })),
    );
  }
  return combos;
}

/** A "was" price `off` percent above the price, rounded to LKR 10. */
function comparedCents(priceCents: number, off: number): number {
  const raw = (priceCents * 100) / (100 - off);
  return Math.round(raw / 1000) * 1000;
}

function stockFor(plan: StockPlan, count: number, rng: Rng): number[] {
  const low = (): number => rng.int(...LOW_STOCK);
  const plenty = (): number => rng.int(...PLENTY);
  if (typeof plan !== 'string') {
    if (plan.length !== count) throw new Error('Seed: explicit stock must list every variation');
    return [...plan];
  }
  switch (plan) {
    case 'soldOut':
      return Array.from({ length: count }, () => 0);
    case 'low':
      return Array.from({ length: count }, low);
    case 'mixed': {
      // The default combination is well stocked; the last is sold out, the middle one is low.
      const stock = Array.from({ length: count }, (_, i) =>
        i > 0 && rng.chance(0.5) ? low() : plenty(),
      );
      if (count > 1) stock[count - 1] = 0;
      if (count > 2) stock[Math.floor(count / 2)] = low();
      return stock;
    }
    case 'random': {
      const band = (): number => {
        const choice = rng.weighted(RANDOM_BAND_WEIGHTS);
        return choice === 0 ? 0 : choice === 1 ? low() : plenty();
      };
      const stock: number[] = Array.from({ length: count }, band);
      if (!stock.some((quantity) => quantity > 0)) stock[0] = plenty();
      return stock;
    }
  }
}

function buildVariations(def: ProductDef, rng: Rng): VariationRow[] {
  const combos = combinations(def.types ?? []);
  const stock = stockFor(def.stock ?? 'random', combos.length, rng);
  return combos.map((combo, i) => {
    const priceCents = toCents(def.price) + combo.extraCents;
    return {
      name: combo.values.length > 0 ? combo.values.join('/') : NO_VARIATION,
      price: fromCents(priceCents),
      compared_price: def.off ? fromCents(comparedCents(priceCents, def.off)) : null,
      quantity: stock[i] ?? 0,
    };
  });
}

/** One paragraph per top-level category, telling where the goods come from. */
const CATEGORY_NOTES: Record<string, string> = {
  groceries:
    'Sourced directly from growers and packed fresh in our Colombo warehouse, so it reaches your kitchen with its aroma intact.',
  fashion:
    'Designed and finished in Sri Lanka. Colours may vary slightly from the photos because of screen settings and, for handmade pieces, the dyeing process.',
  electronics:
    'Brand-new and sealed, with an island-wide warranty honoured at service centres in Colombo, Kandy and Galle.',
  'home-kitchen':
    'Made for everyday Sri Lankan homes. Wipe clean with a soft cloth and keep away from direct sunlight to keep it looking its best.',
  'sports-wellness':
    'Chosen together with local coaches and ayurvedic practitioners. Please read the usage notes on the pack before first use.',
};

function deliveryNote(def: ProductDef, free: boolean): string {
  const where =
    def.from === 'overseas'
      ? 'Ships from our overseas partner warehouse; please allow a few extra days for customs.'
      : 'Dispatched from Sri Lanka and delivered island-wide by courier with tracking.';
  const lead = free ? '<strong>Free delivery.</strong> ' : '';
  return `${lead}${escapeXml(where)} Cash on delivery is available.`;
}

/** The admin-written rich description: a few paragraphs of simple HTML. */
function describe(def: ProductDef, brand: string, rootSlug: string, free: boolean): string {
  const paragraphs = [
    `<p><strong>${escapeXml(def.name)}</strong> by ${escapeXml(brand)}. ` +
      `${escapeXml(def.small)}</p>`,
    `<p>${escapeXml(CATEGORY_NOTES[rootSlug] ?? '')}</p>`,
  ];
  if (def.highlights && def.highlights.length > 0) {
    const items = def.highlights.map((item) => `<li>${escapeXml(item)}</li>`).join('');
    paragraphs.push(`<p><strong>What you get:</strong></p><ul>${items}</ul>`);
  }
  paragraphs.push(`<p>${deliveryNote(def, free)}</p>`);
  if (def.hostile) paragraphs.push(`<p>Note from the supplier: ${HOSTILE_HTML}</p>`);
  return paragraphs.join('\n');
}

function buildProduct(def: ProductDef, id: number, now: Date, catalogue: Catalogue): ProductRow {
  const rng = createRng(`product:${def.slug}`);
  const variations = buildVariations(def, rng);
  const defaultShip = def.price >= FREE_SHIPPING_FROM ? 'free' : DEFAULT_SHIPPING_COST;
  const ship = def.ship === undefined ? defaultShip : def.ship;
  const imageCount = def.images ?? rng.int(1, 4);
  const ageMs = rng.int(1, CATALOGUE_AGE_DAYS) * DAY_MS + rng.int(0, 23) * HOUR_MS;
  const categoryId = catalogue.categoryId(def.category);
  const brandId = catalogue.brandId(def.brand);
  return {
    id,
    name: def.name,
    slug: def.slug,
    brand_id: brandId,
    category_id: categoryId,
    collection_ids: (def.collections ?? []).map((slug) => catalogue.collectionId(slug)),
    images: Array.from({ length: imageCount }, (_, n) =>
      imageFileName('product', id, def.slug, n + 1),
    ),
    small_description: def.small,
    description_html: describe(def, def.brand, catalogue.rootSlug(categoryId), ship === 'free'),
    highlights: [...(def.highlights ?? [])],
    specifications: { Brand: def.brand, ...def.specs, 'Shipping Weight': `${def.weight} kg` },
    shipping_type: ship === 'free' ? 'free' : 'paid',
    shipping_cost: typeof ship === 'number' ? ship : null,
    shipping_option: def.from ?? 'local_warehouse',
    weight: def.weight,
    variation_types: (def.types ?? []).map(({ type, values }) => ({ type, values: [...values] })),
    variations,
    created_at: isoAt(now, -ageMs),
    is_active: !def.inactive,
  };
}

/** All products, ids in definition order. */
export function buildProducts(now: Date, catalogue: Catalogue): ProductRow[] {
  return PRODUCT_DEFS.map((def, i) => buildProduct(def, i + 1, now, catalogue));
}

/**
 * A variation of `product` that is in stock: `preferred` when it is, else the first one with
 * stock. Throws when the product is sold out (the seed only calls it on products with stock).
 */
export function inStockVariation(product: ProductRow, preferred?: string): VariationRow {
  const wanted = product.variations.find((v) => v.name === preferred && v.quantity > 0);
  const found = wanted ?? product.variations.find((v) => v.quantity > 0);
  if (!found) throw new Error(`Seed: product ${product.slug} is sold out`);
  return found;
}
