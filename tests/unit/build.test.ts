// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, CHUNK_GROUPS, groupOf, LOCALES, manifestName, RUNTIME_WIDGETS, strayModule, type Manifest } from '../../build.mjs';
import { CALLS } from '../../contract/calls';
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
      if (!RUNTIME_WIDGETS.includes(name)) expect(entry.file, name).toMatch(new RegExp(`^widget-${name}-[A-Z0-9]{8}\\.js$`));
      const parts = Object.values(entry.parts).flatMap((part) => [...part.css, ...part.js]);
      for (const file of [entry.file, ...entry.css, ...entry.imports, ...parts]) {
        expect(existsSync(path.join(outdir, file)), file).toBe(true);
      }
    }
    expect(manifest.widgets['product-detail']!.css.at(-1)).toMatch(/^widget-product-detail-[A-Z0-9]{8}\.css$/);
  });

  it("fetches no file of the header's links: their JS is the runtime's chunk, which the loader imports", () => {
    // RUNTIME_WIDGETS are no entry points (the registry imports them): a page with the header
    // asked for two re-export files of about 130 B gzip each before.
    expect(RUNTIME_WIDGETS).toEqual(['cart-link', 'wishlist-link']);
    const runtime = manifest.widgets['cart-link']!.file;
    for (const name of RUNTIME_WIDGETS) {
      expect(manifest.widgets[name]!.file, name).toBe(runtime);
      expect(manifest.widgets[name]!.imports, name).toEqual([]);
    }
    // What the loader imports after the first paint: the start (with the registry) and the runtime's chunk.
    expect(manifest.loader.imports).toContain(runtime);
    expect(manifest.loader.imports).toHaveLength(2);
    expect(readdirSync(outdir).filter((file) => /^widget-(cart|wishlist)-link/.test(file))).toEqual([]);
  });

  it('gives every .js and .css file its sha384 in SRI form, matching the bytes served', () => {
    const shipped = readdirSync(outdir)
      .filter((file) => /\.(js|css)$/.test(file))
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    // Each language's manifest names its build's files (keys in byte order); together, every file.
    const manifests = LOCALES.map(({ code }) => JSON.parse(read(manifestName(code))) as Manifest);
    const named = new Set(manifests.flatMap((m) => Object.keys(m.integrity)));
    expect([...named].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)), 'every file').toEqual(shipped);
    for (const m of manifests) {
      const keys = Object.keys(m.integrity);
      expect(keys, 'keys in byte order').toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      for (const file of keys) {
        const sha = createHash('sha384').update(readFileSync(path.join(outdir, file))).digest('base64');
        expect(m.integrity[file], file).toBe(`sha384-${sha}`);
      }
    }
    // Source maps and the legal notes are never loaded by a tag.
    expect(Object.keys(manifest.integrity).filter((file) => !/\.(js|css)$/.test(file))).toEqual([]);
  });

  it('builds each language with its texts alone: no Sinhala or Tamil letter in English, no English text in Sinhala', () => {
    const js = (m: Manifest) => Object.keys(m.integrity).filter((file) => file.endsWith('.js'));
    const english = js(manifest).map(read).join('\n');
    expect(english).toContain('Add To Cart');
    expect(english).not.toMatch(/[\u0D80-\u0DFF\u0B80-\u0BFF]/);
    for (const [code, addToCart] of [['si', 'කරත්තයට එක් කරන්න'], ['ta', 'கூடையில் சேர்']] as const) {
      const translated = js(JSON.parse(read(manifestName(code))) as Manifest).map(read).join('\n');
      expect(translated, code).toContain(addToCart);
      expect(translated, code).not.toContain('Add To Cart');
      // Letters as UTF-8, not \u escapes (half the bytes).
      expect(translated, code).not.toMatch(/\\u0[db][0-9a-f]{2}/i);
    }
  });

  it("gives Sinhala and Tamil their taller lines in their own theme, and English none of it", () => {
    const theme = (m: Manifest) => read(m.theme.css);
    const taller = '--shop-line-height-clamp: 1.75';
    expect(theme(manifest)).toContain('--shop-line-height-clamp: 1.35');
    expect(theme(manifest)).not.toContain(taller);
    for (const code of ['si', 'ta']) {
      const css = theme(JSON.parse(read(manifestName(code))) as Manifest);
      // The English theme's value first, the language's after it: the later one holds.
      expect(css.indexOf(taller), code).toBeGreaterThan(css.indexOf('--shop-line-height-clamp: 1.35'));
      expect(css.indexOf('--shop-line-height-clamp: 1.35'), code).toBeGreaterThan(-1);
    }
  });

  it('reads React once into plain bindings: no kit file calls React through its CommonJS wrapper', () => {
    // A module importing CommonJS React got its own wrapper object (a getter per export) and
    // called `(0, x.useState)(…)` through it; only React's own file may say `.useState` now.
    const files = Object.keys(manifest.integrity).filter((file) => file.endsWith('.js'));
    const viaWrapper = files.filter((file) => /\.(useState|useEffect|useRef|useId|memo|jsxs?)\b/.test(read(file)));
    expect(viaWrapper, 'files that call React through a property').toHaveLength(1);
    expect(read(viaWrapper[0]!), 'the one holding React').toContain('react.transitional.element');
  });

  it("lists a part's JS the widget has not loaded: its own file first, then its static imports", () => {
    const dialog = manifest.widgets['login-modal']!.parts['login-dialog']!;
    const login = manifest.widgets['login-modal']!;
    expect(dialog.js.length).toBeGreaterThan(0);
    // The dialog's own file holds its form.
    expect(read(dialog.js[0]!).includes('shop-login__form'), 'the part first').toBe(true);
    for (const file of dialog.js) {
      expect(file).toMatch(/\.js$/);
      expect([login.file, ...login.imports], file).not.toContain(file);
    }
    expect(new Set(dialog.js).size).toBe(dialog.js.length);
    // Everything the part needs at once is either listed or already loaded with the widget.
    for (const entry of Object.values(manifest.widgets)) {
      for (const part of Object.values(entry.parts)) {
        const loaded = new Set([entry.file, ...entry.imports, ...part.js]);
        for (const file of part.js) {
          // Static imports only (`from"./x.js"`, `import"./x.js"`), not `import("./x.js")`.
          for (const [, chunk] of read(file).matchAll(/(?:from|import)\s*"\.\/([\w-]+\.js)"/g)) {
            expect(loaded.has(chunk!), `${file} imports ${chunk}`).toBe(true);
          }
        }
      }
    }
  });

  it('keeps no asset map in the loader: it does not grow with every widget of the kit', () => {
    const loader = [manifest.loader.file, ...manifest.loader.imports].map(read).join('\n');
    expect(loader.match(/[\w-]+-[A-Z0-9]{8}\.css/g), 'stylesheet names in the loader').toBeNull();
  });

  it('splits CSS like the JS: every rule is in one file of a build, however many widgets use it', () => {
    // One language's build (the theme's stylesheet differs between languages, so its rules are
    // in one file per build).
    const sheets = Object.keys(manifest.integrity).filter((file) => file.endsWith('.css'));
    for (const rule of ['.shop-toast{', '.shop-stars{', '.shop-login__trigger{', '.shop-header-link{']) {
      expect(sheets.filter((file) => read(file).includes(rule)), rule).toHaveLength(1);
    }
    expect(sheets.filter((file) => /^loader-/.test(file))).toEqual([]);
    expect(read(manifest.theme.css).includes('--shop-color-primary')).toBe(true);
  });

  it('keeps a page widget’s CSS out of the others, and the sign-in form’s until the dialog loads', () => {
    const css = (files: string[]) => files.map(read).join('\n');
    const login = manifest.widgets['login-modal']!;
    expect(css(login.css).includes('.shop-login__trigger'), 'the header button’s CSS').toBe(true);
    expect(css(login.css).includes('.shop-login__form'), 'the form’s CSS before the dialog opens').toBe(false);
    expect(css(login.parts['login-dialog']!.css).includes('.shop-login__form'), 'the form’s CSS with the dialog').toBe(true);
    // The header's own CSS rides in the core stylesheet (every page has the header); a page
    // widget's stays in its own file.
    expect(css(manifest.widgets['cart-link']!.css).includes('.shop-pd__'), 'product CSS with the cart link').toBe(false);
  });

  it('loads shared code in a few chunks, and none the page does not need', () => {
    const closure = (name: string) => [manifest.loader.file, ...manifest.loader.imports, manifest.widgets[name]!.file, ...manifest.widgets[name]!.imports];
    // Each checkout also needs the chunk it shares with its own dialogs (its calls, loaded
    // again when a dialog opens), the mobile-number code it shares with the sign-in dialog, and
    // what the two checkouts share ('placement').
    const most = (name: string) => (name === 'guest-checkout' || name === 'order-checkout' ? 9 : 6);
    for (const name of Object.keys(manifest.widgets)) {
      expect(manifest.widgets[name]!.imports.length, name).toBeLessThanOrEqual(most(name));
    }
    // The cart link alone needs no HTTP client (ky names its errors, minified or not).
    expect(closure('cart-link').map(read).join('\n').includes('TimeoutError')).toBe(false);
    expect(closure('product-detail').map(read).join('\n').includes('TimeoutError')).toBe(true);
    // The sign-in button (on every header page) brings no combobox: only the search box, which
    // mounts on first use, and the coupon form's product search do.
    const loginFiles = [...closure('login-modal'), ...manifest.widgets['login-modal']!.css];
    expect(loginFiles.map(read).join('\n').includes('aria-activedescendant')).toBe(false);
    expect(loginFiles.map(read).join('\n').includes('.shop-combobox__list')).toBe(false);
    expect(closure('search-box').map(read).join('\n').includes('aria-activedescendant')).toBe(true);
  });

  it("gives the checkouts none of the catalogue's code: the spinner and the texts they show live in earlier groups", () => {
    const files = (name: string) => {
      const widget = manifest.widgets[name]!;
      return [manifest.loader.file, ...manifest.loader.imports, widget.file, ...widget.imports, ...widget.css];
    };
    // The stars ('Rated 4.5 out of 5'), the hearts and the product texts: what a checkout never shows.
    for (const name of ['guest-checkout', 'order-checkout']) {
      const text = files(name).map(read).join('\n');
      expect(text.includes('out of 5'), `${name}: the stars' texts`).toBe(false);
      expect(text.includes('.shop-stars'), `${name}: the stars' CSS`).toBe(false);
      expect(text.includes('.shop-spinner'), `${name}: the spinner's CSS`).toBe(true);
    }
    expect(files('product-detail').map(read).join('\n').includes('out of 5')).toBe(true);
  });

  it('gives the checkouts their empty state only when there is nothing to buy (a part loaded on demand)', () => {
    for (const [name, part] of [
      ['guest-checkout', 'empty-checkout'],
      ['order-checkout', 'empty-order'],
    ] as const) {
      const widget = manifest.widgets[name]!;
      const atMount = [widget.file, ...widget.imports, ...widget.css].map(read).join('\n');
      expect(atMount.includes('.shop-empty'), `${name}: the empty state's CSS at mount`).toBe(false);
      const later = widget.parts[part];
      expect(later, `${name}: the part ${part}`).toBeDefined();
      expect([...later!.js, ...later!.css].map(read).join('\n').includes('.shop-empty')).toBe(true);
    }
  });

  it("has no group member reading a catalogue's texts at module level (they may not be set yet)", () => {
    // build/grouping-plugin.mjs groupImportEdit: the member a page reaches first runs after the rest of its group.
    // An earlier group's texts are a chunk this one imports, so they are set before it runs (the
    // back office's request schemas read shared/admin-texts/ at load): only the own group counts.
    const sameGroup = (file: string, source: string) => {
      const group = groupOf(path.resolve(file));
      const names = [...source.matchAll(/^import \* as (\w+Messages) from '([^']+)';/gm)]
        .filter(([, , from]) => groupOf(path.resolve(path.dirname(file), `${from!}.ts`)) === group)
        .map(([, name]) => name!);
      return names.length === 0 ? null : new RegExp(`\\b(${names.join('|')})\\.\\w+\\b(?!\\()`);
    };
    const files = Object.values(CHUNK_GROUPS)
      .flat()
      .flatMap((member) =>
        member.endsWith('/')
          ? readdirSync(member, { recursive: true, encoding: 'utf8' })
              .filter((name) => /\.tsx?$/.test(name))
              .map((name) => path.join(member, name))
          : [member],
      );
    const offenders = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const reads = sameGroup(file, source);
      if (!reads) return [];
      return (
        source
          .split(/\n(?=\S)/)
          .filter((statement) => /^(export )?(const|let) /.test(statement))
          // What runs at load: the statement up to the first function it defines.
          .filter((statement) => reads.test(statement.split(/\bfunction\b|=>/)[0]!))
          .map((statement) => `${file}: ${statement.split('\n')[0]}`)
      );
    });
    // The check itself works: a member reading its own group's texts at load is found.
    const probe = 'shared/admin/api.ts';
    expect(sameGroup(probe, "import * as adminMessages from '../admin/messages';\n")?.test('adminMessages.title')).toBe(true);
    expect(offenders).toEqual([]);
  });

  it('takes a module’s group from its folder, and fails on a shared module in no group, saying where to put it', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const at = (file: string) => path.join(root, file);
    expect(groupOf(at('shared/checkout/ui/line-item.tsx'))).toBe('checkout');
    expect(groupOf(at('widgets/login-modal/login-modal-widget.tsx'))).toBe('session');
    expect(strayModule(at('widgets/product-detail/dates.ts')), 'a widget’s own module').toBeNull();
    // Every module of shared/ today is in a group (the build checks the same before bundling).
    const shared = readdirSync(at('shared'), { recursive: true, encoding: 'utf8' }).map((name) => at(path.join('shared', name)));
    expect(shared.map(strayModule).filter(Boolean)).toEqual([]);
    // A stray: named, with where it belongs.
    const message = strayModule(at('shared/ui/new-badge.tsx'));
    expect(message).toContain('shared/ui/new-badge.tsx is in no chunk group');
    expect(message).toContain('shared/<group>/');
    expect(message).toContain('widgets/<name>/ if one widget uses it');
    expect(strayModule(at('shared/hooks/use-thing.ts'))).toContain('shared/hooks/use-thing.ts');
    // A stylesheet too: directly in shared/ or in a folder that is no group, it fails the same way.
    expect(strayModule(at('shared/badge.css'))).toContain('shared/badge.css is in no chunk group');
    expect(strayModule(at('shared/ui/badge.css'))).toContain('shared/ui/badge.css is in no chunk group');
    expect(strayModule(at('shared/dialog/modal.css')), 'a group’s stylesheet').toBeNull();
  });

  it("puts Chart.js in the sales chart's files only, without the other chart types", () => {
    const js = Object.keys(manifest.integrity).filter((file) => file.endsWith('.js'));
    const withChart = js.filter((file) => read(file).includes("can't acquire context"));
    const sales = manifest.widgets['sales-chart']!;
    expect(withChart.length).toBe(1);
    expect([sales.file, ...sales.imports]).toContain(withChart[0]);
    // No other widget's closure reaches that file, so no other page downloads it.
    for (const [name, entry] of Object.entries(manifest.widgets)) {
      if (name !== 'sales-chart') expect([entry.file, ...entry.imports], name).not.toContain(withChart[0]);
    }
    const chart = read(withChart[0]!);
    for (const unused of ['doughnut', 'polarArea', 'bubble', 'scatter', 'radar']) {
      expect(chart.includes(`"${unused}"`), unused).toBe(false);
    }
  });

  it('writes widgets.schema.json, and no description of it into the browser’s files', () => {
    const schema = JSON.parse(read('widgets.schema.json')) as unknown;
    const texts: string[] = [];
    const collect = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(collect);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'description' && typeof value === 'string') texts.push(value);
          else collect(value);
        }
      }
    };
    collect((schema as { $defs: unknown }).$defs);
    expect(texts.length, 'descriptions in the schema').toBeGreaterThan(100);
    const shipped = readdirSync(outdir).filter((file) => file.endsWith('.js')).map(read).join('\n');
    // esbuild writes ’ as \u2019 in JS strings: look for the text as the file would hold it.
    const leaked = texts.filter((text) => shipped.includes(text) || shipped.includes(JSON.stringify(text).slice(1, -1).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)));
    expect(leaked).toEqual([]);
  });

  it('ends by itself: nothing the props schemas load keeps Node running (node build.mjs)', () => {
    const into = mkdtempSync(path.join(tmpdir(), 'shop-build-exit-'));
    try {
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', `import { build } from ${JSON.stringify(path.resolve('build.mjs'))}; await build({ outdir: ${JSON.stringify(into)} });`], {
        timeout: 60_000,
        encoding: 'utf8',
      });
      expect(run.error, 'still running after 60 s').toBeUndefined();
      expect(run.status, run.stderr).toBe(0);
      expect(existsSync(path.join(into, 'widgets.schema.json'))).toBe(true);
    } finally {
      rmSync(into, { recursive: true, force: true });
    }
  }, 70_000);

  it('builds the same tree into the same files: a redeploy re-downloads nothing that did not change', async () => {
    // A run used to differ now and then (a module reached both through a plugin and through
    // esbuild's own resolver was built as whichever came first): its chunk changed its bytes,
    // its hashed name, and the name of every file importing it. Three more builds catch it.
    const shipped = (dir: string) =>
      Object.fromEntries(readdirSync(dir).filter((file) => /\.(js|css)$/.test(file)).sort().map((file) => [file, createHash('sha256').update(readFileSync(path.join(dir, file))).digest('hex')]));
    const first = shipped(outdir);
    for (let i = 0; i < 3; i++) {
      const again = mkdtempSync(path.join(tmpdir(), 'shop-build-again-'));
      try {
        await build({ outdir: again, contracts: false });
        expect(shipped(again), `build ${i + 2}`).toEqual(first);
      } finally {
        rmSync(again, { recursive: true, force: true });
      }
    }
  }, 30_000);

  it('ships no demo-only code, and React in production mode', () => {
    const shipped = readdirSync(outdir).filter((file) => file.endsWith('.js')).map(read).join('\n');
    for (const demoOnly of ['__demo', 'Demo tools', 'react-dom.development']) {
      expect(shipped.includes(demoOnly), demoOnly).toBe(false);
    }
  });

  it('writes the backend contract, dist/openapi.json, with every call of the catalogue', () => {
    const doc = JSON.parse(read('openapi.json')) as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(doc.openapi).toBe('3.1.0');
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.sort()).toEqual(CALLS.map((call) => call.id).sort());
  });
});
