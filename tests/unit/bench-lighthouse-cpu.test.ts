import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from '../bench/lighthouse-cpu';

describe("Lighthouse's CPU slowdown for the host", () => {
  it("is Lighthouse's 4× on this project's machines (benchmarkIndex 1,024-1,907 when the budgets were set)", () => {
    for (const index of [1000, 1024, 1212, 1907, 2600]) expect(cpuSlowdownFor(index)).toBe(4);
  });

  it('is lowered in proportion below the index where Lighthouse warns that 4× overstates the slowdown', () => {
    expect(cpuSlowdownFor(990)).toBe(4);
    expect(cpuSlowdownFor(900)).toBe(3.6);
    expect(cpuSlowdownFor(500)).toBe(2);
  });

  it('never goes under 1× (no speed-up), and keeps 4× when the benchmark gave nothing usable', () => {
    expect(cpuSlowdownFor(200)).toBe(1);
    expect(cpuSlowdownFor(0)).toBe(4);
    expect(cpuSlowdownFor(Number.NaN)).toBe(4);
  });
});
