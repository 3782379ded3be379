/** Builds the reference page (reference.tsx) and the floor pages' script like build.mjs builds the kit, and serves them. */
import * as esbuild from 'esbuild';
import { createServer } from 'node:http';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

export const REFERENCE_MARK = 'reference-mounted';

const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference · one bare React root</title>
<link rel="icon" href="data:,">
<script type="module" src="/reference.js"></script>
</head>
<body>
<div id="root"></div>
</body>
</html>
`;

/** The loader's `import('./start')` resolved to `floorStart` instead. */
const swapStart = (floorStart: string): esbuild.Plugin => ({
  name: 'floor-start',
  setup(build) {
    build.onResolve({ filter: /^\.\/start$/ }, (args) => (args.importer.endsWith(`${path.sep}loader.ts`) ? { path: floorStart } : undefined));
  },
});

/**
 * Bundle tests/bench/reference.tsx (one file, React in it), and the floor pages' script (the
 * kit's loader starting floor-page.tsx), into `outdir` with build.mjs's settings.
 */
export async function buildReference(root: string, outdir: string): Promise<void> {
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const options = {
    absWorkingDir: root,
    outdir,
    bundle: true,
    format: 'esm',
    target: ['es2022', 'chrome111', 'firefox111', 'safari16'],
    minify: true,
    sourcemap: 'linked',
    jsx: 'automatic',
    legalComments: 'linked',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  } satisfies esbuild.BuildOptions;
  await esbuild.build({ ...options, entryPoints: { reference: 'tests/bench/reference.tsx' } });
  // The floor: the kit's loader with its start swapped for floor-page.tsx, split so React is
  // fetched and evaluated after the first paint, as the kit's chunks are.
  await esbuild.build({
    ...options,
    entryPoints: { floor: 'loader.ts' },
    splitting: true,
    chunkNames: 'floor-[hash]',
    plugins: [swapStart(path.join(root, 'tests/bench/floor-page.tsx'))],
  });
  await writeFile(path.join(outdir, 'index.html'), HTML);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  origin: string;
  stop(): Promise<void>;
}

/** Serve the reference build on a free loopback port (uncompressed: the bench gzips bodies itself). */
export async function serveReference(dir: string): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://localhost').pathname.slice(1) || 'index.html';
    const type = TYPES[path.extname(name)];
    if (!type || name.includes('/') || name.startsWith('.')) {
      response.writeHead(404).end('Not Found');
      return;
    }
    readFile(path.join(dir, name)).then(
      (body) => response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' }).end(body),
      () => response.writeHead(404).end('Not Found'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
