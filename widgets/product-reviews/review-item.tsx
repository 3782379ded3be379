import type { Review } from './api';
import * as reviewsMessages from './messages';
import { Stars } from '../../shared/catalogue/ui/stars';
import { safeHref } from '../../shared/core/urls';
import { reviewDate } from './review-date';

/** Thumbnail edge, also the intrinsic size hint so nothing shifts while photos load. */
const PHOTO_PX = 72;

/** One review: reviewer, stars, date, comment and photos (SPEC §3 Review). */
export function ReviewItem({ review, headingLevel }: { review: Review; headingLevel: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const name = review.user.name.trim();
  const date = reviewDate(review.created_at);
  // Photo addresses come from data: only http(s) or same-origin ones are shown.
  const photos = review.images.flatMap((image) => safeHref(image) ?? []);
  return (
    <article className="shop-rv__review">
      <div className="shop-rv__review-head">
        <span className="shop-rv__avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <div className="shop-rv__who">
          <Heading className="shop-rv__name">{name}</Heading>
          {date && (
            <time className="shop-rv__date" dateTime={review.created_at}>
              {date}
            </time>
          )}
        </div>
      </div>
      <Stars rating={review.rating} size="sm" />
      {review.comment && <p className="shop-rv__comment">{review.comment}</p>}
      {photos.length > 0 && (
        <ul className="shop-rv__photos">
          {photos.map((src, index) => (
            <li key={src + index}>
              <img
                className="shop-rv__photo"
                src={src}
                alt={reviewsMessages.photoAlt(index + 1, name)}
                width={PHOTO_PX}
                height={PHOTO_PX}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/** "Nimal Perera" → "NP": a quiet avatar, since reviews carry no picture of the reviewer. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => word.charAt(0).toUpperCase()).join('');
}
