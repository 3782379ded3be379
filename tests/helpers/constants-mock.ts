import type * as Constants from '../../shared/core/constants';

/**
 * The shared constants with a few overridden, for `vi.mock` of shared/core/constants in component
 * tests. vi.mock is hoisted above the file's imports, so its factory cannot use an imported
 * binding; it reaches this module with `await import` inside the factory (vitest's way to share
 * a factory):
 *
 *   vi.mock('../../../shared/constants', async (original) =>
 *     (await import('../../helpers/constants-mock')).constantsWith(original));
 */
export async function constantsWith(original: () => Promise<typeof Constants>, overrides: Overrides = QUICK_FAILURES) {
  return { ...(await original()), ...overrides };
}

/** Other values for some of the constants (a number may be any number, not just the real one). */
type Overrides = { [K in keyof typeof Constants]?: (typeof Constants)[K] extends number ? number : (typeof Constants)[K] };

/**
 * Short timeouts and no silent GET retries: a failure shows at once (SPEC §8's texts without
 * waiting out the real timeout), and each call the widget makes reaches the server once, so the
 * tests can count them.
 */
export const QUICK_FAILURES: Overrides = { HTTP_TIMEOUT_MS: 1_000, HTTP_GET_RETRIES: 0 };
