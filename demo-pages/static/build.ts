/**
 * `npm run build:demo` (docs/qa.md#the-demo-shop-as-static-files): the demo shop as plain files in
 * demo-dist/, for any static host at the root of a domain:
 * - build/: the kit's production build (build.mjs, the same as dist/);
 * - the demo's public files (site.css, images/) and its scripts under demo-assets/: a folder no
 *   page's address is the start of, since a static host answers a folder's name with a redirect
 *   to it plus "/" (the scripts once sat in __demo/assets/, and /__demo, the widget catalogue,
 *   became /__demo/, which the shop has no page for);
 * - sw.js: the service worker running the demo shop (static/worker.ts), stamped with a version
 *   made of its own code (the seed is part of it) and the kit's manifest;
 * - index.html and 404.html: the bootstrap page (static/bootstrap.ts) that starts the worker;
 *   static hosts serve 404.html for addresses they have no file for, so deep links work.
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { build, bundleInLanguage, LOCALES, manifestName } from '../../build.mjs';
import { buildDemoAssets } from '../server/demo-assets';
import { BOOTSTRAP_TEXTS } from './bootstrap-texts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const VERSION_PLACEHOLDER = '__DEMO_VERSION_PLACEHOLDER__';

/**
 * `import * as draws from 'shop:first-draws-in/si'`: first-draws/ built in that language
 * (build.mjs's `bundleInLanguage`), for the worker's pages (pages/first-draws-by-language.ts).
 */
const firstDrawsInLanguage: esbuild.Plugin = {
  name: 'first-draws-in-language',
  setup(build) {
    build.onResolve({ filter: /^shop:first-draws-in\// }, (args) => ({ path: args.path.slice('shop:first-draws-in/'.length), namespace: 'first-draws-in' }));
    build.onLoad({ filter: /.*/, namespace: 'first-draws-in' }, async (args) => ({
      contents: await bundleInLanguage('first-draws/index.ts', args.path),
      loader: 'js',
      resolveDir: root,
    }));
  },
};

/** One browser script, bundled and minified into a string (no file written). */
async function bundle(entry: string, target: string, define: Record<string, string> = {}): Promise<string> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'iife',
    target,
    minify: true,
    define,
    logLevel: 'warning',
    plugins: [firstDrawsInLanguage],
  });
  return result.outputFiles[0]!.text;
}

/** The worker's code with the version stamp in it. */
async function buildWorker(manifestJson: string): Promise<{ code: string; version: string }> {
  const code = await bundle('demo-pages/static/worker.ts', 'es2022', { __DEMO_VERSION__: JSON.stringify(VERSION_PLACEHOLDER) });
  const version = createHash('sha256').update(code).update(manifestJson).digest('hex').slice(0, 16);
  return { code: code.replaceAll(VERSION_PLACEHOLDER, version), version };
}

async function bootstrapPage(version: string): Promise<string> {
  const script = await bundle('demo-pages/static/bootstrap.ts', 'es2020');
  // Inline: on file:// (or a host that lost the folder's files) this page is all there is.
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="shop-demo-version" content="${version}">
<title>Serendib Store · demo shop</title>
<link rel="icon" href="data:,">
<style>body{font:1rem/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1f2937}main{max-width:40rem;margin:0 auto}</style>
</head>
<body>
<main><h1>Serendib Store</h1><p id="bootstrap-status" role="status">${BOOTSTRAP_TEXTS.starting}</p>
<noscript><p>The demo shop runs in your browser and needs JavaScript.</p></noscript></main>
<script>${script.trim()}</script>
</body>
</html>
`;
}

export async function buildStaticDemo(outdir = path.join(root, 'demo-dist')): Promise<{ version: string }> {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  await build({ outdir: path.join(outdir, 'build') });
  await buildDemoAssets(root, path.join(outdir, 'demo-assets'));
  await cp(path.join(root, 'demo-pages/public'), outdir, { recursive: true });
  // Every language's manifest: a change of any of them is a new version.
  const manifestJson = (await Promise.all(LOCALES.map(({ code }) => readFile(path.join(outdir, 'build', manifestName(code)), 'utf8')))).join('\n');
  const { code, version } = await buildWorker(manifestJson);
  await writeFile(path.join(outdir, 'sw.js'), code);
  const page = await bootstrapPage(version);
  await writeFile(path.join(outdir, 'index.html'), page);
  await writeFile(path.join(outdir, '404.html'), page);
  return { version };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { version } = await buildStaticDemo();
  console.log(`demo-dist/ written (version ${version}): serve it at the root of a domain.`);
}
