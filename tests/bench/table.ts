/** The bench's table, for people. */
import { baseName } from './budget';
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

export function formatTable(results: BenchResults): string {
  const { reference } = results;
  const header = ['page', 'kit JS+CSS gz (B)', 'Δ vs reference', 'host CSS/JS gz', 'kit files', 'chain depth', 'mount 1×', 'mount 4×', `heap growth (${results.pages[0]?.heap.cycles ?? 0}×)`, 'interactions p50 @4×'];
  const rows = [
    header,
    ['reference (bare React root)', int(reference.gzipBytes), '—', '—', `${reference.files.length} JS`, String(reference.chainDepth), ms(reference.mountMs['1x'].median), ms(reference.mountMs['4x'].median), '—', '—'],
  ];
  for (const page of results.pages) {
    const interactions = Object.entries(page.interactions).map(([name, s]) => `${name} ${ms(s.median)}`).join(', ');
    rows.push([
      page.key,
      int(page.kitGzipBytes),
      signed(page.deltaGzipBytes),
      int(page.hostGzipBytes),
      filesLine(page),
      String(page.chainDepth),
      `${ms(page.mountMs['1x'].median)} (${signed(page.mountMs['1x'].median - reference.mountMs['1x'].median)})`,
      `${ms(page.mountMs['4x'].median)} (${signed(page.mountMs['4x'].median - reference.mountMs['4x'].median)})`,
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
