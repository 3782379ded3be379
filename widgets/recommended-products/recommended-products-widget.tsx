import { useEffect, useId, useState } from 'react';
import type * as v from 'valibot';
import { getRecommended } from './api';
import type { ProductCard } from '../../shared/session/api/product-card';
import { logFailure } from '../../shared/core/log';
import * as recommendedMessages from './messages';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { useScrollEdges } from '../../shared/cards/hooks/use-scroll-edges';
import { CardSkeleton } from '../../shared/cards/ui/card-skeleton';
import { StripArrow } from '../../shared/cards/ui/strip-arrow';
import { StripCards } from '../../shared/cards/ui/strip-cards';
import { propsSchema } from './props';

type Loaded = { categoryId: number; products: ProductCard[] | null };

/** Skeleton cards shown while loading: about one screen's worth at any width. */
const SKELETON_CARDS = 5;

/**
 * SPEC §2 "Recommended-for-you strip for a category": product cards in one horizontal row that
 * scrolls by touch (CSS scroll snapping, no carousel library), with previous/next buttons that
 * move a screen's width and are disabled at the ends. Hearts use the one wishlist action. A
 * strip with nothing to show, or whose call failed (logged), renders nothing.
 */
function RecommendedProducts({ categoryId, excludeProductId, title }: v.InferOutput<typeof propsSchema>) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const { overflows, atStart, atEnd, ref: trackRef, scrollPage } = useScrollEdges();
  const ids = { title: useId(), track: useId() };

  useEffect(() => {
    let live = true;
    getRecommended(categoryId).then(
      (products) => {
        if (live) setLoaded({ categoryId, products });
      },
      (error: unknown) => {
        logFailure('recommended products could not be loaded', error);
        if (live) setLoaded({ categoryId, products: null });
      },
    );
    return () => {
      live = false;
    };
  }, [categoryId]);

  const current = loaded?.categoryId === categoryId ? loaded : null;
  const products = current?.products?.filter((product) => product.id !== excludeProductId) ?? [];
  if (current && products.length === 0) return null;

  const heading = (
    <h2 id={ids.title} className="shop-strip__title">
      {title?.trim() || recommendedMessages.title}
    </h2>
  );

  if (!current) {
    return (
      <section className="shop-strip" aria-labelledby={ids.title} aria-busy="true">
        <div className="shop-strip__header">{heading}</div>
        <p role="status" className="shop-visually-hidden">
          {recommendedMessages.loading}
        </p>
        <div className="shop-strip__track shop-strip__track--loading" aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <CardSkeleton key={index} className="shop-strip__item" />
          ))}
        </div>
      </section>
    );
  }

  return (
    <section className="shop-strip" aria-labelledby={ids.title}>
      <div className="shop-strip__header">
        {heading}
        <div className="shop-strip__nav" hidden={!overflows}>
          <StripArrow
            direction={-1}
            label={recommendedMessages.previous}
            controls={ids.track}
            atEdge={atStart}
            onPage={scrollPage}
          />
          <StripArrow
            direction={1}
            label={recommendedMessages.next}
            controls={ids.track}
            atEdge={atEnd}
            onPage={scrollPage}
          />
        </div>
      </div>
      <StripCards id={ids.track} trackRef={trackRef} products={products} />
    </section>
  );
}

export default defineWidget({ name: 'recommended-products', propsSchema, Component: RecommendedProducts });
