/**
 * A second portal process on the e2e server's database whose clock runs whole days ahead (demo
 * mode's DEMO_CLOCK_DAYS), for what a later day brings: a paid change of package taking effect.
 * It shares the data folder (the database and the signing key), so a browser logged in on the e2e
 * server is logged in here too: cookies are per host, not per port. startPortalProcess starts any
 * other production portal beside the e2e server's (the brand studio's test serves the brands it saved).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export interface LaterServer {
  port: number;
  stop: () => Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

const freePort = () => new Promise<number>((resolve, reject) => {
  const server = net.createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as net.AddressInfo;
    server.close(() => resolve(port));
  });
});

/** The production server in a process of its own on a free port, with `env` over the e2e server's. */
/** `startMs`: how long the start may take (seeding the demo data into an empty PostgreSQL database takes a while on a busy machine). */
export async function startPortalProcess(env: NodeJS.ProcessEnv, startMs = 60_000): Promise<LaterServer> {
  const port = await freePort();
  let printed = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), DEMO_LIMIT_FACTOR: '1000', LOCAL_GATEWAY_PORT: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const deadline = Date.now() + startMs;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/api/config`).then((r) => r.ok).catch(() => false);
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the portal process did not start:\n${printed}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

export async function startServerDaysLater(days: number): Promise<LaterServer> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return startPortalProcess({ DATA_DIR: dataDir, DEMO_CLOCK_DAYS: String(days) });
}
