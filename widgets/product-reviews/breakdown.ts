import type { Review } from './api';

export type StarLevel = 5 | 4 | 3 | 2 | 1;

export interface BreakdownRow {
  stars: StarLevel;
  count: number;
  /** Whole percent of all reviews (SPEC §9: rounded to whole numbers). */
  percent: number;
}

const LEVELS: readonly StarLevel[] = [5, 4, 3, 2, 1];

/**
 * SPEC §2/§9 per-star breakdown, 5 down to 1: each review's rating rounded to 1–5, each
 * level's share of all reviews rounded to a whole percent (so the shares may not add up to
 * exactly 100).
 */
export function ratingBreakdown(reviews: readonly Pick<Review, 'rating'>[]): BreakdownRow[] {
  const counts = new Map<number, number>();
  for (const { rating } of reviews) {
    const level = Math.min(5, Math.max(1, Math.round(rating)));
    counts.set(level, (counts.get(level) ?? 0) + 1);
  }
  return LEVELS.map((stars) => {
    const count = counts.get(stars) ?? 0;
    return { stars, count, percent: reviews.length ? Math.round((count / reviews.length) * 100) : 0 };
  });
}
