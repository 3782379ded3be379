/**
 * Runs the demo shop (`demo-pages/server/start.ts --no-watch`) on a free port for the bench.
 *
 * The server runs under a small guard process in its own process group, holding a pipe from the
 * bench: when the bench ends in any way (done, error, Ctrl-C, or killed outright, as tsx does
 * to a child that is slow to acknowledge a signal) the pipe closes and the guard stops the whole
 * group (npx → tsx → node), so no server is ever left holding the port.
 */
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';

export interface DemoServer {
  origin: string;
  /** Stop the server and wait for it to be gone. */
  stop(): Promise<void>;
  /** Last resort for `process.on('exit')`: kill the group without waiting. */
  killNow(): void;
}

const GUARD = `
const { spawn } = require('node:child_process');
const server = spawn('npx', ['tsx', 'demo-pages/server/start.ts', '--no-watch'], { stdio: ['ignore', 'inherit', 'inherit'] });
let stopping = false;
const stopAll = () => {
  if (stopping) return;
  stopping = true;
  try { process.kill(-process.pid, 'SIGTERM'); } catch {}
  setTimeout(() => { try { process.kill(-process.pid, 'SIGKILL'); } catch {} }, 3000).unref();
};
process.on('SIGTERM', () => {});
process.stdin.on('end', stopAll);
process.stdin.on('close', stopAll);
process.stdin.resume();
server.on('exit', (code) => process.exit(stopping ? 0 : code ?? 1));
`;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startDemoServer(root: string, timeoutMs = 90_000): Promise<DemoServer> {
  const port = Number(process.env.BENCH_PORT ?? 0) || (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const guard = spawn(process.execPath, ['-e', GUARD], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  guard.stdout.on('data', keep);
  guard.stderr.on('data', keep);
  let exit: string | null = null;
  const exited = new Promise<void>((resolve) => {
    guard.once('exit', (code, signal) => {
      exit = signal ? `signal ${signal}` : `code ${code}`;
      resolve();
    });
    guard.once('error', (error) => {
      exit = `spawn error: ${error.message}`;
      resolve();
    });
  });

  const killNow = () => {
    if (exit !== null || guard.pid === undefined) return;
    try {
      process.kill(-guard.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    if (exit !== null) return;
    guard.stdin.end();
    await Promise.race([exited, sleep(5_000)]);
    killNow();
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exit !== null) {
      throw new Error(`the demo server exited (${exit}) before answering ${origin}/__demo:\n${output}`);
    }
    try {
      const response = await fetch(`${origin}/__demo`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the demo server did not answer ${origin}/__demo within ${timeoutMs / 1000} s:\n${output}`);
    }
    await sleep(250);
  }
  return { origin, stop, killNow };
}
