import { describe, expect, it } from 'vitest';
import { benchProfile } from '../bench/profile';

describe("the bench's two forms", () => {
  it('is the quick form unless --full is asked for: fewer clicks and Lighthouse runs, as many mount loads', () => {
    const quick = benchProfile([], {});
    const full = benchProfile(['--full'], {});
    expect(quick.name).toBe('quick');
    expect(full.name).toBe('full');
    expect(benchProfile(['--quick'], {}).name).toBe('quick');
    expect(quick.mountLoads).toBe(full.mountLoads);
    expect(quick.clicksPerRound).toBeLessThan(full.clicksPerRound);
    expect(quick.lighthouseRuns).toBeLessThan(full.lighthouseRuns);
    expect(full).toMatchObject({ mountLoads: 5, clicksPerRound: 5, lighthouseRuns: 3 });
  });

  it('takes BENCH_RUNS as the mount loads of either form', () => {
    expect(benchProfile([], { BENCH_RUNS: '7' }).mountLoads).toBe(7);
    expect(benchProfile(['--full'], { BENCH_RUNS: '1' })).toMatchObject({ name: 'full', mountLoads: 1, lighthouseRuns: 3 });
  });

  it('refuses an option it does not know and a BENCH_RUNS that is no count, saying what it takes', () => {
    expect(() => benchProfile(['--fast'], {})).toThrow('bench: unknown option --fast (--full for');
    for (const runs of ['0', 'five', '2.5', '']) expect(() => benchProfile([], { BENCH_RUNS: runs })).toThrow('BENCH_RUNS must be a whole number');
  });
});
