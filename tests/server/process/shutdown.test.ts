/**
 * SIGTERM under keep-alive load: the real server process finishes what it accepted, tells every
 * client to close, resets no request, and exits 0 within 10 s.
 */
import http from 'node:http';
import { afterAll, expect, it } from 'vitest';
import { startPortal, type PortalProcess } from './portalProcess';

let portal: PortalProcess | undefined;
afterAll(async () => {
  if (portal?.child.exitCode === null) portal.child.kill('SIGKILL');
});

interface Outcome { status?: number; connectionClose?: boolean; error?: string }

function get(agent: http.Agent, port: number, path: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, connectionClose: res.headers.connection === 'close' }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
  });
}

it('finishes in-flight requests, closes keep-alive connections and exits 0 on SIGTERM', async () => {
  portal = await startPortal();
  const { port } = portal;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  const outcomes: Outcome[] = [];
  let signalled = false;
  // Each client keeps its connection busy until the server says close or stops accepting.
  const client = async (n: number): Promise<void> => {
    for (;;) {
      const outcome = await get(agent, port, n % 2 === 0 ? '/api/config' : '/api/search/providers?listType=doctors');
      outcomes.push(outcome);
      if (outcome.connectionClose || (signalled && outcome.error === 'ECONNREFUSED')) return;
      if (outcome.error && !signalled) throw new Error(`request failed before shutdown: ${outcome.error}`);
      if (outcome.error) return;
    }
  };
  const clients = Array.from({ length: 20 }, (_, n) => client(n));
  await new Promise((r) => setTimeout(r, 1500));
  const before = outcomes.length;
  signalled = true;
  portal.child.kill('SIGTERM');
  const code = await portal.exited;
  await Promise.all(clients);
  agent.destroy();

  expect(before).toBeGreaterThan(20);
  // 0 only when every connection ended within the shutdown grace (SHUTDOWN_GRACE_MS, 9 s); 1 after it.
  expect(code).toBe(0);
  const failures = outcomes.filter((o) => o.error !== undefined && o.error !== 'ECONNREFUSED');
  expect(failures, JSON.stringify(failures.slice(0, 5))).toEqual([]);
  expect(outcomes.filter((o) => o.status !== undefined && o.status >= 500)).toEqual([]);
  expect(outcomes.some((o) => o.connectionClose)).toBe(true);
}, 90_000);
