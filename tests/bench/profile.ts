/**
 * How many times the bench repeats each measure. Two forms check the same budgets, every one of
 * them, on the same pages:
 *   - quick (`npm run bench`, what CI runs): fewer loads, clicks and Lighthouse runs, where the
 *     budgets' margins allow it: 3 loads per mount time at 4× CPU and 5 at 1×, the floor ratios
 *     read from pairs of loads (docs/decisions.md#the-checks-in-ci-within-40-minutes says from
 *     which runs);
 *   - full (`npm run bench -- --full`): the repeats behind the README's performance figures.
 * `BENCH_RUNS=n` overrides the mount loads of either, at both rates (when working on one page).
 */
export interface BenchProfile {
  name: 'quick' | 'full';
  /**
   * Cold loads per page for the mount times at each CPU rate (the median is compared). A 1× mount
   * is short, so a busy moment of the machine or a slow answer of the server is more of it, and
   * its loads cost half as much: 1× takes more of them.
   */
  mountLoads: Record<'1x' | '4x', number>;
  /** Clicks of each interaction on each of the two page loads (median of both rounds). */
  clicksPerRound: number;
  /** Lighthouse runs per page (the median run by Lighthouse's computeMedianRun). */
  lighthouseRuns: number;
}

const PROFILES: Record<BenchProfile['name'], Omit<BenchProfile, 'name'>> = {
  quick: { mountLoads: { '1x': 5, '4x': 3 }, clicksPerRound: 3, lighthouseRuns: 1 },
  full: { mountLoads: { '1x': 5, '4x': 5 }, clicksPerRound: 5, lighthouseRuns: 3 },
};

/** The profile `argv` (`--full`, `--quick`) and `env` (BENCH_RUNS) ask for; quick by default. */
export function benchProfile(argv: readonly string[], env: Record<string, string | undefined>): BenchProfile {
  const unknown = argv.filter((arg) => arg.startsWith('-') && arg !== '--full' && arg !== '--quick');
  if (unknown.length) throw new Error(`bench: unknown option ${unknown.join(' ')} (--full for the README's figures; the quick form is the default)`);
  const name = argv.includes('--full') ? 'full' : 'quick';
  const profile = { name, ...PROFILES[name] } as BenchProfile;
  if (env.BENCH_RUNS !== undefined) {
    const runs = Number(env.BENCH_RUNS);
    if (!Number.isInteger(runs) || runs < 1) throw new Error(`bench: BENCH_RUNS must be a whole number of loads, 1 or more (got "${env.BENCH_RUNS}")`);
    profile.mountLoads = { '1x': runs, '4x': runs };
  }
  return profile;
}
