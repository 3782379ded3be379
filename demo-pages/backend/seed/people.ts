/** Users, their addresses, and the signed-in customer's cart and wishlist. */
import { DEFAULT_COUNTRY } from '../../../shared/core/constants';
import type { AddressRow, CartItemRow, ProductRow, UserRow, WishlistRow } from '../store/types';
import { inStockVariation, productBySlug, productIdBySlug } from './products';

/** The seeded accounts by role. */
export const USER_IDS = { admin: 1, nimal: 2, tharushi: 3, kasun: 4, guest: 5 } as const;

/** Nimal's primary (home) address, used by his placed order. */
export const NIMAL_HOME_ADDRESS_ID = 1;

/** Shorthand: id, name, email, mobile, verified, then admin/guest flags. */
function user(
  id: number,
  name: string,
  email: string,
  mobile: string,
  verified: boolean,
  flags: { is_admin?: boolean; is_guest?: boolean } = {},
): UserRow {
  const { is_admin = false, is_guest = false } = flags;
  return { id, name, email, mobile, mobile_verified: verified, is_admin, is_guest };
}

/** The five accounts: an admin, three customers (one not mobile-verified) and a guest account. */
export function buildUsers(): UserRow[] {
  return [
    user(USER_IDS.admin, 'Admin', 'admin@example.lk', '94770000001', true, { is_admin: true }),
    user(USER_IDS.nimal, 'Nimal Perera', 'nimal@example.lk', '94771234567', true),
    user(USER_IDS.tharushi, 'Tharushi Fernando', 'tharushi@example.lk', '94712345678', false),
    user(USER_IDS.kasun, 'Kasun Silva', 'kasun@example.lk', '94761234567', true),
    user(USER_IDS.guest, 'Guest Buyer', 'guest.buyer@example.lk', '94751112233', true, {
      is_guest: true,
    }),
  ];
}

/** Nimal has a primary home address in Colombo and his parents' in Kandy; Kasun one in Galle. */
export function buildAddresses(): AddressRow[] {
  const address = (row: Omit<AddressRow, 'country'>): AddressRow => ({
    ...row,
    country: DEFAULT_COUNTRY,
  });
  return [
    address({
      id: NIMAL_HOME_ADDRESS_ID,
      user_id: USER_IDS.nimal,
      nickname: 'Home',
      receiver_phone_number: '94771234567',
      street: '42/3 Galle Road, Wellawatte',
      city: 'Colombo',
      state: 'Western',
      postal_code: '00600',
      is_primary: 1,
    }),
    address({
      id: 2,
      user_id: USER_IDS.nimal,
      nickname: "Parents' house",
      receiver_phone_number: '94812234567',
      street: '15 Peradeniya Road',
      city: 'Kandy',
      state: 'Central',
      postal_code: '20000',
      is_primary: 0,
    }),
    address({
      id: 3,
      user_id: USER_IDS.kasun,
      nickname: 'Home',
      receiver_phone_number: '94761234567',
      street: '88 Lighthouse Street, Fort',
      city: 'Galle',
      state: 'Southern',
      postal_code: '80000',
      is_primary: 1,
    }),
  ];
}

/** Nimal's cart: product slug, preferred variation and quantity (capped by stock). */
const NIMAL_CART = [
  { slug: 'pure-ceylon-bopf-black-tea', variation: '400g', quantity: 2 },
  { slug: 'mens-batik-short-sleeve-shirt', variation: 'Blue/L', quantity: 1 },
  { slug: 'granite-non-stick-frying-pan', variation: 'Black/24cm', quantity: 1 },
  { slug: 'sandalwood-turmeric-face-cream', variation: undefined, quantity: 1 },
] as const;

const NIMAL_WISHLIST = [
  'linen-blend-kurta-top',
  'nova-x5-pro-5g',
  'hand-carved-ebony-elephant',
  'cotton-bedsheet-set',
] as const;

/** Nimal's server-side cart, on in-stock variations. */
export function buildCart(products: readonly ProductRow[]): CartItemRow[] {
  return NIMAL_CART.map((item, i) => {
    const product = productBySlug(products, item.slug);
    const variation = inStockVariation(product, item.variation);
    return {
      id: i + 1,
      user_id: USER_IDS.nimal,
      product_id: product.id,
      variation_name: variation.name,
      quantity: Math.min(item.quantity, variation.quantity),
    };
  });
}

/** Nimal's wishlist. */
export function buildWishlist(): WishlistRow[] {
  return NIMAL_WISHLIST.map((slug, i) => ({
    id: i + 1,
    user_id: USER_IDS.nimal,
    product_id: productIdBySlug(slug),
  }));
}
