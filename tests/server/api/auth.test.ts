/** Sessions: login, me, refresh rotation and reuse, logout, impersonation, login-with-token, audit. */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { REFRESH_GRACE_MS } from '../../../server/auth/sessions';
import { auditEntries } from '../../../server/db/auditLog';
import { issueOneTimeToken } from '../../../server/db/oneTimeTokens';
import { ALL_FLAGS } from '../../../server/accounts/userFlags';
import { DEMO_ACCOUNTS, DEMO_SUPPORT_API_KEY } from '../../../server/db/seed';
import { bearer, expectSchema, login, outbox, useApi } from './apiHarness';

const api = useApi();
const { patient, multi, paid, privacy, unconfirmed, support } = DEMO_ACCOUNTS;

describe('POST /api/login', () => {
  it('answers a token pair for the right password', async () => {
    const res = await request(api().app).post('/api/login').send({ username: patient.email, password: patient.password });
    expect(res.status).toBe(200);
    expectSchema('token-pair', res.body);
    expect(res.body.token.split('.')).toHaveLength(3);
  });

  it('takes the username in any case', async () => {
    await login(api().app, patient.email.toUpperCase(), patient.password);
  });

  it.each([
    ['a wrong password', patient.email, 'wrong-password'],
    ['an unknown user', 'nobody@demo.test', 'whatever-1'],
  ])('answers 401 U001 for %s, in the request locale', async (_what, username, password) => {
    const res = await request(api().app).post('/api/login').set('X-Locale', 'en').send({ username, password });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'U001', message: 'Incorrect username or password.' });
    expectSchema('error-response', res.body);
    const hu = await request(api().app).post('/api/login').set('X-Locale', 'hu').send({ username, password });
    expect(hu.body.message).not.toBe(res.body.message);
  });

  it('answers 403 A406 for an unconfirmed email and sends the confirmation mail again', async () => {
    const before = (await outbox(api().app)).length;
    const res = await request(api().app).post('/api/login').send({ username: unconfirmed.email, password: unconfirmed.password });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('A406');
    const mails = await outbox(api().app);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]).toMatchObject({ to: unconfirmed.email });
    expect(mails[0]!.links[0]).toMatch(/\/verify-registration\/[A-Za-z0-9_-]+\?locale=hu$/);
  });

  it('answers RX444 with violations naming the fields and the rules', async () => {
    const res = await request(api().app).post('/api/login').set('X-Locale', 'en').send({ username: 'not-an-email', password: '' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('RX444');
    expect(res.body.violations).toEqual([
      expect.objectContaining({ field: '/username', rule: 'validation.email', message: 'Username is not a valid email address.' }),
      expect.objectContaining({ field: '/password', rule: 'validation.required' }),
    ]);
    const empty = await request(api().app).post('/api/login').send({});
    expect(empty.body.violations.map((v: { field: string }) => v.field)).toEqual(['/username', '/password']);
    // Hungarian names the field with its article, as the form's own messages do.
    expect(empty.body.violations.map((v: { message: string }) => v.message)).toEqual(['A felhasználónév megadása kötelező.', 'A jelszó megadása kötelező.']);
  });

  it('records successes and failures in the audit log', async () => {
    const entries = await auditEntries(api().database.db);
    expect(entries.some((e) => e.event === 'login.success' && e.username === patient.email)).toBe(true);
    expect(entries.some((e) => e.event === 'login.failure' && e.username === 'nobody@demo.test' && e.detail === 'unknown user')).toBe(true);
    expect(entries.some((e) => e.event === 'login.failure' && e.detail === 'email not confirmed')).toBe(true);
  });
});

describe('GET /api/me', () => {
  it('answers the User of spec §3 with every permission flag', async () => {
    const { token } = await login(api().app, patient.email, patient.password);
    const res = await request(api().app).get('/api/me').set(...bearer(token)).set('X-Subscription-Id', '1');
    expect(res.status).toBe(200);
    expectSchema('me-response', res.body);
    for (const flag of ALL_FLAGS) expect(res.body[flag], flag).toBe(true);
    expect(res.body).toMatchObject({
      email: patient.email,
      currentSubscription: { id: 1, phone: '+36301234567', needsPrivacyStatement: false, product: { med24FreeProduct: false } },
      subscriberCustomer: null,
      impersonator: null,
      servicesSortingOrder: { '10': 1, '25': 2 },
    });
    expect(res.body.services).toContain(20);
  });

  it('has no current subscription until one is chosen, and shows the paid customer and the privacy flag', async () => {
    const multiToken = (await login(api().app, multi.email, multi.password)).token;
    expect((await request(api().app).get('/api/me').set(...bearer(multiToken))).body.currentSubscription).toBeNull();
    const paidMe = (await request(api().app).get('/api/me').set(...bearer((await login(api().app, paid.email, paid.password)).token))).body;
    expect(paidMe.subscriberCustomer).toEqual({ uuid: paid.customerUuid });
    expect(paidMe.hasCardNetwork).toBe(false);
    const privacyToken = (await login(api().app, privacy.email, privacy.password)).token;
    const subs = (await request(api().app).get('/api/subscriptions').set(...bearer(privacyToken))).body;
    const privacyMe = (await request(api().app).get('/api/me').set(...bearer(privacyToken)).set('X-Subscription-Id', String(subs[0].id))).body;
    expect(privacyMe.currentSubscription.needsPrivacyStatement).toBe(true);
  });

  it('ignores an X-Subscription-Id of someone else', async () => {
    const { token } = await login(api().app, multi.email, multi.password);
    const res = await request(api().app).get('/api/me').set(...bearer(token)).set('X-Subscription-Id', '1');
    expect(res.status).toBe(200);
    expect(res.body.currentSubscription).toBeNull();
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'Bearer abc.def.ghi'],
    ['a token signed with another key', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiaXNzIjoiaGVhbHRoLXBvcnRhbCIsImF1ZCI6ImhlYWx0aC1wb3J0YWwtYXBpIiwiZXhwIjo0MTAyNDQ0ODAwLCJpYXQiOjE3MDAwMDAwMDB9.c2lnbmF0dXJl'],
    ['an unsigned token', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwiaXNzIjoiaGVhbHRoLXBvcnRhbCIsImF1ZCI6ImhlYWx0aC1wb3J0YWwtYXBpIiwiZXhwIjo0MTAyNDQ0ODAwfQ.'],
  ])('answers 401 #002 with %s, and audits it', async (_what, header) => {
    const req = request(api().app).get('/api/me');
    if (header) req.set('Authorization', header);
    const res = await req;
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('#002');
    const denied = await auditEntries(api().database.db, 'authz.denied');
    expect(denied.at(-1)).toMatchObject({ status: 401, path: '/api/me' });
  });

  it('answers 401 once the access token has expired (15 minutes)', async () => {
    const { token } = await login(api().app, patient.email, patient.password);
    api().now.ms += 14 * 60 * 1000;
    expect((await request(api().app).get('/api/me').set(...bearer(token))).status).toBe(200);
    api().now.ms += 2 * 60 * 1000;
    expect((await request(api().app).get('/api/me').set(...bearer(token))).status).toBe(401);
  });
});

describe('request headers of spec §7', () => {
  it('tolerates _webview=1 and answers the caller\'s X-Request-Id in errors', async () => {
    const { token } = await login(api().app, patient.email, patient.password);
    expect((await request(api().app).get('/api/me?_webview=1').set(...bearer(token))).status).toBe(200);
    expect((await request(api().app).post('/api/login?_webview=1').send({ username: patient.email, password: patient.password })).status).toBe(200);
    const res = await request(api().app).post('/api/login').set('X-Request-Id', 'req-42').send({ username: patient.email, password: 'x' });
    expect(res.body.requestId).toBe('req-42');
  });

  it('keeps the mail texts out of the browser bundle', async () => {
    const brand = (await import('../testApp')).testBrands().all()[0]!;
    expect(Object.keys(brand.bundle.locales.hu)).not.toContain('mail');
    expect(Object.keys(brand.effective.locales.hu)).toContain('mail');
  });
});

describe('POST /api/token/refresh', () => {
  it('rotates: the new pair works and the old refresh token is spent', async () => {
    const first = await login(api().app, patient.email, patient.password);
    const res = await request(api().app).post('/api/token/refresh').send({ refresh_token: first.refresh_token });
    expect(res.status).toBe(200);
    expectSchema('token-pair', res.body);
    expect(res.body.refresh_token).not.toBe(first.refresh_token);
    expect((await request(api().app).get('/api/me').set(...bearer(res.body.token))).status).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again after the grace window', async () => {
    const first = await login(api().app, patient.email, patient.password);
    const second = (await request(api().app).post('/api/token/refresh').send({ refresh_token: first.refresh_token })).body;
    api().now.ms += REFRESH_GRACE_MS + 1;
    const reuse = await request(api().app).post('/api/token/refresh').send({ refresh_token: first.refresh_token });
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('U016');
    // The legitimate holder's newer token is dead too: the session is over.
    const after = await request(api().app).post('/api/token/refresh').send({ refresh_token: second.refresh_token });
    expect(after.status).toBe(401);
    expect((await auditEntries(api().database.db, 'refresh.reuse')).length).toBeGreaterThan(0);
  });

  it('answers 401 #002 for an unknown or expired token and RX444 without one', async () => {
    expect((await request(api().app).post('/api/token/refresh').send({ refresh_token: 'x'.repeat(43) })).body.code).toBe('#002');
    const pair = await login(api().app, patient.email, patient.password);
    api().now.ms += 31 * 24 * 60 * 60 * 1000;
    const expired = await request(api().app).post('/api/token/refresh').send({ refresh_token: pair.refresh_token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('#002');
    expect((await request(api().app).post('/api/token/refresh').send({})).body.code).toBe('RX444');
  });
});

describe('POST /api/logout', () => {
  it('revokes the refresh family', async () => {
    const pair = await login(api().app, patient.email, patient.password);
    const rotated = (await request(api().app).post('/api/token/refresh').send({ refresh_token: pair.refresh_token })).body;
    expect((await request(api().app).post('/api/logout').send({ refresh_token: rotated.refresh_token })).status).toBe(204);
    expect((await request(api().app).post('/api/token/refresh').send({ refresh_token: rotated.refresh_token })).status).toBe(401);
    expect((await request(api().app).post('/api/logout').send({ refresh_token: rotated.refresh_token })).status).toBe(204);
    expect((await request(api().app).post('/api/logout').send({})).status).toBe(422);
  });
});

describe('GET /api/impersonate', () => {
  it('answers a pair whose session carries the impersonator, by user id or email', async () => {
    const res = await request(api().app).get('/api/impersonate?email=patient@demo.test').set('apikey', DEMO_SUPPORT_API_KEY);
    expect(res.status).toBe(200);
    expectSchema('token-pair', res.body);
    const me = await request(api().app).get('/api/me').set(...bearer(res.body.token));
    expect(me.body.email).toBe(patient.email);
    const supportId = (await api().database.db.selectFrom('users').select('id').where('email', '=', support.email).executeTakeFirstOrThrow()).id;
    expect(me.body.impersonator).toEqual({ id: supportId });
    // Refreshing keeps the impersonator.
    const refreshed = (await request(api().app).post('/api/token/refresh').send({ refresh_token: res.body.refresh_token })).body;
    expect((await request(api().app).get('/api/me').set(...bearer(refreshed.token))).body.impersonator).toEqual({ id: supportId });
    const byId = await request(api().app).get(`/api/impersonate?userId=${me.body.id}`).set('apikey', DEMO_SUPPORT_API_KEY);
    expect(byId.status).toBe(200);
    expect((await auditEntries(api().database.db, 'impersonation')).length).toBe(2);
  });

  it('refuses without the key or with a wrong one (403) and names an unknown user (U404)', async () => {
    expect((await request(api().app).get('/api/impersonate?userId=1')).status).toBe(403);
    expect((await request(api().app).get('/api/impersonate?userId=1').set('apikey', 'wrong')).status).toBe(403);
    const unknown = await request(api().app).get('/api/impersonate?userId=9999').set('apikey', DEMO_SUPPORT_API_KEY);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('U404');
    expect((await request(api().app).get('/api/impersonate').set('apikey', DEMO_SUPPORT_API_KEY)).body.code).toBe('#001');
    expect((await request(api().app).get('/api/impersonate?userId=abc').set('apikey', DEMO_SUPPORT_API_KEY)).body.code).toBe('RX444');
  });

  it('does not let the support user change the credentials of the user', async () => {
    const { token } = (await request(api().app).get('/api/impersonate?email=patient@demo.test').set('apikey', DEMO_SUPPORT_API_KEY)).body;
    const res = await request(api().app).post('/api/me/password').set(...bearer(token)).send({ currentPassword: 'x', newPassword: 'Another-Pass-1', newPasswordConfirmation: 'Another-Pass-1' });
    expect(res.status).toBe(403);
  });
});

describe('GET /api/login-with-token', () => {
  it('exchanges a one-time login token for a pair, once', async () => {
    const { db } = api().database;
    const user = (await db.selectFrom('users').select('id').where('email', '=', patient.email).executeTakeFirstOrThrow()).id;
    const token = await issueOneTimeToken(db, { userId: user, purpose: 'login', ttlMs: 60_000 }, api().now.ms);
    const res = await request(api().app).get('/api/login-with-token').set(...bearer(token));
    expect(res.status).toBe(200);
    expectSchema('token-pair', res.body);
    const again = await request(api().app).get('/api/login-with-token').set(...bearer(token));
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('U017');
    expect((await request(api().app).get('/api/login-with-token')).body.code).toBe('U017');
    const other = await issueOneTimeToken(db, { userId: user, purpose: 'password-recovery', ttlMs: 60_000 }, api().now.ms);
    expect((await request(api().app).get('/api/login-with-token').set(...bearer(other))).status).toBe(400);
  });
});
