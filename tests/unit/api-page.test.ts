// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../contract/calls';
import { apiPage } from '../../demo-pages/pages/api-page';

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

  it('links the OpenAPI document (tests/e2e/contract.spec.ts fetches it from the demo shop)', () => {
    expect(text).toContain('<a href="/build/openapi.json">');
  });
});
