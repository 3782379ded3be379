import { HTTPError, TimeoutError } from 'ky';
import { describe, expect, it } from 'vitest';
import { settledWrite } from '../../shared/catalogue/settled-write';
import { OutcomeUnknownError } from '../../shared/session/errors';

const timeout = () => new TimeoutError(new Request('http://shop.test/cart/remove'));
const refused = () =>
  new HTTPError(new Response('{}', { status: 500 }), new Request('http://shop.test/cart/remove'), {} as never);
const failing = (error: Error) => () => Promise.reject(error);

describe('settledWrite: a write whose answer never came is read back (issue 29)', () => {
  it('answers the write when it answers', async () => {
    expect(await settledWrite(() => Promise.resolve({ count: 3 }), () => Promise.resolve(null))).toEqual({ count: 3 });
  });

  it('a timeout, and the read back finds it done: a success with what the read found', async () => {
    expect(await settledWrite(failing(timeout()), () => Promise.resolve({ count: 2 }))).toEqual({ count: 2 });
  });

  it('a timeout, and the read back finds it not done: the timeout', async () => {
    await expect(settledWrite(failing(timeout()), () => Promise.resolve(null))).rejects.toBeInstanceOf(TimeoutError);
  });

  it('a timeout, and the read back fails or cannot tell: the outcome is unknown', async () => {
    await expect(settledWrite(failing(timeout()), failing(new TypeError('Failed to fetch')))).rejects.toBeInstanceOf(
      OutcomeUnknownError,
    );
    await expect(settledWrite(failing(timeout()))).rejects.toBeInstanceOf(OutcomeUnknownError);
  });

  it('a lost connection: done if the read back says so, otherwise the lost connection', async () => {
    expect(await settledWrite(failing(new TypeError('Failed to fetch')), () => Promise.resolve(true))).toBe(true);
    await expect(settledWrite(failing(new TypeError('Failed to fetch')), failing(new TypeError('x')))).rejects.toBeInstanceOf(TypeError);
    await expect(settledWrite(failing(new TypeError('Failed to fetch')))).rejects.toBeInstanceOf(TypeError);
  });

  it('a refusal is not read back: the server answered', async () => {
    let read = false;
    const readBack = () => {
      read = true;
      return Promise.resolve(true);
    };
    await expect(settledWrite(failing(refused()), readBack)).rejects.toBeInstanceOf(HTTPError);
    expect(read).toBe(false);
  });
});
