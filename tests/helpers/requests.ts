import type { MockInstance } from 'vitest';

/**
 * What a widget sent, read from a spy on `fetch` (ky hands fetch a Request; the harness's own
 * calls are strings, so they are left out). `spy` is read at each call: tests make a new spy
 * in every beforeEach.
 */
export function sentRequests(spy: () => MockInstance<typeof fetch>) {
  /** The widget's requests to a path, in order. */
  const requestsTo = (path: string) =>
    spy()
      .mock.calls.map(([input]) => input)
      .filter((input): input is Request => input instanceof Request && new URL(input.url).pathname === path);
  /** The JSON bodies sent to a path, in order. */
  const bodiesSent = (path: string): Promise<Record<string, unknown>[]> =>
    Promise.all(requestsTo(path).map((request) => request.clone().json() as Promise<Record<string, unknown>>));
  /** How many requests went to a path. */
  const calls = (path: string) => requestsTo(path).length;
  return { requestsTo, bodiesSent, calls };
}
