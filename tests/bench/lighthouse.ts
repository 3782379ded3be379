/**
 * Lighthouse from the bench: the default (mobile) configuration — simulated slow 4G, 4× CPU —
 * with the categories performance, accessibility and best practices, `runs` runs per page in one
 * Debian Chromium (chrome-launcher; no tool may download a browser here), the median run by
 * Lighthouse's own computeMedianRun (the run nearest the medians of FCP and TTI). Every run's
 * report is kept as bench-results/lighthouse/<page>-<n>.json (CI keeps the workspace).
 */
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from '@playwright/test';
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN, SLOW_HOST_BENCHMARK_INDEX } from './lighthouse-cpu';
import { CHROMIUM } from '../chromium';
import * as chromeLauncher from 'chrome-launcher';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

export interface LighthouseFailure {
  category: string;
  audit: string;
  title: string;
}

export interface LighthouseResult {
  /** Scores of the median run, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Performance score of every run, in order, and which one is the median. */
  runs: number[];
  medianRun: number;
  /** The CPU slowdown the runs simulated (4, unless the host was slow: cpuSlowdownFor). */
  cpuSlowdownMultiplier: number;
  /** Lighthouse's benchmarkIndex of every run: the host's CPU speed as Lighthouse saw it (about 1,000-1,900 on this project's machines). */
  benchmarkIndex: number[];
  /** Weighted audits of accessibility and best practices that did not pass (median run). */
  failing: LighthouseFailure[];
  /** Reports, relative to the repository. */
  reports: string[];
  seconds: number;
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function summary(lhr: Result) {
  const failing: LighthouseFailure[] = [];
  for (const category of ['accessibility', 'best-practices']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push({ category, audit: ref.id, title: audit.title });
    }
  }
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: metric(lhr, 'speed-index'),
    failing,
  };
}

/** Lighthouse's own benchmark (the one behind lhr.environment.benchmarkIndex), run in a tab of its Chromium. */
async function hostBenchmarkIndex(port: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const index = (await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)) as number;
    await page.close();
    return index;
  } finally {
    await browser.close(); // connected, not launched: this only disconnects
  }
}

export interface LighthouseRunner {
  run(key: string, url: string): Promise<LighthouseResult>;
  close(): Promise<void>;
}

/** One Chromium for every run; `outDir` (bench-results/lighthouse) is emptied first. */
export async function startLighthouse(root: string, outDir: string, runs: number, log: (message: string) => void): Promise<LighthouseRunner> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // --disable-frame-rate-limit: headless Chromium's compositor withheld frames for ~1 s at a
    // time during load (GoogleChrome/lighthouse#17148), so in 11 of 14 runs the observed first
    // paint came at 1.2 or 2.2 s although the page was ready at 0.2-0.6 s, and Lantern, which
    // cuts its graphs at the observed paints, counted every task before it (scores 64-99 for
    // one page). With the flag: 0 late paints in 12 runs.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-frame-rate-limit'],
    logLevel: 'silent',
  });
  return {
    async run(key, url) {
      const started = performance.now();
      const lhrs: Result[] = [];
      const reports: string[] = [];
      const index = await hostBenchmarkIndex(chrome.port);
      const cpuSlowdownMultiplier = cpuSlowdownFor(index);
      if (cpuSlowdownMultiplier !== DEFAULT_CPU_SLOWDOWN) {
        log(`${key}: the host's benchmarkIndex is ${Math.round(index)} (under ${SLOW_HOST_BENCHMARK_INDEX}): Lighthouse simulates a ${cpuSlowdownMultiplier}× CPU slowdown instead of 4×`);
      }
      for (let n = 1; n <= runs; n++) {
        log(`${key}: Lighthouse run ${n} of ${runs}…`);
        const runStarted = performance.now();
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          ...(cpuSlowdownMultiplier === DEFAULT_CPU_SLOWDOWN ? {} : { throttling: { cpuSlowdownMultiplier } }),
        });
        if (!result) throw new Error(`${key}: Lighthouse returned nothing for ${url}`);
        const lhr = result.lhr;
        if (lhr.runtimeError) throw new Error(`${key}: Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const file = path.join(outDir, `${key}-${n}.json`);
        await writeFile(file, typeof result.report === 'string' ? result.report : JSON.stringify(lhr));
        reports.push(path.relative(root, file));
        lhrs.push(lhr);
        log(
          `${key}: run ${n}: performance ${score(lhr, 'performance')}, benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}, ${((performance.now() - runStarted) / 1000).toFixed(0)} s`,
        );
      }
      const median = computeMedianRun(lhrs);
      return {
        ...summary(median),
        runs: lhrs.map((lhr) => score(lhr, 'performance')),
        medianRun: lhrs.indexOf(median) + 1,
        cpuSlowdownMultiplier,
        benchmarkIndex: lhrs.map((lhr) => Math.round(lhr.environment.benchmarkIndex)),
        reports,
        seconds: (performance.now() - started) / 1000,
      };
    },
    async close() {
      chrome.kill();
    },
  };
}
