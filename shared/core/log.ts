/**
 * The silent failures of SPEC §8 (auth status, reviews, wishlist check, …): logged for
 * developers, never shown, and the screen carries on with its empty or default state.
 */
export function logFailure(context: string, error: unknown): void {
  console.error(`[shop-widgets] ${context}`, error);
}
