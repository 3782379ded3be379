import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyLoginCode } from '../../shared/session/api/auth';
import { csrfToken, http, parse, setCsrfToken } from '../../shared/session/http';

let seen: Request[] = [];
let answers: (() => Response)[] = [];

beforeEach(() => {
  seen = [];
  answers = [];
  document.head.innerHTML = '<meta name="csrf-token" content="token-1">';
  vi.stubGlobal('fetch', async (input: Request) => {
    seen.push(input);
    return (answers.shift() ?? (() => Response.json({ ok: true })))();
  });
});

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the HTTP client', () => {
  it('marks every call as XHR and sends the CSRF token on writes only', async () => {
    await http.get('/auth/status').json();
    await http.post('/cart/update', { json: { id: 1, quantity: 2 } }).json();
    expect(seen[0]!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(seen[0]!.headers.has('X-CSRF-TOKEN')).toBe(false);
    expect(seen[1]!.headers.get('X-CSRF-TOKEN')).toBe('token-1');
    expect(seen[1]!.credentials).toBe('same-origin');
  });

  it("sends the page's language (<html lang>) as Accept-Language, and leaves a missing or malformed one to the browser", async () => {
    document.documentElement.lang = 'si-LK';
    await http.get('/auth/status').json();
    await http.post('/cart/update', { json: { id: 1, quantity: 2 } }).json();
    document.documentElement.lang = 'ta';
    await http.get('/auth/status').json();
    document.documentElement.lang = '';
    await http.get('/auth/status').json();
    document.documentElement.lang = 'si, en;q=0.1\r\nX: 1';
    await http.get('/auth/status').json();
    expect(seen.map((request) => request.headers.get('Accept-Language'))).toEqual(['si-LK', 'si-LK', 'ta', null, null]);
    document.documentElement.removeAttribute('lang');
  });

  it('uses the token the session was given last (it changes at sign-in)', async () => {
    setCsrfToken('token-2');
    expect(csrfToken()).toBe('token-2');
    await http.post('/logout').json();
    expect(seen[0]!.headers.get('X-CSRF-TOKEN')).toBe('token-2');
  });

  it('retries a failed GET but never a write', async () => {
    answers = [() => new Response('', { status: 503 }), () => Response.json({ count: 3 })];
    expect(await http.get('/cart/count', { retry: { limit: 2, methods: ['get'], backoffLimit: 1 } }).json()).toEqual({ count: 3 });
    expect(seen).toHaveLength(2);

    seen = [];
    answers = [() => new Response('', { status: 503 }), () => Response.json({ ok: true })];
    await expect(http.post('/orders/cod-place', { json: {} }).json()).rejects.toThrow();
    expect(seen).toHaveLength(1);
  });

  it('parses bodies with a schema and rejects a wrong shape', async () => {
    const Count = v.object({ count: v.number() });
    answers = [() => Response.json({ count: 'three' })];
    await expect(http.get('/cart/count').json().then(parse(Count))).rejects.toBeInstanceOf(v.ValiError);
  });

  it('signs in only once the calls on their way are answered, and sends the calls made meanwhile after it, with the new token', async () => {
    const log: string[] = [];
    const held = new Map<string, () => void>();
    vi.stubGlobal('fetch', async (input: Request) => {
      const path = new URL(input.url).pathname;
      log.push(`sent ${path} ${input.headers.get('X-CSRF-TOKEN') ?? ''}`.trim());
      expect(input.headers.has('X-Shop-Session-Change')).toBe(false);
      await new Promise<void>((resolve) => held.set(path, resolve));
      log.push(`answered ${path}`);
      return path === '/login/verify-otp'
        ? Response.json({ message: 'Signed in.', user: { id: 2, name: 'Nimal' }, csrf_token: 'token-2' })
        : Response.json({ count: 1 });
    });
    const answer = async (path: string) => {
      await vi.waitFor(() => expect(held.has(path)).toBe(true));
      held.get(path)!();
      held.delete(path);
    };

    const count = http.get('/cart/count').json();
    await vi.waitFor(() => expect(log).toContain('sent /cart/count'));
    const signIn = verifyLoginCode('94771234567', '123456');
    const write = http.post('/cart/update', { json: { id: 1, quantity: 2 } }).json();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual(['sent /cart/count']);

    await answer('/cart/count');
    await answer('/login/verify-otp');
    await answer('/cart/update');
    await Promise.all([count, signIn, write]);
    expect(log).toEqual([
      'sent /cart/count',
      'answered /cart/count',
      'sent /login/verify-otp token-1',
      'answered /login/verify-otp',
      'sent /cart/update token-2',
      'answered /cart/update',
    ]);
    expect(csrfToken()).toBe('token-2');
  });
});
