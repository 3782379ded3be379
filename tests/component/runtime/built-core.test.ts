import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { build } from '../../../build.mjs';
import { GUEST_CART_KEY } from '../../../shared/core/constants';

// Inside the project: the test runner loads modules from its own tree only.
mkdirSync('test-results', { recursive: true });
const outdir = mkdtempSync(path.resolve('test-results', 'built-core-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/**
 * The built runtime chunk, not the sources: esbuild puts a chunk group's modules in an order of
 * its own, and a store that reads another member's value when it loads (the guest cart reads its
 * storage key from constants.ts) reads `undefined` if it comes first. Unbundled, as every other
 * test runs them, the modules always load in their imports' order, so only this sees it.
 * docs/decisions.md#a-chunk-groups-members-must-not-read-each-others-values-at-module-level
 */
it('reads the guest cart from storage when the built runtime chunk loads', async () => {
  const manifest = await build({ outdir, contracts: false });
  const line = { product_id: 7, product_name: 'Tea', image_name: null, variation_name: 'No V', price: 100, quantity: 2, subtotal: 200 };
  localStorage.setItem(GUEST_CART_KEY, JSON.stringify([line, { ...line, product_id: 8 }]));
  const core = (await import(/* @vite-ignore */ path.join(outdir, manifest.widgets['cart-link']!.file))) as Record<string, unknown>;
  // The chunk's exports have short names: the guest cart is the signal holding the stored lines.
  const lists = Object.values(core).filter(
    (value): value is { value: unknown[] } =>
      typeof value === 'object' && value !== null && 'peek' in value && Array.isArray((value as unknown as { value: unknown }).value),
  );
  expect(lists.map((signal) => signal.value.length)).toContain(2);
}, 30_000);
