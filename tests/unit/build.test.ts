// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Manifest } from '../../build.mjs';
import { registry } from '../../widgets/registry';

const outdir = mkdtempSync(path.join(tmpdir(), 'shop-build-'));
let manifest: Manifest;
const read = (file: string) => readFileSync(path.join(outdir, file), 'utf8');

beforeAll(async () => {
  manifest = await build({ outdir });
}, 30_000);

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('build.mjs', () => {
  it('lists every widget of the registry with its JS, its CSS and chunks that exist', () => {
    expect(Object.keys(manifest.widgets).sort()).toEqual(Object.keys(registry).sort());
    for (const [name, entry] of Object.entries(manifest.widgets)) {
      expect(entry.file, name).toMatch(new RegExp(`^widget-${name}-[A-Z0-9]{8}\\.js$`));
      expect(entry.css, name).toMatch(new RegExp(`^widget-${name}-[A-Z0-9]{8}\\.css$`));
      for (const file of [entry.file, entry.css!, ...entry.imports]) expect(existsSync(path.join(outdir, file)), file).toBe(true);
    }
  });

  it('keeps no asset map in the loader: it does not grow with every widget of the kit', () => {
    const loader = read(manifest.loader.file);
    for (const entry of Object.values(manifest.widgets)) {
      expect(loader.includes(entry.css!), `${entry.css} in the loader`).toBe(false);
    }
  });

  it('writes no loader stylesheet (widgets bring their own CSS)', () => {
    expect(readdirSync(outdir).filter((file) => /^loader-.*\.css$/.test(file))).toEqual([]);
    expect(read(manifest.theme.css).includes('--shop-color-primary')).toBe(true);
  });

  it('keeps a widget’s CSS out of the others', () => {
    const loginCss = read(manifest.widgets['login-modal']!.css!);
    const cartCss = read(manifest.widgets['cart-link']!.css!);
    expect(loginCss.includes('.shop-login'), 'login CSS in its own file').toBe(true);
    expect(cartCss.includes('.shop-login'), 'login CSS in the cart link file').toBe(false);
  });

  it('ships no demo-only code, and React in production mode', () => {
    const shipped = readdirSync(outdir).filter((file) => file.endsWith('.js')).map(read).join('\n');
    for (const demoOnly of ['__demo', 'Demo tools', 'react-dom.development']) {
      expect(shipped.includes(demoOnly), demoOnly).toBe(false);
    }
  });
});
