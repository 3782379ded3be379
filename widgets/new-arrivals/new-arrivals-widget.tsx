import { useId, useState } from 'react';
import type * as v from 'valibot';
import { useArrowHandOver } from '../../shared/home/hooks/use-arrow-hand-over';
import { useReducedMotion } from '../../shared/session/hooks/use-reduced-motion';
import { useScrollEdges } from '../../shared/cards/hooks/use-scroll-edges';
import * as homeMessages from '../../shared/home/messages/home';
import { defineWidget } from '../../shared/core/runtime/define-widget';
import { StripArrow } from '../../shared/cards/ui/strip-arrow';
import { StripCards } from '../../shared/cards/ui/strip-cards';
import './new-arrivals.css';
import { useAutoScroll } from './use-auto-scroll';
import { propsSchema } from './props';

/**
 * SPEC §2/§4 "New arrivals": a horizontal strip of product cards that moves by itself every 2 s
 * (300 px, turning at each end) and stops while the pointer or keyboard focus is on it. Arrows
 * show only where there is more to see. Beyond the SPEC: a Pause/Play button (WCAG 2.2.2, for
 * motion that lasts), no movement for a shopper who asked for less motion until they press Play,
 * none in a hidden tab, and the cards scroll by touch, trackpad and keyboard as well.
 */
function NewArrivals({ products, title }: v.InferOutput<typeof propsSchema>) {
  const { overflows, atStart, atEnd, ref: trackRef, scrollPage, scrollBy, edgesNow } = useScrollEdges();
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** The shopper's own choice; until they make one, less motion means paused. */
  const [chosen, setChosen] = useState<'play' | 'pause' | null>(null);
  const stopped = chosen === 'pause' || (chosen === null && reducedMotion);
  const ids = { title: useId(), track: useId() };

  useAutoScroll({ scrollBy, edgesNow }, stopped || hovered || focused);

  const { nav: navRef, onFocus: onNavFocus } = useArrowHandOver(`${atStart}|${atEnd}`);

  if (products.length === 0) return null;
  return (
    <section
      className="shop-strip shop-arrivals"
      aria-labelledby={ids.title}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="shop-strip__header">
        <h2 id={ids.title} className="shop-strip__title">
          {title}
        </h2>
        <div
          className="shop-strip__nav"
          ref={navRef}
          hidden={!overflows}
          onFocus={onNavFocus}
        >
          <button
            type="button"
            className="shop-strip__arrow shop-arrivals__play"
            aria-label={stopped ? homeMessages.playArrivals : homeMessages.pauseArrivals}
            aria-controls={ids.track}
            onClick={() => setChosen(stopped ? 'play' : 'pause')}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              {stopped ? <path d="M8 5v14l11-7z" fill="currentColor" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />}
            </svg>
          </button>
          <StripArrow
            direction={-1}
            label={homeMessages.previousArrivals}
            controls={ids.track}
            atEdge={atStart}
            edge="hide"
            onPage={scrollPage}
          />
          <StripArrow
            direction={1}
            label={homeMessages.nextArrivals}
            controls={ids.track}
            atEdge={atEnd}
            edge="hide"
            onPage={scrollPage}
          />
        </div>
      </div>
      <StripCards id={ids.track} trackRef={trackRef} products={products} />
    </section>
  );
}

export default defineWidget({ name: 'new-arrivals', propsSchema, Component: NewArrivals });
