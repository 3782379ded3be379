/// <reference types="vite/client" />
import { HTTPError, TimeoutError } from 'ky';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { describeFailure, failureMessage, userMessage, type CallFailure } from '../../shared/session/errors';
import { OutcomeUnknownError } from '../../shared/session/errors';

const FALLBACK = 'Failed to send verification code. Please try again.';

function httpError(status: number, body: unknown): HTTPError {
  const request = new Request('http://shop.test/x');
  const response = new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
  return new HTTPError(response, request, {} as never);
}

const OFFLINE = 'You appear to be offline. Check your connection and try again.';
const TIMEOUT = 'The server did not answer in time.';
const OUTCOME_UNKNOWN = 'The server did not answer in time, so this may not have completed.';

describe('error mapper (SPEC §8)', () => {
  // The screen's SPEC §8 text always shows; why (the session, the server's reason) goes beneath it.
  it.each([
    [419, { message: 'CSRF token mismatch.' }, ['Your session has expired. Please reload the page and try again.']],
    [401, { message: 'Unauthenticated.' }, ['Please sign in to continue.']],
    [403, { message: 'This action is unauthorized.' }, ['You do not have permission to do that.']],
    [422, { message: 'The given data was invalid.', errors: { mobile_number: ['Invalid mobile number format.'] } }, ['Invalid mobile number format.']],
    [422, { message: 'The code is wrong.' }, ['The code is wrong.']],
    [429, { message: 'Please wait 12 seconds before requesting a new code.' }, ['Please wait 12 seconds before requesting a new code.']],
    [429, '', ['Too many attempts. Please wait a moment and try again.']],
    [404, { message: 'No query results for model [App\\Models\\Cart].' }, []],
    [500, { message: 'Server Error' }, []],
    [503, '<html>Service Unavailable</html>', []],
  ])('HTTP %i %j → the SPEC text, then %j', async (status, body, reasons) => {
    expect(await userMessage(httpError(status, body), FALLBACK)).toEqual({ text: FALLBACK, reasons });
  });

  it('shows the server text only when the screen asks for it, and never a 5xx or session text', async () => {
    const notFound = httpError(404, { error: 'This coupon does not exist.' });
    expect(await userMessage(notFound, 'Invalid coupon code.')).toEqual({ text: 'Invalid coupon code.', reasons: [] });
    expect(await userMessage(notFound, 'Invalid coupon code.', { serverMessage: true })).toEqual({
      text: 'This coupon does not exist.',
      reasons: [],
    });
    const crash = httpError(500, { message: 'SQLSTATE[42S02]' });
    expect(await userMessage(crash, 'Invalid coupon code.', { serverMessage: true })).toEqual({ text: 'Invalid coupon code.', reasons: [] });
    const expired = httpError(419, { message: 'CSRF token mismatch.' });
    expect(await userMessage(expired, 'Invalid coupon code.', { serverMessage: true })).toEqual({
      text: 'Invalid coupon code.',
      reasons: ['Your session has expired. Please reload the page and try again.'],
    });
  });

  it("puts any refusal's own text beneath the SPEC text when the screen asks for the reason", async () => {
    const conflict = httpError(409, { error: 'This order already has a parcel.' });
    expect(await userMessage(conflict, FALLBACK, { serverReason: true })).toEqual({
      text: FALLBACK,
      reasons: ['This order already has a parcel.'],
    });
  });

  it('prefers the error field a failing call sends (SPEC §7) over the framework message', async () => {
    const failure = await describeFailure(httpError(400, { message: 'Bad Request', error: 'OTP has expired.' }));
    expect(failureMessage(failure, FALLBACK, { serverMessage: true })).toEqual({ text: 'OTP has expired.', reasons: [] });
  });

  it('keeps the SPEC text for timeouts and lost connections, saying why beneath it', async () => {
    const timeout = new TimeoutError(new Request('http://shop.test/x'));
    expect(await userMessage(timeout, FALLBACK)).toEqual({ text: FALLBACK, reasons: [TIMEOUT] });
    expect(await userMessage(new TypeError('Failed to fetch'), FALLBACK)).toEqual({ text: FALLBACK, reasons: [OFFLINE] });
    expect(await userMessage(new OutcomeUnknownError(timeout), FALLBACK)).toEqual({ text: FALLBACK, reasons: [OUTCOME_UNKNOWN] });
    // Where the SPEC text is "server message, or …", no answer means no server message: the SPEC's own.
    expect(await userMessage(new TypeError('Failed to fetch'), FALLBACK, { serverMessage: true })).toEqual({
      text: FALLBACK,
      reasons: [OFFLINE],
    });
  });

  it('says the SPEC text alone for an unexpected answer', async () => {
    const schema = v.safeParse(v.object({ count: v.number() }), { count: 'x' });
    const valiError = new v.ValiError(schema.issues!);
    expect(await describeFailure(valiError)).toEqual({ kind: 'schema' });
    expect(await userMessage(new SyntaxError('Unexpected end of JSON input'), FALLBACK)).toEqual({ text: FALLBACK, reasons: [] });
  });
});

describe('no failure text says "Please try again" twice (issue 29)', () => {
  // Every text of the catalogue (SPEC §8's among them) under every reason the kit adds itself.
  const modules = import.meta.glob<Record<string, unknown>>(
    ['../../shared/**/messages/*.ts', '../../shared/**/messages.ts', '../../widgets/**/messages.ts'],
    { eager: true },
  );
  const texts = Object.values(modules).flatMap((module) =>
    Object.values(module).filter((text): text is string => typeof text === 'string'),
  );
  const http = (status: number): CallFailure => ({ kind: 'http', status, message: null, fieldErrors: {} });
  const failures: CallFailure[] = [
    { kind: 'timeout' },
    { kind: 'outcome-unknown' },
    { kind: 'network' },
    { kind: 'schema' },
    http(401),
    http(403),
    http(419),
    http(429),
    http(500),
  ];

  it('holds for every text under every reason', () => {
    expect(texts.filter((text) => text.includes('Please try again.')).length).toBeGreaterThan(20);
    const repeated = texts.flatMap((text) =>
      failures.flatMap((failure) => {
        const shown = failureMessage(failure, text);
        const said = [shown.text, ...shown.reasons].join(' ');
        return (said.match(/please try again/gi) ?? []).length > 1 ? [said] : [];
      }),
    );
    expect(repeated).toEqual([]);
  });
});
