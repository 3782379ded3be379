/** Runs the demo shop (`demo-pages/server/start.ts --no-watch`) on a free port for the bench. */
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';

export interface DemoServer {
  origin: string;
  /** Stop the server and every process it started (it runs in its own process group). */
  stop(): Promise<void>;
  /** Last resort for `process.on('exit')`: kill the group without waiting. */
  killNow(): void;
}

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
  // detached: the server gets its own process group (npx → tsx → node), killed as a whole.
  const child = spawn('npx', ['tsx', 'demo-pages/server/start.ts', '--no-watch'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exit: string | null = null;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = signal ? `signal ${signal}` : `code ${code}`;
      resolve();
    });
    child.once('error', (error) => {
      exit = `spawn error: ${error.message}`;
      resolve();
    });
  });

  const killNow = () => {
    if (exit !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    if (exit !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
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
