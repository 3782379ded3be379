// Builds the widget kit into dist/ (ARCHITECTURE "Build"):
//   node build.mjs            one production build
//   node build.mjs --watch    rebuild on every change under widgets/, shared/ and loader.ts
//
// ESM with code splitting: the loader entry imports each widget lazily through
// widgets/registry.ts; every widget is also an entry point, so esbuild gives each widget its own
// CSS file holding exactly the CSS its modules import. The loader's own CSS bundle (esbuild puts
// the CSS of every lazily imported module there) is not written.
//
// dist/manifest.json lists, for the loader and every widget, its JS, CSS and every chunk it
// needs; the page prints that for its own widgets (preloads, stylesheets, and the JSON map the
// loader reads for widgets that mount later), so nothing waits on anything else to be found.
import * as esbuild from 'esbuild';
import { watch as watchFiles } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.dirname(fileURLToPath(import.meta.url));
const defaultOutdir = path.join(root, 'dist');

/** Every folder of widgets/ is one widget, whose module is `<name>/<name>-widget.tsx`. */
async function widgetNames() {
  const entries = await readdir(path.join(root, 'widgets'), { withFileTypes: true });
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
}

function options(names, outdir) {
  return {
    absWorkingDir: root,
    entryPoints: [
      { in: 'loader.ts', out: 'loader' },
      { in: 'shared/styles/theme.css', out: 'theme' },
      ...names.map((name) => ({ in: `widgets/${name}/${name}-widget.tsx`, out: `widget-${name}` })),
    ],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['es2022', 'chrome111', 'firefox111', 'safari16'],
    minify: true,
    sourcemap: 'linked',
    metafile: true,
    write: false,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: 'asset-[hash]',
    jsx: 'automatic',
    legalComments: 'linked',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  };
}


/** Every chunk an output statically imports, transitively (what must load before it runs). */
function staticImports(outputs, file, seen = new Set()) {
  for (const dependency of outputs[file]?.imports ?? []) {
    if (dependency.kind !== 'import-statement' || seen.has(dependency.path)) continue;
    seen.add(dependency.path);
    staticImports(outputs, dependency.path, seen);
  }
  return seen;
}

function describe(metafile, names, outdir) {
  const outputs = metafile.outputs;
  const rel = (file) => path.relative(outdir, path.join(root, file)).split(path.sep).join('/');
  const byEntry = new Map(
    Object.entries(outputs)
      .filter(([file, output]) => output.entryPoint && file.endsWith('.js'))
      .map(([file, output]) => [output.entryPoint, file]),
  );
  const cssOf = (entry) => {
    const js = byEntry.get(entry);
    return js && outputs[js].cssBundle ? rel(outputs[js].cssBundle) : null;
  };
  const widgets = {};
  for (const name of names) {
    const entry = `widgets/${name}/${name}-widget.tsx`;
    const js = byEntry.get(entry);
    widgets[name] = {
      file: rel(js),
      css: cssOf(entry),
      imports: [...staticImports(outputs, js)].map(rel).sort(),
    };
  }
  const loader = byEntry.get('loader.ts');
  const theme = Object.entries(outputs).find(
    ([, output]) => output.entryPoint === 'shared/styles/theme.css',
  )?.[0];
  return {
    loader: { file: rel(loader), imports: [...staticImports(outputs, loader)].map(rel).sort() },
    theme: { css: rel(theme) },
    widgets,
  };
}

/** One complete build into `outdir` (dist/ by default); returns the manifest it wrote. */
export async function build({ outdir = defaultOutdir } = {}) {
  const names = await widgetNames();
  const result = await esbuild.build(options(names, outdir));
  const manifest = describe(result.metafile, names, outdir);
  // The loader's CSS bundle gathers every widget's CSS; widgets bring their own instead.
  const loaderKey = path.relative(root, path.join(outdir, manifest.loader.file)).split(path.sep).join('/');
  const loaderCss = result.metafile.outputs[loaderKey]?.cssBundle;
  const skip = new Set(loaderCss ? [loaderCss, `${loaderCss}.map`] : []);

  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  await Promise.all(
    result.outputFiles
      .filter((file) => !skip.has(path.relative(root, file.path).split(path.sep).join('/')))
      .map((file) => writeFile(file.path, file.contents)),
  );
  await writeFile(path.join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
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
        const manifest = await build();
        onBuild(manifest, null, performance.now() - started);
      } catch (error) {
        onBuild(null, error, performance.now() - started);
      }
    });
  };
  const watchers = ['widgets', 'shared'].map((dir) =>
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
