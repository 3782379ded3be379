import { useEffect, useId, useState } from 'react';
import type * as v from 'valibot';
import { getReviews, type ReviewSummary } from './api';
import { REVIEWS_INLINE } from '../../shared/core/constants';
import { logFailure } from '../../shared/core/log';
import * as reviewsMessages from './messages';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { EmptyState } from '../../shared/cards/ui/empty-state';
import { Modal } from '../../shared/dialog/modal';
import { RatingSummary } from './rating-summary';
import { ReviewItem } from './review-item';
import '../../shared/core/styles/pill-button.css';
import './product-reviews.css';
import { propsSchema } from './props';

type Loaded =
  | { productId: number; status: 'ready'; summary: ReviewSummary }
  | { productId: number; status: 'failed' };

/**
 * SPEC §2 product detail "Reviews section": the average with stars, 'Based on N ratings', the
 * per-star breakdown, 'Customer Reviews (N)' with the first 3 reviews (§9), and 'See More'
 * opening the 'All Reviews' modal (§4). A failed fetch is silent (§8 "reviews", "review
 * fetch"): it is logged and the section is left out, so the rest of the page carries on.
 */
function ProductReviews({ productId }: v.InferOutput<typeof propsSchema>) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [allOpen, setAllOpen] = useState(false);
  const ids = { section: useId(), list: useId() };

  useEffect(() => {
    let live = true;
    getReviews(productId).then(
      (summary) => {
        if (live) setLoaded({ productId, status: 'ready', summary });
      },
      (error: unknown) => {
        logFailure('review fetch failed', error);
        if (live) setLoaded({ productId, status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [productId]);

  // An answer for another product (the prop changed) counts as still loading.
  const current = loaded?.productId === productId ? loaded : null;
  if (current?.status === 'failed') return null;

  const heading = (
    <h2 id={ids.section} className="shop-rv__title">
      {reviewsMessages.sectionTitle}
    </h2>
  );
  const help = (
    <div className="shop-rv__help">
      <p>{reviewsMessages.helpRecentPurchase}</p>
      <p>{reviewsMessages.helpVerified}</p>
    </div>
  );

  if (!current) {
    return (
      <section className="shop-rv" aria-labelledby={ids.section} aria-busy="true">
        {heading}
        <div role="status" className="shop-rv__loading">
          <span className="shop-visually-hidden">{reviewsMessages.loading}</span>
          <div className="shop-rv__skeleton" aria-hidden="true">
            <span className="shop-rv__skeleton-block shop-rv__skeleton-block--score" />
            {[0, 1, 2, 3, 4].map((row) => (
              <span key={row} className="shop-rv__skeleton-block shop-rv__skeleton-block--bar" />
            ))}
          </div>
        </div>
      </section>
    );
  }

  const { summary } = current;
  const reviews = summary.reviews;
  if (reviews.length === 0) {
    return (
      <section className="shop-rv" aria-labelledby={ids.section}>
        {heading}
        <EmptyState title={reviewsMessages.emptyTitle} text={reviewsMessages.emptyText} headingLevel={3} />
        {help}
      </section>
    );
  }

  const count = Math.max(summary.totalReviews, reviews.length);
  return (
    <section className="shop-rv" aria-labelledby={ids.section}>
      {heading}
      <div className="shop-rv__layout">
        <div className="shop-rv__aside">
          <RatingSummary summary={summary} />
          {help}
        </div>
        <div className="shop-rv__main">
          <h3 id={ids.list} className="shop-rv__list-title">
            {reviewsMessages.customerReviews(count)}
          </h3>
          <ul className="shop-rv__list">
            {reviews.slice(0, REVIEWS_INLINE).map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} headingLevel={4} />
              </li>
            ))}
          </ul>
          {reviews.length > REVIEWS_INLINE && (
            <button
              type="button"
              className="shop-pill-button shop-rv__more"
              aria-haspopup="dialog"
              aria-describedby={ids.list}
              onClick={() => setAllOpen(true)}
            >
              {reviewsMessages.seeMore}
            </button>
          )}
        </div>
      </div>
      <Modal open={allOpen} onClose={() => setAllOpen(false)} title={reviewsMessages.allReviews} size="lg">
        {/* Focused on open, and reachable by Tab: arrow keys then scroll the long list. */}
        <ul
          className="shop-rv__list shop-rv__list--all"
          aria-label={reviewsMessages.allReviews}
          tabIndex={0}
          data-autofocus
        >
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} headingLevel={3} />
            </li>
          ))}
        </ul>
      </Modal>
    </section>
  );
}

export default defineWidget({ name: 'product-reviews', propsSchema, Component: ProductReviews });
