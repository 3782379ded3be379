/** Customer reviews: Sri Lankan reviewer names, ratings skewed positive, a few with photos. */
import { imageFileName } from '../images';
import type { ProductRow, ReviewRow } from '../store/types';
import { PRODUCT_DEFS } from './product-data';
import { createRng, type Rng } from './random';
import { isoAt } from './time';

/** URL prefix of review pictures (served by renderImageSvg('review', name)). */
export const REVIEW_IMAGE_BASE = '/storage/review_images/';

const REVIEWERS = [
  'Chamari Jayasinghe',
  'Dinesh Wickramasinghe',
  'Sanduni Rathnayake',
  'Ruwan Bandara',
  'Ishara Gunawardena',
  'Malith Senanayake',
  'Fathima Rizna',
  'Arjun Sivakumar',
  'Priyanthi Herath',
  'Kavindu Dissanayake',
  'Hiruni Abeysekara',
  'Mohamed Rifkhan',
  'Thilini Karunaratne',
  'Lahiru Weerasinghe',
  'Shanika de Silva',
  'Pradeep Kumara',
  'Nadeesha Ekanayake',
  'Tharindu Jayawardena',
  'Kasuni Madushani',
  'Nirmala Thevarajah',
  'Sajith Fernando',
  'Dilani Samarasinghe',
  'Ashan Liyanage',
  'Yasodha Kumari',
  'Roshan Mendis',
  'Anoma Wijesinghe',
  'Gayan Pathirana',
  'Shehani Kodikara',
  'Vithusha Rajendran',
  'Chathura Gamage',
] as const;

const CITIES = [
  'Kandy',
  'Galle',
  'Matara',
  'Jaffna',
  'Kurunegala',
  'Negombo',
  'Anuradhapura',
  'Batticaloa',
  'Ratnapura',
  'Nuwara Eliya',
  'Trincomalee',
  'Badulla',
  'Gampaha',
  'Kalutara',
] as const;

/** Comment templates by mood; {city} and {item} are filled in. */
const COMMENTS = {
  good: [
    'Excellent quality, exactly as shown in the photos. Delivered to {city} in two days.',
    'Really happy with the {item}. Well packed and the courier called before coming.',
    'Bought this for my amma for Avurudu and she loves it. Will order again!',
    'Good value for the price. Delivery to {city} was quicker than expected.',
    'Second time buying from this shop. Genuine product and great service.',
    'Very nice! Cash on delivery made it easy. Reached {city} within 3 days.',
    'Much better quality than what I found in Pettah. Highly recommended.',
    'Packing was neat and the item was in perfect condition when it reached {city}.',
    'Worth every rupee. The whole family in {city} is using it now.',
    'Ordered on Monday, got it in {city} on Wednesday. Superb service.',
    'The {item} is lovely. Sent it as a gift to my sister in {city} and she was thrilled.',
  ],
  okay: [
    'The {item} is okay, but delivery to {city} took almost a week.',
    'Decent quality for the price. The colour is slightly different from the photo.',
    'It does the job. Packaging could be better.',
    'Average. Expected a bit more for this price but not bad.',
  ],
  bad: [
    'Box arrived damaged in {city}. Customer service replaced it, but it took time.',
    'Not as described. Please check the details before ordering.',
    'Delivery to {city} was delayed by ten days and nobody answered the hotline.',
    'Quality is not what I expected. Would not buy again.',
  ],
} as const;

/** Rating weights for 1..5 stars: mostly 4 and 5. */
const RATING_WEIGHTS = [4, 6, 12, 30, 48];
/** Default number of reviews per product: weights for 0..15. */
const COUNT_WEIGHTS = [12, 6, 8, 9, 9, 8, 7, 6, 5, 4, 3, 2, 2, 1, 1, 1];
/** Share of reviews with customer photos, and how many photos at most. */
const PHOTO_CHANCE = 0.2;
const MAX_PHOTOS = 3;

function commentFor(rating: ReviewRow['rating'], productName: string, rng: Rng): string {
  const pool = rating >= 4 ? COMMENTS.good : rating === 3 ? COMMENTS.okay : COMMENTS.bad;
  return rng.pick(pool).replace('{city}', rng.pick(CITIES)).replace('{item}', productName);
}

/** Reviews of every product, ids in product order, dated between its creation and `now`. */
export function buildReviews(now: Date, products: readonly ProductRow[]): ReviewRow[] {
  const rng = createRng('reviews');
  const reviews: ReviewRow[] = [];
  for (const product of products) {
    const def = PRODUCT_DEFS[product.id - 1];
    const count = def?.reviews ?? rng.weighted(COUNT_WEIGHTS);
    const ageMs = now.getTime() - Date.parse(product.created_at);
    const names = rng.sample(REVIEWERS, count);
    for (let i = 0; i < count; i += 1) {
      const id = reviews.length + 1;
      const rating = (rng.weighted(RATING_WEIGHTS) + 1) as ReviewRow['rating'];
      const photos = rng.chance(PHOTO_CHANCE) ? rng.int(1, MAX_PHOTOS) : 0;
      reviews.push({
        id,
        product_id: product.id,
        user_name: names[i] ?? rng.pick(REVIEWERS),
        rating,
        comment: commentFor(rating, product.name, rng),
        images: Array.from(
          { length: photos },
          (_, n) => `${REVIEW_IMAGE_BASE}${imageFileName('review', id, product.slug, n + 1)}`,
        ),
        created_at: isoAt(now, -Math.floor(rng.next() * ageMs)),
      });
    }
  }
  return reviews;
}
