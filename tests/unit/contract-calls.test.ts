// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callKey as key, callsIn } from '../../build.mjs';
import { CALLS } from '../../contract/calls';

const root = path.resolve(import.meta.dirname, '../..');

const catalogued = new Set(CALLS.map((call) => key(call.method, call.path)));

/**
 * The call modules: a group's `shared/<group>/api/*.ts` (or `shared/<group>/api.ts`) and a
 * widget's own `widgets/<name>/api.ts`.
 */
function callModules(): string[] {
  const files: string[] = [];
  for (const top of ['shared', 'widgets']) {
    for (const name of readdirSync(path.join(root, top), { recursive: true, encoding: 'utf8' })) {
      const file = `${top}/${name.split(path.sep).join('/')}`;
      if (/^shared\/[\w-]+\/(api\/[\w-]+|api)\.ts$|^widgets\/[\w-]+\/api\.ts$/.test(file)) files.push(file);
    }
  }
  return files.sort();
}

/** Every `http.get/post/put/patch/delete('…')` of the call modules, with its file. */
function clientCalls(): { file: string; call: string }[] {
  const found: { file: string; call: string }[] = [];
  for (const file of callModules()) {
    for (const call of callsIn(readFileSync(path.join(root, file), 'utf8'))) found.push({ file, call });
  }
  return found;
}

/**
 * SPEC §7's calls: every `METHOD /path` between "## 7." and "## 8." (query strings, trailing
 * punctuation and bodies dropped). SPEC §7 writes the category page's call as
 * "GET {category filter url}?…": the filter URL of SPEC §2 is /category/{slug}, and the kit calls
 * its `/products` (docs/backend.md#catalogue-listings-filters-search-and-home).
 */
function specCalls(): string[] {
  const spec = readFileSync('/work/shared/SPEC.md', 'utf8');
  const section = spec.slice(spec.indexOf('## 7.'), spec.indexOf('## 8.'));
  const calls: string[] = [];
  for (const match of section.matchAll(/\b(GET|POST|PUT|PATCH|DELETE) (\{category filter url\}|\/\S+)/g)) {
    const url = match[2] === '{category filter url}' ? '/category/{slug}/products' : match[2]!.split('?')[0]!.replace(/[.,:;]+$/, '');
    calls.push(key(match[1]!, url));
  }
  return calls;
}

describe('contract/calls.ts', () => {
  it('has every call the call modules make', () => {
    const calls = clientCalls();
    // The scan itself works: the call modules have dozens of calls, with path parameters among them.
    expect(calls.length).toBeGreaterThan(50);
    expect(calls.map((entry) => entry.call)).toContain('GET /category/{}/products');
    expect(calls.filter((entry) => !catalogued.has(entry.call))).toEqual([]);
  });

  it('has every call SPEC §7 lists', () => {
    const calls = specCalls();
    expect(calls.length).toBeGreaterThan(45);
    expect(calls).toContain('PUT /coupons/{}/update');
    expect(calls.filter((call) => !catalogued.has(call))).toEqual([]);
  });

  it('lists each call once, with a unique id, and marks every write', () => {
    expect(new Set(CALLS.map((call) => call.id)).size).toBe(CALLS.length);
    expect(catalogued.size).toBe(CALLS.length);
    for (const call of CALLS) {
      expect(call.writes, call.id).toBe(call.method !== 'GET');
      if (call.writes) expect(call.errors, call.id).toContain(419);
      if (call.roles.length === 1 && call.roles[0] === 'admin') expect(call.errors, call.id).toEqual(expect.arrayContaining([401, 403]));
      if (call.spec !== 'ours') expect(call.spec, call.id).toMatch(/^§7 /);
      for (const param of call.pathParams ?? []) expect(call.path, call.id).toContain(`{${param.name}}`);
    }
  });
});
