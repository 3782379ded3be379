// Which widgets make each backend call (dist/openapi.json's `x-shop-widgets`), derived from
// the code: each widget bundled on its own, tree-shaken, and the call URLs its bundle holds.
import * as esbuild from 'esbuild';
import { root } from './paths.mjs';
import { reactShimPlugin } from './react-shim-plugin.mjs';

/** A path with every parameter (`{id}`, `${productId}`, `${encodeURIComponent(slug)}`) as `{}`. */
export const shape = (url) => url.replace(/\$\{[^}]*\}\)?\}?|\{[^}]*\}/g, '{}');

/** `GET /product/{}`: a call as both the catalogue (contract/calls.ts) and the code write it. */
export const callKey = (method, url) => `${method.toUpperCase()} ${shape(url)}`;

/**
 * Every `http.get/post/put/patch/delete('…')` of a source or an unminified bundle, as call keys
 * (a bundle may rename the client `http2` where another module has an `http`).
 */
export function callsIn(source) {
  return [...source.matchAll(/\bhttp\d*\s*\.(get|post|put|patch|delete)\(\s*(['"`])(.*?)\2/gs)].map((match) => callKey(match[1], match[3]));
}

/**
 * Call key → the sorted names of the widgets that make it. Each widget is bundled alone
 * (no splitting, not minified) from `widgets/<name>/<name>-widget.tsx`: its static and
 * dynamic imports (its parts loaded on demand) are all in its bundle, and tree shaking drops
 * the calls of a shared call module it never uses (the admin module's parcel calls are not the
 * coupon form's). Not the build's own metafile: a chunk holds whole modules, whose every call
 * would then count for every widget that loads it.
 */
export async function callWidgets(names) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: names.map((name) => ({ in: `widgets/${name}/${name}-widget.tsx`, out: name })),
    outdir: 'call-widgets',
    bundle: true,
    splitting: false,
    format: 'esm',
    target: 'es2022',
    minify: false,
    write: false,
    jsx: 'automatic',
    logLevel: 'silent',
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [reactShimPlugin()],
  });
  const byCall = new Map();
  for (const file of result.outputFiles) {
    const name = file.path.match(/[\\/]call-widgets[\\/]([\w-]+)\.js$/)?.[1];
    if (!name) continue;
    for (const call of new Set(callsIn(file.text))) {
      if (!byCall.has(call)) byCall.set(call, new Set());
      byCall.get(call).add(name);
    }
  }
  return new Map([...byCall].map(([call, widgets]) => [call, [...widgets].sort()]));
}
