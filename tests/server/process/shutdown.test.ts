/**
 * SIGTERM under keep-alive load: the real server process finishes what it accepted, tells every
 * client to close, resets no request, and exits 0 within the grace. Under reads, and under writes
 * (logins, each storing a session and an audit row) on SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { createPgSchema, type PgSchema } from './pgSchema';
import { startPortal, type PortalProcess } from './portalProcess';

const PG_URL = process.env.TEST_DATABASE_URL;

let portal: PortalProcess | undefined;
let schema: PgSchema | undefined;
afterAll(async () => {
  if (portal?.child.exitCode === null) portal.child.kill('SIGKILL');
  await schema?.drop();
});

interface Outcome { status?: number; connectionClose?: boolean; error?: string }

/** What a client sends in a loop: a GET, or a POST with a JSON body. */
type Load = (n: number) => { path: string; body?: unknown };

function send(agent: http.Agent, port: number, request: { path: string; body?: unknown }): Promise<Outcome> {
  const data = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise((resolve) => {
    const req = http.request({
      host: '127.0.0.1', port, path: request.path, agent, method: data ? 'POST' : 'GET',
      headers: data ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) } : {},
    }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, connectionClose: res.headers.connection === 'close' }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end(data);
  });
}

/** 20 keep-alive clients until 40 answers are in, then SIGTERM: what each request got, and the exit code. */
async function shutDownUnderLoad(env: Record<string, string>, load: Load): Promise<{ outcomes: Outcome[]; before: number; code: number | null }> {
  portal = await startPortal(env);
  const { port } = portal;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  const outcomes: Outcome[] = [];
  let signalled = false;
  // Each client keeps its connection busy until the server says close or stops accepting.
  const client = async (n: number): Promise<void> => {
    for (;;) {
      const outcome = await send(agent, port, load(n));
      outcomes.push(outcome);
      if (outcome.connectionClose || (signalled && outcome.error === 'ECONNREFUSED')) return;
      if (outcome.error && !signalled) throw new Error(`request failed before shutdown: ${outcome.error}`);
      if (outcome.error) return;
    }
  };
  const clients = Array.from({ length: 20 }, (_, n) => client(n));
  // Load first: the signal comes once 40 answers are in, with all 20 clients mid-request.
  const deadline = Date.now() + 30_000;
  while (outcomes.length < 40 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  const before = outcomes.length;
  signalled = true;
  portal.child.kill('SIGTERM');
  const code = await portal.exited;
  await Promise.all(clients);
  agent.destroy();
  return { outcomes, before, code };
}

function expectCleanShutdown({ outcomes, before, code }: { outcomes: Outcome[]; before: number; code: number | null }, okStatus: number): void {
  expect(before).toBeGreaterThanOrEqual(40);
  // 0 only when every connection ended within the shutdown grace (SHUTDOWN_GRACE_MS, 9 s); 1 after it.
  expect(code).toBe(0);
  // A refused connection is a new one after the listener closed (a load balancer sends it elsewhere); a reset is a lost request.
  const failures = outcomes.filter((o) => o.error !== undefined && o.error !== 'ECONNREFUSED');
  expect(failures, JSON.stringify(failures.slice(0, 5))).toEqual([]);
  const answered = outcomes.filter((o) => o.status !== undefined);
  expect(answered.filter((o) => o.status !== okStatus), JSON.stringify(answered.filter((o) => o.status !== okStatus).slice(0, 5))).toEqual([]);
  expect(outcomes.some((o) => o.connectionClose)).toBe(true);
}

const reads: Load = (n) => ({ path: n % 2 === 0 ? '/api/config' : '/api/search/providers?listType=doctors' });
// Every login writes: a refresh session and an audit row. The abuse limits are raised, as this is one client.
const manyLogins = { DEMO_LIMIT_FACTOR: '1000' };
const writes: Load = (n) => {
  const account = n % 2 === 0 ? DEMO_ACCOUNTS.patient : DEMO_ACCOUNTS.family;
  return { path: '/api/login', body: { username: account.email, password: account.password } };
};

it('SQLite under reads: finishes in-flight requests, closes keep-alive connections and exits 0 on SIGTERM', async () => {
  expectCleanShutdown(await shutDownUnderLoad({}, reads), 200);
}, 90_000);

it('SQLite under writes: every login accepted before SIGTERM is answered, none reset, exit 0', async () => {
  expectCleanShutdown(await shutDownUnderLoad(manyLogins, writes), 200);
}, 90_000);

describe.skipIf(!PG_URL)('PostgreSQL', () => {
  it('under writes: every login accepted before SIGTERM is answered, none reset, exit 0', async () => {
    schema = await createPgSchema(PG_URL!, 'shutdown');
    expectCleanShutdown(await shutDownUnderLoad({ ...manyLogins, DATABASE_URL: schema.url() }, writes), 200);
  }, 120_000);
});
