/**
 * A real portal process as an orchestrator sees it: the probes write no log line, every request's
 * line reaches stdout within a second even when the server is quiet (so the last lines before a
 * kill -9 are there), and SIGTERM makes the instance not ready at once while it still answers.
 */
import { afterEach, expect, it } from 'vitest';
import { startPortal, type PortalProcess } from './portalProcess';

let portal: PortalProcess | undefined;
afterEach(async () => {
  if (portal?.child.exitCode === null) portal.child.kill('SIGKILL');
  await portal?.exited;
});

const linesOf = (output: string): Record<string, unknown>[] =>
  output.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);

it('a quiet server\'s last request line is on stdout before a kill -9, and the probes add none', async () => {
  portal = await startPortal();
  expect((await fetch(`${portal.base}/healthz`)).status).toBe(200);
  expect((await fetch(`${portal.base}/readyz`)).status).toBe(200);
  const answer = await fetch(`${portal.base}/api/config`, { headers: { 'X-Request-Id': 'the-last-request-before-the-kill' } });
  expect(answer.status).toBe(200);
  // Nothing else happens: the line must leave the buffer by itself (LOG_FLUSH_MS).
  await new Promise((r) => setTimeout(r, 1_000));
  portal.child.kill('SIGKILL');
  await portal.exited;
  const lines = linesOf(portal.output());
  expect(lines.find((l) => l.reqId === 'the-last-request-before-the-kill')).toMatchObject({ method: 'GET', url: '/api/config', status: 200, msg: 'request completed' });
  expect(lines.filter((l) => typeof l.url === 'string' && /^\/(healthz|readyz)/.test(l.url))).toEqual([]);
}, 90_000);

it('on SIGTERM the instance is not ready at once, and still answers while it drains', async () => {
  portal = await startPortal();
  expect((await fetch(`${portal.base}/readyz`)).status).toBe(200);
  portal.child.kill('SIGTERM');
  // The listener stays open for the drain (SHUTDOWN_DRAIN_MS): the balancer's next question is answered, "no".
  let readiness: Response | undefined;
  for (let i = 0; i < 20 && readiness?.status !== 503; i += 1) {
    readiness = await fetch(`${portal.base}/readyz`);
    if (readiness.status !== 503) await new Promise((r) => setTimeout(r, 25));
  }
  expect(readiness?.status).toBe(503);
  expect(await readiness!.json()).toEqual({ status: 'not ready', code: '#503', reasons: ['shutting down'] });
  expect((await fetch(`${portal.base}/healthz`)).status).toBe(200);
  expect(await portal.exited).toBe(0);
}, 90_000);
