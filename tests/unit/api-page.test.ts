// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../contract/calls';
import { apiPage } from '../../demo-pages/pages/api-page';
import { createSite } from '../../demo-pages/server/site';

describe('/__demo/api', () => {
  const text = apiPage().toString();

  it('shows every call of the catalogue with its method, path, source and answer', () => {
    for (const call of CALLS) {
      const section = text.slice(text.indexOf(`<section class="api-call" id="${call.id}"`), text.indexOf('</section>', text.indexOf(`id="${call.id}"`)));
      expect(section, call.id).toContain(`>${call.method}</span> <code>${call.path}</code>`);
      expect(section, call.id).toContain(call.spec === 'ours' ? 'Ours (SPEC §7 does not show it)' : `SPEC ${call.spec}`);
      expect(section, call.id).toContain(`Answer ${call.status}`);
      if (call.writes) expect(section, call.id).toContain('X-CSRF-TOKEN');
      if (call.idempotencyKey) expect(section, call.id).toContain('Idempotency-Key');
    }
  });

  it('links the OpenAPI document, which the demo shop serves from the build', async () => {
    expect(text).toContain('<a href="/build/openapi.json">');
    const { site } = createSite({ demoAssets: '/nonexistent' });
    const page = await site.request('/__demo/api', { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1>The backend contract</h1>');
  });
});
