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

/**
 * Five stars, each filled to its share of the rating (3.7 → three full, one 70 %, one empty),
 * exposed as one image with a text name.
 */
export function Stars({ rating, size = 'md', label }: StarsProps) {
  const clamped = Number.isFinite(rating) ? Math.min(STAR_COUNT, Math.max(0, rating)) : 0;
  return (
    <span
      className={`shop-stars shop-stars--${size}`}
      role="img"
      aria-label={label ?? uiMessages.starsLabel(clamped)}
    >
      {Array.from({ length: STAR_COUNT }, (_, index) => {
        const percent = Math.round(Math.min(1, Math.max(0, clamped - index)) * 100);
        return (
          <span key={index} className="shop-stars__star">
            <StarShape className="shop-stars__empty" />
            <span className="shop-stars__fill" style={{ width: `${percent}%` }}>
              <StarShape className="shop-stars__full" />
            </span>
          </span>
        );
      })}
    </span>
  );
}

function StarShape({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={STAR_PATH} />
    </svg>
  );
}
