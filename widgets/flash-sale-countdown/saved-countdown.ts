import { COUNTDOWN_CYCLE_SECONDS, COUNTDOWN_KEY } from '../../shared/core/constants';
import { logFailure } from '../../shared/core/log';

/**
 * SPEC §3/§4 `countdownTime` in local storage: the seconds left, saved each second. Anything
 * else found there (not a whole number, 0 or less, more than a cycle: a hand edit, another
 * version) starts a new cycle of 86400 s; storage that cannot be read or written (private
 * mode, full) leaves the countdown running in memory.
 */
export function readSavedCountdown(): number {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(COUNTDOWN_KEY);
  } catch (failure) {
    logFailure('flash sale: the saved countdown could not be read', failure);
  }
  const seconds = saved !== null && /^\d+$/.test(saved.trim()) ? Number(saved) : NaN;
  return seconds >= 1 && seconds <= COUNTDOWN_CYCLE_SECONDS ? seconds : COUNTDOWN_CYCLE_SECONDS;
}

let saveFailed = false;

export function saveCountdown(seconds: number): void {
  try {
    localStorage.setItem(COUNTDOWN_KEY, String(seconds));
  } catch (failure) {
    // Once, not every second.
    if (!saveFailed) logFailure('flash sale: the countdown could not be saved', failure);
    saveFailed = true;
  }
}
