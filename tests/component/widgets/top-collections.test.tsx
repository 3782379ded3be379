import { act, cleanup, render, screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Home from '../../../shared/home/api/home';
import { FakeObserver } from '../../helpers/fake-observer';

const served = vi.hoisted(() => ({ answer: Promise.resolve([] as unknown[]) }));
// The call answers what the test serves, read by the call's own schema.
vi.mock('../../../shared/home/api/home', async (original) => {
  const home = await original<typeof Home>();
  const { parse } = await import('valibot');
  return { ...home, getTopCollections: () => served.answer.then((list) => parse(home.TopCollectionsSchema, list)) };
});
const { default: widget } = await import('../../../widgets/top-collections/top-collections-widget');
const { Component: TopCollections, propsSchema } = widget;

const NOW = Date.parse('2026-11-21T09:00:00Z');
const HOUR = 3_600_000;
const card = (id: number) => ({ id, name: `Product ${id}`, image: null, price: 1000, originalPrice: null, discount: 0 });
const collection = (id: number, endsInMs: number | null, products = [card(id * 10), card(id * 10 + 1)]) => ({
  id,
  title: `Collection ${id}`,
  end_date: endsInMs === null ? null : new Date(NOW + endsInMs).toISOString(),
  discount_percentage: id === 1 ? 15 : null,
  products,
});

function serve(list: unknown[]) {
  served.answer = Promise.resolve(list);
}

async function show() {
  render(<TopCollections {...v.parse(propsSchema, {})} />);
  await act(async () => {
    await served.answer.catch(() => {});
  });
}

/** The collections' sections scroll near the viewport (20 % visible). */
function nearView(ratio = 0.2) {
  act(() => {
    for (const observer of FakeObserver.all.filter((o) => !o.disconnected)) {
      observer.callback(
        [...observer.targets].map((target) => ({ target, isIntersecting: true, intersectionRatio: ratio }) as IntersectionObserverEntry),
        observer as unknown as IntersectionObserver,
      );
    }
  });
}

const section = (title: string) => screen.getByRole('region', { name: new RegExp(`^${title}`) });
const tick = (ms = 1000) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('top collections (SPEC §4)', () => {
  it("says 'Loading collections...', then each collection waits near the viewport, 'Loading products...' for 500 ms, then its cards", async () => {
    let resolve!: (list: unknown[]) => void;
    served.answer = new Promise((r) => (resolve = r));
    render(<TopCollections {...v.parse(propsSchema, {})} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Top Collections' })).toBeInTheDocument();
    expect(screen.getByText('Loading collections...')).toBeInTheDocument();
    await act(async () => resolve([collection(1, 26 * HOUR + 3_723_000), collection(2, null)]));

    const first = section('Collection 1');
    expect(within(first).getByText('Loading collection...')).toBeInTheDocument();
    expect(within(first).getByText('15% off everything here')).toBeInTheDocument();
    expect(within(first).getByRole('timer')).toHaveTextContent('1d 3h 2m 3s');
    expect(within(section('Collection 2')).queryByRole('timer')).not.toBeInTheDocument();

    // 100 px away but less than 20 % in view: not yet.
    nearView(0.1);
    expect(within(first).getByText('Loading collection...')).toBeInTheDocument();
    nearView(0.2);
    expect(within(first).getByText('Loading products...')).toBeInTheDocument();
    tick(499);
    expect(within(first).queryByRole('list')).not.toBeInTheDocument();
    tick(1);
    expect(within(first).getAllByRole('listitem')).toHaveLength(2);
    expect(within(first).getByRole('link', { name: /Product 10\b/ })).toHaveAttribute('href', '/products/10');
  });

  it('ticks the countdown each second, and a collection leaves on the tick its end passes', async () => {
    serve([collection(1, 2_500), collection(2, HOUR)]);
    await show();
    expect(within(section('Collection 1')).getByRole('timer')).toHaveTextContent('0d 0h 0m 2s');
    tick();
    expect(within(section('Collection 1')).getByRole('timer')).toHaveTextContent('0d 0h 0m 1s');
    tick(2000);
    expect(screen.queryByRole('region', { name: /^Collection 1/ })).not.toBeInTheDocument();
    expect(section('Collection 2')).toBeInTheDocument();
  });

  it('leaves out a collection without products, and shows nothing once none is left', async () => {
    serve([collection(1, 1_500), collection(2, HOUR, [])]);
    await show();
    expect(screen.queryByRole('region', { name: /^Collection 2/ })).not.toBeInTheDocument();
    tick(2000);
    expect(screen.queryByRole('heading', { name: 'Top Collections' })).not.toBeInTheDocument();
  });

  it("a failed call is only logged ('Error fetching collections') and the loading text stays (SPEC §8)", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    served.answer = Promise.reject(new Error('500'));
    await show();
    expect(screen.getByText('Loading collections...')).toBeInTheDocument();
    expect(logged.mock.calls.flat().join(' ')).toContain('Error fetching collections');
  });

  it('takes a title, and refuses an empty one in its props', async () => {
    serve([collection(1, HOUR)]);
    render(<TopCollections {...v.parse(propsSchema, { title: 'Offers ending soon' })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Offers ending soon' })).toBeInTheDocument();
    expect(v.safeParse(propsSchema, { title: '' }).success).toBe(false);
  });
});
