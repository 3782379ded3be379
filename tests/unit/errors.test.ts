import { HTTPError, TimeoutError } from 'ky';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { describeFailure, failureMessage, userMessage } from '../../shared/errors';

const FALLBACK = 'Failed to send verification code. Please try again.';

function httpError(status: number, body: unknown): HTTPError {
  const request = new Request('http://shop.test/x');
  const response = new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
  return new HTTPError(response, request, {} as never);
}

describe('error mapper (SPEC §8)', () => {
  it.each([
    [419, { message: 'CSRF token mismatch.' }, 'Your session has expired. Please reload the page and try again.'],
    [401, { message: 'Unauthenticated.' }, 'Please sign in to continue.'],
    [403, { message: 'This action is unauthorized.' }, 'You do not have permission to do that.'],
    [422, { message: 'The given data was invalid.', errors: { mobile_number: ['Invalid mobile number format.'] } }, 'Invalid mobile number format.'],
    [422, { message: 'The code is wrong.' }, 'The code is wrong.'],
    [429, { message: 'Please wait 12 seconds before requesting a new code.' }, 'Please wait 12 seconds before requesting a new code.'],
    [429, '', 'Too many attempts. Please wait a moment and try again.'],
    [500, { message: 'Server Error' }, FALLBACK],
    [503, '<html>Service Unavailable</html>', FALLBACK],
  ])('HTTP %i %j → %s', async (status, body, text) => {
    expect(await userMessage(httpError(status, body), FALLBACK)).toBe(text);
  });

  it('shows the server text only when the screen asks for it, and never a 5xx text', async () => {
    const notFound = httpError(404, { error: 'This coupon does not exist.' });
    expect(await userMessage(notFound, 'Invalid coupon code.')).toBe('Invalid coupon code.');
    expect(await userMessage(notFound, 'Invalid coupon code.', { serverMessage: true })).toBe('This coupon does not exist.');
    const crash = httpError(500, { message: 'SQLSTATE[42S02]' });
    expect(await userMessage(crash, 'Invalid coupon code.', { serverMessage: true })).toBe('Invalid coupon code.');
  });

  it('prefers the error field a failing call sends (SPEC §7) over the framework message', async () => {
    const failure = await describeFailure(httpError(400, { message: 'Bad Request', error: 'OTP has expired.' }));
    expect(failureMessage(failure, FALLBACK, { serverMessage: true })).toBe('OTP has expired.');
  });

  it('names timeouts, lost connections and unexpected answers', async () => {
    const timeout = new TimeoutError(new Request('http://shop.test/x'));
    expect(await userMessage(timeout, FALLBACK)).toBe('The server is taking too long to answer. Please try again.');
    expect(await userMessage(new TypeError('Failed to fetch'), FALLBACK)).toBe(
      'You appear to be offline. Check your connection and try again.',
    );
    const schema = v.safeParse(v.object({ count: v.number() }), { count: 'x' });
    const valiError = new v.ValiError(schema.issues!);
    expect(await describeFailure(valiError)).toEqual({ kind: 'schema' });
    expect(await userMessage(new SyntaxError('Unexpected end of JSON input'), FALLBACK)).toBe(FALLBACK);
  });
});
