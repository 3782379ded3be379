// A plain static file server for the static demo's browser tests (issue 15): files from a folder
// (demo-dist/ by default), index.html for a folder, and 404.html with status 404 for any path
// without a file, as GitHub Pages, Netlify or `npx http-server` do. Nothing of the project runs.
// `http-server` (npm, 14.1.1) would do the same; a few lines here keep the tests dependency-free.
// Usage: node tests/static-server.mjs [folder] [port] (port 0: any free one; the line it prints
// names the one it took).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { URL } from 'node:url';

const root = path.resolve(process.argv[2] ?? 'demo-dist');
const port = Number(process.argv[3] ?? process.env.PORT ?? 4353);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

async function fileFor(urlPath) {
  const full = path.resolve(root, `.${decodeURIComponent(urlPath)}`);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  try {
    const info = await stat(full);
    return info.isDirectory() ? fileFor(path.posix.join(urlPath, 'index.html')) : full;
  } catch {
    return null;
  }
}

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const found = await fileFor(pathname);
  const file = found ?? path.join(root, '404.html');
  try {
    const body = await readFile(file);
    response.writeHead(found ? 200 : 404, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    response.end(request.method === 'HEAD' ? undefined : body);
  } catch {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
  }
});
server.listen(port, '127.0.0.1', () => console.log(`Serving ${root} on http://127.0.0.1:${server.address().port}/`));
