import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPhases, startClock } from '../bench/clock';

describe('the bench clock', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints the minutes since the start on every line', () => {
    let now = 0;
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    const clock = startClock('bench', () => now);
    clock.log('building the kit…');
    now = 754_000;
    clock.log('Lighthouse run 1 of 3…');
    expect(lines).toEqual(['bench 00:00: building the kit…', 'bench 12:34: Lighthouse run 1 of 3…']);
  });

  it('adds up the seconds of each phase, and counts the one under way up to now (what the watchdog prints)', async () => {
    let now = 0;
    const clock = startClock('bench', () => now);
    await clock.phase('heap', async () => {
      now += 30_000;
    });
    await clock.phase('heap', async () => {
      now += 12_000;
    });
    let release!: () => void;
    const lighthouse = clock.phase('Lighthouse', () => new Promise<void>((resolve) => (release = resolve)));
    now += 5_000;
    expect(clock.current()).toBe('Lighthouse');
    expect(clock.seconds()).toEqual({ heap: 42, Lighthouse: 5 });
    release();
    await lighthouse;
    expect(clock.current()).toBeUndefined();
  });

  it('keeps the time of a phase that threw', async () => {
    let now = 0;
    const clock = startClock('bench', () => now);
    await expect(
      clock.phase('long visit', async () => {
        now += 9_000;
        throw new Error('timed out');
      }),
    ).rejects.toThrow('timed out');
    expect(clock.seconds()).toEqual({ 'long visit': 9 });
  });

  it('prints a table of the phases with their total', () => {
    expect(formatPhases({ 'build the kit': 20.4, Lighthouse: 280.2 })).toBe(
      ['time per phase (301 s):', '     20 s  build the kit', '    280 s  Lighthouse'].join('\n'),
    );
  });
});
