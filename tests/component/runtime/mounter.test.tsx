import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget, type WidgetLoader } from '../../../shared/core/runtime/define-widget';
import { WIDGET_ERROR_EVENT } from '../../../shared/core/runtime/error-boundary';
import { createMounter, type Mounter } from '../../../shared/core/runtime/mounter';
import { scanAndWait } from '../../helpers/scan';

const cleanups = vi.fn();

const greeting = defineWidget({
  name: 'greeting',
  propsSchema: v.object({ name: v.string(), times: v.optional(v.number(), 1) }),
  Component: ({ name, times }) => {
    useEffect(() => cleanups, []);
    return <p>{`Hello ${name} ×${times}`}</p>;
  },
});

const crashing = defineWidget({
  name: 'crashing',
  propsSchema: v.object({}),
  Component: () => {
    throw new Error('boom');
  },
});

/** A controlled field, as the header's search box has. */
const field = defineWidget({
  name: 'field',
  propsSchema: v.object({}),
  Component: () => {
    const [text, setText] = useState('');
    return (
      <label>
        Search
        <input name="search" value={text} onChange={(event) => setText(event.target.value)} />
        <output>{`Typed: ${text}`}</output>
      </label>
    );
  },
});

const registry: Record<string, WidgetLoader> = {
  greeting: async () => ({ default: greeting }),
  field: async () => ({ default: field }),
  crashing: async () => ({ default: crashing }),
};

const drawn: string[] = [];
let afterFirstPart: (() => void) | undefined;

/** The main thread busy for `ms`, as drawing a large screen keeps it. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // drawing
  }
}

/** One part of a large first screen: 20 ms of drawing. */
function Part({ n }: { n: number }) {
  busyFor(20);
  // A shopper's keypress, say, waiting while the first part is drawn.
  if (n === 1) setTimeout(() => drawn.push('the page’s task'));
  // Runs as soon as React stops to let the page work, before the next part.
  if (n === 1 && afterFirstPart) queueMicrotask(afterFirstPart);
  drawn.push(`part ${n}`);
  return <p>{`Part ${n}`}</p>;
}

const large = defineWidget({
  name: 'large',
  propsSchema: v.object({}),
  Component: () => [1, 2, 3].map((n) => <Part key={n} n={n} />),
});

/** Runs `work` with React's own scheduling, not act()'s queue (act draws everything in one go). */
async function reactScheduling(work: () => Promise<void>): Promise<void> {
  const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  try {
    await work();
  } finally {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
  }
}

/** IntersectionObserver stubbed (happy-dom's never reports): `see()` reports the node in view. */
function stubObserver() {
  let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  return { watching: () => report !== undefined, see: () => report?.([{ isIntersecting: true }]) };
}

let mounter: Mounter | undefined;
let stopObserving: (() => void) | undefined;

function page(markup: string): Mounter {
  document.body.innerHTML = markup;
  mounter = createMounter({ registry });
  return mounter;
}

afterEach(() => {
  stopObserving?.();
  act(() => mounter?.unmountAll());
  document.body.innerHTML = '';
  cleanups.mockClear();
  drawn.length = 0;
  afterFirstPart = undefined;
});

describe('mount runtime', () => {
  it('mounts every widget of the page with props parsed by its schema', async () => {
    const m = page(`
      <div data-widget="greeting" data-props='{"name":"Nimal","times":2}'>server placeholder</div>
      <div data-widget="greeting"><script type="application/json">{"name":"Tharushi"}</script></div>`);
    await scanAndWait(m);
    expect(screen.getByText('Hello Nimal ×2')).toBeInTheDocument();
    expect(screen.getByText('Hello Tharushi ×1')).toBeInTheDocument();
    expect(screen.queryByText('server placeholder')).not.toBeInTheDocument();
  });

  it('reports bad JSON with the widget name and keeps the other widgets working', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const m = page(`
      <div data-widget="greeting" data-props="{name: oops}"></div>
      <div data-widget="greeting" data-props='{"name":"Kasun"}'></div>`);
    await scanAndWait(m);
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the page could not be shown.');
    expect(screen.getByText('Hello Kasun ×1')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/widget "greeting": invalid props at "data-props": not valid JSON/));
  });

  it('names the failing path when props do not match the schema', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const m = page(`
      <div data-widget="greeting" data-props='{"name":"Nimal","times":"two"}'></div>
      <div data-widget="greeting" data-props='{"name":"Kasun"}'></div>`);
    await scanAndWait(m);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/widget "greeting": invalid props at "times"/));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByText('Hello Kasun ×1')).toBeInTheDocument();
  });

  it('leaves an unknown widget as written, names it and the known widgets once, and mounts the rest', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const m = page(`
      <div data-widget="no-such-thing"><p>Fallback of no-such-thing</p></div>
      <div data-widget="greeting" data-props='{"name":"Kasun"}'></div>`);
    await scanAndWait(m);
    const unknown = document.querySelector('[data-widget="no-such-thing"]')!;
    expect(unknown.innerHTML).toBe('<p>Fallback of no-such-thing</p>');
    expect(unknown.getAttribute('data-widget-state')).toBe('unknown');
    expect(screen.queryByRole('alert')).toBeNull();
    const reports = error.mock.calls.filter(([text]) => String(text).includes('no-such-thing'));
    expect(reports).toEqual([[expect.stringMatching(/widget "no-such-thing": unknown widget name \(known widgets: .*greeting/)]]);
    await m.mount(unknown);
    expect(error.mock.calls.filter(([text]) => String(text).includes('no-such-thing'))).toHaveLength(1);
    expect(screen.getByText('Hello Kasun ×1')).toBeInTheDocument();
  });

  it('keeps a crash inside its island and fires a bubbling shop:widget-error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard = vi.fn();
    document.addEventListener(WIDGET_ERROR_EVENT, heard);
    const m = page(`
      <div data-widget="crashing"></div>
      <div data-widget="greeting" data-props='{"name":"Kasun"}'></div>`);
    await scanAndWait(m);
    document.removeEventListener(WIDGET_ERROR_EVENT, heard);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong here. Please reload the page.');
    expect(screen.getByText('Hello Kasun ×1')).toBeInTheDocument();
    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0]![0] as CustomEvent).detail.widget).toBe('crashing');
  });

  it('mounts a node again after an unmount, with props that came from a child script', async () => {
    const m = page(`<div data-widget="greeting"><script type="application/json">{"name":"Again"}</script></div>`);
    const node = document.querySelector('[data-widget]')!;
    await scanAndWait(m);
    act(() => m.unmount(node));
    expect(screen.queryByText('Hello Again ×1')).not.toBeInTheDocument();
    const mounted = m.mount(node);
    await act(async () => {});
    await mounted;
    expect(screen.getByText('Hello Again ×1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('never mounts a node twice', async () => {
    const load = vi.fn(registry.greeting!);
    const m = createMounter({ registry: { greeting: load } });
    document.body.innerHTML = `<div data-widget="greeting" data-props='{"name":"Nimal"}'></div>`;
    mounter = m;
    let mounted: Promise<void> | undefined;
    await act(async () => {
      m.scan();
      m.scan();
      mounted = m.mount(document.querySelector('[data-widget]')!);
    });
    await mounted;
    await m.ready;
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('Hello Nimal ×1')).toHaveLength(1);
  });

  it('mounts nodes added later and unmounts removed ones, releasing their effects', async () => {
    const m = page('<div id="slot"></div>');
    m.scan();
    stopObserving = m.observe(document.body);
    const node = document.createElement('div');
    node.dataset.widget = 'greeting';
    node.dataset.props = '{"name":"Late"}';
    await act(async () => {
      document.getElementById('slot')!.append(node);
    });
    expect(await screen.findByText('Hello Late ×1')).toBeInTheDocument();
    await act(async () => {
      node.remove();
    });
    await waitFor(() => expect(cleanups).toHaveBeenCalledTimes(1));
  });

  it('waits for visibility with data-load="visible"', async () => {
    const observer = stubObserver();
    const m = page(`<div data-widget="greeting" data-load="visible" data-props='{"name":"Below"}'></div>`);
    await scanAndWait(m);
    expect(screen.queryByText('Hello Below ×1')).not.toBeInTheDocument();
    await act(async () => observer.see());
    expect(await screen.findByText('Hello Below ×1')).toBeInTheDocument();
  });

  it('starts watching for below-the-fold widgets once the first widgets have rendered', async () => {
    // The first widgets change the layout (details replacing a shorter placeholder), so a
    // below-the-fold widget must not be judged visible against the layout before them.
    let release: (() => void) | undefined;
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(el: Element) {
          observed.push(el);
        }
        disconnect() {}
      },
    );
    const m = createMounter({
      registry: {
        greeting: () => new Promise((resolve) => (release = () => resolve({ default: greeting }))),
      },
    });
    mounter = m;
    document.body.innerHTML = `
      <div data-widget="greeting" data-props='{"name":"Top"}'></div>
      <div data-widget="greeting" data-load="visible" data-props='{"name":"Below"}'></div>`;
    m.scan();
    await Promise.resolve();
    expect(observed).toHaveLength(0);
    await act(async () => release?.());
    await m.ready;
    expect(screen.getByText('Hello Top ×1')).toBeInTheDocument();
    await waitFor(() => expect(observed).toHaveLength(1));
    expect(screen.queryByText('Hello Below ×1')).not.toBeInTheDocument();
  });

  it('mounts data-load="idle" widgets when the browser is idle', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    const m = page(`<div data-widget="greeting" data-load="idle" data-props='{"name":"Later"}'></div>`);
    m.scan();
    await m.ready;
    expect(screen.queryByText('Hello Later ×1')).not.toBeInTheDocument();
    await act(async () => idle?.());
    expect(await screen.findByText('Hello Later ×1')).toBeInTheDocument();
  });

  it('mounts data-load="interaction" widgets only on the first focus or pointer over them', async () => {
    const m = page(`
      <div data-widget="greeting" data-load="interaction" data-props='{"name":"Focus"}'><input aria-label="First"></div>
      <div data-widget="greeting" data-load="interaction" data-props='{"name":"Pointer"}'><button>Second</button></div>`);
    m.scan();
    await m.ready;
    await act(async () => {});
    expect(screen.queryByText(/^Hello/)).not.toBeInTheDocument();

    await act(async () => screen.getByRole('textbox', { name: 'First' }).focus());
    expect(await screen.findByText('Hello Focus ×1')).toBeInTheDocument();
    expect(screen.queryByText('Hello Pointer ×1')).not.toBeInTheDocument();

    await act(async () => screen.getByRole('button', { name: 'Second' }).dispatchEvent(new Event('pointerover', { bubbles: true })));
    expect(await screen.findByText('Hello Pointer ×1')).toBeInTheDocument();
  });

  it('carries what was typed into the placeholder, its caret and focus, into the widget', async () => {
    const m = page(`<div data-widget="field" data-load="interaction" data-props='{}'><form><input type="search" name="search" aria-label="Search"></form></div>`);
    m.scan();
    await m.ready;
    const placeholder = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    placeholder.focus();
    // Typed while the widget's code was on the way: the caret moved back two places.
    placeholder.value = 'ceylon';
    placeholder.setSelectionRange(4, 4);

    expect(await screen.findByText('Typed: ceylon')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement;
    expect(input).not.toBe(placeholder);
    expect(input).toHaveValue('ceylon');
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([4, 4]);
  });

  it('does not mount a node removed before its code arrived', async () => {
    let release: (() => void) | undefined;
    const m = createMounter({
      registry: {
        greeting: () => new Promise((resolve) => (release = () => resolve({ default: greeting }))),
      },
    });
    mounter = m;
    document.body.innerHTML = `<div data-widget="greeting" data-props='{"name":"Gone"}'></div>`;
    const node = document.querySelector('[data-widget]')!;
    m.scan();
    m.unmount(node);
    node.remove();
    await act(async () => release?.());
    expect(node.textContent).toBe('');
  });

  it('asks for a widget’s assets before its module, so their preloads (with SRI) are what fetches it', async () => {
    document.body.innerHTML = '<div data-widget="greeting" data-props=\'{"name":"Ruwan"}\'></div>';
    const calls: string[] = [];
    mounter = createMounter({
      registry: {
        greeting: async () => {
          calls.push('import');
          return { default: greeting };
        },
      },
      loadAssets: async () => {
        calls.push('assets');
      },
    });
    const m = mounter;
    await scanAndWait(m);
    expect(screen.getByText('Hello Ruwan ×1')).toBeInTheDocument();
    expect(calls).toEqual(['assets', 'import']);
  });

  it('draws a widget without fields in slices: the page’s own work runs before its last part is drawn', async () => {
    document.body.innerHTML = `<div data-widget="large" data-props='{}'>placeholder</div>`;
    mounter = createMounter({ registry: { large: async () => ({ default: large }) } });
    const m = mounter;
    await reactScheduling(async () => {
      m.scan();
      expect(screen.getByText('placeholder')).toBeInTheDocument();
      await m.ready;
    });
    expect(screen.getByText('Part 3')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
    expect(drawn.indexOf('the page’s task')).toBeGreaterThan(-1);
    expect(drawn.indexOf('the page’s task')).toBeLessThan(drawn.lastIndexOf('part 3'));
  });

  it('settles ready when a widget is removed while its first render is being drawn', async () => {
    document.body.innerHTML = `<div data-widget="large" data-props='{}'>placeholder</div>`;
    mounter = createMounter({ registry: { large: async () => ({ default: large }) } });
    const m = mounter;
    const node = document.querySelector('[data-widget]')!;
    const settled = vi.fn();
    afterFirstPart = () => {
      m.unmount(node);
      node.remove();
    };
    await reactScheduling(async () => {
      m.scan();
      void m.ready.then(settled);
      await vi.waitFor(() => expect(settled).toHaveBeenCalled());
    });
    expect(drawn).toContain('part 1');
    expect(drawn).not.toContain('part 3');
  });
  it('keeps a node’s reserved place until its first render is drawn, and marks it mounted then', async () => {
    document.body.innerHTML = `<div data-widget="large" data-load="visible" data-props='{}'>placeholder</div>`;
    const node = document.querySelector('[data-widget]')!;
    const observer = stubObserver();
    // theme.css reserves a visible-loaded node's height while it has no data-widget-state.
    const whileDrawn: (string | null)[] = [];
    afterFirstPart = () => whileDrawn.push(node.getAttribute('data-widget-state'));
    mounter = createMounter({ registry: { large: async () => ({ default: large }) } });
    const m = mounter;
    await reactScheduling(async () => {
      m.scan();
      await m.ready;
      await vi.waitFor(() => expect(observer.watching()).toBe(true));
      observer.see();
      await vi.waitFor(() => expect(screen.getByText('Part 3')).toBeInTheDocument());
    });
    expect(whileDrawn).toEqual([null]);
    expect(node).toHaveAttribute('data-widget-state', 'mounted');
  });
});
