import type { ReviewSummary } from './api';
import * as reviewsMessages from './messages';
import { STAR_BAR_COLOURS, Stars } from '../../shared/catalogue/ui/stars';
import { ratingBreakdown } from './breakdown';

/**
 * SPEC §2: the average with five partially filled stars, 'Based on N ratings', and the bars
 * from 5 down to 1 in the §9 colours. Each bar is read out as one phrase ("5 stars: 64%").
 */
export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  const average = summary.averageRating;
  return (
    <div className="shop-rv__summary">
      <div className="shop-rv__average">
        <span className="shop-rv__score" aria-hidden="true">
          {average.toFixed(1)}
        </span>
        <div className="shop-rv__average-detail">
          <Stars rating={average} size="lg" />
          <p className="shop-rv__based-on">{reviewsMessages.basedOn(summary.totalReviews)}</p>
        </div>
      </div>
      <ul className="shop-rv__bars" aria-label={reviewsMessages.breakdownLabel}>
        {ratingBreakdown(summary.reviews).map(({ stars, percent }) => (
          <li key={stars} className="shop-rv__bar-row">
            <span className="shop-visually-hidden">{reviewsMessages.starShare(stars, percent)}</span>
            <span className="shop-rv__bar-level" aria-hidden="true">
              {stars}
              <StarGlyph />
            </span>
            <span className="shop-rv__bar" aria-hidden="true">
              <span
                className="shop-rv__bar-fill"
                style={{ width: `${percent}%`, background: STAR_BAR_COLOURS[stars] }}
              />
            </span>
            <span className="shop-rv__bar-percent" aria-hidden="true">
              {percent}%
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function StarGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" focusable="false">
      <path
        d="M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55-4.76-4.64 6.58-.96z"
        fill="currentColor"
      />
    </svg>
  );
}
