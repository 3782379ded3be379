import { within } from '@testing-library/react';
import { expect } from 'vitest';
import { HTTP_TIMEOUT_MS } from '../../shared/core/constants';
import type { TestBackend } from './backend';

/** shared/core/messages/common.ts: why a call failed, said beneath the screen's SPEC §8 text. */
export const OFFLINE = 'You appear to be offline. Check your connection and try again.';
export const TIMEOUT = 'The server did not answer in time.';
/** Beneath a write's text when its answer never came and what it changes could not be read again. */
export const OUTCOME_UNKNOWN = 'The server did not answer in time, so this may not have completed.';

/**
 * The two faults every write is tried with: no connection, and no answer before the
 * client's timeout (HTTP_TIMEOUT_MS, which the test files mock to a short one).
 */
export const NETWORK_FAULTS = [
  ['no connection', OFFLINE],
  ['no answer in time', TIMEOUT],
] as const;
export type NetworkFault = (typeof NETWORK_FAULTS)[number][0];

/**
 * What a failure shows (SPEC §8; docs/decisions.md#a-failure-says-its-spec-8-text-first-then-why):
 * the screen's text, then the reason on a line of its own beneath it, both inside one alert (one
 * announcement: the text, then the reason).
 */
export function expectFailure(alert: HTMLElement, text: string, reason: string): void {
  expect(alert).toHaveTextContent(`${text} ${reason}`, { normalizeWhitespace: true });
  const textLine = within(alert).getByText(text);
  const reasonLine = within(alert).getByText(reason);
  expect(textLine).not.toBe(reasonLine);
  // The reason comes after the text, in an element of its own (drawn beneath it).
  expect(textLine.compareDocumentPosition(reasonLine) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}

/**
 * How late an answer comes that the client no longer waits for: past the test file's mocked
 * HTTP_TIMEOUT_MS, so the tests hold whatever that is.
 */
const LATE_BY_MS = 300;
export const LATE_MS = HTTP_TIMEOUT_MS + LATE_BY_MS;

/**
 * By when a write whose answer never came shows the truth (shared/catalogue/settled-write.ts): the
 * client's timeout, the read again, and the second read one timeout later. A deadline for
 * `waitFor`, not a speed: a busy machine may take all of it (with LATE_MS, 300 ms for the read
 * after the timeout, a CI run under load missed it).
 */
export const SETTLED_MS = 3 * HTTP_TIMEOUT_MS;

/** Waits (after the timeout's failure shows) until an answer sent LATE_MS late has come. */
export const lateAnswerGone = () => new Promise((resolve) => setTimeout(resolve, LATE_BY_MS + 100));

/**
 * Makes one call of the reference backend fail with `fault`: `route` as the backend names it
 * (`/orders/:orderId/products`), `path` what the browser asks for when it holds ids.
 */
export function failCall(
  backend: TestBackend,
  fault: NetworkFault,
  call: { route: string; method: 'GET' | 'POST' | 'PUT'; path?: string | RegExp },
): void {
  if (fault === 'no connection') void backend.offline(call.path ?? call.route, call.method);
  // The server carries the call out at once and answers after the client has given up (the
  // test file's mocked HTTP_TIMEOUT_MS): a lost answer, with nothing left to land in the next test.
  else backend.fault({ route: call.route, method: call.method, delayMs: LATE_MS, answerLate: true });
}
