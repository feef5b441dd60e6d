/**
 * Sessions end at once and survive two tabs: concurrent refreshes of one token share the new pair
 * within the grace window, and an access token stops working as soon as its session is revoked
 * (logout, password change, password recovery, reuse). On SQLite, and on PostgreSQL too when
 * TEST_DATABASE_URL is set.
 */
import { scaledLimits } from '../../../server/api/abuseLimits';
import type { Express } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../server/auth/secrets';
import { REFRESH_GRACE_MS } from '../../../server/auth/sessions';
import { auditEntries } from '../../../server/db/auditLog';
import { issueOneTimeToken } from '../../../server/db/oneTimeTokens';
import { DEMO_ACCOUNTS, DEMO_SUPPORT_API_KEY } from '../../../server/db/seed';
import { TEST_DIALECTS, useTestDatabase } from '../dbHarness';
import { testApp } from '../testApp';
import { bearer, login } from './apiHarness';

const { patient, multi, paid, privacy } = DEMO_ACCOUNTS;

describe.each(TEST_DIALECTS)('sessions on %s', (dialect) => {
  const database = useTestDatabase(dialect, { seed: true });
  const now = { ms: Date.now() };
  let app: Express;
  beforeAll(() => {
    app = testApp('test', { db: database().db, clock: () => now.ms, limits: scaledLimits(1000) });
  });

  const refresh = (refreshToken: string) => request(app).post('/api/token/refresh').send({ refresh_token: refreshToken });
  const me = (token: string) => request(app).get('/api/me').set(...bearer(token));
  const familyRows = (refreshToken: string) =>
    database()
      .db.selectFrom('refresh_tokens as t')
      .innerJoin('refresh_tokens as f', 'f.family_id', 't.family_id')
      .select(['f.successor_pair', 'f.revoked_at'])
      .where('t.token_hash', '=', sha256Hex(refreshToken))
      .execute();

  describe('POST /api/token/refresh within the grace window', () => {
    it('answers two concurrent refreshes of one token with the same new pair', async () => {
      const first = await login(app, patient.email, patient.password);
      const [a, b] = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
      expect([a.status, b.status], JSON.stringify([a.body, b.body])).toEqual([200, 200]);
      expect(b.body).toEqual(a.body);
      expect(a.body.refresh_token).not.toBe(first.refresh_token);
      // A third request a few seconds later (a slow tab) still gets the same pair.
      now.ms += REFRESH_GRACE_MS - 1000;
      const late = await refresh(first.refresh_token);
      expect(late.status).toBe(200);
      expect(late.body).toEqual(a.body);
      // The shared pair is a normal live session, and the pair kept for the window is not readable.
      expect((await me(a.body.token)).status).toBe(200);
      const stored = (await familyRows(first.refresh_token)).map((r) => r.successor_pair).filter((s): s is string => s !== null);
      expect(stored).toHaveLength(1);
      for (const secret of [a.body.token, a.body.refresh_token]) expect(stored[0]).not.toContain(secret);
      const next = await refresh(a.body.refresh_token);
      expect(next.status).toBe(200);
      expect((await me(next.body.token)).status).toBe(200);
    });

    it('treats the token as reused after the window: 401 U016 and the whole session ends', async () => {
      const first = await login(app, patient.email, patient.password);
      const rotated = await refresh(first.refresh_token);
      expect(rotated.status).toBe(200);
      expect((await me(rotated.body.token)).status).toBe(200);
      now.ms += REFRESH_GRACE_MS + 1;
      const reuse = await refresh(first.refresh_token);
      expect(reuse.status).toBe(401);
      expect(reuse.body.code).toBe('U016');
      expect((await refresh(rotated.body.refresh_token)).status).toBe(401);
      const denied = await me(rotated.body.token);
      expect(denied.status).toBe(401);
      expect(denied.body.code).toBe('#002');
      expect((await me(first.token)).status).toBe(401);
      expect((await familyRows(first.refresh_token)).every((r) => r.successor_pair === null && r.revoked_at !== null)).toBe(true);
    });
  });

  describe('access tokens of an ended session', () => {
    it('stop at logout', async () => {
      const pair = await login(app, patient.email, patient.password);
      const other = await login(app, patient.email, patient.password);
      expect((await me(pair.token)).status).toBe(200);
      expect((await request(app).post('/api/logout').send({ refresh_token: pair.refresh_token })).status).toBe(204);
      const res = await me(pair.token);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('#002');
      expect((await auditEntries(database().db, 'authz.denied')).at(-1)).toMatchObject({ status: 401, path: '/api/me', detail: 'session ended' });
      // Only that session: another login of the same user goes on.
      expect((await me(other.token)).status).toBe(200);
    });

    it('stop at logout of an impersonation session', async () => {
      const pair = (await request(app).get(`/api/impersonate?email=${privacy.email}`).set('apikey', DEMO_SUPPORT_API_KEY)).body as { token: string; refresh_token: string };
      expect((await me(pair.token)).status).toBe(200);
      await request(app).post('/api/logout').send({ refresh_token: pair.refresh_token });
      expect((await me(pair.token)).status).toBe(401);
    });

    it('stop for the other sessions at a password change; the changing one goes on', async () => {
      const here = await login(app, paid.email, paid.password);
      const elsewhere = await login(app, paid.email, paid.password);
      expect((await me(elsewhere.token)).status).toBe(200);
      const res = await request(app).post('/api/me/password').set(...bearer(here.token)).send({ currentPassword: paid.password, newPassword: 'Changed-Pass-9', newPasswordConfirmation: 'Changed-Pass-9' });
      expect(res.body).toEqual({ status: 'done' });
      expect((await me(elsewhere.token)).status).toBe(401);
      expect((await me(here.token)).status).toBe(200);
    });

    it('stop at password recovery', async () => {
      const old = await login(app, multi.email, multi.password);
      expect((await me(old.token)).status).toBe(200);
      const { db } = database();
      const user = (await db.selectFrom('users').select('id').where('email', '=', multi.email).executeTakeFirstOrThrow()).id;
      const token = await issueOneTimeToken(db, { userId: user, purpose: 'password-recovery', ttlMs: 60_000 }, now.ms);
      const done = await request(app).post('/api/tokens/password-recovery').send({ token, password: 'Recovered-9', passwordConfirmation: 'Recovered-9' });
      expect(done.status).toBe(200);
      expect((await me(old.token)).status).toBe(401);
      expect((await me(done.body.token)).status).toBe(200);
    });
  });
});
