import type { ProductCard } from '../../shared/api/catalogue';
import { fromCents, toCents } from '../../shared/money';
import { discountPercent } from '../../shared/pricing';
import type { Store } from './store/index';
import type { ProductRow } from './store/types';

/** The price a product is listed at: its first variation (the default selection, SPEC §2). */
export function listedPrice(product: ProductRow): { price: number; compared: number | null } {
  const first = product.variations[0];
  return { price: first?.price ?? 0, compared: first?.compared_price ?? null };
}

/** A product row as every card shows it (shared/api/catalogue.ts ProductCardSchema). */
export function productCard(store: Store, product: ProductRow): ProductCard {
  const { price, compared } = listedPrice(product);
  const reviews = store.data.reviews.filter((review) => review.product_id === product.id);
  const ratingSum = reviews.reduce((sum, review) => sum + review.rating, 0);
  const priceCents = toCents(price);
  const comparedCents = compared === null ? null : toCents(compared);
  return {
    id: product.id,
    name: product.name,
    image: product.images[0] ?? null,
    price: fromCents(priceCents),
    originalPrice: comparedCents !== null && comparedCents > priceCents ? fromCents(comparedCents) : null,
    discount: comparedCents === null ? 0 : discountPercent(comparedCents, priceCents),
    shipping_type: product.shipping_type,
    averageRating: reviews.length ? Math.round((ratingSum / reviews.length) * 10) / 10 : 0,
    totalReviews: reviews.length,
  };
}
