/**
 * Issue 33, item 6: the patient's language is kept on the account (PATCH /api/me/settings, the me
 * answer) and every mail to the account uses it, whatever page caused the mail; its links name it
 * and a page opened from one takes it; the patient chooses which optional mails they get.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/passwords';
import type { ServedBrand } from '../../../server/config/brandRegistry';
import { DEMO_ACCOUNTS, DEMO_SUPPORT_API_KEY } from '../../../server/db/seed';
import { createSubscription, ensureProduct } from '../../../server/db/subscriptions';
import { createUser, setEntitlements } from '../../../server/db/users';
import { accountLocale } from '../../../server/mail/accountLocale';
import { caller, CONSULTATION, type Caller } from './care/careHarness';
import { bearer, captcha, expectSchema, login, outbox, tokenOfLink, useApi } from './apiHarness';

const api = useApi();
let made = 0;

/** A confirmed account in `locale` (its language never chosen) that may ask for a general consultation, logged in. */
async function patientIn(locale: string): Promise<{ email: string; password: string; patient: Caller; token: string }> {
  made += 1;
  const email = `lang-${made}-${Date.now()}@example.test`;
  const password = 'Lang-Test-1';
  const { db } = api().database;
  const userId = await createUser(db, { email, password_hash: await hashPassword(password), first_name: 'Nyelv', last_name: `Teszt${made}`, birth_date: '1980-01-01', phone: null, brand_id: 'default', locale, customer_uuid: null, email_confirmed: 1 }, Date.now());
  await setEntitlements(db, userId, { flags: ['hasGeneralConsultation'], services: [{ type: 2 }] });
  const productId = await ensureProduct(db, { code: `lang-test-${made}-${Date.now()}`, name: 'Test', med24FreeProduct: false });
  await createSubscription(db, { userId, productId, phone: null, status: 'active' }, Date.now());
  const { token } = await login(api().app, email, password);
  // The caller's requests say X-Locale: en; the tests below set the page's language where it matters.
  return { email, password, patient: await caller(api().app, email, password), token };
}

const settingsOf = async (token: string) => (await request(api().app).get('/api/me').set(...bearer(token))).body.settings;
const patch = (token: string, body: object, locale = 'hu') => request(api().app).patch('/api/me/settings').set(...bearer(token)).set('X-Locale', locale).send(body);
const mailsTo = async (email: string) => (await outbox(api().app)).filter((m) => m.to === email);

describe('PATCH /api/me/settings', () => {
  it('keeps the language chosen in the portal on the account, and the me answer carries it', async () => {
    const { email, password, token } = await patientIn('hu');
    const me = await request(api().app).get('/api/me').set(...bearer(token));
    expectSchema('me-response', me.body);
    expect(me.body.settings).toEqual({ locale: 'hu', localeChosen: false, careProgressMail: true });
    const saved = await patch(token, { locale: 'en' }, 'en');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expectSchema('account-settings', saved.body);
    expect(saved.body).toEqual({ locale: 'en', localeChosen: true, careProgressMail: true });
    expect(await settingsOf(token)).toEqual({ locale: 'en', localeChosen: true, careProgressMail: true });
    // Another session of the same patient (another device) gets it too.
    const { token: other } = await login(api().app, email, password);
    expect((await settingsOf(other)).locale).toBe('en');
  });

  it('refuses an empty change, an unknown language or field (RX444), a visitor (401) and a support user acting as the patient (403)', async () => {
    const { token } = await patientIn('hu');
    for (const body of [{}, { locale: 'de' }, { careProgressMail: 'no' }, { locale: 'en', theme: 'dark' }]) {
      const res = await patch(token, body, 'en');
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe('RX444');
    }
    expect((await patch(token, { locale: 'de' }, 'en')).body.violations[0]).toMatchObject({ field: '/locale', rule: 'validation.enum' });
    expect((await request(api().app).patch('/api/me/settings').send({ locale: 'en' })).status).toBe(401);
    const impersonated = await request(api().app).get(`/api/impersonate?email=${DEMO_ACCOUNTS.patient.email}`).set('apikey', DEMO_SUPPORT_API_KEY);
    const refused = await patch(impersonated.body.token as string, { locale: 'en' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('#403');
    expect(await settingsOf(token)).toEqual({ locale: 'hu', localeChosen: false, careProgressMail: true });
  });

  it('keeps a language the brand offers, else the brand default, for mail', () => {
    const brand = { effective: { brand: { locales: ['hu', 'en'], defaultLocale: 'hu' } } } as unknown as ServedBrand;
    expect(accountLocale('en', brand)).toBe('en');
    expect(accountLocale('ro', brand)).toBe('hu');
    expect(accountLocale('xx', brand)).toBe('hu');
  });
});

describe('a login and the account language', () => {
  it('brings an account whose language was never chosen to the page\'s; a chosen one stays, and a login naming none changes nothing', async () => {
    const { email, password, token } = await patientIn('hu');
    const loginIn = (locale?: string) => {
      const req = request(api().app).post('/api/login');
      return (locale ? req.set('X-Locale', locale) : req).send({ username: email, password });
    };
    expect((await loginIn('ro')).status).toBe(200);
    expect(await settingsOf(token)).toMatchObject({ locale: 'ro', localeChosen: false });
    await loginIn();
    expect((await settingsOf(token)).locale).toBe('ro');
    await patch(token, { locale: 'en' });
    await loginIn('hu');
    expect(await settingsOf(token)).toMatchObject({ locale: 'en', localeChosen: true });
  });
});

describe('mails to an account', () => {
  it('are in the account\'s language after switching to English: a care mail, an address change and a password recovery, whatever the page\'s language', async () => {
    const { email, password, token, patient } = await patientIn('hu');
    const operator = await caller(api().app, DEMO_ACCOUNTS.operator.email, DEMO_ACCOUNTS.operator.password, { 'X-Locale': 'hu' });
    expect((await patch(token, { locale: 'en' }, 'en')).status).toBe(200);

    // The patient's page is Hungarian again (a cookie on another device): the mails stay English.
    const created = await patient.post('/api/care-items', { service: 'general-consultation', answers: CONSULTATION }).set('X-Locale', 'hu');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await operator.post(`/api/operator/care-items/${created.body.id}/actions/approve`)).status).toBe(200);
    const [approved] = await mailsTo(email);
    expect(approved!.subject).toBe('Your request: Awaiting booking');
    expect(approved!.text).toContain('There is news about your request');
    expect(approved!.links).toEqual([expect.stringMatching(/\/services\/consultation\?locale=en$/)]);

    const changed = await request(api().app).post('/api/me/email').set(...bearer(token)).set('X-Locale', 'hu').send({ newEmail: `new-${email}`, password });
    expect(changed.status).toBe(202);
    expect((await mailsTo(`new-${email}`))[0]).toMatchObject({ subject: 'Confirm your new email address', links: [expect.stringMatching(/\/verify-email\/[\w-]+\?locale=en$/)] });

    const recovery = await request(api().app).post('/api/password-recovery').set('X-Locale', 'hu').send({ email, captcha: await captcha(api().app) });
    expect(recovery.status).toBe(202);
    const [recoveryMail] = await mailsTo(email);
    expect(recoveryMail).toMatchObject({ subject: 'Set a new password', text: expect.stringContaining('Dear Nyelv,') });
    const link = recoveryMail!.links[0]!;
    expect(link).toMatch(/\/password-recovery\/[\w-]+\?locale=en$/);
    // The link still carries a working token.
    const check = await request(api().app).post('/api/tokens/password-recovery/check').send({ token: tokenOfLink(link, 'password-recovery') });
    expect(check.body).toMatchObject({ state: 'live' });
  });

  // Mail to someone without an account (an anonymous booking) keeps the page's language: finishReservation.test.ts.
});

describe('the care-progress mails', () => {
  it('stop when the patient chooses so, except the booked appointment\'s, and come again when chosen', async () => {
    const { email, token, patient } = await patientIn('en');
    const operator = await caller(api().app, DEMO_ACCOUNTS.operator.email, DEMO_ACCOUNTS.operator.password);
    const off = await patch(token, { careProgressMail: false });
    expect(off.body).toEqual({ locale: 'en', localeChosen: false, careProgressMail: false });
    const created = await patient.post('/api/care-items', { service: 'general-consultation', answers: CONSULTATION });
    const id = created.body.id as number;
    await operator.post(`/api/operator/care-items/${id}/actions/approve`);
    expect(await mailsTo(email)).toEqual([]);
    await operator.post(`/api/operator/care-items/${id}/actions/book`, { appointmentAt: '2026-12-03T14:00:00Z', channel: 'phone' });
    const afterBooking = await mailsTo(email);
    expect(afterBooking.map((m) => m.subject)).toEqual(['Your request: Booked']);
    await patch(token, { careProgressMail: true });
    await operator.post(`/api/operator/care-items/${id}/actions/markAppeared`);
    expect(await mailsTo(email)).toHaveLength(2);
  });
});

describe('a link from a mail', () => {
  const page = (path: string, headers: Record<string, string> = {}) => {
    let req = request(api().app).get(path).set('Host', 'default.localhost');
    for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
    return req;
  };

  it('opens the page in the mail\'s language: the cookie takes it and the page loads again without it', async () => {
    const res = await page('/password-recovery/abc-123?locale=en', { Cookie: 'locale=hu' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/password-recovery/abc-123');
    expect(res.headers['set-cookie']).toEqual([expect.stringMatching(/^locale=en; Max-Age=31536000; Path=\/; Expires=.+; SameSite=Lax$/)]);
    const followed = await page('/password-recovery/abc-123', { Cookie: 'locale=en' });
    expect(followed.status).toBe(200);
    expect(followed.text).toContain('<html lang="en">');
  });

  it('keeps the rest of the query, drops a language the brand does not offer, and never leaves the site', async () => {
    const kept = await page('/services/general-consultation?from=mail&locale=ro');
    expect(kept.headers.location).toBe('/services/general-consultation?from=mail');
    expect(kept.headers['set-cookie']?.[0]).toMatch(/^locale=ro;/);
    const unknown = await page('/?locale=de');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.location).toBe('/');
    expect(unknown.headers['set-cookie']).toBeUndefined();
    for (const path of ['//evil.example/x?locale=en', '/\\evil.example/x?locale=en']) {
      expect((await page(path)).headers.location, path).toBe('/evil.example/x');
    }
    expect((await page('/about-us')).status).toBe(200);
  });
});
