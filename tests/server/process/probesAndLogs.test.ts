/**
 * A real portal process as an orchestrator sees it: the probes write no log line, every request's
 * line reaches stdout within a second even when the server is quiet (so the last lines before a
 * kill -9 are there) and names the route's pattern, the status, the time taken, the brand and the
 * request id (never the address, which carries tokens and record ids), and SIGTERM makes the
 * instance not ready at once while it still answers.
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
  const started = await startPortal();
  portal = started;
  expect((await fetch(`${started.base}/healthz`)).status).toBe(200);
  await expect.poll(async () => (await fetch(`${started.base}/readyz`)).status, { timeout: 15_000 }).toBe(200);
  // A page whose address carries a token, and an API call with a record's id in its address.
  expect((await fetch(`${portal.base}/verify-email/a-secret-token-of-the-visitor`, { headers: { 'X-Request-Id': 'a-page-with-a-token' } })).status).toBe(200);
  expect((await fetch(`${portal.base}/api/video/appointments/424242`, { headers: { 'X-Request-Id': 'an-api-call-with-an-id' } })).status).toBe(401);
  const answer = await fetch(`${portal.base}/api/config`, { headers: { 'X-Request-Id': 'the-last-request-before-the-kill' } });
  expect(answer.status).toBe(200);
  // Nothing else happens: the line must leave the buffer by itself (LOG_FLUSH_MS).
  await new Promise((r) => setTimeout(r, 1_000));
  portal.child.kill('SIGKILL');
  await portal.exited;
  const lines = linesOf(portal.output());
  const brand = expect.stringMatching(/^[a-z0-9-]+$/);
  expect(lines.find((l) => l.reqId === 'the-last-request-before-the-kill')).toMatchObject({ method: 'GET', route: '/api/config', status: 200, ms: expect.any(Number), brand, msg: 'request completed' });
  // Access lines name the route's pattern, never the address: no token, no record id.
  expect(lines.find((l) => l.reqId === 'a-page-with-a-token')).toMatchObject({ route: '/verify-email/:token', status: 200, brand });
  expect(lines.find((l) => l.reqId === 'an-api-call-with-an-id')).toMatchObject({ route: '/api/video/appointments/:id', status: 401 });
  expect(portal.output()).not.toMatch(/a-secret-token-of-the-visitor|424242/);
  expect(lines.filter((l) => l.msg === 'request completed').every((l) => !('url' in l))).toBe(true);
  expect(lines.filter((l) => typeof l.route === 'string' && /^\/(healthz|readyz)/.test(l.route))).toEqual([]);
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
