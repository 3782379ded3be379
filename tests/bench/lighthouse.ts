/**
 * Lighthouse from the bench, as a developer runs it (issue 31): Lighthouse 12's own CLI, a fresh
 * Debian Chromium for every run (no tool may download a browser here), the default mobile
 * configuration (simulated slow 4G) with the CPU slowdown calibrated to the host
 * (lighthouse-cpu.ts). Each page runs beside its no-script copy (noscript-copy.ts), one run of the
 * page then one of the copy, so both meet the same moment of the machine; the bare React page
 * runs the same way. The median run is Lighthouse's own computeMedianRun (the run nearest the
 * medians of FCP and TTI). Every report is kept as bench-results/lighthouse/<name>-<n>.json.
 *
 * One flag beside the CLI's defaults: --disable-frame-rate-limit. Headless Chromium's compositor
 * withholds frames for up to seconds during load (GoogleChrome/lighthouse#17148): with the
 * defaults, home's observed first paint came at 1,235 and 2,293 ms after DOMContentLoaded at
 * 488 ms (2026-12-04), and Lantern, which cuts its graphs at the observed paints, then counts every
 * task before them. With the flag the observed paints were 544-603 ms.
 */
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { cpuSlowdownFor } from './lighthouse-cpu';
import { CHROMIUM } from '../chromium';

const run = promisify(execFile);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-frame-rate-limit';

export interface LighthouseFailure {
  category: string;
  audit: string;
  title: string;
}

/** One URL's runs: the median run's figures, every run's score and the host as each run saw it. */
export interface LighthouseRuns {
  /** Scores of the median run, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Long tasks of the median run as Lighthouse simulated them (ms, at the slowdown), by script. */
  longTasks: { url: string; ms: number }[];
  /** Performance score of every run, in order, and which one is the median. */
  runs: number[];
  medianRun: number;
  /** Lighthouse's benchmarkIndex in each run. */
  benchmarkIndex: number[];
  /** Weighted audits of accessibility and best practices that did not pass (median run). */
  failing: LighthouseFailure[];
  /** Reports, relative to the repository. */
  reports: string[];
}

/** A page of the kit: its runs and its no-script copy's, measured in turns. */
export interface LighthouseResult extends LighthouseRuns {
  copy: LighthouseRuns;
  /** The page's median LCP ÷ its copy's median LCP. */
  lcpOverCopy: number;
  cpuSlowdownMultiplier: number;
  seconds: number;
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function summary(lhrs: Result[], reports: string[]): LighthouseRuns {
  const median = computeMedianRun(lhrs);
  const failing: LighthouseFailure[] = [];
  for (const category of ['accessibility', 'best-practices']) {
    for (const ref of median.categories[category]?.auditRefs ?? []) {
      const audit = median.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push({ category, audit: ref.id, title: audit.title });
    }
  }
  const tasks = (median.audits['long-tasks']?.details as { items?: { url: string; duration: number }[] } | undefined)?.items ?? [];
  return {
    performance: score(median, 'performance'),
    accessibility: score(median, 'accessibility'),
    bestPractices: score(median, 'best-practices'),
    fcpMs: metric(median, 'first-contentful-paint'),
    lcpMs: metric(median, 'largest-contentful-paint'),
    tbtMs: metric(median, 'total-blocking-time'),
    cls: metric(median, 'cumulative-layout-shift'),
    speedIndexMs: metric(median, 'speed-index'),
    longTasks: tasks.map((task) => ({ url: task.url, ms: Math.round(task.duration) })),
    runs: lhrs.map((lhr) => score(lhr, 'performance')),
    medianRun: lhrs.indexOf(median) + 1,
    benchmarkIndex: lhrs.map((lhr) => Math.round(lhr.environment.benchmarkIndex)),
    failing,
    reports,
  };
}

/** Lighthouse's own benchmark (the one behind lhr.environment.benchmarkIndex): the median of three, in a Chromium of its own. */
async function hostBenchmarkIndex(): Promise<number> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS.split(' '), logLevel: 'silent' });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const indexes: number[] = [];
    for (let i = 0; i < 3; i++) indexes.push((await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number);
    await browser.close();
    return indexes.sort((a, b) => a - b)[1]!;
  } finally {
    chrome.kill();
  }
}

export interface LighthouseRunner {
  readonly cpuSlowdownMultiplier: number;
  readonly benchmarkIndex: number;
  /** The page `runs` times and its copy `copyRuns` times, in turns. */
  page(key: string, url: string, copyUrl: string): Promise<LighthouseResult>;
  /** A page without a copy (the bare React page), `runs` times. */
  alone(key: string, url: string): Promise<LighthouseRuns>;
}

export async function startLighthouse(
  root: string,
  outDir: string,
  { runs, copyRuns }: { runs: number; copyRuns: number },
  log: (message: string) => void,
): Promise<LighthouseRunner> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const benchmarkIndex = await hostBenchmarkIndex();
  const cpuSlowdownMultiplier = cpuSlowdownFor(benchmarkIndex);
  log(`Lighthouse: the host's benchmarkIndex is ${Math.round(benchmarkIndex)}: a CPU slowdown of ${cpuSlowdownMultiplier}× (4 × index ÷ 1,000)`);
  const cli = path.join(root, 'node_modules/lighthouse/cli/index.js');

  async function once(name: string, url: string, n: number, categories: readonly string[]): Promise<{ lhr: Result; report: string }> {
    const file = path.join(outDir, `${name}-${n}.json`);
    const started = performance.now();
    await run(
      process.execPath,
      [
        cli,
        url,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--output=json',
        `--output-path=${file}`,
        `--only-categories=${categories.join(',')}`,
        `--throttling.cpuSlowdownMultiplier=${cpuSlowdownMultiplier}`,
        '--quiet',
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 16 * 1024 * 1024, timeout: 180_000 },
    );
    const lhr = JSON.parse(await readFile(file, 'utf8')) as Result;
    if (lhr.runtimeError) throw new Error(`${name}: Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    log(
      `${name}: run ${n}: performance ${score(lhr, 'performance')}, LCP ${Math.round(metric(lhr, 'largest-contentful-paint'))} ms, TBT ${Math.round(metric(lhr, 'total-blocking-time'))} ms, benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    return { lhr, report: path.relative(root, file) };
  }

  return {
    cpuSlowdownMultiplier,
    benchmarkIndex: Math.round(benchmarkIndex),
    async page(key, url, copyUrl) {
      const started = performance.now();
      const kit: { lhr: Result; report: string }[] = [];
      const copy: { lhr: Result; report: string }[] = [];
      for (let n = 1; n <= Math.max(runs, copyRuns); n++) {
        if (n <= runs) kit.push(await once(key, url, n, CATEGORIES));
        if (n <= copyRuns) copy.push(await once(`${key}-copy`, copyUrl, n, ['performance']));
      }
      const page = summary(kit.map((r) => r.lhr), kit.map((r) => r.report));
      const copied = summary(copy.map((r) => r.lhr), copy.map((r) => r.report));
      return { ...page, copy: copied, lcpOverCopy: page.lcpMs / copied.lcpMs, cpuSlowdownMultiplier, seconds: (performance.now() - started) / 1000 };
    },
    async alone(key, url) {
      const done: { lhr: Result; report: string }[] = [];
      for (let n = 1; n <= runs; n++) done.push(await once(key, url, n, ['performance']));
      return summary(done.map((r) => r.lhr), done.map((r) => r.report));
    },
  };
}
