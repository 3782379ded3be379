import * as v from 'valibot';
import { http, parse } from '../../session/http';

/**
 * The search box's suggestions as one types (ours, over SPEC §7
 * `GET /api/products/search?q`). Kept apart from the filter pages' calls
 * (`filters.ts`): the box sits in every page's header, and must not bring the filter pages'
 * code with it.
 */

/** Ours: suggestions are asked for from this many characters, and come at most this many. */
export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_LIMIT = 8;

/** `GET /api/products/search?q` (the reference backend validates with it). */
export const SuggestionQuerySchema = v.object({ q: v.pipe(v.optional(v.string(), ''), v.trim()) });

/** A search suggestion: `image` as on a card (image id or path, or null), `price` as shown. */
export const SuggestionSchema = v.object({
  id: v.number(),
  name: v.string(),
  image: v.nullish(v.string(), null),
  price: v.number(),
});
export type Suggestion = v.InferOutput<typeof SuggestionSchema>;
export const SuggestionsSchema = v.object({ products: v.array(SuggestionSchema) });

/**
 * Suggestions (`GET /api/products/search?q`): at most `SUGGESTION_LIMIT`, products whose name
 * matches every word first, then those matched by brand or category, each by name. `q` is
 * trimmed; under `SUGGESTION_MIN_CHARS` characters the answer is an empty list. `signal` cancels
 * an answer no longer wanted (the shopper typed on).
 */
export const getSuggestions = (q: string, signal?: AbortSignal) =>
  http
    .get('/api/products/search', { searchParams: { q }, signal })
    .json()
    .then(parse(SuggestionsSchema))
    .then((body) => body.products);
