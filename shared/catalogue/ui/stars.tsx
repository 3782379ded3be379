import { useId } from 'react';
import './stars.css';
import * as uiMessages from '../messages/ui';

const STAR_COUNT = 5;
const STAR_PATH =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55-4.76-4.64 6.58-.96z';

/** SPEC §9: the bar colour of each star level in a rating breakdown (theme variables). */
export const STAR_BAR_COLOURS = {
  5: 'var(--shop-color-rating-5)',
  4: 'var(--shop-color-rating-4)',
  3: 'var(--shop-color-rating-3)',
  2: 'var(--shop-color-rating-2)',
  1: 'var(--shop-color-rating-1)',
} as const satisfies Record<1 | 2 | 3 | 4 | 5, string>;

export interface StarsProps {
  /** Average rating, 0 to 5; values outside are clamped. */
  rating: number;
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name; defaults to "Rated 3.7 out of 5". */
  label?: string;
}

/** Star size and the gap between stars, in the SVG's units. */
const STAR_UNITS = 24;
const GAP_UNITS = 3;
const PITCH = STAR_UNITS + GAP_UNITS;
const WIDTH_UNITS = STAR_COUNT * PITCH - GAP_UNITS;

/**
 * Five stars, each filled to its share of the rating (3.7 → three full, one 70 %, one empty),
 * exposed as one image with a text name. One SVG: the full stars are the empty ones again,
 * clipped to a rectangle per star inside the SVG. (Five clipped boxes per card cost the filter
 * pages a third of every tick's frame: each was a clip the browser had to layer.)
 */
export function Stars({ rating, size = 'md', label }: StarsProps) {
  const clipId = useId();
  const clamped = Number.isFinite(rating) ? Math.min(STAR_COUNT, Math.max(0, rating)) : 0;
  const stars = Array.from({ length: STAR_COUNT }, (_, index) => (
    <path key={index} d={STAR_PATH} transform={index ? `translate(${index * PITCH} 0)` : undefined} />
  ));
  return (
    <svg
      className={`shop-stars shop-stars--${size}`}
      viewBox={`0 0 ${WIDTH_UNITS} ${STAR_UNITS}`}
      role="img"
      aria-label={label ?? uiMessages.starsLabel(clamped)}
      focusable="false"
    >
      <clipPath id={clipId}>
        {Array.from({ length: STAR_COUNT }, (_, index) => {
          const share = Math.min(1, Math.max(0, clamped - index));
          return <rect key={index} x={index * PITCH} y={0} width={Math.round(share * STAR_UNITS * 100) / 100} height={STAR_UNITS} />;
        })}
      </clipPath>
      <g className="shop-stars__empty">{stars}</g>
      <g className="shop-stars__full" clipPath={`url(#${clipId})`}>
        {stars}
      </g>
    </svg>
  );
}
