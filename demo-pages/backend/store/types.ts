/**
 * The reference backend's tables: what a Laravel database would hold, as plain rows. Money is
 * stored in LKR with at most two decimals, as MySQL DECIMAL(10,2) columns hand it to PHP; the
 * routes compute with integer cents through shared/core/money.ts. Dates are ISO 8601 strings.
 */

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  /** File name under /storage/category_images/. */
  image: string;
  parent_id: number | null;
}

export interface BrandRow {
  id: number;
  name: string;
}

export interface CollectionRow {
  id: number;
  title: string;
  slug: string;
  /** File name under /storage/collection_images/. */
  image: string;
  /** ISO date-time; null = no end. */
  end_date: string | null;
  discount_percentage: number | null;
}

/** One variation type of a product, e.g. { type: 'Color', values: ['Red', 'Blue'] }. */
export interface VariationTypeRow {
  type: string;
  values: string[];
}

/** One sellable combination: name is the values joined by '/', or 'No V' when none (SPEC §3). */
export interface VariationRow {
  name: string;
  price: number;
  /** Higher "was" price, or null. */
  compared_price: number | null;
  /** Stock of this combination. */
  quantity: number;
}

export interface ProductRow {
  id: number;
  name: string;
  slug: string;
  brand_id: number;
  /** The leaf (or any level) category the product sits in. */
  category_id: number;
  collection_ids: number[];
  /** Image ids (file names under /storage/product_images/); the first is the main image. */
  images: string[];
  small_description: string;
  /** Rich description (trusted-looking HTML written by an admin; sanitised by the client). */
  description_html: string;
  highlights: string[];
  specifications: Record<string, string>;
  shipping_type: 'free' | 'paid';
  /** LKR shipping cost shown on the product page when paid; null = 'Not Specified'. */
  shipping_cost: number | null;
  /** 'local_warehouse', 'overseas' or any other text (SPEC §2). */
  shipping_option: string;
  /** Weight of one unit in kg, used for shipping cost. */
  weight: number;
  /** Empty = no variation types; then variations has one row named 'No V'. */
  variation_types: VariationTypeRow[];
  variations: VariationRow[];
  created_at: string;
  is_active: boolean;
}

export interface ReviewRow {
  id: number;
  product_id: number;
  user_name: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  /** Image URLs (same-origin paths). */
  images: string[];
  created_at: string;
}

export interface CouponRow {
  id: number;
  title: string;
  code: string;
  discount_type: 'percentage' | 'fixed';
  discount_value: number;
  min_order_value: number | null;
  max_discount_value: number | null;
  usage_limit: number;
  used_count: number;
  start_date: string;
  end_date: string | null;
  show_on_products: 0 | 1;
  /** Products the coupon applies to. */
  product_ids: number[];
}

export interface BankAccountRow {
  id: number;
  account_holder_name: string;
  bank_name: string;
  branch_name: string;
  account_number: string;
  email: string | null;
  address: string | null;
}

export interface AddressRow {
  id: number;
  user_id: number;
  nickname: string;
  receiver_phone_number: string;
  street: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  is_primary: 0 | 1;
}

export interface UserRow {
  id: number;
  name: string;
  email: string | null;
  /** 94XXXXXXXXX (SPEC §5). */
  mobile: string;
  mobile_verified: boolean;
  is_admin: boolean;
  /** Guest accounts are created by guest checkout; they cannot sign in until they claim it. */
  is_guest: boolean;
}

export interface CartItemRow {
  id: number;
  user_id: number;
  product_id: number;
  variation_name: string;
  quantity: number;
}

export interface WishlistRow {
  id: number;
  user_id: number;
  product_id: number;
}

export interface OrderProductRow {
  id: number;
  product_id: number;
  variation_name: string;
  quantity: number;
  /** Unit price at the time of the order. */
  original_price: number;
  discount_percentage: number;
}

export type OrderStatus = 'pending' | 'placed' | 'paid' | 'shipped' | 'delivered';
export type PaymentType = 'card' | 'bank_transfer' | 'cod';

export interface OrderRow {
  id: number;
  user_id: number;
  status: OrderStatus;
  payment_type: PaymentType | null;
  address_id: number | null;
  coupon_id: number | null;
  products: OrderProductRow[];
  subtotal: number;
  shipping_cost: number;
  discount_amount: number;
  total_amount: number;
  created_at: string;
  /** Set when the order was paid (drives the sales chart). */
  paid_at: string | null;
  /**
   * Made from the cart (`POST /checkout` with `products_discount`, which SPEC §7 gives the
   * cart's checkout only), not by Buy Now: placing it takes its lines out of the cart.
   */
  from_cart?: boolean;
}

export interface ParcelRow {
  id: number;
  order_id: number;
  parcel_weight: number;
  parcel_description: string;
  recipient_name: string;
  recipient_contact_1: string;
  recipient_contact_2: string | null;
  recipient_address: string;
  recipient_city: string;
  amount: number;
  exchange: 0 | 1;
  products: { order_product_id: number; amount: number }[];
  created_at: string;
}

/** Everything the seed creates; the store deep-copies it on reset. */
export interface SeedData {
  categories: CategoryRow[];
  brands: BrandRow[];
  collections: CollectionRow[];
  products: ProductRow[];
  reviews: ReviewRow[];
  coupons: CouponRow[];
  bankAccounts: BankAccountRow[];
  users: UserRow[];
  addresses: AddressRow[];
  cartItems: CartItemRow[];
  wishlists: WishlistRow[];
  orders: OrderRow[];
  parcels: ParcelRow[];
}
