/** The bench's table, for people. */
import { baseName, type Budget } from './budget';
import type { BenchResults, PageResult } from './results';

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const signed = (n: number) => (n >= 0 ? '+' : '−') + int(Math.abs(n));
const ms = (n: number) => `${int(n)} ms`;

function render(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(rows[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

const kb = (n: number) => `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(1)} KB`;

function heapCell(page: PageResult): string {
  const { heap } = page;
  const listeners = heap.listeners.after - heap.listeners.baseline;
  return `${kb(heap.growthKB)} (windows ${heap.windowsKB.map(kb).join(', ')}; listeners ${signed(listeners)}; 1st remount ${kb(heap.firstCycleKB)})`;
}

function filesLine(page: PageResult): string {
  const kit = page.files.filter((f) => new URL(f.url).pathname.startsWith('/build/'));
  const js = kit.filter((f) => f.kind === 'js').length;
  return `${kit.length - js} CSS + ${js} JS`;
}

const ratio = (n: number) => `${n.toFixed(2)}×`;

export function formatTable(results: BenchResults, budget?: Budget): string {
  const { reference } = results;
  const header = ['page', 'kit JS+CSS gz (B)', 'Δ to mount', 'Δ at idle (budget)', 'host CSS/JS gz', 'kit files', 'chain depth', 'mount 1× (÷ ref, budget)', 'mount 4× (÷ ref, budget)', 'React floor 1× / 4× (÷ ref)', 'mount ÷ floor 1× / 4× (budget)', `heap growth (${results.pages[0]?.heap.cycles ?? 0}×)`, 'interactions p50 @4×'];
  const rows = [
    header,
    ['reference (bare React root)', int(reference.gzipBytes), '—', '—', '—', `${reference.files.length} JS`, String(reference.chainDepth), ms(reference.mountMs['1x'].median), ms(reference.mountMs['4x'].median), '—', '—', '—', '—'],
  ];
  for (const page of results.pages) {
    const interactions = Object.entries(page.interactions).map(([name, s]) => `${name} ${ms(s.median)}`).join(', ');
    rows.push([
      page.key,
      int(page.kitGzipBytes),
      signed(page.deltaGzipBytes),
      `${signed(page.idleDeltaGzipBytes)} (≤ ${signed(budget?.pages[page.key]?.maxIdleDeltaGzipBytes ?? Number.NaN)})`,
      int(page.hostGzipBytes),
      filesLine(page),
      String(page.chainDepth),
      `${ms(page.mountMs['1x'].median)} (${ratio(page.mountRatio['1x'])}, ≤ ${ratio(budget?.pages[page.key]?.maxMountRatio1x ?? Number.NaN)})`,
      `${ms(page.mountMs['4x'].median)} (${ratio(page.mountRatio['4x'])}, ≤ ${ratio(budget?.pages[page.key]?.maxMountRatio4x ?? Number.NaN)})`,
      `${ms(page.floor.mountMs['1x'].median)} (${ratio(page.floor.overReference['1x'])}) / ${ms(page.floor.mountMs['4x'].median)} (${ratio(page.floor.overReference['4x'])})`,
      `${ratio(page.floorRatio['1x'])} (≤ ${ratio(budget?.pages[page.key]?.maxFloorRatio1x ?? Number.NaN)}) / ${ratio(page.floorRatio['4x'])} (≤ ${ratio(budget?.pages[page.key]?.maxFloorRatio4x ?? Number.NaN)})`,
      heapCell(page),
      interactions || '—',
    ]);
  }
  return render(rows);
}

/** Per page: every file with its gzip size and depth, largest first. */
export function formatFiles(results: BenchResults): string {
  const out: string[] = [];
  for (const page of [{ key: 'reference', files: results.reference.files }, ...results.pages]) {
    out.push(`${page.key}:`);
    for (const file of [...page.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      const flag = file.estimated ? ' (depth estimated: initiator unknown)' : '';
      out.push(`  ${int(file.gzipBytes).padStart(7)} B gz  depth ${file.depth}  ${baseName(file.url)}${flag}`);
    }
  }
  return out.join('\n');
}

const seconds = (n: number) => `${(n / 1000).toFixed(2)} s`;

/**
 * The whole page (files after mount, for which widget), Lighthouse against its budgets, and
 * the warm walk.
 */
export function formatWhole(results: BenchResults, budget: Budget): string {
  const out: string[] = ['Whole page at network idle (1280×900, no interaction): kit files asked for after mount'];
  for (const page of results.pages) {
    const late = page.afterMount;
    const lateBytes = late.reduce((sum, file) => sum + file.gzipBytes, 0);
    out.push(`  ${page.key}: mount mark at ${int(page.markMs)} ms, last request at ${int(page.idleMs)} ms; ${late.length ? `${late.length} file(s), ${int(lateBytes)} B gz after mount` : 'nothing after mount'}; on screen: ${page.visibleWidgets.join(', ') || '—'}`);
    for (const file of late) {
      const why = file.onScreen.length ? `for ${file.onScreen.join(', ')} (on screen)` : file.allowedBecause ? `allowed: ${file.allowedBecause}` : file.widgets.length ? `for ${file.widgets.join(', ')}: NOT ON SCREEN` : 'for no widget of the page';
      out.push(`    ${int(file.gzipBytes).padStart(7)} B gz  ${file.file}  ${why}`);
    }
  }
  const audited = results.pages.filter((page) => page.lighthouse);
  if (audited.length) {
    const bare = results.lighthouseBare;
    const first = audited[0]!.lighthouse!;
    out.push(
      '',
      `Lighthouse 12 CLI mobile (simulated slow 4G), a fresh Chromium per run, CPU slowdown ${first.cpuSlowdownMultiplier}× (4 × the host's benchmarkIndex ${bare?.hostBenchmarkIndex ?? '?'} ÷ 1,000: lighthouse-cpu.ts), median of ${first.runs.length} run(s), each beside its no-script copy; ${int(results.lighthouseSeconds)} s in all`,
    );
    if (bare) out.push(`  the bare React page: performance ${bare.performance} (runs ${bare.runs.join(', ')}), FCP ${seconds(bare.fcpMs)}, LCP ${seconds(bare.lcpMs)}, TBT ${ms(bare.tbtMs)}`);
    const rows = [['page', 'performance (runs)', 'LCP', 'copy: perf / LCP / TBT', 'LCP ÷ copy', 'TBT', 'TBT − bare', 'a11y / bp', 'CLS', 'budget (LCP÷copy / TBT−bare / perf−bare / a11y / bp / CLS)', 'longest tasks', 'failing audits']];
    for (const page of audited) {
      const lh = page.lighthouse!;
      const b = budget.pages[page.key]?.lighthouse;
      rows.push([
        page.key,
        `${lh.performance} (${lh.runs.join(', ')}; median run ${lh.medianRun}; benchmarkIndex ${lh.benchmarkIndex.join(', ')})`,
        seconds(lh.lcpMs),
        `${lh.copy.performance} / ${seconds(lh.copy.lcpMs)} / ${ms(lh.copy.tbtMs)}`,
        `${lh.lcpOverCopy.toFixed(2)}×`,
        ms(lh.tbtMs),
        bare ? ms(lh.tbtMs - bare.tbtMs) : '?',
        `${lh.accessibility} / ${lh.bestPractices}`,
        lh.cls.toFixed(3),
        b ? `≤ ${b.maxLcpOverCopy}× / ≤ ${ms(b.maxTbtOverBareMs)} / ≥ ${b.minPerformanceOverBare} / ≥ ${b.minAccessibility} / ≥ ${b.minBestPractices} / ≤ ${b.maxCls}` : 'none',
        lh.longTasks.slice(0, 3).map((t) => `${baseName(t.url.startsWith('http') ? t.url : `http://x/${t.url}`)} ${t.ms}`).join(', ') || '—',
        lh.failing.map((f) => f.audit).join(', ') || '—',
      ]);
    }
    out.push(render(rows));
  }
  if (results.warm) {
    const { warm } = results;
    out.push('', `Warm walk (one browser, HTTP cache on): ${warm.steps.map((s) => s.key).join(' → ')}`);
    for (const step of warm.steps) {
      const again = step.redownloaded.map((f) => `${f.file} ${int(f.transferBytes)} B`).join(', ');
      out.push(`  ${step.key}: ${step.kitFiles} kit files; downloaded again ${again || 'nothing'}; revalidated ${step.revalidated.join(', ') || 'nothing'}`);
    }
    out.push(`  in all: ${int(warm.redownloadedBytes)} B downloaded again (budget ${int(budget.warmNavigation.maxRedownloadBytes)}), ${warm.revalidations} revalidations (budget ${budget.warmNavigation.maxRevalidations}); files without "immutable": ${warm.notImmutable.map((f) => f.file).join(', ') || 'none'}`);
  }
  return out.join('\n');
}
