import { useEffect, useId, useState } from 'react';
import type { CollectionWithProducts } from '../../shared/home/api/home';
import { COLLECTION_PRODUCTS_DELAY_MS } from '../../shared/core/constants';
import { countdownParts } from '../../shared/home/countdown';
import { useScrollEdges } from '../../shared/cards/hooks/use-scroll-edges';
import * as homeMessages from '../../shared/home/messages/home';
import { StripArrow } from '../../shared/cards/ui/strip-arrow';
import { StripCards } from '../../shared/cards/ui/strip-cards';
import { useNearView } from './use-near-view';

/** SPEC §9 'Xd Xh Xm Xs' (in the page's language) of the milliseconds left. */
function timeLeft(ms: number): string {
  const { days, hours, minutes, seconds } = countdownParts(ms);
  return homeMessages.collectionTimeLeft(days, hours, minutes, seconds);
}

/**
 * One collection of SPEC §4 "Top collections": its title, its offer and the 'Xd Xh Xm Xs' left
 * (SPEC §9), then its products in a strip. 'Loading collection...' until it nears the viewport;
 * then 'Loading products...' for 500 ms, then the products.
 */
export function CollectionOffer({ collection, now }: { collection: CollectionWithProducts; now: number }) {
  const [near, nearRef] = useNearView();
  const [shown, setShown] = useState(false);
  const { overflows, atStart, atEnd, ref: trackRef, scrollPage } = useScrollEdges();
  const ids = { title: useId(), track: useId() };

  useEffect(() => {
    if (!near) return;
    const timer = setTimeout(() => setShown(true), COLLECTION_PRODUCTS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [near]);

  const end = collection.end_date === null ? null : Date.parse(collection.end_date);
  const percent = collection.discount_percentage ?? 0;
  return (
    <section ref={nearRef} className="shop-strip shop-collection" aria-labelledby={ids.title}>
      <div className="shop-strip__header">
        <div className="shop-collection__heading">
          <h3 id={ids.title} className="shop-collection__title">
            {collection.title}
          </h3>
          {percent > 0 && <span className="shop-collection__offer">{homeMessages.collectionOff(percent)}</span>}
          {end !== null && Number.isFinite(end) && (
            <span className="shop-collection__ends">
              {homeMessages.endsIn}{' '}
              <span role="timer" className="shop-collection__time">
                {timeLeft(end - now)}
              </span>
            </span>
          )}
        </div>
        {shown && (
          <div className="shop-strip__nav" hidden={!overflows}>
            <StripArrow
              direction={-1}
              label={homeMessages.previousInCollection(collection.title)}
              controls={ids.track}
              atEdge={atStart}
              onPage={scrollPage}
            />
            <StripArrow
              direction={1}
              label={homeMessages.nextInCollection(collection.title)}
              controls={ids.track}
              atEdge={atEnd}
              onPage={scrollPage}
            />
          </div>
        )}
      </div>
      {shown ? (
        <StripCards id={ids.track} trackRef={trackRef} products={collection.products} />
      ) : (
        <p className="shop-collection__loading" role="status">
          {near ? homeMessages.loadingProducts : homeMessages.loadingCollection}
        </p>
      )}
    </section>
  );
}
