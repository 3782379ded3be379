import { act, cleanup, render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import widget from '../../../widgets/flash-sale-countdown/flash-sale-countdown-widget';

const { Component: FlashSaleCountdown, propsSchema } = widget;
const KEY = 'countdownTime';

const clock = () => screen.getByRole('timer');
const show = (props: object = {}) => render(<FlashSaleCountdown {...v.parse(propsSchema, props)} />);
const tick = (seconds = 1) => act(() => vi.advanceTimersByTime(seconds * 1000));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T09:00:00Z') });
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('flash-sale countdown (SPEC §4)', () => {
  it('starts from 24 hours with nothing saved, goes down each second and saves each second', () => {
    show();
    expect(screen.getByRole('heading', { level: 2, name: 'Flash Sale' })).toBeInTheDocument();
    expect(clock()).toHaveTextContent('24:00:00');
    tick();
    expect(clock()).toHaveTextContent('23:59:59');
    expect(localStorage.getItem(KEY)).toBe('86399');
    tick(61);
    expect(clock()).toHaveTextContent('23:58:58');
    expect(localStorage.getItem(KEY)).toBe('86338');
  });

  it('starts from the saved time, and a reload goes on from where it was', () => {
    localStorage.setItem(KEY, '3725');
    show();
    expect(clock()).toHaveTextContent('01:02:05');
    tick(5);
    expect(clock()).toHaveTextContent('01:02:00');
    cleanup();
    show();
    expect(clock()).toHaveTextContent('01:02:00');
  });

  it('is 24 hours again at zero', () => {
    localStorage.setItem(KEY, '2');
    show();
    tick();
    expect(clock()).toHaveTextContent('00:00:01');
    tick();
    expect(clock()).toHaveTextContent('24:00:00');
    expect(localStorage.getItem(KEY)).toBe('86400');
    tick();
    expect(clock()).toHaveTextContent('23:59:59');
  });

  it.each(['abc', '-5', '0', '999999', '12.5', ''])('starts a new cycle when storage holds %j', (saved) => {
    localStorage.setItem(KEY, saved);
    show();
    expect(clock()).toHaveTextContent('24:00:00');
  });

  it('keeps counting in memory when storage cannot be used, and says so once in the log', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    show();
    expect(clock()).toHaveTextContent('24:00:00');
    tick(3);
    expect(clock()).toHaveTextContent('23:59:57');
    const saveLogs = logged.mock.calls.filter((call) => String(call.join(' ')).includes('could not be saved'));
    expect(saveLogs.length).toBeLessThanOrEqual(1);
  });

  it('shows the right time after the browser slowed a background tab', () => {
    localStorage.setItem(KEY, '600');
    show();
    // Ten seconds pass with no tick (a throttled tab), then one tick comes.
    act(() => vi.setSystemTime(Date.now() + 10_000));
    tick();
    expect(clock()).toHaveTextContent('00:09:49');
  });

  it('reads to a screen reader as hours and minutes left, not every second', () => {
    localStorage.setItem(KEY, '3725');
    show();
    expect(clock()).toHaveAccessibleName('1 hour 2 minutes left');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('takes a title, and refuses an empty one in its props', () => {
    show({ title: 'Avurudu deals' });
    expect(screen.getByRole('heading', { name: 'Avurudu deals' })).toBeInTheDocument();
    expect(v.safeParse(propsSchema, { title: '  ' }).success).toBe(false);
    expect(v.safeParse(propsSchema, { title: 5 }).success).toBe(false);
  });
});
