// The CSS build: one stylesheet per JS file, from the stylesheets its modules import
// (css-imports-plugin.mjs), so CSS splits like the JS and shared CSS is downloaded once.
import * as esbuild from 'esbuild';
import path from 'node:path';
import { groupOf } from './groups.mjs';
import { SOURCE_LOCALE, stylesheetIn } from './locales.mjs';
import { root } from './paths.mjs';

/**
 * Groups whose CSS goes into an earlier group's stylesheet. Every page with the header loads
 * `session` (its sign-in button), so its CSS (notices, alerts, the spinner: 1.3 KB) rides in
 * the core stylesheet every page prints: one file fewer on every such page (a stylesheet of its
 * own measured 0.35 KB more on each), for 1.3 KB more on a page with the cart link alone. The quantity stepper's CSS (`purchase`, 0.3 KB) rides with the
 * catalogue's, which the product page and the cart load anyway.
 */
const STYLES_JOIN = { session: 'core', purchase: 'catalogue' };

const ENGLISH_THEME = path.join(root, 'shared/core/styles/theme.css');

/**
 * The CSS build: one stylesheet per JS file holding the CSS its modules import,
 * in the order they appear in it. CSS thus splits exactly like the JS: shared CSS (the toast,
 * the stars) is downloaded once however many widgets use it, instead of once per widget as in
 * esbuild's one-CSS-bundle-per-entry.
 */
export async function chunkStyles(jsOutputs, cssImports, outdir, locale = SOURCE_LOCALE) {
  // The theme of `locale`'s build: theme.si.css in Sinhala (css-imports-plugin.mjs recorded it).
  const theme = stylesheetIn(ENGLISH_THEME, locale);
  const sources = new Map();
  for (const [file, output] of Object.entries(jsOutputs)) {
    const css = [...new Set(Object.keys(output.inputs).flatMap((input) => cssImports.get(input) ?? []))];
    if (css.includes(theme)) css.unshift(...css.splice(css.indexOf(theme), 1));
    if (css.length > 0) sources.set(file, css);
  }
  // A group's stylesheet may join an earlier group's (STYLES_JOIN): one file fewer per page.
  const groupChunk = (group) =>
    Object.keys(jsOutputs).find((file) => Object.keys(jsOutputs[file].inputs).some((input) => groupOf(path.join(root, input)) === group));
  for (const [group, into] of Object.entries(STYLES_JOIN)) {
    const from = groupChunk(group);
    const to = groupChunk(into);
    if (!from || !to || !sources.has(from)) continue;
    sources.set(to, [...new Set([...(sources.get(to) ?? []), ...sources.get(from)])]);
    sources.delete(from);
  }
  // JS files whose stylesheets would be the same share one: two entries of the same content
  // get the same hashed name, and esbuild then names only one of them in its metafile, which
  // left a page without the stylesheet of a chunk it loads.
  const listKey = (css) => css.join('\n');
  const firstWithList = new Map();
  for (const [file, css] of sources) if (!firstWithList.has(listKey(css))) firstWithList.set(listKey(css), file);
  const entries = [...firstWithList.values()];
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [
      ...entries.map((file, index) => ({ in: `shop-styles:${index}`, out: path.basename(file, '.js').replace(/-[A-Z0-9]{8}$/, '') })),
    ],
    outdir,
    bundle: true,
    minify: true,
    sourcemap: 'linked',
    metafile: true,
    write: false,
    entryNames: '[name]-[hash]',
    assetNames: 'asset-[hash]',
    target: ['chrome111', 'firefox111', 'safari16'],
    logLevel: 'silent',
    plugins: [
      {
        name: 'shop-styles',
        setup(build) {
          build.onResolve({ filter: /^shop-styles:/ }, (args) => ({
            path: args.path.slice('shop-styles:'.length),
            namespace: 'shop-styles',
          }));
          build.onLoad({ filter: /.*/, namespace: 'shop-styles' }, (args) => ({
            contents: sources.get(entries[Number(args.path)]).map((css) => `@import ${JSON.stringify(css)};`).join('\n'),
            resolveDir: root,
            loader: 'css',
          }));
        },
      },
    ],
  });
  const built = new Map();
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (file.endsWith('.css') && output.entryPoint?.startsWith('shop-styles:')) {
      built.set(entries[Number(output.entryPoint.slice('shop-styles:'.length))], file);
    }
  }
  const cssOf = new Map([...sources].map(([file, css]) => [file, built.get(firstWithList.get(listKey(css)))]));
  const missing = [...cssOf].filter(([, sheet]) => !sheet).map(([file]) => file);
  if (missing.length > 0) throw new Error(`no stylesheet was written for ${missing.join(', ')}`);
  // The theme (the runtime imports it) opens the stylesheet of the chunk holding the runtime:
  // every page prints that one first, and it is one file fewer than a theme of its own.
  const runtime = entries.find((file) => sources.get(file).includes(theme));
  if (!runtime) throw new Error('no chunk carries the theme (shared/core/runtime/mounter.tsx imports it)');
  return { files: result.outputFiles, cssOf, theme: cssOf.get(runtime) };
}
