/**
 * How many times the bench repeats each measure. Two forms check the same budgets, every one of
 * them, on the same pages:
 *   - quick (`npm run bench`, what CI runs): fewer loads, clicks and Lighthouse runs, where the
 *     budgets' margins allow it: 3 loads per mount time, the floor ratios read from pairs of
 *     loads (docs/decisions.md#the-checks-in-ci-within-40-minutes says from which runs);
 *   - full (`npm run bench -- --full`): the repeats behind the README's performance figures.
 * `BENCH_RUNS=n` overrides the mount loads of either (when working on one page).
 */
export interface BenchProfile {
  name: 'quick' | 'full';
  /** Cold loads per page and per CPU rate for the mount times (the median is compared). */
  mountLoads: number;
  /** Clicks of each interaction on each of the two page loads (median of both rounds). */
  clicksPerRound: number;
  /** Lighthouse runs per page (the median run by Lighthouse's computeMedianRun). */
  lighthouseRuns: number;
}

const PROFILES: Record<BenchProfile['name'], Omit<BenchProfile, 'name'>> = {
  quick: { mountLoads: 3, clicksPerRound: 3, lighthouseRuns: 1 },
  full: { mountLoads: 5, clicksPerRound: 5, lighthouseRuns: 3 },
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
    profile.mountLoads = runs;
  }
  return profile;
}
