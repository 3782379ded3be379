/** The shape of bench-results/results.json, shared by the bench, the table and the budgets. */
import type { HeapResult } from './heap';
import type { DownloadedFile } from './network';
import type { LongVisitResult } from './long-visit';
import type { InteractionSample } from './timing';

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
  files: DownloadedFile[];
  chainDepth: number;
  deepestChain: string[];
  /** Kit files downloaded that no widget of the page needs at load (per dist/manifest.json). */
  unexpectedFiles: string[];
  widgets: { name: string; state: string; load: string }[];
  consoleErrors: string[];
  mountMs: Record<'1x' | '4x', Stat>;
  heap: HeapResult;
  interactions: Record<string, Stat & { details: InteractionSample[] }>;
}

export interface BenchResults {
  date: string;
  browser: string;
  node: string;
  cpus: number;
  ci: boolean;
  runs: number;
  reference: ReferenceResult;
  pages: PageResult[];
  /** Absent when BENCH_PAGES leaves out 'long-visit'. */
  longVisit?: LongVisitResult;
}

export function stat(samples: number[]): Stat {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, samples };
}
