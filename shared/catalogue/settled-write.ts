import { TimeoutError } from 'ky';
import { HTTP_TIMEOUT_MS } from '../core/constants';
import { OutcomeUnknownError } from '../session/errors';

/** No answer: the client's timeout, or fetch's TypeError (the connection may have dropped after sending). */
const answerLost = (error: unknown) => error instanceof TimeoutError || error instanceof TypeError;

/**
 * Runs a write and, if its answer never came, finds out what happened instead of guessing
 * (docs/decisions.md#a-write-whose-answer-never-came-is-read-again): `readBack` reads again the
 * state the write changes and returns what the caller needs of the write's answer if the write
 * took effect, or null if it did not. Took effect: that value, as a success. Did not: the write's own
 * failure. The read fails too: after a timeout an `OutcomeUnknownError` (it may have
 * completed), after a lost connection the write's failure (offline). Without `readBack` (a write
 * whose effect cannot be told from the state, such as adding to a quantity), a timeout is an
 * `OutcomeUnknownError`.
 *
 * A server slow to start a write may still carry it out after the client gave up (the demo's
 * 'No answer for 15 s' does): with `late`, a timeout found not done is read once more, one
 * timeout later, and a write found done then is handed to `late`, for the screen to show it.
 */
export async function settledWrite<T, R = T>(
  write: () => Promise<T>,
  readBack?: () => Promise<R | null>,
  late?: (found: R) => void,
): Promise<T | R> {
  try {
    return await write();
  } catch (error) {
    if (!answerLost(error)) throw error;
    let found: R | null;
    try {
      if (!readBack) throw error;
      found = await readBack();
    } catch {
      throw error instanceof TimeoutError ? new OutcomeUnknownError(error) : error;
    }
    if (found === null) {
      if (late && readBack && error instanceof TimeoutError) readAgainLater(readBack, late);
      throw error;
    }
    return found;
  }
}

function readAgainLater<R>(readBack: () => Promise<R | null>, late: (found: R) => void) {
  setTimeout(() => {
    readBack().then(
      (found) => {
        if (found !== null) late(found);
      },
      // Nothing more to learn: the failure shown stands.
      () => {},
    );
  }, HTTP_TIMEOUT_MS);
}
