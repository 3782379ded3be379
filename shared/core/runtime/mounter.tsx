import { startTransition, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import * as commonMessages from '../messages/common';
import type { MountableComponent, WidgetLoader } from './define-widget';
import { hasFields, readFields, restoreFields } from './carry-fields';
import { WidgetErrorBoundary } from './error-boundary';
import { parseProps, readRawProps } from './props';
import { loadMode, schedule } from './triggers';
// The design tokens: in the stylesheet of the runtime's chunk, which every page prints first.
import '../styles/theme.css';
// The widgets' first draws and the heights their nodes keep, before any widget's own stylesheet.
import '../styles/first-draws.css';

/** One widget node's life: waiting for its trigger, loading, mounted or failed. */
type Entry =
  | { state: 'scheduled'; cancel: () => void }
  | { state: 'loading'; done: Promise<void> }
  | { state: 'mounted'; root: Root; rendered: () => void }
  | { state: 'failed' };

export interface Mounter {
  /** Schedule every widget node under `root` (and `root` itself) by its `data-load`. */
  scan(root?: ParentNode): void;
  /** Mount one node now, whatever its `data-load`; resolves once it rendered (or failed). */
  mount(el: Element): Promise<void>;
  /** Unmount one node (timers, observers and listeners of the widget are released). */
  unmount(el: Element): void;
  /** Unmount every node this mounter mounted or scheduled. */
  unmountAll(): void;
  /** Mount nodes added later and unmount removed ones; returns a function that stops it. */
  observe(root?: Node): () => void;
  /** Settles when every eager widget found by the first scan has rendered or failed. */
  readonly ready: Promise<void>;
}

export interface MounterOptions {
  registry: Readonly<Record<string, WidgetLoader>>;
  /** Fetch a widget's chunks and CSS alongside its module (build output only). */
  loadAssets?: (name: string) => Promise<void>;
}

const SELECTOR = '[data-widget]';

function showInlineError(el: Element, text: string): void {
  const note = document.createElement('p');
  note.className = 'shop-widget-error';
  note.setAttribute('role', 'alert');
  note.textContent = text;
  el.replaceChildren(note);
  el.setAttribute('data-widget-state', 'error');
}

function Rendered({ host, onRendered, children }: { host: Element; onRendered: () => void; children: ReactNode }) {
  // Marked in the commit that replaces the placeholder, before the browser paints: until then
  // the node keeps the place theme.css reserves for it (a visible-loaded widget's height), so
  // nothing below moves into view while the first render is being drawn. A widget that crashed
  // on it is already marked 'error' by its boundary.
  useLayoutEffect(() => {
    if (!host.hasAttribute('data-widget-state')) host.setAttribute('data-widget-state', 'mounted');
  }, [host]);
  useEffect(onRendered, [onRendered]);
  return children;
}

/**
 * The mount runtime (ARCHITECTURE "The widget contract"): finds `[data-widget]` nodes, loads
 * only the widgets present, parses their props with the widget's schema, and keeps one React
 * root per node. A bad node (bad JSON, props failing the schema, a chunk that will not load) is
 * reported on the console with the widget's name and the failing path, shows a short inline note,
 * and never stops the other widgets. A node of an unknown name is reported on the console with
 * the known names and keeps what the page printed in it (its fallback).
 */
export function createMounter({ registry, loadAssets }: MounterOptions): Mounter {
  const entries = new WeakMap<Element, Entry>();
  // Props read from a child JSON script: React replaces the node's children on mount, so a
  // later mount of the same node (after an unmount) must find them here.
  const scriptProps = new WeakMap<Element, ReturnType<typeof readRawProps>>();
  const tracked = new Set<Element>();
  const firstEager: Promise<void>[] = [];
  let scanned = false;
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  function fail(el: Element, widget: string, detail: string, text: string): void {
    console.error(`[shop-widgets] widget "${widget}": ${detail}`);
    entries.set(el, { state: 'failed' });
    showInlineError(el, text);
  }

  async function load(el: Element, name: string, loading: Entry): Promise<void> {
    const loader = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!loader) {
      // Not this kit's node (a typo, or a widget of a newer build): the page's own fallback is
      // the best thing the shopper can see, so the node stays as written and only the console
      // says what is wrong.
      const known = Object.keys(registry).sort().join(', ');
      console.error(`[shop-widgets] widget "${name}": unknown widget name (known widgets: ${known})`);
      entries.set(el, { state: 'failed' });
      // Looked at, and left as it is: a page (and its tests) can tell it from one still waiting,
      // and a `visible` node gives up the height kept for a widget that will not come (theme.css).
      el.setAttribute('data-widget-state', 'unknown');
      return;
    }
    const raw = el.hasAttribute('data-props') ? readRawProps(el) : (scriptProps.get(el) ?? readRawProps(el));
    if (!el.hasAttribute('data-props')) scriptProps.set(el, raw);
    if (!raw.ok) {
      fail(el, name, `invalid props at "${raw.path}": ${raw.reason}`, commonMessages.widgetPropsInvalid);
      return;
    }
    let definition;
    try {
      // Assets first: their modulepreloads carry the files' integrity (SRI), which a module the
      // import has already asked for would not be checked against.
      const assets = loadAssets?.(name);
      [{ default: definition }] = await Promise.all([loader(), assets]);
    } catch (error) {
      fail(el, name, `could not be loaded (${String(error)})`, commonMessages.widgetCrashed);
      return;
    }
    // Removed or unmounted while its code was on the way.
    if (entries.get(el) !== loading || !el.isConnected) return;
    const parsed = parseProps(definition.propsSchema, raw.props);
    if (!parsed.ok) {
      fail(el, name, `invalid props at "${parsed.path}": ${parsed.reason}`, commonMessages.widgetPropsInvalid);
      return;
    }
    const Component = definition.Component as MountableComponent;
    const root = createRoot(el, {
      onUncaughtError: (error) => console.error(`[shop-widgets] widget "${name}"`, error),
    });
    let rendered!: () => void;
    const done = new Promise<void>((resolve) => (rendered = resolve));
    // `rendered` is also called by an unmount before the first commit, so `ready` still settles.
    entries.set(el, { state: 'mounted', root, rendered });
    // Outside the boundary, so a widget that crashes on its first render (and shows the
    // boundary's note instead) also counts as rendered.
    const widget = (
      <Rendered host={el} onRendered={rendered}>
        <WidgetErrorBoundary widget={name} host={el}>
          <Component {...(parsed.props as Record<string, unknown>)} />
        </WidgetErrorBoundary>
      </Rendered>
    );
    if (hasFields(el)) {
      // A placeholder the shopper can type into is replaced in one step: what they typed is read
      // in the same task as the render that replaces it, so nothing typed between is lost.
      const typed = readFields(el);
      flushSync(() => root.render(widget));
      if (typed.length > 0) flushSync(() => restoreFields(el, typed));
    } else {
      // Anything else renders as a transition: React draws it in slices of about 5 ms and the
      // page answers input in between (the placeholder stays until the commit).
      startTransition(() => root.render(widget));
    }
    await done;
  }

  function mount(el: Element): Promise<void> {
    const entry = entries.get(el);
    if (entry?.state === 'loading') return entry.done;
    if (entry && entry.state !== 'scheduled') return Promise.resolve();
    if (entry?.state === 'scheduled') entry.cancel();
    tracked.add(el);
    const loading: Entry & { state: 'loading' } = { state: 'loading', done: Promise.resolve() };
    entries.set(el, loading);
    loading.done = load(el, el.getAttribute('data-widget') ?? '', loading);
    return loading.done;
  }

  function scan(root: ParentNode = document): void {
    const nodes: Element[] = [];
    if (root instanceof Element && root.matches(SELECTOR)) nodes.push(root);
    nodes.push(...root.querySelectorAll(SELECTOR));
    for (const el of nodes) {
      if (entries.has(el)) continue;
      tracked.add(el);
      if (!scanned && loadMode(el) === 'eager') {
        firstEager.push(mount(el));
        continue;
      }
      if (!scanned) {
        // The page's first widgets change its layout (a product page's details replace a
        // shorter placeholder), so what is "visible" is only known once they have rendered.
        let cancelled = false;
        let cancelTrigger = () => {};
        const cancel = () => {
          cancelled = true;
          cancelTrigger();
        };
        entries.set(el, { state: 'scheduled', cancel });
        void ready.then(() => {
          if (!cancelled) cancelTrigger = schedule(el, () => void mount(el));
        });
        continue;
      }
      const cancel = schedule(el, () => void mount(el));
      if (!entries.has(el)) entries.set(el, { state: 'scheduled', cancel });
    }
    if (!scanned) {
      scanned = true;
      void Promise.allSettled(firstEager).then(() => resolveReady());
    }
  }

  function unmount(el: Element): void {
    const entry = entries.get(el);
    entries.delete(el);
    tracked.delete(el);
    if (entry?.state === 'scheduled') entry.cancel();
    if (entry?.state === 'mounted') {
      entry.rendered();
      entry.root.unmount();
      el.removeAttribute('data-widget-state');
    }
  }

  function observe(target: Node = document.documentElement): () => void {
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (!(node instanceof Element)) continue;
          const gone = node.matches(SELECTOR) ? [node] : [];
          gone.push(...node.querySelectorAll(SELECTOR));
          for (const el of gone) if (!el.isConnected) unmount(el);
        }
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.isConnected) scan(node);
        }
      }
    });
    observer.observe(target, { childList: true, subtree: true });
    return () => observer.disconnect();
  }

  return {
    scan,
    mount,
    unmount,
    unmountAll: () => [...tracked].forEach(unmount),
    observe,
    ready,
  };
}
