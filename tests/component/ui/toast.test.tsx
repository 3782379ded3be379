import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_MS } from '../../../shared/core/constants';
import { Toast, ToastHost, useToast } from '../../../shared/session/ui/toast';

beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library's async wrapper (used by user-event) drains with setTimeout(0) and only
  // advances it itself when it sees Jest's fake timers: give it the vitest equivalent.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});

afterEach(() => {
  vi.useRealTimers();
});

function setupUser() {
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

function WishlistButton() {
  const { toast, showToast, dismissToast } = useToast();
  return (
    <>
      <button type="button" onClick={() => showToast('Ceylon tea added to wishlist!', 'success')}>
        Save
      </button>
      <button type="button" onClick={() => showToast('Could not save.', 'error')}>
        Fail
      </button>
      <ToastHost toast={toast} onDismiss={dismissToast} />
    </>
  );
}

describe('Toast', () => {
  it('lasts 3 seconds (SPEC §9), then asks to be dismissed', () => {
    const onDismiss = vi.fn();
    render(<Toast message="Saved to wishlist" tone="success" onDismiss={onDismiss} />);

    expect(screen.getByRole('status')).toHaveTextContent('Saved to wishlist');
    expect(TOAST_MS).toBe(3_000);

    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('honours a custom duration', () => {
    const onDismiss = vi.fn();
    render(<Toast message="Hi" tone="info" onDismiss={onDismiss} durationMs={500} />);
    act(() => vi.advanceTimersByTime(500));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('clears its timer when unmounted', () => {
    const onDismiss = vi.fn();
    const { unmount } = render(<Toast message="Saved" tone="success" onDismiss={onDismiss} />);
    expect(vi.getTimerCount()).toBeGreaterThan(0);

    unmount();

    expect(vi.getTimerCount()).toBe(0);
    act(() => vi.advanceTimersByTime(TOAST_MS * 2));
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('announces errors as alerts', () => {
    render(<Toast message="Could not save." tone="error" onDismiss={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('can be dismissed with its close button', async () => {
    const user = setupUser();
    const onDismiss = vi.fn();
    render(<Toast message="Saved" tone="info" onDismiss={onDismiss} />);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('waits while the pointer is on it', async () => {
    const user = setupUser();
    const onDismiss = vi.fn();
    render(<Toast message="Saved" tone="success" onDismiss={onDismiss} />);

    await user.hover(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(TOAST_MS * 3));
    expect(onDismiss).not.toHaveBeenCalled();

    await user.unhover(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe('useToast with ToastHost', () => {
  it('shows a toast and takes it away after 3 seconds', async () => {
    const user = setupUser();
    render(<WishlistButton />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ceylon tea added to wishlist!');

    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('replaces the current toast and restarts the countdown', async () => {
    const user = setupUser();
    render(<WishlistButton />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    act(() => vi.advanceTimersByTime(TOAST_MS - 500));
    await user.click(screen.getByRole('button', { name: 'Fail' }));

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save.');
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes at once with the close button', async () => {
    const user = setupUser();
    render(<WishlistButton />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
