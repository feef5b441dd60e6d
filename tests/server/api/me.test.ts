/** The logged-in user's own calls: subscriptions, choosing one, privacy statement, email and password changes. */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { bearer, expectSchema, login, tokenFromMail, useApi } from './apiHarness';

const api = useApi();
const { patient, multi, privacy } = DEMO_ACCOUNTS;
const me = (token: string, subscription?: number) => {
  const req = request(api().app).get('/api/me').set(...bearer(token));
  return subscription ? req.set('X-Subscription-Id', String(subscription)) : req;
};

describe('GET /api/subscriptions and POST /api/me/subscription', () => {
  it('lists the subscriptions and makes the chosen one current', async () => {
    const { token } = await login(api().app, multi.email, multi.password);
    const list = await request(api().app).get('/api/subscriptions').set(...bearer(token));
    expect(list.status).toBe(200);
    expectSchema('subscriptions-response', list.body);
    expect(list.body).toHaveLength(2);
    expect(list.body[1]).toMatchObject({ status: 'active', phone: '+40712345678' });
    const header = await me(token, list.body[1].id);
    expect(header.body.currentSubscription.id).toBe(list.body[1].id);
    const chosen = await request(api().app).post('/api/me/subscription').set(...bearer(token)).send({ subscriptionId: list.body[0].id });
    expect(chosen.body).toEqual({ status: 'done' });
    expect((await me(token)).body.currentSubscription.id).toBe(list.body[0].id);
  });

  it('refuses a subscription of someone else (404) and a malformed body (RX444)', async () => {
    const { token } = await login(api().app, multi.email, multi.password);
    expect((await request(api().app).post('/api/me/subscription').set(...bearer(token)).send({ subscriptionId: 1 })).status).toBe(404);
    const bad = await request(api().app).post('/api/me/subscription').set(...bearer(token)).send({ subscriptionId: 'x' });
    expect(bad.body.violations[0]).toMatchObject({ field: '/subscriptionId', rule: 'validation.type' });
  });

  it.each([
    ['GET', '/api/subscriptions'],
    ['POST', '/api/me/subscription'],
    ['POST', '/api/me/privacy-statement'],
    ['POST', '/api/me/email'],
    ['POST', '/api/me/password'],
    ['POST', '/api/me/contact-email'],
  ])('%s %s answers 401 without a login', async (method, path) => {
    const res = method === 'GET' ? await request(api().app).get(path) : await request(api().app).post(path).send({});
    expect(res.status).toBe(401);
  });
});

describe('POST /api/me/privacy-statement', () => {
  it('clears needsPrivacyStatement of the current subscription', async () => {
    const { token } = await login(api().app, privacy.email, privacy.password);
    const [subscription] = (await request(api().app).get('/api/subscriptions').set(...bearer(token))).body;
    expect((await me(token, subscription.id)).body.currentSubscription.needsPrivacyStatement).toBe(true);
    const res = await request(api().app).post('/api/me/privacy-statement').set(...bearer(token)).set('X-Subscription-Id', String(subscription.id));
    expect(res.body).toEqual({ status: 'done' });
    expect((await me(token, subscription.id)).body.currentSubscription.needsPrivacyStatement).toBe(false);
  });
});

describe('POST /api/me/password', () => {
  it('answers U004 for a wrong current password and U028 for different new ones', async () => {
    const { token } = await login(api().app, patient.email, patient.password);
    const wrong = await request(api().app).post('/api/me/password').set(...bearer(token)).send({ currentPassword: 'nope', newPassword: 'Brand-New-1', newPasswordConfirmation: 'Brand-New-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('U004');
    const differ = await request(api().app).post('/api/me/password').set(...bearer(token)).send({ currentPassword: patient.password, newPassword: 'Brand-New-1', newPasswordConfirmation: 'Brand-New-2' });
    expect(differ.body.code).toBe('U028');
    const short = await request(api().app).post('/api/me/password').set(...bearer(token)).set('X-Locale', 'en').send({ currentPassword: patient.password, newPassword: 'short', newPasswordConfirmation: 'short' });
    expect(short.body.violations[0]).toMatchObject({ field: '/newPassword', rule: 'validation.minLength', params: { limit: 8 }, message: 'New password must be at least 8 characters long.' });
  });

  it('refuses a common password and the address or its local part as the new one (issue 33)', async () => {
    // An account whose address's local part is long enough to be a password at all (8 characters).
    const { prevention } = DEMO_ACCOUNTS;
    const { token } = await login(api().app, prevention.email, prevention.password);
    const change = (password: string) => request(api().app).post('/api/me/password').set(...bearer(token)).set('X-Locale', 'en').send({ currentPassword: prevention.password, newPassword: password, newPasswordConfirmation: password });
    for (const password of ['password', 'Password1', 'sunshine']) {
      const res = await change(password);
      expect(res.status, password).toBe(422);
      expect(res.body.violations, password).toEqual([expect.objectContaining({ field: '/newPassword', rule: 'validation.newPassword', message: 'This password is too easy to guess: it is one of the most common passwords. Please choose another.' })]);
    }
    for (const password of [prevention.email, prevention.email.toUpperCase(), 'Prevention']) {
      const res = await change(password);
      expect(res.status, password).toBe(422);
      expect(res.body.violations, password).toEqual([expect.objectContaining({ field: '/newPassword', rule: 'validation.passwordLikeEmail' })]);
    }
    await login(api().app, prevention.email, prevention.password);
  });

  it('changes the password', async () => {
    const { token } = await login(api().app, privacy.email, privacy.password);
    const res = await request(api().app).post('/api/me/password').set(...bearer(token)).send({ currentPassword: privacy.password, newPassword: 'Changed-Pass-1', newPasswordConfirmation: 'Changed-Pass-1' });
    expect(res.body).toEqual({ status: 'done' });
    expect((await request(api().app).post('/api/login').send({ username: privacy.email, password: privacy.password })).status).toBe(401);
    await login(api().app, privacy.email, 'Changed-Pass-1');
  });

  it('ends the other sessions and keeps the one that changed it', async () => {
    const here = await login(api().app, patient.email, patient.password);
    const elsewhere = await login(api().app, patient.email, patient.password);
    const res = await request(api().app).post('/api/me/password').set(...bearer(here.token)).send({ currentPassword: patient.password, newPassword: 'Changed-Pass-2', newPasswordConfirmation: 'Changed-Pass-2' });
    expect(res.body).toEqual({ status: 'done' });
    const other = await request(api().app).post('/api/token/refresh').send({ refresh_token: elsewhere.refresh_token });
    expect(other.status).toBe(401);
    const mine = await request(api().app).post('/api/token/refresh').send({ refresh_token: here.refresh_token });
    expect(mine.status).toBe(200);
    // The account goes back to its demo password for the rest of this file.
    const back = await request(api().app).post('/api/me/password').set(...bearer(mine.body.token)).send({ currentPassword: 'Changed-Pass-2', newPassword: patient.password, newPasswordConfirmation: patient.password });
    expect(back.body).toEqual({ status: 'done' });
  });
});

describe('POST /api/me/email and the verify-email link', () => {
  it('answers U004 for a wrong password and U015 for a taken address', async () => {
    const { token } = await login(api().app, patient.email, patient.password);
    expect((await request(api().app).post('/api/me/email').set(...bearer(token)).send({ newEmail: 'x@demo.test', password: 'nope' })).body.code).toBe('U004');
    const taken = await request(api().app).post('/api/me/email').set(...bearer(token)).send({ newEmail: multi.email, password: patient.password });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('U015');
  });

  it('mails a link to the new address; following it changes the login name', async () => {
    const { token } = await login(api().app, multi.email, multi.password);
    const res = await request(api().app).post('/api/me/email').set(...bearer(token)).send({ newEmail: 'Multi.New@demo.test', password: multi.password });
    expect(res.status).toBe(202);
    expectSchema('accepted-response', res.body);
    const link = await tokenFromMail(api().app, 'multi.new@demo.test', 'verify-email');
    const done = await request(api().app).post('/api/tokens/verify-email').send({ token: link });
    expect(done.body).toEqual({ flow: 'verify-email', done: true });
    await login(api().app, 'multi.new@demo.test', multi.password);
    expect((await request(api().app).post('/api/tokens/verify-email').send({ token: link })).body.code).toBe('U017');
  });
});

describe('POST /api/me/contact-email and the verify-contact-email link', () => {
  it('confirms the contact address the link was sent to', async () => {
    const { token } = await login(api().app, patient.email, patient.password);
    expect((await request(api().app).post('/api/me/contact-email').set(...bearer(token)).send({ contactEmail: 'contact@demo.test' })).status).toBe(202);
    const link = await tokenFromMail(api().app, 'contact@demo.test', 'verify-contact-email');
    expect((await request(api().app).post('/api/tokens/verify-contact-email').send({ token: link })).status).toBe(200);
    const row = await api().database.db.selectFrom('users').select(['contact_email', 'contact_email_confirmed']).where('email', '=', patient.email).executeTakeFirstOrThrow();
    expect(row).toEqual({ contact_email: 'contact@demo.test', contact_email_confirmed: 1 });
  });
});
