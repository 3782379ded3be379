// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createBackend } from '../../../demo-pages/backend/app';

describe('session cookie', () => {
  it('is set once per answer, also when a stale session is replaced and regenerated at once', async () => {
    const backend = createBackend();
    const answer = await backend.app.request('/__demo/login-as', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'shop_session=gone-after-reset' },
      body: JSON.stringify({ user_id: 2 }),
    });
    const cookies = answer.headers.getSetCookie().filter((cookie) => cookie.startsWith('shop_session='));
    expect(cookies).toHaveLength(1);
    const id = cookies[0]!.split(';')[0]!.split('=')[1]!;
    expect(backend.store.sessions.get(id)?.userId).toBe(2);
    expect(cookies[0]).toMatch(/HttpOnly/);
  });

  it('is not set again for a session the browser already has', async () => {
    const backend = createBackend();
    const first = await backend.app.request('/auth/status');
    const cookie = first.headers.getSetCookie()[0]!.split(';')[0]!;
    const second = await backend.app.request('/auth/status', { headers: { Cookie: cookie } });
    expect(second.headers.getSetCookie()).toEqual([]);
  });
});
