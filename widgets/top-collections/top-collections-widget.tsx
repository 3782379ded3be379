import { useEffect, useId, useState } from 'react';
import type * as v from 'valibot';
import { getTopCollections, type CollectionWithProducts } from '../../shared/home/api/home';
import { logFailure } from '../../shared/core/log';
import * as homeMessages from '../../shared/home/messages/home';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { CollectionOffer } from './collection-offer';
import './top-collections.css';
import { propsSchema } from './props';

const SECOND_MS = 1000;

/** SPEC §4: a collection stays while it has products and its end date has not passed. */
const running = (collection: CollectionWithProducts, now: number) =>
  collection.products.length > 0 && (collection.end_date === null || !(Date.parse(collection.end_date) <= now));

/**
 * SPEC §2/§4 'Top Collections' with timed offers (`GET /api/collections-with-products`):
 * 'Loading collections...' while the list loads (and, SPEC §8, after a failure, which is only
 * logged: 'Error fetching collections'); then each collection, revealed as it nears the
 * viewport, with a countdown that one clock ticks each second, on which ended or empty
 * collections leave. Nothing left, nothing shown.
 */
function TopCollections({ title }: v.InferOutput<typeof propsSchema>) {
  const [collections, setCollections] = useState<CollectionWithProducts[] | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const titleId = useId();

  useEffect(() => {
    let live = true;
    getTopCollections().then(
      (list) => live && setCollections(list),
      (error: unknown) => logFailure('Error fetching collections', error),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (collections === null) return;
    const timer = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => clearInterval(timer);
  }, [collections]);

  const shown = collections?.filter((collection) => running(collection, now)) ?? null;
  if (shown !== null && shown.length === 0) return null;
  return (
    <section className="shop-collections" aria-labelledby={titleId}>
      <h2 id={titleId} className="shop-collections__title">
        {title}
      </h2>
      {shown === null ? (
        <p className="shop-collections__loading" role="status">
          {homeMessages.loadingCollections}
        </p>
      ) : (
        shown.map((collection) => <CollectionOffer key={collection.id} collection={collection} now={now} />)
      )}
    </section>
  );
}

export default defineWidget({ name: 'top-collections', propsSchema, Component: TopCollections });
