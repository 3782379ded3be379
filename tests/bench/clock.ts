/**
 * Where the bench's time goes: every log line carries the minutes since the bench started, each
 * phase's seconds are kept for results.json, and the machine's load is printed when the bench
 * starts and when it gives up. A CI run that ran out of time then tells which phase was slow and
 * whether something else was using the CPU, which a bare "gave up" cannot.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';

export interface Clock {
  log(message: string): void;
  /** Runs `work` as the phase `name` and adds its seconds to `seconds[name]`. */
  phase<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Seconds per phase, in the order they first ran; the one under way is counted up to now. */
  seconds(): Record<string, number>;
  /** The phase under way, if any. */
  current(): string | undefined;
}

const mmss = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

export function startClock(prefix = 'bench', now: () => number = () => performance.now()): Clock {
  const started = now();
  const done = new Map<string, number>();
  let running: { name: string; since: number } | undefined;
  return {
    log(message) {
      console.log(`${prefix} ${mmss(now() - started)}: ${message}`);
    },
    async phase(name, work) {
      const outer = running;
      running = { name, since: now() };
      const mine = running;
      try {
        return await work();
      } finally {
        done.set(name, (done.get(name) ?? 0) + (now() - mine.since) / 1000);
        running = outer;
      }
    },
    seconds() {
      const out = Object.fromEntries(done);
      if (running) out[running.name] = (out[running.name] ?? 0) + (now() - running.since) / 1000;
      return out;
    },
    current: () => running?.name,
  };
}

/** "load 1.92 1.40 0.88" and the five processes using the most CPU (ps), for the log. */
export function machineLoad(): string {
  const load = `load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} (2 cores is 2.00)`;
  try {
    const ps = execFileSync('ps', ['-eo', 'pcpu,etimes,args', '--sort=-pcpu'], { encoding: 'utf8', timeout: 5000 });
    const top = ps.split('\n').slice(0, 6).map((line) => `  ${line.slice(0, 160)}`);
    return [load, '  top processes by CPU since they started (%CPU, seconds, command):', ...top.slice(1)].join('\n');
  } catch {
    return load;
  }
}

export function formatPhases(seconds: Record<string, number>): string {
  const total = Object.values(seconds).reduce((sum, s) => sum + s, 0);
  const rows = Object.entries(seconds).map(([name, s]) => `  ${s.toFixed(0).padStart(5)} s  ${name}`);
  return [`time per phase (${total.toFixed(0)} s):`, ...rows].join('\n');
}
