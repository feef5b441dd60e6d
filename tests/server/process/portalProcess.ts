/**
 * The portal's real server (server/main.ts) in a child process, with its own data folder and a
 * minimal renderer build, for what only a process shows: the addresses it listens on, its start
 * lines, signals, exit codes and memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from '../../bench/serverProcess';
import { afterAll, beforeAll } from 'vitest';
import { TEST_TEMPLATE } from '../testApp';

export interface PortalProcess {
  port: number;
  base: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  stop: () => Promise<number | null>;
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'portal-process-'));
}

/** The process's environment on top of the defaults; a variable given as undefined is left unset. */
export type PortalEnv = Record<string, string | undefined>;

function spawnPortal(env: PortalEnv, dataDir: string, port: number, script = 'server/main.ts') {
  const distDir = path.join(dataDir, 'dist');
  fs.mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'index.html'), TEST_TEMPLATE);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', PORT: String(port), DATA_DIR: dataDir, DIST_DIR: distDir, HOST: '', DEMO: '', SUPPORT_API_KEY: '', DEMO_SEED: '', DEMO_LIMIT_FACTOR: '', DEMO_CLOCK_DAYS: '', SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => printed };
}

/** Starts the portal (server/main.ts, or another entry such as npm start's) and waits until it answers on 127.0.0.1. */
export async function startPortal(env: PortalEnv = {}, dataDir = tempDataDir(), script?: string): Promise<PortalProcess> {
  const port = await freePort();
  const { child, exited, output } = spawnPortal(env, dataDir, port, script);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/config`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the portal did not start:\n${output()}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    port, base, dataDir, child, output, exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Runs the portal expecting it to refuse to start; resolves with its exit code and output. */
export async function refusedStart(env: Record<string, string>, dataDir = tempDataDir()): Promise<{ code: number | null; output: string }> {
  const { child, exited, output } = spawnPortal(env, dataDir, await freePort());
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await exited;
  clearTimeout(timer);
  return { code, output: output() };
}

/** One portal process for the tests of a describe block (or file): started before them, stopped after. */
export function usePortal(env: Record<string, string> = {}): () => PortalProcess {
  let portal: PortalProcess | undefined;
  beforeAll(async () => {
    portal = await startPortal(env);
  }, 60_000);
  afterAll(async () => {
    await portal?.stop();
  });
  return () => portal!;
}

export interface JsonAnswer { status: number; body: { code?: string } & Record<string, unknown> }

export interface JsonCall {
  method?: string;
  token?: string;
  body?: unknown;
  /** The Host the request names (the brand is the host's); 127.0.0.1 by default. */
  host?: string;
  /** The local address the request comes from (each its own client to the abuse limits). */
  from?: string;
}

/** A JSON call to one portal process, as a client on `host` (and from `from`) makes it. */
export function callPortal(portal: PortalProcess, path: string, options: JsonCall = {}): Promise<JsonAnswer> {
  const data = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1', port: portal.port, path, method: options.method ?? (data ? 'POST' : 'GET'), localAddress: options.from,
      headers: {
        Host: `${options.host ?? '127.0.0.1'}:${portal.port}`, 'X-Locale': 'en',
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(data ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) } : {}),
      },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as JsonAnswer['body']) : {} }));
    });
    req.on('error', reject);
    req.end(data);
  });
}
