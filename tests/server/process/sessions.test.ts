/**
 * Sessions on the real server: two tabs refreshing one token at the same moment both keep the
 * session with the same new pair, and logout ends the access token at once (not after its
 * 15 minutes). The grace window's end and the other revocations are in tests/server/api/sessions.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { usePortal } from './portalProcess';

interface Pair {
  token: string;
  refresh_token: string;
}

describe('sessions on a portal process', () => {
  const portal = usePortal();

  const post = (path: string, body: unknown) => fetch(`${portal().base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const me = (token: string) => fetch(`${portal().base}/api/me`, { headers: { Authorization: `Bearer ${token}` } });
  const login = async (): Promise<Pair> => {
    const res = await post('/api/login', { username: DEMO_ACCOUNTS.patient.email, password: DEMO_ACCOUNTS.patient.password });
    expect(res.status).toBe(200);
    return (await res.json()) as Pair;
  };

  it('answers two simultaneous refreshes of one token with the same new pair, and the session lives on', async () => {
    const first = await login();
    const answers = await Promise.all([post('/api/token/refresh', { refresh_token: first.refresh_token }), post('/api/token/refresh', { refresh_token: first.refresh_token })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const [a, b] = (await Promise.all(answers.map((r) => r.json()))) as Pair[];
    expect(b).toEqual(a);
    expect(a!.refresh_token).not.toBe(first.refresh_token);
    expect((await me(a!.token)).status).toBe(200);
    expect((await post('/api/token/refresh', { refresh_token: a!.refresh_token })).status).toBe(200);
  });

  it('ends the access token at logout', async () => {
    const pair = await login();
    expect((await me(pair.token)).status).toBe(200);
    expect((await post('/api/logout', { refresh_token: pair.refresh_token })).status).toBe(204);
    const after = await me(pair.token);
    expect(after.status).toBe(401);
    expect(((await after.json()) as { code: string }).code).toBe('#002');
  });
});
