import './product-card.css';
import { memo, useId } from 'react';
import type { ProductCard } from '../../session/api/product-card';
import { EXPRESS_SHIPPING_IMAGE_URL } from '../../core/constants';
import * as cardMessages from '../../catalogue/messages/card';
import * as priceMessages from '../../session/messages/price';
import { formatLKR, toCents } from '../../core/money';
import { productUrl } from '../../core/urls';
import { Spinner } from '../../session/ui/spinner';
import { Stars } from '../../catalogue/ui/stars';
import { HeartIcon } from '../../catalogue/ui/heart-icon';
import { ProductThumb } from '../../session/ui/product-thumb';

/** Intrinsic size hints for the square thumbnail, so the grid does not shift while loading. */
const IMAGE_SIZE_PX = 400;

export interface ProductCardViewProps {
  product: ProductCard;
  wishlisted: boolean;
  /** Called with the card's product when the heart is pressed; the caller decides add/remove. */
  onWishlistToggle: (product: ProductCard) => void;
  /** While the wishlist request runs the heart is disabled and busy (CONVENTIONS 7). */
  wishlistBusy?: boolean;
  /** Level of the name heading, to fit the page outline; h3 by default. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * SPEC §2 "Product card (everywhere)": image, wishlist heart, rating with review count, name,
 * price, struck-through original price, percent-off badge, free delivery or express shipping.
 * One link (image + name) leads to the product and stretches over the card; the heart is a
 * sibling button above it, never inside the link.
 *
 * Memoised: a listing of a long visit holds 1,200 cards, and a heart pressed or a page appended
 * must render only the cards that changed (the 50 ms at 4x CPU), so callers pass a
 * stable `onWishlistToggle`.
 */
export const ProductCardView = memo(function ProductCardView({
  product,
  wishlisted,
  onWishlistToggle,
  wishlistBusy = false,
  headingLevel = 3,
}: ProductCardViewProps) {
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;

  const priceCents = toCents(product.price);
  const originalCents = product.originalPrice == null ? null : toCents(product.originalPrice);
  const showOriginal = originalCents !== null && originalCents > priceCents;

  return (
    <article className="shop-card">
      {/* Named by the heading alone; the picture is decoration here (its alt would repeat the name). */}
      <a className="shop-card__link" href={productUrl(product.id)} aria-labelledby={nameId}>
        <span className="shop-card__media">
          <ProductThumb className="shop-card__image" image={product.image} size={IMAGE_SIZE_PX} />
        </span>
        <Heading id={nameId} className="shop-card__name">
          {product.name}
        </Heading>
      </a>

      <div className="shop-card__rating">
        <Stars
          rating={product.averageRating}
          size="sm"
          label={cardMessages.ratingLabel(product.averageRating, product.totalReviews)}
        />
        <span className="shop-card__rating-text" aria-hidden="true">
          {product.averageRating.toFixed(1)} ({product.totalReviews})
        </span>
      </div>

      <p className="shop-card__prices">
        <span className="shop-card__price">{formatLKR(priceCents)}</span>
        {showOriginal && (
          <s className="shop-card__original">
            <span className="shop-visually-hidden">{cardMessages.originalPrice} </span>
            {formatLKR(originalCents)}
          </s>
        )}
      </p>

      {product.discount > 0 && (
        <span className="shop-card__badge">{priceMessages.percentOff(product.discount)}</span>
      )}

      <div className="shop-card__delivery">
        {product.shipping_type === 'free' ? (
          <span className="shop-card__free">
            <TruckIcon />
            {cardMessages.freeDelivery}
          </span>
        ) : (
          <img
            className="shop-card__express"
            src={EXPRESS_SHIPPING_IMAGE_URL}
            alt={cardMessages.expressShipping}
            width={72}
            height={21}
            loading="lazy"
            decoding="async"
          />
        )}
      </div>

      <button
        type="button"
        className="shop-card__wishlist"
        aria-pressed={wishlisted}
        aria-label={
          // One name for both states: aria-pressed says whether it is saved (WAI-ARIA toggle button).
          cardMessages.wishlistToggle(product.name)
        }
        aria-busy={wishlistBusy || undefined}
        disabled={wishlistBusy}
        onClick={() => onWishlistToggle(product)}
      >
        {wishlistBusy ? <Spinner size="sm" /> : <HeartIcon filled={wishlisted} />}
      </button>
    </article>
  );
});


function TruckIcon() {
  return (
    <svg
      className="shop-card__free-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M2 5.5h11v10H2zM13 8.5h4.5L21 12v3.5h-8z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="6.5" cy="17.5" r="2" fill="currentColor" />
      <circle cx="17" cy="17.5" r="2" fill="currentColor" />
    </svg>
  );
}
