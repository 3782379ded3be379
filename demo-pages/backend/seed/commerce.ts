/** Discount coupons and the bank accounts shown for bank-transfer payments. */
import type { BankAccountRow, CouponRow } from '../store/types';
import { PRODUCT_DEFS } from './product-data';
import { productIdBySlug } from './products';
import { isoDays } from './time';
import type { CollectionSlug } from './catalogue-data';

/** A coupon as written: dates in days from `now`, products by slug or by collection. */
interface CouponDef extends Omit<CouponRow, 'id' | 'start_date' | 'end_date' | 'product_ids'> {
  startInDays: number;
  endInDays: number | null;
  products: readonly string[] | { collection: CollectionSlug };
}

const COUPON_DEFS: readonly CouponDef[] = [
  {
    title: 'Avurudu Festival Offer',
    code: 'AVURUDU2026',
    discount_type: 'percentage',
    discount_value: 10,
    min_order_value: 5000,
    max_discount_value: 2500,
    usage_limit: 200,
    used_count: 37,
    startInDays: -10,
    endInDays: 5,
    show_on_products: 1,
    products: { collection: 'avurudu-festival-deals' },
  },
  {
    title: 'Free Shipping Voucher',
    code: 'FREESHIP500',
    discount_type: 'fixed',
    discount_value: 500,
    min_order_value: 3000,
    max_discount_value: null,
    usage_limit: 500,
    used_count: 142,
    startInDays: -30,
    endInDays: null,
    show_on_products: 1,
    products: [
      'pure-ceylon-bopf-black-tea',
      'dimbula-earl-grey-tea-bags',
      'true-ceylon-cinnamon-quills',
      'matale-black-pepper-whole',
      'roasted-jaffna-curry-powder',
      'virgin-coconut-oil',
      'pure-kithul-treacle',
    ],
  },
  {
    title: 'Tea Lovers 15% Off',
    code: 'TEALOVER15',
    discount_type: 'percentage',
    discount_value: 15,
    min_order_value: null,
    max_discount_value: 1000,
    usage_limit: 100,
    used_count: 12,
    startInDays: -3,
    endInDays: 20,
    show_on_products: 1,
    products: [
      'pure-ceylon-bopf-black-tea',
      'nuwara-eliya-orange-pekoe-tea',
      'dimbula-earl-grey-tea-bags',
      'ceylon-green-tea-sencha',
      'ranawara-herbal-tea',
      'tea-tasting-gift-chest',
    ],
  },
  {
    title: 'Tech Week Rs. 5,000 Off',
    code: 'TECHWEEK5000',
    discount_type: 'fixed',
    discount_value: 5000,
    min_order_value: 50000,
    max_discount_value: null,
    usage_limit: 50,
    used_count: 9,
    startInDays: -2,
    endInDays: 20,
    show_on_products: 0,
    products: { collection: 'monsoon-tech-week' },
  },
  {
    title: 'Batik Lovers 20% Off',
    code: 'BATIK20',
    discount_type: 'percentage',
    discount_value: 20,
    min_order_value: 2000,
    max_discount_value: 3000,
    usage_limit: 30,
    used_count: 30,
    startInDays: -20,
    endInDays: 10,
    show_on_products: 0,
    products: [
      'hand-painted-batik-silk-saree',
      'batik-wrap-midi-dress',
      'batik-kaftan-beach-dress',
      'kids-batik-frock',
      'mens-batik-short-sleeve-shirt',
      'batik-canvas-tote-bag',
    ],
  },
  {
    title: 'Vesak Season Offer',
    code: 'VESAK12',
    discount_type: 'percentage',
    discount_value: 12,
    min_order_value: 1500,
    max_discount_value: 1500,
    usage_limit: 150,
    used_count: 48,
    startInDays: -40,
    endInDays: -1,
    show_on_products: 1,
    products: { collection: 'vesak-specials' },
  },
  {
    title: 'New Customer Welcome',
    code: 'WELCOME250',
    discount_type: 'fixed',
    discount_value: 250,
    min_order_value: 2000,
    max_discount_value: null,
    usage_limit: 1000,
    used_count: 311,
    startInDays: -90,
    endInDays: null,
    show_on_products: 0,
    products: [
      'handloom-cotton-saree',
      'linen-blend-kurta-top',
      'mens-linen-long-sleeve-shirt',
      'granite-non-stick-frying-pan',
      'cotton-bedsheet-set',
      'premium-cotton-bath-towel',
      'eco-yoga-mat-6mm',
      'pinda-thailaya-massage-oil',
      'neelibringadi-hair-oil',
      'kohomba-neem-soap-pack',
    ],
  },
  {
    title: 'Cricket Season 12% Off',
    code: 'CRICKET12',
    discount_type: 'percentage',
    discount_value: 12,
    min_order_value: null,
    max_discount_value: null,
    usage_limit: 75,
    used_count: 5,
    startInDays: -7,
    endInDays: 30,
    show_on_products: 1,
    products: [
      'kashmir-willow-cricket-bat',
      'english-willow-pro-bat',
      'batting-gloves',
      'cricket-spike-shoes',
      'lions-fan-cricket-jersey',
      'cricket-whites-trousers',
    ],
  },
];

function couponProductIds(products: CouponDef['products']): number[] {
  if (Array.isArray(products)) return products.map(productIdBySlug);
  const { collection } = products as { collection: CollectionSlug };
  return PRODUCT_DEFS.flatMap((def, i) =>
    !def.inactive && def.collections?.includes(collection) ? [i + 1] : [],
  );
}

/** Coupon id by code (for SEED_IDS). */
export function couponIdByCode(code: string): number {
  const index = COUPON_DEFS.findIndex((def) => def.code === code);
  if (index < 0) throw new Error(`Seed: unknown coupon ${code}`);
  return index + 1;
}

/** The coupons, dated relative to `now`. */
export function buildCoupons(now: Date): CouponRow[] {
  return COUPON_DEFS.map(({ startInDays, endInDays, products, ...terms }, i) => ({
    id: i + 1,
    ...terms,
    start_date: isoDays(now, startInDays),
    end_date: endInDays === null ? null : isoDays(now, endInDays),
    product_ids: couponProductIds(products),
  }));
}

/** Two accounts: one with email and address, one without. Account numbers are invented. */
export function buildBankAccounts(): BankAccountRow[] {
  return [
    {
      id: 1,
      account_holder_name: 'Serendib Online Stores (Pvt) Ltd',
      bank_name: 'Commercial Bank of Ceylon',
      branch_name: 'Kollupitiya',
      account_number: '8001234567',
      email: 'payments@example.lk',
      address: '120 Galle Road, Colombo 03',
    },
    {
      id: 2,
      account_holder_name: 'Serendib Online Stores (Pvt) Ltd',
      bank_name: 'Bank of Ceylon',
      branch_name: 'Kandy City',
      account_number: '0075432198',
      email: null,
      address: null,
    },
  ];
}
