// Builds the widget kit into dist/ (ARCHITECTURE "Build"):
//   node build.mjs            one production build
//   node build.mjs --watch    rebuild on every change under widgets/, shared/ and loader.ts
//   SHOP_METAFILE=meta.json node build.mjs   also writes esbuild's metafile (what is in each file)
//
// ESM with code splitting: the loader entry imports each widget lazily through
// widgets/registry.ts, and every widget is an entry point. Shared modules are grouped into a few
// chunks (build/groups.mjs). CSS is built in a second pass that splits it exactly like the JS:
// each JS file's modules bring their stylesheet, so shared CSS is downloaded once.
// dist/manifest.json says what each widget loads (build/manifest.mjs), with the SRI of every
// file (build/integrity.mjs); dist/widgets.schema.json and dist/openapi.json are the backend's
// contracts (build/contracts.mjs). This file runs those steps: `build` and `watch`.
import * as esbuild from 'esbuild';
import { watch as watchFiles } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeBackendLang } from './build/backend-lang.mjs';
import { chunkStyles } from './build/chunk-styles.mjs';
import { writeContracts } from './build/contracts.mjs';
import { writeFirstDraws } from './build/first-draws.mjs';
import { jsBuildOptions } from './build/esbuild-options.mjs';
import { checkSharedLayout } from './build/groups.mjs';
import { integrityOf } from './build/integrity.mjs';
import { LOCALES, manifestName } from './build/locales.mjs';
import { PSEUDO_LOCALE } from './build/pseudo.mjs';
import { manifestOf } from './build/manifest.mjs';
import { root } from './build/paths.mjs';
import { widgetNames } from './build/widgets.mjs';

// What the tests, the demo shop and the bench import from here (types in build.d.mts).
export { callKey, callsIn, callWidgets } from './build/call-widgets.mjs';
export { widgetsByCallId } from './build/contracts.mjs';
export { widgetNames } from './build/widgets.mjs';
export { firstDrawsName, LOCALES, manifestName, SOURCE_LOCALE } from './build/locales.mjs';
export { bundleInLanguage, importInLanguage } from './build/first-draws.mjs';
export { PSEUDO_LOCALE } from './build/pseudo.mjs';
export { CHUNK_GROUPS, groupOf, RUNTIME_WIDGETS, strayModule } from './build/groups.mjs';
export { SCHEMA_ID, widgetsSchema } from './build/props-schema.mjs';
export { stripDescriptions } from './build/strip-descriptions.mjs';

const defaultOutdir = path.join(root, 'dist');

/**
 * One complete build into `outdir` (dist/ by default), every language; returns the English
 * manifest (manifest.json; the others are manifest.<locale>.json). `pseudo` (SHOP_PSEUDO=1)
 * adds the pseudo-locale's build, manifest.qps-ploc.json (build/pseudo.mjs).
 * `contracts: false` leaves widgets.schema.json and openapi.json out (watch writes them after
 * reloading the pages).
 */
export async function build({ outdir = defaultOutdir, contracts = true, pseudo = process.env.SHOP_PSEUDO === '1' } = {}) {
  await checkSharedLayout();
  const names = await widgetNames();
  // One build per language (build/locales.mjs), into one folder: a file the same in every
  // language (React, the runtime's code) has the same hashed name, so it is one file, cached
  // once across a change of language. The pseudo-locale only when asked (build/pseudo.mjs).
  const builds = [];
  for (const locale of [...LOCALES.map((l) => l.code), ...(pseudo ? [PSEUDO_LOCALE] : [])]) {
    const cssImports = new Map();
    const js = await esbuild.build(jsBuildOptions(names, outdir, cssImports, locale));
    const jsOutputs = Object.fromEntries(Object.entries(js.metafile.outputs).filter(([file]) => file.endsWith('.js')));
    const styles = await chunkStyles(jsOutputs, cssImports, outdir, locale);
    const manifest = manifestOf(js.metafile.outputs, styles.cssOf, styles.theme, names, outdir);
    const files = [...js.outputFiles, ...styles.files];
    manifest.integrity = integrityOf(files, outdir);
    builds.push({ locale, manifest, files, metafile: js.metafile });
  }

  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const files = new Map(builds.flatMap((b) => b.files.map((file) => [file.path, file.contents])));
  await Promise.all([...files].map(([file, contents]) => writeFile(file, contents)));
  await Promise.all(builds.map((b) => writeFile(path.join(outdir, manifestName(b.locale)), `${JSON.stringify(b.manifest, null, 2)}\n`)));
  if (contracts) await Promise.all([writeContracts(outdir, names), writeFirstDraws(outdir), writeBackendLang(outdir)]);
  if (process.env.SHOP_METAFILE) await writeFile(process.env.SHOP_METAFILE, JSON.stringify(builds[0].metafile));
  return builds[0].manifest;
}

/**
 * Rebuild on every change of the sources; `onBuild(manifest, error)` hears each result.
 * Returns a function that stops watching.
 */
export async function watch(onBuild = () => {}) {
  let timer = null;
  let running = Promise.resolve();
  const rebuild = () => {
    running = running.then(async () => {
      const started = performance.now();
      try {
        // The pages reload first; the contracts (a few hundred ms of loading TypeScript in
        // Node) follow, so a change shows as soon as the pages are built.
        const manifest = await build({ contracts: false });
        onBuild(manifest, null, performance.now() - started);
        await Promise.all([writeContracts(defaultOutdir, await widgetNames()), writeFirstDraws(defaultOutdir), writeBackendLang(defaultOutdir)]);
      } catch (error) {
        onBuild(null, error, performance.now() - started);
      }
    });
  };
  const watchers = ['widgets', 'shared', 'first-draws'].map((dir) =>
    watchFiles(path.join(root, dir), { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(rebuild, 30);
    }),
  );
  watchers.push(
    watchFiles(path.join(root, 'loader.ts'), () => {
      clearTimeout(timer);
      timer = setTimeout(rebuild, 30);
    }),
  );
  rebuild();
  await running;
  return () => watchers.forEach((watcher) => watcher.close());
}

const runDirectly = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
if (runDirectly) {
  if (process.argv.includes('--watch')) {
    await watch((manifest, error, ms) => {
      if (error) console.error(`build failed: ${error.message}`);
      else console.log(`built ${Object.keys(manifest.widgets).length} widgets in ${ms.toFixed(0)} ms`);
    });
  } else {
    const manifest = await build();
    console.log(`built ${Object.keys(manifest.widgets).length} widgets into dist/`);
  }
}
