/**
 * Two-factor sign-in (issue 34, item 3) through the API: an authenticator app set up with a code
 * computed here (otplib, as the app would), a sign-in that then needs a code after the password,
 * a code accepted once, recovery codes used once, the step's ticket expiring, wrong codes
 * throttled, and the changes support cannot make or that need the password again. Passkeys are
 * exercised in the browser (e2e/specs/secondFactor.spec.ts, Chromium's virtual authenticator);
 * here a forged answer is refused. Support's reset (npm run second-factor:reset) is the way back in.
 * Runs on SQLite, and on PostgreSQL with TEST_API_DIALECT=postgres.
 */
import { generateSync } from 'otplib';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { RecoveryCodeList, SecondFactorStatus, SecondFactorStep, TotpSetup } from '../../../generated/config-types';
import { runSecondFactorReset, SecondFactorResetError } from '../../../server/accounts/secondFactorReset';
import { SECOND_FACTOR_FAILURES, SECOND_FACTOR_TICKET_TTL_MS } from '../../../server/api/auth/createSecondFactorRouter';
import { TOTP_PERIOD_S } from '../../../server/auth/secondFactor/totp';
import { issueOneTimeToken } from '../../../server/db/oneTimeTokens';
import { DEMO_ACCOUNTS, DEMO_SUPPORT_API_KEY } from '../../../server/db/seed';
import { useApi } from './apiHarness';

const api = useApi();
const { multi } = DEMO_ACCOUNTS;
/** Its password changes on the way (a password recovery). */
const privacy: { email: string; password: string } = { ...DEMO_ACCOUNTS.privacy };

const app = () => request(api().app);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const codeAt = (secret: string, ms: number) => generateSync({ secret, epoch: Math.floor(ms / 1000) });
/** The clock at the start of the next time step, so each code below is a fresh one. */
const nextStep = () => {
  const period = TOTP_PERIOD_S * 1000;
  api().now.ms = (Math.floor(api().now.ms / period) + 1) * period + 1_000;
};

async function passwordLogin(account: { email: string; password: string }) {
  return app().post('/api/login').send({ username: account.email, password: account.password });
}

async function sessionOf(account: { email: string; password: string }): Promise<string> {
  const res = await passwordLogin(account);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(typeof res.body.token).toBe('string');
  return res.body.token as string;
}

/** Sets up the authenticator app on the account; answers its secret and recovery codes. */
async function setUpApp(token: string, email: string = privacy.email): Promise<{ secret: string; codes: string[] }> {
  const setup = await app().post('/api/me/totp').set(bearer(token));
  expect(setup.status).toBe(200);
  const { secret, uri } = setup.body as TotpSetup;
  expect(uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=/);
  expect(decodeURIComponent(uri)).toContain(email);
  const confirmed = await app().post('/api/me/totp/confirm').set(bearer(token)).send({ code: codeAt(secret, api().now.ms) });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const { codes } = confirmed.body as RecoveryCodeList;
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  return { secret, codes };
}

async function ticketOf(account: { email: string; password: string }): Promise<SecondFactorStep['secondFactor']> {
  const res = await passwordLogin(account);
  expect(res.status).toBe(200);
  expect(res.body.token).toBeUndefined();
  expect(res.headers['set-cookie']).toBeUndefined();
  return (res.body as SecondFactorStep).secondFactor;
}

const secondStep = (ticket: string, code: string) => app().post('/api/login/second-factor').send({ ticket, code });

describe('an authenticator app as the second factor', () => {
  let secret = '';
  let recovery: string[] = [];

  it('is set up with a code of the app: the session that did it has the second factor, and nothing else changes until then', async () => {
    nextStep();
    const token = await sessionOf(privacy);
    const before = await app().get('/api/me/second-factor').set(bearer(token));
    expect(before.body).toEqual({ totp: false, passkeys: [], recoveryCodesLeft: 0, sessionSecondFactor: null } satisfies SecondFactorStatus);
    // Started but not confirmed: the password alone still signs in.
    const started = await app().post('/api/me/totp').set(bearer(token));
    expect(started.status).toBe(200);
    expect(typeof (await passwordLogin(privacy)).body.token).toBe('string');
    // A wrong code does not confirm it.
    const wrong = await app().post('/api/me/totp/confirm').set(bearer(token)).send({ code: '000000' === codeAt(started.body.secret, api().now.ms) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('A408');
    ({ secret, codes: recovery } = await setUpApp(token));
    const after = await app().get('/api/me/second-factor').set(bearer(token));
    expect(after.body).toEqual({ totp: true, passkeys: [], recoveryCodesLeft: 10, sessionSecondFactor: 'totp' });
    // A second app cannot be started over the first.
    const again = await app().post('/api/me/totp').set(bearer(token));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('A412');
  });

  it('makes the password alone give no session but a ticket, which a code of the app completes once', async () => {
    nextStep();
    const step = await ticketOf(privacy);
    expect(step.methods).toEqual(['totp', 'recovery']);
    const code = codeAt(secret, api().now.ms);
    const signedIn = await secondStep(step.ticket, code);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(typeof signedIn.body.token).toBe('string');
    const status = await app().get('/api/me/second-factor').set(bearer(signedIn.body.token));
    expect(status.body.sessionSecondFactor).toBe('totp');
    // The same code again, with a fresh ticket: refused (RFC 6238 5.2), as is the used ticket.
    const replay = await secondStep((await ticketOf(privacy)).ticket, code);
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('A408');
    expect((await secondStep(step.ticket, codeAt(secret, api().now.ms + 30_000))).body.code).toBe('A409');
  });

  it('accepts the code of the step before or after, not two steps off', async () => {
    nextStep();
    nextStep();
    // The step before now is later than the last code used: accepted.
    const late = await secondStep((await ticketOf(privacy)).ticket, codeAt(secret, api().now.ms - 30_000));
    expect(late.status).toBe(200);
    nextStep();
    const far = await secondStep((await ticketOf(privacy)).ticket, codeAt(secret, api().now.ms + 90_000));
    expect(far.status).toBe(400);
  });

  it('a recovery code signs in once, whatever its case and dash', async () => {
    nextStep();
    const [first, second] = recovery;
    const typed = first!.toUpperCase().replace('-', ' ');
    const signedIn = await secondStep((await ticketOf(privacy)).ticket, typed);
    expect(signedIn.status).toBe(200);
    expect((await app().get('/api/me/second-factor').set(bearer(signedIn.body.token))).body).toMatchObject({ recoveryCodesLeft: 9, sessionSecondFactor: 'recovery' });
    const again = await secondStep((await ticketOf(privacy)).ticket, first!);
    expect(again.body.code).toBe('A408');
    expect((await secondStep((await ticketOf(privacy)).ticket, second!)).status).toBe(200);
  });

  it('the step expires after five minutes', async () => {
    nextStep();
    const { ticket } = await ticketOf(privacy);
    api().now.ms += SECOND_FACTOR_TICKET_TTL_MS + 1_000;
    const res = await secondStep(ticket, codeAt(secret, api().now.ms));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('A409');
  });

  it(`stops after ${SECOND_FACTOR_FAILURES.limit} wrong codes, even with the right one, until the window passes`, async () => {
    // The earlier tests' refused codes count in their own window.
    api().now.ms += SECOND_FACTOR_FAILURES.windowMs + 1_000;
    nextStep();
    for (let i = 0; i < SECOND_FACTOR_FAILURES.limit; i += 1) {
      expect((await secondStep((await ticketOf(privacy)).ticket, 'zzzzz-zzzzz')).body.code).toBe('A408');
    }
    const { ticket } = await ticketOf(privacy);
    const blocked = await secondStep(ticket, codeAt(secret, api().now.ms));
    expect(blocked.status).toBe(429);
    api().now.ms += SECOND_FACTOR_FAILURES.windowMs + 1_000;
    nextStep();
    expect((await secondStep((await ticketOf(privacy)).ticket, codeAt(secret, api().now.ms))).status).toBe(200);
  });

  it('a new password through a mailed link does not sign the account in: the second factor still has to be given', async () => {
    const user = await api().database.db.selectFrom('users').select('id').where('email', '=', privacy.email).executeTakeFirstOrThrow();
    const token = await issueOneTimeToken(api().database.db, { userId: user.id, purpose: 'password-recovery', ttlMs: 60_000 }, api().now.ms);
    const res = await app().post('/api/tokens/password-recovery').send({ token, password: 'Fresh-Password-2', passwordConfirmation: 'Fresh-Password-2' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ flow: 'password-recovery', done: true });
    expect(res.headers['set-cookie']).toBeUndefined();
    nextStep();
    const step = await ticketOf({ email: privacy.email, password: 'Fresh-Password-2' });
    expect((await secondStep(step.ticket, codeAt(secret, api().now.ms))).status).toBe(200);
    privacy.password = 'Fresh-Password-2';
  });

  it('new recovery codes and turning the app off need the password again; without a factor, the codes go too', async () => {
    nextStep();
    const { ticket } = await ticketOf(privacy);
    const token = (await secondStep(ticket, codeAt(secret, api().now.ms))).body.token as string;
    const wrong = await app().post('/api/me/recovery-codes').set(bearer(token)).send({ password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('U004');
    const fresh = await app().post('/api/me/recovery-codes').set(bearer(token)).send({ password: privacy.password });
    expect(fresh.status).toBe(200);
    expect((fresh.body as RecoveryCodeList).codes).toHaveLength(10);
    // The earlier ones stopped working.
    nextStep();
    expect((await secondStep((await ticketOf(privacy)).ticket, recovery[5]!)).body.code).toBe('A408');
    const off = await app().delete('/api/me/totp').set(bearer(token)).send({ password: privacy.password });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
    expect(typeof (await passwordLogin(privacy)).body.token).toBe('string');
    const none = await app().post('/api/me/recovery-codes').set(bearer(token)).send({ password: privacy.password });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('A413');
  });
});

describe('what support and strangers cannot do', () => {
  it('support acting for a patient sees the factors but changes none', async () => {
    const impersonated = await app().get(`/api/impersonate?email=${multi.email}`).set('apikey', DEMO_SUPPORT_API_KEY);
    expect(impersonated.status).toBe(200);
    const token = impersonated.body.token as string;
    expect((await app().get('/api/me/second-factor').set(bearer(token))).status).toBe(200);
    for (const call of [
      app().post('/api/me/totp').set(bearer(token)),
      app().post('/api/me/passkeys/options').set(bearer(token)),
      app().post('/api/me/recovery-codes').set(bearer(token)).send({ password: multi.password }),
    ]) {
      const res = await call;
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('#403');
    }
  });

  it('a forged passkey answer or an unknown ceremony is refused, and the factor routes need a session', async () => {
    const options = await app().post('/api/login/passkey/options').set('Host', 'default.localhost').send({});
    expect(options.status).toBe(200);
    expect(options.body.options.userVerification).toBe('required');
    // The relying party is the brand's own host.
    expect(options.body.options.rpId).toBe('default.localhost');
    const forged = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' }, clientExtensionResults: {} };
    for (const challengeId of [options.body.challengeId as string, 'unknown']) {
      const res = await app().post('/api/login/passkey').send({ challengeId, credential: forged });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('A410');
    }
    const token = await sessionOf(multi);
    const registration = await app().post('/api/me/passkeys/options').set('Host', 'insurer.localhost:8080').set(bearer(token));
    expect(registration.status).toBe(200);
    expect(registration.body.options.rp.id).toBe('insurer.localhost');
    const refused = await app().post('/api/me/passkeys').set(bearer(token)).send({ challengeId: registration.body.challengeId, credential: { ...forged, response: { clientDataJSON: 'e30', attestationObject: 'AAAA' } } });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('A410');
    expect((await app().get('/api/me/second-factor')).status).toBe(401);
    const badTicket = await app().post('/api/login/passkey/options').send({ ticket: 'nope' });
    expect(badTicket.body.code).toBe('A409');
  });
});

describe('the way back in through support', () => {
  it('support turns two-step sign-in off for the person: factors and codes gone, sessions ended, written to the audit log', async () => {
    const { paid } = DEMO_ACCOUNTS;
    nextStep();
    const token = await sessionOf(paid);
    await setUpApp(token, paid.email);
    expect((await passwordLogin(paid)).body.secondFactor).toBeDefined();
    const db = api().database.db;
    await expect(runSecondFactorReset(db, [paid.email], api().now.ms)).rejects.toThrow(SecondFactorResetError);
    await expect(runSecondFactorReset(db, ['nobody@example.org', 'T-1'], api().now.ms)).rejects.toThrow(/No account/);
    const lines = await runSecondFactorReset(db, [paid.email, 'ticket', 'T-4711'], api().now.ms);
    expect(lines[0]).toContain('the authenticator app, 0 passkey(s) and 10 recovery code(s) removed');
    expect((await app().get('/api/me').set(bearer(token))).status).toBe(401);
    expect(typeof (await passwordLogin(paid)).body.token).toBe('string');
    const audited = await db.selectFrom('audit_log').select('detail').where('event', '=', 'second-factor.changed').where('detail', 'like', 'reset by support%').execute();
    expect(audited.map((row) => row.detail)).toContain('reset by support: ticket T-4711');
  });
});
