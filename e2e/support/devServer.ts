/**
 * `npm run dev` in a child process of its own: a free port, an empty data folder and a copy of
 * the brands that a test may break, apart from the production server the other specs share.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Vite's first start bundles the renderer's dependencies; on two busy cores that takes a while. */
const START_TIMEOUT_MS = 120_000;

export interface DevServer {
  port: number;
  /** The copy of brands/ the server reads (BRANDS_DIR) and, in development, watches. */
  brandsDir: string;
  /** Everything the process printed so far, stdout and stderr in the order they arrived. */
  output: () => string;
  /** Resolves with the output printed after `from` once it matches, or rejects naming what it waited for. */
  waitForOutput: (pattern: RegExp, from: number, timeoutMs: number) => Promise<string>;
  stop: () => Promise<void>;
}

/** Sends a signal to a process group; false when no process of it is left. */
function signalGroup(group: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(group, signal);
    return true;
  } catch {
    return false;
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `seed`: the demo data (the accounts the studio's preview logs in as); without it the database starts empty. */
export async function startDevServer({ seed = false }: { seed?: boolean } = {}): Promise<DevServer> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dev-'));
  const brandsDir = path.join(work, 'brands');
  fs.cpSync(path.join(ROOT, 'brands'), brandsDir, { recursive: true });
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port), DATA_DIR: path.join(work, 'data'), BRANDS_DIR: brandsDir, LOG_LEVEL: 'info',
    // An empty database is enough to draw a home, and seeding would only slow the start.
    DEMO_SEED: seed ? '' : '0',
    HOST: '', DEMO: '', SUPPORT_API_KEY: '', DEMO_LIMIT_FACTOR: '', SMTP_URL: '', DATABASE_URL: '',
    // The output is read as text: no colour codes (FORCE_COLOR turns them on even when set to 0).
    NO_COLOR: '1',
  };
  delete env.FORCE_COLOR;
  // The command itself, as a developer types it. Its own process group (npm, sh, tsx and the
  // server beneath) so that stopping it leaves nothing behind.
  const child = spawn('npm', ['run', '--silent', 'dev'], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));

  const waitForOutput = async (pattern: RegExp, from: number, timeoutMs: number): Promise<string> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const since = printed.slice(from);
      if (pattern.test(since)) return since;
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the dev server did not print ${pattern}; it printed:\n${since}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const stop = async (): Promise<void> => {
    const group = -child.pid!;
    signalGroup(group, 'SIGTERM');
    // npm may exit before the server beneath it has finished: wait for the whole group.
    const deadline = Date.now() + 15_000;
    while (signalGroup(group, 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    signalGroup(group, 'SIGKILL');
    fs.rmSync(work, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/config`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`npm run dev did not start:\n${printed}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { port, brandsDir, output: () => printed, waitForOutput, stop };
}
