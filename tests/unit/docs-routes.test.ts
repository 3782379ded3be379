// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { currentRoutesTable, DOCS_FILE, END, routesTable, START, withRoutesTable } from '../../build/docs-routes.mjs';

describe('npm run docs:routes (docs/backend.md, the calls each widget makes)', () => {
  it('is what docs/backend.md holds: run npm run docs:routes after changing a call or a widget', async () => {
    const docs = readFileSync(DOCS_FILE, 'utf8');
    const table = await currentRoutesTable();
    expect(table).toContain('| coupon-form | `GET /api/products/search`');
    expect(table).toMatch(/\| login-modal \| `GET \/auth\/status`/);
    expect(withRoutesTable(docs, table)).toBe(docs);
  });

  it('writes one row per widget, "none" for a widget that makes no call', () => {
    const calls = [{ id: 'a', method: 'GET', path: '/a/{id}' }, { id: 'b', method: 'POST', path: '/b' }];
    expect(routesTable(calls, new Map([['a', ['x']], ['b', ['x']]]), ['x', 'y'])).toBe(
      '| widget | the calls it makes |\n|---|---|\n| x | `GET /a/{id}`, `POST /b` |\n| y | none |',
    );
  });

  it('says which markers are missing', () => {
    expect(() => withRoutesTable('# no table', '|')).toThrow(`docs/backend.md lacks the markers ${START} … ${END}`);
    expect(withRoutesTable(`a\n${START}\nold\n${END}\nb`, 'new')).toBe(`a\n${START}\nnew\n${END}\nb`);
  });
});
