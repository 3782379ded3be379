/** The shape of bench-results/results.json, shared by the bench, the table and the budgets. */
import type { AfterMountFile } from './after-mount';
import type { HeapResult } from './heap';
import type { LighthouseResult, LighthouseRuns } from './lighthouse';
import type { DownloadedFile } from './network';
import type { LongVisitResult } from './long-visit';
import type { InteractionSample } from './timing';
import type { WarmResult } from './warm';

export interface Stat {
  median: number;
  samples: number[];
}

export interface ReferenceResult {
  url: string;
  gzipBytes: number;
  files: DownloadedFile[];
  chainDepth: number;
  mountMs: Record<'1x' | '4x', Stat>;
}

export interface PageResult {
  key: string;
  url: string;
  /** gzip -9 bytes of the kit's JS and CSS (files under /build/). */
  kitGzipBytes: number;
  /** gzip -9 bytes of the host page's own JS and CSS (the shop's stylesheet): not the kit's. */
  hostGzipBytes: number;
  /** kitGzipBytes − the reference page's JS. */
  deltaGzipBytes: number;
  /** gzip -9 bytes of the kit's files asked for until the network was idle, no interaction (1280×900). */
  idleKitGzipBytes: number;
  /** idleKitGzipBytes − the reference page's JS. */
  idleDeltaGzipBytes: number;
  /** The kit files asked for after mount, with the widgets they are for. */
  afterMount: AfterMountFile[];
  /** Widgets whose node intersects the viewport at network idle. */
  visibleWidgets: string[];
  /** The network log's mount mark, and its last request before the network went idle, ms after navigation start. */
  markMs: number;
  idleMs: number;
  files: DownloadedFile[];
  /** Until mount (network.ts). */
  chainDepth: number;
  deepestChain: string[];
  /** After mount: the most requests of one chain sent after the mark (network.ts). */
  stepsAfterMount: number;
  afterMountChain: string[];
  /** Kit files downloaded that no widget of the page needs at load (per dist/manifest.json). */
  unexpectedFiles: string[];
  widgets: { name: string; state: string; load: string }[];
  consoleErrors: string[];
  mountMs: Record<'1x' | '4x', Stat>;
  /** Median mount ÷ the reference's median mount of the same run. */
  mountRatio: Record<'1x' | '4x', number>;
  /** The page's React floor (floor.ts): its mount, and that ÷ the reference's of the same run. */
  floor: { mountMs: Record<'1x' | '4x', Stat>; overReference: Record<'1x' | '4x', number> };
  /** What the kit adds to React: the median of each load's mount ÷ the floor's load right after it. */
  floorRatio: Record<'1x' | '4x', number>;
  heap: HeapResult;
  /** The median of the Lighthouse runs (pages with `lighthouse: true`, unless BENCH_LIGHTHOUSE=0). */
  lighthouse?: LighthouseResult;
  interactions: Record<string, Stat & { details: InteractionSample[] }>;
}

export interface BenchResults {
  date: string;
  browser: string;
  node: string;
  cpus: number;
  ci: boolean;
  /** The bench's form (profile.ts): quick (CI) or full (the README's figures). */
  profile: 'quick' | 'full';
  /** Loads per mount time, at each CPU rate. */
  runs: Record<'1x' | '4x', number>;
  reference: ReferenceResult;
  pages: PageResult[];
  /** The warm second navigation (unless BENCH_PAGES leaves its pages out). */
  warm?: WarmResult;
  /** Seconds the Lighthouse runs took, all pages (0 when skipped). */
  lighthouseSeconds: number;
  /** The bare React page under Lighthouse, at the same slowdown, and the host's calibration. */
  lighthouseBare?: LighthouseRuns & { cpuSlowdownMultiplier: number; hostBenchmarkIndex: number };
  /** Seconds per phase of the bench (clock.ts), to see where a slow run's time went. */
  phaseSeconds: Record<string, number>;
  /** Absent when BENCH_PAGES leaves out 'long-visit'. */
  longVisit?: LongVisitResult;
}

export function stat(samples: number[]): Stat {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, samples };
}

/** The median of `a[i] ÷ b[i]`: samples taken in pairs, one right after the other. */
export function pairedMedian(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length || !a.length) throw new Error(`pairedMedian: ${a.length} and ${b.length} samples are not pairs`);
  return stat(a.map((value, i) => value / b[i]!)).median;
}
