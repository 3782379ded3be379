import type { InferInput } from 'valibot';
import type { ServerCartItem } from '../../shared/checkout/api/cart-page';
import type { Address, OrderProductSchema } from '../../widgets/order-checkout/api';
import type { Overview } from '../../widgets/product-overview/api';
import type { ProductDetail } from '../../widgets/product-detail/api';
import type { ProductCard } from '../../shared/session/api/product-card';
import type { WishlistItem } from '../../shared/session/api/wishlist';
import { NO_VARIATION } from '../../shared/core/constants';
import { fromCents, toCents } from '../../shared/core/money';
import { discountedPrice, discountPercent, lineDiscount } from '../../shared/purchase/pricing';
import { sellableVariation, variantsOf } from './services/variations';
import { shippingWeight } from './shipping';
import type { Store } from './store/index';
import type { AddressRow, OrderProductRow, ProductRow, VariationRow } from './store/types';

/**
 * Rows as the pages and calls hand them out. Prices follow SPEC §9: a product's best running
 * collection discount (highest_discount) lowers the price shown, with the price before it
 * struck through.
 */

/** The best discount among the product's collections still running (SPEC §9 highest_discount). */
export function highestDiscount(store: Store, product: ProductRow): number {
  const now = store.now().getTime();
  return store.data.collections
    .filter((c) => product.collection_ids.includes(c.id))
    .filter((c) => c.end_date === null || new Date(c.end_date).getTime() > now)
    .reduce((best, c) => Math.max(best, c.discount_percentage ?? 0), 0);
}

/** What a variation sells for now, and the higher price to strike through (if any). */
export function shownPrice(variation: VariationRow, discount: number): { price: number; compared: number | null } {
  const base = toCents(variation.price);
  const compared = variation.compared_price === null ? null : toCents(variation.compared_price);
  if (discount > 0) {
    return { price: fromCents(discountedPrice(base, discount)), compared: fromCents(Math.max(base, compared ?? 0)) };
  }
  return { price: fromCents(base), compared: compared !== null && compared > base ? fromCents(compared) : null };
}

export function ratingOf(store: Store, productId: number): { averageRating: number; totalReviews: number } {
  const reviews = store.data.reviews.filter((review) => review.product_id === productId);
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return {
    averageRating: reviews.length ? Math.round((sum / reviews.length) * 10) / 10 : 0,
    totalReviews: reviews.length,
  };
}

/** A product row as every card shows it (shared/session/api/product-card.ts ProductCardSchema). */
export function productCard(store: Store, product: ProductRow): ProductCard {
  const { price, compared } = shownPrice(product.variations[0]!, highestDiscount(store, product));
  return {
    id: product.id,
    name: product.name,
    image: product.images[0] ?? null,
    price,
    originalPrice: compared,
    discount: compared === null ? 0 : discountPercent(toCents(compared), toCents(price)),
    shipping_type: product.shipping_type,
    ...ratingOf(store, product.id),
  };
}

/** The product page's props, as the Blade view prints them (ProductDetailSchema). */
export function productDetail(store: Store, product: ProductRow): ProductDetail {
  const first = product.variations[0]!;
  const types = Object.fromEntries(
    product.variation_types.filter((t) => t.type !== NO_VARIATION).map((t) => [t.type, t.values]),
  );
  return {
    id: product.id,
    name: product.name,
    category_id: product.category_id,
    small_description: product.small_description,
    images: product.images.map((image_id) => ({ image_id })),
    price: { price: first.price, compared_price: first.compared_price },
    highest_discount: highestDiscount(store, product),
    shipping_type: product.shipping_type,
    shipping_cost: product.shipping_cost,
    shipping_option: product.shipping_option,
    variation_types: types,
    variations: product.variations.map((v) => ({ ...v })),
    ...ratingOf(store, product.id),
  };
}

/** SPEC §3 "Overview data" of a product. */
export function overview(product: ProductRow): Overview {
  return {
    description: { title: 'Overview', content: { value: product.description_html } },
    ...(product.highlights.length
      ? { highlights: { title: 'Highlights', content: { values: product.highlights } } }
      : {}),
    ...(Object.keys(product.specifications).length
      ? { specifications: { title: 'Specifications', content: product.specifications } }
      : {}),
  };
}

export function wishlistItem(store: Store, row: { id: number; product_id: number }): WishlistItem | null {
  const product = store.data.products.find((p) => p.id === row.product_id);
  if (!product) return null;
  return { id: row.id, product: productCard(store, product) };
}

/**
 * The cart page's props for a signed-in shopper (SPEC §3 "Server cart item"): each line of their
 * cart still on sale, with its variation's price and stock (max_quantity), the product's running
 * discount (SPEC §9 highest_discount) and the variation's type/value pairs.
 */
export function serverCartItems(store: Store, userId: number): ServerCartItem[] {
  return store.data.cartItems
    .filter((row) => row.user_id === userId)
    .flatMap((row) => {
      const sold = sellableVariation(store, row.product_id, row.variation_name);
      if (!sold) return [];
      const { product, variation } = sold;
      const percent = highestDiscount(store, product);
      const priceCents = toCents(variation.price);
      return [
        {
          id: row.id,
          product: { id: product.id, name: product.name, image_name: product.images[0] ?? null },
          variation_name: variation.name,
          price: variation.price,
          quantity: row.quantity,
          max_quantity: variation.quantity,
          subtotal: fromCents(priceCents * row.quantity),
          discount_amount: fromCents(lineDiscount(priceCents, row.quantity, percent)),
          discount_percentage: percent,
          variants: variantsOf(product, variation.name),
        },
      ];
    });
}

/** SPEC §3 Address as the shopper's calls hand it out (without the owner's id). */
export function addressOf(row: AddressRow): Address {
  const { user_id: _owner, ...address } = row;
  return { ...address };
}

/**
 * SPEC §3 Order product: a line of an order with its price and percent off as ordered, the
 * line's product discount (SPEC §9), one unit's shipping weight, and the variation's type/value
 * pairs as JSON text; a product without variations sends the 'No V' pair, which means none.
 */
export function orderProduct(
  store: Store,
  line: OrderProductRow,
  isRelatedToCoupon: boolean,
): InferInput<typeof OrderProductSchema> {
  const product = store.data.products.find((row) => row.id === line.product_id);
  const pairs = product ? variantsOf(product, line.variation_name) : [];
  const image = product?.images[0];
  return {
    id: line.id,
    product: {
      id: line.product_id,
      name: product?.name ?? `Product ${line.product_id}`,
      active_image: image === undefined ? null : { image_id: image },
    },
    quantity: line.quantity,
    original_price: line.original_price,
    variants: JSON.stringify(pairs.length > 0 ? pairs : [{ type: NO_VARIATION, value: NO_VARIATION }]),
    discount_percentage: line.discount_percentage,
    discount_amount: fromCents(lineDiscount(toCents(line.original_price), line.quantity, line.discount_percentage)),
    weight: product ? shippingWeight(product) : 0,
    isRelatedToCoupon,
  };
}
