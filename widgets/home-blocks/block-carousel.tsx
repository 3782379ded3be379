import { useEffect, useId, useRef, useState } from 'react';
import type { HomeBlock } from '../../shared/home/api/home';
import { useArrowHandOver } from '../../shared/home/hooks/use-arrow-hand-over';
import { useReducedMotion } from '../../shared/session/hooks/use-reduced-motion';
import * as homeMessages from '../../shared/home/messages/home';
import { StripArrow } from '../../shared/cards/ui/strip-arrow';
import { BlockCard } from './block-card';
import { attachSwipe, type Swipe } from './swipe';

/** Ours: a slide's glide; none for a shopper who asked for less motion. */
const SLIDE_MS = 300;

/**
 * Loaded on demand with Swiper (JS and CSS) by the widget, only under 1024 px (SPEC §9).
 *
 * SPEC §4 "Home blocks carousel (small screens)": one block at a time, starting at the first;
 * Next only before the last, Previous only after the first, each hidden at its end. Swipes move
 * it too. Blocks out of view are inert, so neither Tab nor a screen reader reaches their links.
 */
export function BlockCarousel({ blocks }: { blocks: HomeBlock[] }) {
  const [index, setIndex] = useState(0);
  const current = Math.min(index, blocks.length - 1);
  const reducedMotion = useReducedMotion();
  const speed = reducedMotion ? 0 : SLIDE_MS;
  const viewport = useRef<HTMLDivElement>(null);
  const swipe = useRef<Swipe | null>(null);
  // Swiper starts at the first block with the speed of the moment; later changes go to it below.
  const startSpeed = useRef(speed);
  const baseId = useId();
  const trackId = `${baseId}track`;

  useEffect(() => {
    if (!viewport.current) return;
    const attached = attachSwipe(viewport.current, { speed: startSpeed.current, onIndex: setIndex });
    swipe.current = attached;
    return () => {
      attached.destroy();
      swipe.current = null;
    };
  }, []);

  useEffect(() => swipe.current?.setSpeed(speed), [speed]);
  useEffect(() => swipe.current?.update(), [blocks]);

  const { nav: navRef, onFocus: onNavFocus } = useArrowHandOver(current);

  function page(direction: 1 | -1) {
    const next = current + direction;
    if (next < 0 || next >= blocks.length) return;
    setIndex(next);
    swipe.current?.slideTo(next);
  }

  return (
    <section className="shop-home-blocks shop-home-blocks--carousel" aria-label={homeMessages.homeBlocks}>
      <div
        className="shop-home-blocks__nav"
        ref={navRef}
        onFocus={onNavFocus}
      >
        <StripArrow direction={-1} label={homeMessages.previousBlock} controls={trackId} atEdge={current === 0} edge="hide" onPage={page} />
        <p className="shop-home-blocks__position" aria-live="polite">
          {homeMessages.blockPosition(current + 1, blocks.length)}
        </p>
        <StripArrow
          direction={1}
          label={homeMessages.nextBlock}
          controls={trackId}
          atEdge={current === blocks.length - 1}
          edge="hide"
          onPage={page}
        />
      </div>
      <div className="swiper shop-home-blocks__viewport" ref={viewport}>
        <div className="swiper-wrapper shop-home-blocks__track" id={trackId}>
          {blocks.map((block, i) => (
            <section
              key={`${block.kind}-${block.title}`}
              className="swiper-slide shop-home-blocks__slide shop-home-blocks__card"
              aria-labelledby={`${baseId}-${i}`}
              inert={i !== current}
            >
              <BlockCard block={block} layout="carousel" titleId={`${baseId}-${i}`} first={i === 0} />
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
