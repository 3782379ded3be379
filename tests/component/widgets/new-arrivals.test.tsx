import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import widget from '../../../widgets/new-arrivals/new-arrivals-widget';

const { Component: NewArrivals, propsSchema } = widget;

const card = (id: number) => ({ id, name: `Product ${id}`, image: null, price: 1000 + id, originalPrice: null, discount: 0 });
const TWELVE = Array.from({ length: 12 }, (_, i) => card(i + 1));

/** happy-dom lays nothing out: give the strip a width, content and a scroll position that scrollBy moves. */
function layOut(track: HTMLElement, { content = 2000, view = 800 } = {}) {
  let left = 0;
  Object.defineProperty(track, 'scrollWidth', { configurable: true, get: () => content });
  Object.defineProperty(track, 'clientWidth', { configurable: true, get: () => view });
  Object.defineProperty(track, 'scrollLeft', { configurable: true, get: () => left });
  track.scrollBy = ((options: ScrollToOptions) => {
    left = Math.max(0, Math.min(content - view, left + (options.left ?? 0)));
    track.dispatchEvent(new Event('scroll'));
  }) as typeof track.scrollBy;
  act(() => track.dispatchEvent(new Event('scroll')));
  return { position: () => left };
}

function show(products = TWELVE) {
  const view = render(<NewArrivals {...v.parse(propsSchema, { products })} />);
  const region = screen.getByRole('region', { name: 'New Arrivals' });
  const track = within(region).getByRole('list');
  return { view, region, track, strip: layOut(track) };
}

const step = (ms = 2000) => act(() => vi.advanceTimersByTime(ms));

let reduced = false;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  reduced = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && reduced,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('new arrivals (SPEC §4)', () => {
  it('shows the products as cards, and nothing at all without products', () => {
    const { region } = show();
    expect(within(region).getAllByRole('listitem')).toHaveLength(12);
    expect(within(region).getByRole('link', { name: /Product 1\b/ })).toHaveAttribute('href', '/products/1');
    cleanup();
    const { container } = render(<NewArrivals {...v.parse(propsSchema, { products: [] })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('moves 300 px every 2 s to the right, turns at the end and again at the start', () => {
    const { strip } = show();
    const positions: number[] = [];
    for (let i = 0; i < 10; i++) {
      step();
      positions.push(strip.position());
    }
    // 1200 px to travel: four steps right (the last one stops at the end), then back.
    expect(positions).toEqual([300, 600, 900, 1200, 900, 600, 300, 0, 300, 600]);
  });

  it('stops while the pointer is over it, and goes on when it leaves', () => {
    const { region, strip } = show();
    step();
    fireEvent.pointerEnter(region);
    step(6000);
    expect(strip.position()).toBe(300);
    fireEvent.pointerLeave(region);
    step();
    expect(strip.position()).toBe(600);
  });

  it('stops while keyboard focus is inside it', () => {
    const { region, strip } = show();
    act(() => within(region).getAllByRole('link')[0]!.focus());
    step(6000);
    expect(strip.position()).toBe(0);
    act(() => (document.activeElement as HTMLElement).blur());
    step();
    expect(strip.position()).toBe(300);
  });

  it('Pause stops it for good and Play starts it again', () => {
    const { region, strip } = show();
    fireEvent.click(within(region).getByRole('button', { name: 'Pause new arrivals' }));
    fireEvent.pointerLeave(region);
    act(() => (document.activeElement as HTMLElement).blur());
    step(6000);
    expect(strip.position()).toBe(0);
    fireEvent.click(within(region).getByRole('button', { name: 'Play new arrivals' }));
    fireEvent.pointerLeave(region);
    act(() => (document.activeElement as HTMLElement).blur());
    step();
    expect(strip.position()).toBe(300);
  });

  it('does not move for a shopper who asked for less motion, until they press Play', () => {
    reduced = true;
    const { region, strip } = show();
    step(6000);
    expect(strip.position()).toBe(0);
    expect(within(region).getByRole('button', { name: 'Play new arrivals' })).toBeInTheDocument();
  });

  it('shows an arrow only where there is more to see, and hands focus over at an end', () => {
    const { region, strip } = show();
    const previous = () => within(region).queryByRole('button', { name: 'Previous new arrivals' });
    const next = () => within(region).queryByRole('button', { name: 'Next new arrivals' });
    expect(previous()).not.toBeInTheDocument();
    expect(next()).toBeInTheDocument();
    // A page is the visible width (800 px): two presses reach the end (1200 px).
    act(() => next()!.focus());
    fireEvent.click(next()!);
    fireEvent.click(next()!);
    expect(strip.position()).toBe(1200);
    expect(next()).not.toBeInTheDocument();
    expect(previous()).toHaveFocus();
  });

  it('shows no arrows or Pause when everything fits', () => {
    render(<NewArrivals {...v.parse(propsSchema, { products: TWELVE.slice(0, 2) })} />);
    const region = screen.getByRole('region', { name: 'New Arrivals' });
    layOut(within(region).getByRole('list'), { content: 600, view: 800 });
    for (const name of ['Pause new arrivals', 'Previous new arrivals', 'Next new arrivals']) {
      expect(within(region).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('refuses malformed products in its props', () => {
    expect(v.safeParse(propsSchema, { products: [{ id: 'x' }] }).success).toBe(false);
    expect(v.safeParse(propsSchema, {}).success).toBe(false);
  });
});
