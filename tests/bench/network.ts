/**
 * What the browser really downloaded for one page, from the Chrome DevTools Protocol network
 * log: every JS and CSS response (gzip -9 size of its body, computed here so the demo server's
 * own compression and the reference server's lack of it do not matter), and the depth of the
 * request chain that led to it.
 *
 * Chain depth: the document is 0. Each request's parent is what Chromium names as its initiator:
 * - `parser`: the document (or stylesheet) whose markup named it → parent's depth + 1;
 * - `script` with a `url`: the module that imports it statically → that module's depth + 1;
 * - `script` with a stack: the script on top of the stack (dynamic `import()`, `fetch`) → + 1;
 * - `script` from "about:client": a `<link>`/`<script>` a script added; Chromium does not say
 *   which script, so an init script records the stack when the element's URL is set
 *   (in-page.ts) and the top script of that stack is the parent.
 * A request whose parent cannot be found gets 1 + the deepest script finished before it was
 * sent (an upper bound: its parent must have been one of them), and is flagged `estimated`.
 * The page's depth is that of the files asked for until the loader's mark; a file asked for
 * after it (a widget mounting when seen) counts the steps of its chain sent after the mark.
 *
 * The whole page: the log runs on, without any interaction, until the network is idle (no
 * request for IDLE_QUIET_MS after the page's idle callbacks ran), at 1280×900 (the issue's
 * figures were measured there). Each file says whether it was asked for after the loader's
 * `shop:widgets-mounted` mark, and the log says which widgets' nodes intersect the viewport
 * then (after-mount.ts judges the files that came after mount by them).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { READ_INSERTED_URLS, RECORD_INSERTED_URLS, VISIBLE_WIDGETS, WIDGET_STATES, waitForMark } from './in-page';

/** The viewport of the network log (a laptop's; the issue's whole-page figures were measured there). */
export const NETWORK_VIEWPORT = { width: 1280, height: 900 };
/** Network idle: no request for this long after the page's idle callbacks ran. */
const IDLE_QUIET_MS = 1_000;
/** A page that never goes idle (a poll) is measured as it stands after this long. */
const IDLE_CAP_MS = 15_000;

/** A text of Chart.js's core that any chart bundles, minified or not. */
const CHART_JS_MARK = "can't acquire context";

export interface DownloadedFile {
  url: string;
  kind: 'js' | 'css';
  bytes: number;
  gzipBytes: number;
  /** Bytes on the wire (the server's own compression), for information. */
  transferBytes: number;
  depth: number;
  /** URLs from the document down to this file. */
  chain: string[];
  estimated: boolean;
  /** The file holds Chart.js (one of its own error texts is in it). */
  chartJs: boolean;
  /** Asked for after the loader's mark (every eager widget mounted). */
  afterMount: boolean;
  /** When it was asked for, ms after navigation start (wall clock). */
  sentMs: number;
  /** The response's Cache-Control header. */
  cacheControl: string;
}

export interface NetworkResult {
  files: DownloadedFile[];
  /** The deepest file asked for until the mark, and its chain. */
  maxDepth: number;
  deepestChain: string[];
  /**
   * Of the files asked for after the mark (widgets that mount when seen or on idle), the most
   * requests of one chain sent after the mark, and that chain: 1 when each such widget asks for
   * all its files at once, from the runtime already there.
   */
  maxStepsAfterMount: number;
  afterMountChain: string[];
  widgets: { name: string; state: string; load: string }[];
  /** Widgets (data-widget names) whose node intersects the viewport at network idle. */
  visibleWidgets: string[];
  /** The mark, and the last request before the network went idle, in ms after navigation start. */
  mountMs: number;
  idleMs: number;
  consoleErrors: string[];
}

interface Initiator {
  type: string;
  url?: string;
  stack?: StackTrace;
}
interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}
interface RequestRecord {
  id: string;
  url: string;
  initiator: Initiator;
  sentAt: number;
  /** Wall clock, ms since the epoch (the page's marks are compared with it). */
  sentWallMs: number;
  isDocument: boolean;
  cacheControl?: string;
  mime?: string;
  resourceType?: string;
  finishedAt?: number;
  transferBytes?: number;
  failed?: string;
}

const SCRIPT_URL_IN_STACK = /(https?:\/\/[^\s()]+?):\d+:\d+/g;

function topOfStack(stack: StackTrace | undefined): string | undefined {
  for (let s = stack; s; s = s.parent) {
    const frame = s.callFrames.find((f) => f.url);
    if (frame) return frame.url;
  }
  return undefined;
}

function kindOf(record: RequestRecord): 'js' | 'css' | null {
  const mime = record.mime ?? '';
  if (/javascript|ecmascript/.test(mime) || record.resourceType === 'Script') return 'js';
  if (mime.includes('css') || record.resourceType === 'Stylesheet') return 'css';
  return null;
}

/** Parent URL of a request, or undefined when the log does not say. */
function parentOf(record: RequestRecord, insertedBy: Record<string, string>): string | undefined {
  const { initiator } = record;
  if (initiator.type === 'parser') return initiator.url;
  if (initiator.type !== 'script') return undefined;
  if (initiator.url && initiator.url !== 'about:client') return initiator.url;
  const top = topOfStack(initiator.stack);
  if (top) return top;
  const stack = insertedBy[record.url];
  if (!stack) return undefined;
  return [...stack.matchAll(SCRIPT_URL_IN_STACK)].map((m) => m[1]!)[0];
}

function depths(records: RequestRecord[], insertedBy: Record<string, string>) {
  const document = records.find((r) => r.isDocument);
  if (!document) throw new Error('the network log has no document request');
  const byUrl = new Map<string, RequestRecord>();
  for (const record of records) if (!byUrl.has(record.url)) byUrl.set(record.url, record);
  const memo = new Map<RequestRecord, { depth: number; chain: string[]; estimated: boolean }>();

  const resolve = (record: RequestRecord, visiting: Set<RequestRecord>): { depth: number; chain: string[]; estimated: boolean } => {
    const known = memo.get(record);
    if (known) return known;
    let result: { depth: number; chain: string[]; estimated: boolean };
    if (record === document) {
      result = { depth: 0, chain: [record.url], estimated: false };
    } else {
      const parentUrl = parentOf(record, insertedBy);
      const parent = parentUrl === undefined ? undefined : byUrl.get(parentUrl);
      if (parent && parent !== record && !visiting.has(parent)) {
        visiting.add(record);
        const up = resolve(parent, visiting);
        visiting.delete(record);
        result = { depth: up.depth + 1, chain: [...up.chain, record.url], estimated: up.estimated };
      } else {
        // Upper bound: the parent is one of the scripts that had arrived when this was sent.
        const arrived = records.filter(
          (r) => r !== record && !visiting.has(r) && r.finishedAt !== undefined && r.finishedAt <= record.sentAt && (r.isDocument || kindOf(r) === 'js'),
        );
        visiting.add(record);
        const candidates = arrived.map((r) => resolve(r, visiting));
        visiting.delete(record);
        const deepest = candidates.reduce((a, b) => (b.depth > a.depth ? b : a), { depth: 0, chain: [document.url], estimated: false });
        result = { depth: deepest.depth + 1, chain: [...deepest.chain, record.url], estimated: true };
      }
    }
    memo.set(record, result);
    return result;
  };
  return (record: RequestRecord) => resolve(record, new Set());
}

/**
 * Waits until no request has been sent for IDLE_QUIET_MS, counted from after the page's idle
 * callbacks ran (widgets that mount `idle` start their requests there); returns the wall clock
 * of the last request (or of now, if there was none). Gives up waiting after `capMs`.
 */
async function waitForIdle(page: Page, records: () => Map<string, RequestRecord>, capMs: number): Promise<number> {
  const started = Date.now();
  const inFlight = () => [...records().values()].filter((r) => r.finishedAt === undefined && !r.failed).length;
  const lastSent = () => Math.max(0, ...[...records().values()].map((r) => r.sentWallMs));
  for (;;) {
    await page.evaluate(IDLE_CALLBACK);
    await page.waitForTimeout(IDLE_QUIET_MS);
    const quiet = Date.now() - lastSent() >= IDLE_QUIET_MS && inFlight() === 0;
    if (quiet || Date.now() - started > capMs) return lastSent() || Date.now();
  }
}

/** Resolves once the page's idle callbacks queued before it have run (two of them, or 2 s). */
const IDLE_CALLBACK = `new Promise((resolve) => {
  const idle = (next) => (window.requestIdleCallback ? requestIdleCallback(next, { timeout: 2000 }) : setTimeout(next, 50));
  idle(() => idle(resolve));
})`;

/**
 * Load `url` in a fresh context (cold cache) and report the JS and CSS it downloaded. `prepare`
 * may set the context up first (the Laravel browser test routes the page's API calls to the
 * reference backend).
 */
export async function networkPass(
  browser: Browser,
  url: string,
  mark: string,
  timeoutMs: number,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<NetworkResult> {
  const context = await browser.newContext({ viewport: NETWORK_VIEWPORT });
  try {
    await prepare?.(context);
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(String(error)));
    await page.addInitScript(RECORD_INSERTED_URLS);
    const cdp = await context.newCDPSession(page);
    const records = new Map<string, RequestRecord>();
    let documentSeen = false;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (records.has(event.requestId)) return; // a redirect of a request already logged
      const isDocument = !documentSeen && event.type === 'Document';
      if (isDocument) documentSeen = true;
      records.set(event.requestId, {
        id: event.requestId,
        url: event.request.url,
        initiator: event.initiator as Initiator,
        sentAt: event.timestamp,
        sentWallMs: event.wallTime * 1000,
        isDocument,
        resourceType: event.type,
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      const record = records.get(event.requestId);
      if (!record) return;
      record.mime = event.response.mimeType;
      record.resourceType = event.type;
      const headers = event.response.headers as Record<string, string>;
      record.cacheControl = Object.entries(headers).find(([name]) => name.toLowerCase() === 'cache-control')?.[1] ?? '';
    });
    cdp.on('Network.loadingFinished', (event) => {
      const record = records.get(event.requestId);
      if (!record) return;
      record.finishedAt = event.timestamp;
      record.transferBytes = event.encodedDataLength;
    });
    cdp.on('Network.loadingFailed', (event) => {
      const record = records.get(event.requestId);
      if (record) record.failed = event.errorText;
    });
    await cdp.send('Network.enable', { maxTotalBufferSize: 64 * 1024 * 1024, maxResourceBufferSize: 16 * 1024 * 1024 });

    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    const markMs = (await page.evaluate(waitForMark(mark, timeoutMs))) as number;
    const timeOrigin = (await page.evaluate('performance.timeOrigin')) as number;
    const markWallMs = timeOrigin + markMs;
    const idleWallMs = await waitForIdle(page, () => records, IDLE_CAP_MS);
    const widgets = (await page.evaluate(WIDGET_STATES)) as NetworkResult['widgets'];
    const visibleWidgets = (await page.evaluate(VISIBLE_WIDGETS)) as string[];
    const insertedBy = (await page.evaluate(READ_INSERTED_URLS)) as Record<string, string>;

    const all = [...records.values()];
    const failed = all.filter((r) => r.failed && kindOf(r) !== null);
    if (failed.length) {
      throw new Error(`${url}: failed to load ${failed.map((r) => `${r.url} (${r.failed})`).join(', ')}`);
    }
    const depthOf = depths(all, insertedBy);
    const files: DownloadedFile[] = [];
    const counted = new Set<string>();
    for (const record of all) {
      const kind = kindOf(record);
      if (!kind || record.finishedAt === undefined || counted.has(record.url)) continue;
      counted.add(record.url);
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: record.id });
      const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
      const { depth, chain, estimated } = depthOf(record);
      files.push({
        url: record.url,
        kind,
        bytes: bytes.length,
        gzipBytes: gzipSync(bytes, { level: 9 }).length,
        transferBytes: record.transferBytes ?? 0,
        depth,
        chain,
        estimated,
        chartJs: bytes.includes(CHART_JS_MARK),
        afterMount: record.sentWallMs > markWallMs,
        sentMs: record.sentWallMs - timeOrigin,
        cacheControl: record.cacheControl ?? '',
      });
    }
    // The chain until mount is what the page waits for (loader → every chunk at once). A widget
    // that mounts later starts from the runtime, which is there by then (itself at depth 2,
    // fetched by the loader after the first paint): its own steps are counted from the mark.
    const sentAfterMark = new Set(all.filter((r) => r.sentWallMs > markWallMs).map((r) => r.url));
    const stepsAfterMount = (file: DownloadedFile) => file.chain.filter((url) => sentAfterMark.has(url)).length;
    const deepest = files.filter((file) => !file.afterMount).reduce<DownloadedFile | undefined>((a, b) => (!a || b.depth > a.depth ? b : a), undefined);
    const longestAfter = files.filter((file) => file.afterMount).reduce<DownloadedFile | undefined>((a, b) => (!a || stepsAfterMount(b) > stepsAfterMount(a) ? b : a), undefined);
    return {
      files,
      maxDepth: deepest?.depth ?? 0,
      deepestChain: deepest?.chain ?? [],
      maxStepsAfterMount: longestAfter ? stepsAfterMount(longestAfter) : 0,
      afterMountChain: longestAfter?.chain ?? [],
      widgets,
      visibleWidgets,
      mountMs: markMs,
      idleMs: idleWallMs - timeOrigin,
      consoleErrors,
    };
  } finally {
    await context.close();
  }
}
