import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';

/** Cards per chunk: whole rows at 2, 3, 4 and 5 columns (product-grid.css), so a chunk's gap is whole rows. */
export const WINDOW_CHUNK = 60;
/** Ours: cards this many screen heights above or below the screen stay drawn. */
const NEAR_SCREENS = 1;

interface Measured {
  height: number;
  /** The grid's width and the chunk's cards when measured: either changed, the height is stale. */
  width: number;
  cards: number;
}

const chunkOf = (element: Element) => Number((element as HTMLElement).dataset.chunk);

/**
 * A long visit stays fast (the 1,200 cards: click to next paint within 50 ms at 4× CPU,
 * JS heap under 50 KB per page). Cards further than NEAR_SCREENS screens from the viewport are
 * dropped, a chunk of WINDOW_CHUNK at a time, and one empty row of the chunk's measured height
 * stands in for them, so nothing on screen moves and the scrollbar stays true. Measured:
 * content-visibility alone kept every card's fibres and paint layers (heart 198 ms, 243 KB per
 * page); dropping them is what meets both.
 *
 * Every grid child carries `data-chunk`. A chunk is dropped only once it has been drawn at the
 * grid's present width with all its cards (a new or resized chunk is drawn first, then
 * measured), and never while it holds the focus, so keyboard users keep their place.
 * Returns the chunks to stand in for, with their heights.
 */
export function useCardWindow(grid: RefObject<HTMLElement | null>, cards: number) {
  const [gaps, setGaps] = useState<ReadonlyMap<number, number>>(() => new Map());
  const measuredChunks = useRef(new Map<number, Measured>());

  const update = useEffectEvent(() => {
    const list = grid.current;
    if (!list) return;
    const heights = measuredChunks.current;
    const width = list.clientWidth;
    const margin = window.innerHeight * NEAR_SCREENS;
    const focused = list.contains(document.activeElement) ? document.activeElement?.closest('[data-chunk]') : null;
    const focusedChunk = focused ? chunkOf(focused) : null;

    // Each chunk's first and last element on the grid (its cards, or its one stand-in).
    const ends = new Map<number, [Element, Element, number]>();
    for (const child of list.children) {
      const chunk = chunkOf(child);
      const seen = ends.get(chunk);
      if (seen) {
        seen[1] = child;
        seen[2]++;
      } else ends.set(chunk, [child, child, 1]);
    }

    const next = new Map<number, number>();
    for (const [chunk, [first, last, count]] of ends) {
      const top = first.getBoundingClientRect().top;
      const bottom = last.getBoundingClientRect().bottom;
      const standIn = gaps.has(chunk);
      if (!standIn) heights.set(chunk, { height: bottom - top, width, cards: count });
      const measured = heights.get(chunk);
      // Only full chunks: a visit of under WINDOW_CHUNK cards keeps them all, and the newest
      // cards, which the next page is appended to, are never dropped.
      const full = cards - chunk * WINDOW_CHUNK >= WINDOW_CHUNK;
      const near = bottom >= -margin && top <= window.innerHeight + margin;
      if (full && !near && chunk !== focusedChunk && measured && measured.width === width && measured.cards === WINDOW_CHUNK) {
        next.set(chunk, measured.height);
      }
    }
    const same = next.size === gaps.size && [...next].every(([chunk, height]) => gaps.get(chunk) === height);
    if (!same) setGaps(next);
  });

  // In the frame after every change of cards or stand-ins: measure what was drawn, drop what is far.
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => update());
    return () => window.cancelAnimationFrame(frame);
  }, [cards, gaps]);

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (!frame) {
        frame = window.requestAnimationFrame(() => {
          frame = 0;
          update();
        });
      }
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.cancelAnimationFrame(frame);
    };
  }, []);

  return gaps;
}
