import { act } from '@testing-library/react';

/**
 * Lets React run the effects its last render scheduled (a countdown's interval, say) before a
 * test moves fake timers or counts them. Outside `act` React runs them in a task of its own,
 * which a test that goes on at once may not have given a turn: under load the interval started
 * only after the clock had jumped, and the countdown still said 60 s.
 */
export function effectsRun(): Promise<void> {
  return act(async () => {});
}
