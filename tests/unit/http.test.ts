import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { csrfToken, http, parse, setCsrfToken } from '../../shared/http';

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
});
