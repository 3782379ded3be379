import * as v from 'valibot';
import { http, parse } from '../../shared/session/http';

/** A product's reviews (SPEC §3 Review, §7 `GET /product/{id}/reviews`). */

export const ReviewSchema = v.object({
  id: v.number(),
  rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  comment: v.nullish(v.string(), ''),
  created_at: v.string(),
  images: v.optional(v.array(v.string()), []),
  user: v.object({ name: v.string() }),
});
export type Review = v.InferOutput<typeof ReviewSchema>;

export const ReviewSummarySchema = v.object({
  reviews: v.array(ReviewSchema),
  averageRating: v.number(),
  totalReviews: v.number(),
});
export type ReviewSummary = v.InferOutput<typeof ReviewSummarySchema>;

export const getReviews = (productId: number) =>
  http.get(`/product/${productId}/reviews`).json().then(parse(ReviewSummarySchema));
