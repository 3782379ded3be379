/** bench-budget.json: its shape, and the comparison that fails the bench. */
import { readFile } from 'node:fs/promises';
import { afterMountBreaches } from './after-mount';
import type { LighthouseResult } from './lighthouse';
import type { BenchResults } from './results';

const failingOf = (lh: LighthouseResult, category: string) => {
  const audits = lh.failing.filter((f) => f.category === category).map((f) => f.audit);
  return audits.length ? ` (failing: ${audits.join(', ')})` : '';
};

/**
 * Differences to the same run's references (issue 31), never one host's absolute figures: the
 * page's LCP ÷ its no-script copy's, its TBT and performance against the bare React page's at the
 * same calibrated slowdown.
 */
export interface LighthouseBudget {
  maxLcpOverCopy: number;
  maxTbtOverBareMs: number;
  /** Performance score minus the bare page's (−5: at most 5 points under it). */
  minPerformanceOverBare: number;
  minAccessibility: number;
  minBestPractices: number;
  maxCls: number;
}

export interface PageBudget {
  /** Kit JS+CSS gzip bytes above the bare React reference, asked for until mount. */
  maxDeltaGzipBytes: number;
  /** The same until the network is idle, no interaction, at 1280×900 (the whole page). */
  maxIdleDeltaGzipBytes: number;
  /** Median mount ÷ the reference's median mount of the same run. */
  maxMountRatio1x: number;
  maxMountRatio4x: number;
  /** Median mount ÷ the median mount of the page's React floor (floor.ts) of the same run. */
  maxFloorRatio1x: number;
  maxFloorRatio4x: number;
  /** The median Lighthouse run (pages with `lighthouse: true` in pages.ts). */
  lighthouse?: LighthouseBudget;
  /** Deepest JS/CSS request: document = 0, what the HTML names = 1. */
  maxChainDepth: number;
  maxMountMs1x?: number;
  maxMountMs4x: number;
  maxHeapGrowthKB: number;
  /** Event listeners (DevTools' DOM counters) added by the unmount/mount cycles and never removed. */
  maxListenerGrowth?: number;
  interactions?: Record<string, { maxNextPaintMs4x: number }>;
  /**
   * This page may download Chart.js (the sales page only:
   * docs/decisions.md#the-sales-chart-brings-chartjs-to-one-page); any other page that does fails.
   */
  chartJs?: boolean;
}

export interface Budget {
  /**
   * The bare React reference's mount medians on a quiet machine when the budgets were set.
   * A run whose reference mounts slower (a busy machine) stretches every millisecond budget by
   * the same factor, never below 1: a slower machine does not fail the bench, a slower kit does.
   */
  referenceMountMs: { '1x': number; '4x': number };
  /** The warm walk (warm.ts): kit bytes downloaded again and 304 revalidations, over all its pages. */
  warmNavigation: { maxRedownloadBytes: number; maxRevalidations: number };
  pages: Record<string, PageBudget>;
}

const PAGE_KEYS = new Set(['maxDeltaGzipBytes', 'maxIdleDeltaGzipBytes', 'maxMountRatio1x', 'maxMountRatio4x', 'maxFloorRatio1x', 'maxFloorRatio4x', 'lighthouse', 'maxChainDepth', 'maxMountMs1x', 'maxMountMs4x', 'maxHeapGrowthKB', 'maxListenerGrowth', 'interactions', 'chartJs']);
const REQUIRED = ['maxDeltaGzipBytes', 'maxIdleDeltaGzipBytes', 'maxMountRatio1x', 'maxMountRatio4x', 'maxFloorRatio1x', 'maxFloorRatio4x', 'maxChainDepth', 'maxMountMs4x', 'maxHeapGrowthKB'] as const;
const LIGHTHOUSE_KEYS = ['maxLcpOverCopy', 'maxTbtOverBareMs', 'minPerformanceOverBare', 'minAccessibility', 'minBestPractices', 'maxCls'] as const;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Read and validate the budget file: a typo must not silently switch a budget off ("$…" keys are notes). */
export async function readBudget(file: string): Promise<Budget> {
  const problems: string[] = [];
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
  const pages = (raw as { pages?: unknown })?.pages;
  if (!pages || typeof pages !== 'object') throw new Error(`${file}: "pages" is missing`);
  const reference = (raw as { referenceMountMs?: Record<string, unknown> })?.referenceMountMs;
  if (!isNumber(reference?.['1x']) || !isNumber(reference?.['4x'])) {
    problems.push('referenceMountMs must be { "1x": number, "4x": number }');
  }
  const warm = (raw as { warmNavigation?: Record<string, unknown> })?.warmNavigation;
  if (!isNumber(warm?.maxRedownloadBytes) || !isNumber(warm?.maxRevalidations)) {
    problems.push('warmNavigation must be { "maxRedownloadBytes": number, "maxRevalidations": number }');
  }
  for (const [key, budget] of Object.entries(pages as Record<string, Record<string, unknown>>)) {
    for (const name of Object.keys(budget)) if (!PAGE_KEYS.has(name) && !name.startsWith('$')) problems.push(`pages.${key}.${name} is not a known budget`);
    for (const name of REQUIRED) if (!isNumber(budget[name])) problems.push(`pages.${key}.${name} must be a number`);
    for (const name of ['maxMountMs1x', 'maxListenerGrowth']) {
      if (budget[name] !== undefined && !isNumber(budget[name])) problems.push(`pages.${key}.${name} must be a number`);
    }
    if (budget.lighthouse !== undefined) {
      const lh = budget.lighthouse as Record<string, unknown>;
      for (const name of Object.keys(lh)) if (!(LIGHTHOUSE_KEYS as readonly string[]).includes(name) && !name.startsWith('$')) problems.push(`pages.${key}.lighthouse.${name} is not a known budget`);
      for (const name of LIGHTHOUSE_KEYS) if (!isNumber(lh[name])) problems.push(`pages.${key}.lighthouse.${name} must be a number`);
    }
    if (budget.chartJs !== undefined && typeof budget.chartJs !== 'boolean') problems.push(`pages.${key}.chartJs must be true or false`);
    for (const [name, limits] of Object.entries((budget.interactions ?? {}) as Record<string, Record<string, unknown>>)) {
      if (!isNumber(limits?.maxNextPaintMs4x) || Object.keys(limits).length !== 1) {
        problems.push(`pages.${key}.interactions["${name}"] must be { "maxNextPaintMs4x": number }`);
      }
    }
  }
  if (problems.length) throw new Error(`${file}:\n  ${problems.join('\n  ')}`);
  return raw as Budget;
}

export interface Verdict {
  checked: number;
  breaches: string[];
  /** How much slower than the budgets' quiet machine this run's reference mounted (≥ 1). */
  slowdown: { '1x': number; '4x': number };
}

const fmt = (n: number) => (Math.abs(n) < 100 && !Number.isInteger(n) ? n.toFixed(1) : Math.round(n).toLocaleString('en-US'));

/** Every budget of every page, plus the checks that have no number: right files, all widgets mounted. */
export function checkBudget(results: BenchResults, budget: Budget, { partial = false, lighthouse = true } = {}): Verdict {
  const breaches: string[] = [];
  let checked = 0;
  const slowdown = {
    '1x': Math.max(1, results.reference.mountMs['1x'].median / budget.referenceMountMs['1x']),
    '4x': Math.max(1, results.reference.mountMs['4x'].median / budget.referenceMountMs['4x']),
  };
  const scaled = (max: number | undefined, rate: '1x' | '4x') => (max === undefined ? undefined : max * slowdown[rate]);
  const limit = (what: string, value: number, max: number | undefined, unit: string) => {
    if (max === undefined) return;
    checked++;
    if (value > max) breaches.push(`${what}: ${fmt(value)} ${unit} > budget ${fmt(max)} ${unit}`);
  };
  const atLeast = (what: string, value: number, min: number) => {
    checked++;
    if (value < min) breaches.push(`${what}: ${fmt(value)} < budget ${fmt(min)}`);
  };
  if (results.warm) {
    const { warm } = results;
    const again = warm.steps.flatMap((step) => step.redownloaded.map((f) => `${step.key}: ${f.file}`)).join(', ');
    const revalidated = warm.steps.flatMap((step) => step.revalidated.map((f) => `${step.key}: ${f}`)).join(', ');
    limit(`warm navigation: kit bytes downloaded again${again ? ` (${again})` : ''}`, warm.redownloadedBytes, budget.warmNavigation.maxRedownloadBytes, 'B');
    limit(`warm navigation: kit files revalidated (304)${revalidated ? ` (${revalidated})` : ''}`, warm.revalidations, budget.warmNavigation.maxRevalidations, '');
    checked++;
    if (warm.notImmutable.length) {
      breaches.push(`kit files served without "immutable": ${warm.notImmutable.map((f) => `${f.file} (${f.cacheControl})`).join(', ')}`);
    }
  }
  // A run of some pages only (BENCH_PAGES) checks those; CI measures every page.
  for (const key of partial ? [] : Object.keys(budget.pages)) {
    if (!results.pages.some((page) => page.key === key)) breaches.push(`bench-budget.json has a budget for "${key}", which the bench does not measure`);
  }
  for (const page of results.pages) {
    const b = budget.pages[page.key];
    if (!b) {
      breaches.push(`${page.key}: no budget in bench-budget.json`);
      continue;
    }
    limit(`${page.key}: JS+CSS over the React reference, until mount`, page.deltaGzipBytes, b.maxDeltaGzipBytes, 'B gzip');
    limit(`${page.key}: JS+CSS over the React reference, until the network is idle (1280×900)`, page.idleDeltaGzipBytes, b.maxIdleDeltaGzipBytes, 'B gzip');
    limit(`${page.key}: mount at 1× CPU ÷ the reference's`, page.mountRatio['1x'], b.maxMountRatio1x, '×');
    limit(`${page.key}: mount at 4× CPU ÷ the reference's`, page.mountRatio['4x'], b.maxMountRatio4x, '×');
    limit(`${page.key}: mount at 1× CPU ÷ its React floor's`, page.floorRatio['1x'], b.maxFloorRatio1x, '×');
    limit(`${page.key}: mount at 4× CPU ÷ its React floor's`, page.floorRatio['4x'], b.maxFloorRatio4x, '×');
    if (page.lighthouse) {
      const lh = page.lighthouse;
      const lb = b.lighthouse;
      if (!lb) breaches.push(`${page.key}: Lighthouse measured it, but bench-budget.json has no lighthouse budget for it`);
      else {
        const runs = `median of runs ${lh.runs.join(', ')}`;
        const bare = results.lighthouseBare;
        const at = `${lh.cpuSlowdownMultiplier}× CPU`;
        limit(`${page.key}: Lighthouse LCP ÷ its no-script copy's (${Math.round(lh.lcpMs)} ÷ ${Math.round(lh.copy.lcpMs)} ms)`, lh.lcpOverCopy, lb.maxLcpOverCopy, '×');
        if (!bare) breaches.push(`${page.key}: Lighthouse measured it without the bare React page to compare it with`);
        else {
          limit(`${page.key}: Lighthouse TBT over the bare React page's at ${at} (${Math.round(lh.tbtMs)} − ${Math.round(bare.tbtMs)} ms)`, lh.tbtMs - bare.tbtMs, lb.maxTbtOverBareMs, 'ms');
          atLeast(`${page.key}: Lighthouse performance minus the bare React page's at ${at} (${runs}; bare ${bare.performance})`, lh.performance - bare.performance, lb.minPerformanceOverBare);
        }
        atLeast(`${page.key}: Lighthouse accessibility${failingOf(lh, 'accessibility')}`, lh.accessibility, lb.minAccessibility);
        atLeast(`${page.key}: Lighthouse best practices${failingOf(lh, 'best-practices')}`, lh.bestPractices, lb.minBestPractices);
        limit(`${page.key}: Lighthouse CLS (median run)`, lh.cls, lb.maxCls, '');
      }
    } else if (lighthouse && b.lighthouse) {
      breaches.push(`${page.key}: bench-budget.json has a lighthouse budget, but pages.ts does not ask Lighthouse to measure it`);
    }
    checked++;
    breaches.push(...afterMountBreaches(page.key, page.afterMount));
    limit(`${page.key}: request chain depth until mount (${page.deepestChain.map(baseName).join(' → ')})`, page.chainDepth, b.maxChainDepth, '');
    // No budget: a widget that mounts later asks for all its files at once (ARCHITECTURE "Build").
    limit(`${page.key}: requests in one chain after mount (${page.afterMountChain.map(baseName).join(' → ')})`, page.stepsAfterMount, 1, '');
    limit(`${page.key}: mount at 1× CPU (median)`, page.mountMs['1x'].median, scaled(b.maxMountMs1x, '1x'), 'ms');
    limit(`${page.key}: mount at 4× CPU (median)`, page.mountMs['4x'].median, scaled(b.maxMountMs4x, '4x'), 'ms');
    limit(`${page.key}: JS heap growth over ${page.heap.cycles} unmount/mount cycles`, page.heap.growthKB, b.maxHeapGrowthKB, 'KB');
    limit(`${page.key}: event listeners left by ${page.heap.cycles} unmount/mount cycles`, page.heap.listeners.after - page.heap.listeners.baseline, b.maxListenerGrowth, '');
    for (const [name, measured] of Object.entries(page.interactions)) {
      const max = b.interactions?.[name]?.maxNextPaintMs4x;
      if (max === undefined) breaches.push(`${page.key}: interaction "${name}" has no budget in bench-budget.json`);
      const samples = measured.samples.map((ms) => Math.round(ms)).join(', ');
      limit(`${page.key}: "${name}" click to next paint at 4× CPU (median of ${samples} ms)`, measured.median, scaled(max, '4x'), 'ms');
    }
    for (const name of Object.keys(b.interactions ?? {})) {
      if (!(name in page.interactions)) breaches.push(`${page.key}: budget for interaction "${name}", which pages.ts does not declare`);
    }
    checked++;
    const chartFiles = page.files.filter((file) => file.chartJs).map((file) => baseName(file.url));
    if (chartFiles.length && !b.chartJs) breaches.push(`${page.key}: downloaded Chart.js (${chartFiles.join(', ')}), which only the sales page may`);
    if (!chartFiles.length && b.chartJs) breaches.push(`${page.key}: draws its chart without Chart.js? None of its files holds it`);
    checked++;
    if (page.unexpectedFiles.length) {
      breaches.push(`${page.key}: downloaded files its widgets do not need: ${page.unexpectedFiles.join(', ')}`);
    }
    checked++;
    // Eager widgets must have mounted; `visible`/`idle` ones may still wait for their trigger.
    const broken = page.widgets.filter((w) => w.state === 'error' || (w.load === 'eager' && w.state !== 'mounted'));
    if (broken.length) breaches.push(`${page.key}: widgets not mounted: ${broken.map((w) => `${w.name} (${w.state})`).join(', ')}`);
  }
  return { checked, breaches, slowdown };
}

export const baseName = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname === '/' || !pathname.includes('.') ? pathname + search : pathname.slice(pathname.lastIndexOf('/') + 1);
};
