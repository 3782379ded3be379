import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from '../../../shared/code-form/use-countdown';

describe('the resend countdown (SPEC §9: 60 s before Resend)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reaches 0 at its end, even when its ticking starts late (a busy phone runs effects after the render)', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => {
      result.current.start(3);
      // The render that shows "3 s" is done; the effect that starts the ticks runs 400 ms later.
      vi.setSystemTime(Date.now() + 400);
    });
    expect(result.current.secondsLeft).toBe(3);
    act(() => vi.advanceTimersByTime(600));
    expect(result.current.secondsLeft).toBe(2);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(1);
    // At the end itself, not a tick later.
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(0);
  });

  it('stops, and starts again from the whole count', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.secondsLeft).toBe(50);
    act(() => result.current.stop());
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.secondsLeft).toBe(60);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
