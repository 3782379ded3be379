import { lazy, Suspense, useId } from 'react';
import type * as v from 'valibot';
import type { HomeBlock } from '../../shared/home/api/home';
import { BREAKPOINT_DESKTOP_PX } from '../../shared/core/constants';
import { useMediaQuery } from './use-media-query';
import * as homeMessages from '../../shared/home/messages/home';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { BlockCard } from './block-card';
import { withStyles } from '../../shared/core/runtime/assets';
import './home-blocks.css';
import { propsSchema } from './props';

const DESKTOP = `(min-width: ${BREAKPOINT_DESKTOP_PX}px)`;

// The carousel and Swiper (JS and CSS) load only when the layout needs them: under 1024 px.
const BlockCarousel = lazy(() =>
  withStyles('home-blocks', 'block-carousel', () => import('./block-carousel')).then((module) => ({
    default: module.BlockCarousel,
  })),
);

/** Until the carousel arrives: its first block where it will stand, so nothing moves. */
function FirstBlock({ block }: { block: HomeBlock }) {
  const titleId = useId();
  return (
    <section className="shop-home-blocks shop-home-blocks--carousel" aria-label={homeMessages.homeBlocks}>
      <div className="shop-home-blocks__nav" />
      <section className="shop-home-blocks__card" aria-labelledby={titleId}>
        <BlockCard block={block} layout="carousel" titleId={titleId} first />
      </section>
    </section>
  );
}

/** SPEC §2 on large screens: the blocks as side-by-side cards, with no carousel code at all. */
function BlockCards({ blocks }: { blocks: HomeBlock[] }) {
  const baseId = useId();
  return (
    <section className="shop-home-blocks shop-home-blocks--cards" aria-label={homeMessages.homeBlocks}>
      {blocks.map((block, i) => (
        <section key={`${block.kind}-${block.title}`} className="shop-home-blocks__card" aria-labelledby={`${baseId}-${i}`}>
          <BlockCard block={block} layout="cards" titleId={`${baseId}-${i}`} first={i === 0} />
        </section>
      ))}
    </section>
  );
}

/**
 * SPEC §2 "Home page blocks": three side-by-side cards from 1024 px (SPEC §9), a swipe carousel
 * below. A block without items is left out; with none left, nothing is shown.
 */
function HomeBlocks({ blocks }: v.InferOutput<typeof propsSchema>) {
  const wide = useMediaQuery(DESKTOP);
  const shown = blocks.filter((block) => block.items.length > 0);
  if (shown.length === 0) return null;
  if (wide) return <BlockCards blocks={shown} />;
  return (
    <Suspense fallback={<FirstBlock block={shown[0]!} />}>
      <BlockCarousel blocks={shown} />
    </Suspense>
  );
}

export default defineWidget({ name: 'home-blocks', propsSchema, Component: HomeBlocks });
