/**
 * The no-script copy of a page (issue 31's reference for its first paint): a proxy in front of the
 * demo server that serves every page with its scripts and modulepreloads removed, and everything
 * else (stylesheets, images, JSON props) as the demo serves it. What Lighthouse measures on it is
 * what the page's own markup, stylesheets and images cost, so the kit's page is compared with the
 * same host and the same moment of the machine.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Scripts that run (not the JSON of props and the asset map) and module preloads, gone. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');
}

export interface CopyServer {
  origin: string;
  stop(): Promise<void>;
}

export async function serveNoScriptCopy(target: string): Promise<CopyServer> {
  const server: Server = createServer((req, res) => {
    void (async () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name, value]) => typeof value === 'string' && !['host', 'accept-encoding', 'connection'].includes(name)),
      ) as Record<string, string>;
      const answer = await fetch(new URL(req.url ?? '/', target), { headers, redirect: 'manual' });
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) out[name] = value;
      });
      let body = Buffer.from(await answer.arrayBuffer());
      if ((answer.headers.get('content-type') ?? '').includes('text/html')) body = Buffer.from(stripScripts(body.toString('utf8')));
      res.writeHead(answer.status, out);
      res.end(body);
    })().catch((error: unknown) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`no-script copy: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
