/** New accounts and the emailed token flows: registration, voucher, paid variant, key activation, password recovery. */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { addActivationKey, addVoucher } from '../../../server/db/entitlementCodes';
import { issueOneTimeToken } from '../../../server/db/oneTimeTokens';
import { DEMO_ACCOUNTS, DEMO_ACTIVATION_KEY, DEMO_VOUCHER } from '../../../server/db/seed';
import { createSubscription } from '../../../server/db/subscriptions';
import { bearer, captcha, expectSchema, login, outbox, tokenFromMail, useApi } from './apiHarness';

const api = useApi();
const HOST = 'localhost';
const PAID_HOST = 'retail.localhost';

let counter = 0;
const person = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return { lastName: 'Teszt', firstName: 'Elek', email: `new${counter}@demo.test`, password: 'Secret-Pass-1', passwordConfirmation: 'Secret-Pass-1', birthDate: '1990-04-01', phone: '+36 30 123 4567', acceptTerms: true, acceptPrivacy: true, ...overrides };
};
const post = async (path: string, body: Record<string, unknown>, host = HOST, withCaptcha = true) =>
  request(api().app).post(path).set('Host', host).set('X-Locale', 'en').send(withCaptcha ? { ...body, captcha: await captcha(api().app, host) } : body);

describe('POST /api/registration', () => {
  it('registers, mails a verify link; the link confirms and the user logs in and sees the brand services', async () => {
    const body = person();
    const res = await post('/api/registration', body);
    expect(res.status).toBe(201);
    expectSchema('accepted-response', res.body);
    expect((await request(api().app).post('/api/login').send({ username: body.email, password: body.password })).body.code).toBe('A406');
    // Newest first: the oldest mail to the address is the registration's (A406 sent another).
    const mail = (await outbox(api().app)).filter((m) => m.to === body.email).at(-1)!;
    expect(mail.subject).toBe('Confirm your registration');
    expect(mail.links[0]).toMatch(/^http:\/\/localhost\/verify-registration\//);
    const token = await tokenFromMail(api().app, body.email, 'verify-registration');
    const verified = await request(api().app).post('/api/tokens/verify-registration').send({ token });
    expect(verified.status).toBe(200);
    expectSchema('token-flow-response', verified.body);
    const pair = await login(api().app, body.email, body.password);
    const me = (await request(api().app).get('/api/me').set(...bearer(pair.token))).body;
    expect(me.services).toEqual(expect.arrayContaining([1, 2, 10, 25]));
    expect(me.hasGeneralConsultation).toBe(true);
    expect(me.hasMap).toBe(true);
    const subs = (await request(api().app).get('/api/subscriptions').set(...bearer(pair.token))).body;
    // Stored as the portal keeps every number: +36 and the digits.
    expect(subs).toEqual([expect.objectContaining({ status: 'active', phone: '+36301234567' })]);
  });

  it('takes a Hungarian number written with 06 and stores it as +36 (issue 33)', async () => {
    const body = person({ phone: '06 30 123 4567' });
    expect((await post('/api/registration', body)).status).toBe(201);
    const { db } = api().database;
    const user = await db.selectFrom('users').select(['id', 'phone']).where('email', '=', body.email as string).executeTakeFirstOrThrow();
    expect(user.phone).toBe('+36301234567');
    expect((await db.selectFrom('subscriptions').select('phone').where('user_id', '=', user.id).executeTakeFirstOrThrow()).phone).toBe('+36301234567');
  });

  it.each([
    ['U018', { acceptTerms: false }],
    ['U025', { acceptPrivacy: false }],
    ['U028', { passwordConfirmation: 'Other-Pass-1' }],
    ['U030', { birthDate: new Date(Date.now() - 17 * 365.25 * 86400000).toISOString().slice(0, 10) }],
  ])('answers %s', async (code, overrides) => {
    const res = await post('/api/registration', person(overrides));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
  });

  it('answers U015 (409) for a registered address', async () => {
    const res = await post('/api/registration', person({ email: DEMO_ACCOUNTS.patient.email }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('U015');
  });

  it('answers RX444 for fields that do not fit the schema', async () => {
    const res = await post('/api/registration', person({ phone: '+1 555 1234', birthDate: '1990-13-45', email: 'bad' }));
    expect(res.status).toBe(422);
    expect(res.body.violations.map((v: { field: string; rule: string }) => [v.field, v.rule])).toEqual([
      ['/email', 'validation.email'],
      ['/birthDate', 'validation.date'],
      ['/phone', 'validation.phone'],
    ]);
  });

  it('answers RC001 without a captcha answer, with a wrong nonce, or with a reused challenge', async () => {
    expect((await post('/api/registration', person(), HOST, false)).body.code).toBe('RC001');
    const answer = await captcha(api().app);
    const wrong = await request(api().app).post('/api/registration').send({ ...person(), captcha: { ...answer, nonce: `${answer.nonce}x` } });
    expect(wrong.body.code).toBe('RC001');
    expect((await request(api().app).post('/api/registration').send({ ...person(), captcha: answer })).status).toBe(201);
    const reused = await request(api().app).post('/api/registration').send({ ...person(), captcha: answer });
    expect(reused.body.code).toBe('RC001');
  });

  it.each([
    ['a brand whose rules block /registration', 'telekom-health.localhost'],
    ['a brand that allows only its index', 'insurer-wedding.localhost'],
  ])('answers U045 on %s', async (_what, host) => {
    const res = await post('/api/registration', person(), host, false);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'U045', message: 'Registration is not possible on this website.' });
  });
});

describe('new passwords at registration (issue 33)', () => {
  const voucherBody = (overrides: Record<string, unknown>) => {
    const { lastName: _l, firstName: _f, phone: _p, ...rest } = person(overrides);
    return { ...rest, voucher: 'NO-SUCH-CODE' };
  };
  const registrations: [string, string, (o: Record<string, unknown>) => Record<string, unknown>][] = [
    ['/api/registration', HOST, person],
    ['/api/registration/voucher', HOST, voucherBody],
    ['/api/med24/registration', PAID_HOST, person],
  ];

  it.each(registrations)('%s refuses a common password, in any letter case, saying why', async (path, host, body) => {
    for (const password of ['password', 'Password', '12345678', 'qwertyuiop']) {
      const res = await post(path, body({ password, passwordConfirmation: password }), host);
      expect(res.status, password).toBe(422);
      expect(res.body.code).toBe('RX444');
      expect(res.body.violations).toEqual([
        expect.objectContaining({ field: '/password', rule: 'validation.newPassword', message: 'This password is too easy to guess: it is one of the most common passwords. Please choose another.' }),
      ]);
    }
  });

  it.each(registrations)('%s refuses the email address or its local part as the password', async (path, host, body) => {
    const email = 'kovacs.anna.rita@demo.test';
    for (const password of [email, 'KOVACS.ANNA.RITA']) {
      const res = await post(path, body({ email, password, passwordConfirmation: password }), host);
      expect(res.status, password).toBe(422);
      expect(res.body.violations).toEqual([
        expect.objectContaining({ field: '/password', rule: 'validation.passwordLikeEmail', message: 'Your password cannot be your email address or the part before the @. Please choose another.' }),
      ]);
    }
  });

  it('says it in Hungarian and Romanian too', async () => {
    const hu = await request(api().app).post('/api/registration').set('X-Locale', 'hu').send({ ...person({ password: 'password', passwordConfirmation: 'password' }), captcha: await captcha(api().app) });
    expect(hu.body.violations[0].message).toBe('Ezt a jelszót túl könnyű kitalálni, mert a leggyakoribb jelszavak közé tartozik. Kérjük, válasszon egy másikat.');
    const ro = await request(api().app).post('/api/registration').set('X-Locale', 'ro').send({ ...person({ password: 'password', passwordConfirmation: 'password' }), captcha: await captcha(api().app) });
    expect(ro.body.violations[0].message).toBe('Această parolă este prea ușor de ghicit: este una dintre cele mai folosite parole. Vă rugăm să alegeți alta.');
  });
});

describe('POST /api/registration/voucher', () => {
  const voucherBody = (voucher: string) => {
    const { lastName: _l, firstName: _f, phone: _p, ...rest } = person();
    return { ...rest, voucher };
  };

  it('registers with a valid voucher and uses it up', async () => {
    const res = await post('/api/registration/voucher', voucherBody(DEMO_VOUCHER.toLowerCase()));
    expect(res.status).toBe(201);
    const again = await post('/api/registration/voucher', voucherBody(DEMO_VOUCHER));
    expect(again.body.code).toBe('U043');
  });

  it('answers U027, U041, U042 and U044 for unknown, revoked, expired and other-brand vouchers', async () => {
    const { db } = api().database;
    const product = (await db.selectFrom('products').select('id').executeTakeFirstOrThrow()).id;
    await addVoucher(db, { code: 'REVOKED-1', productId: product, revoked: true });
    await addVoucher(db, { code: 'EXPIRED-1', productId: product, validUntil: '2020-01-01T00:00:00.000Z' });
    await addVoucher(db, { code: 'ELSEWHERE-1', productId: product, brandId: 'another-brand' });
    expect((await post('/api/registration/voucher', voucherBody('NO-SUCH-CODE'))).body.code).toBe('U027');
    expect((await post('/api/registration/voucher', voucherBody('REVOKED-1'))).body.code).toBe('U041');
    expect((await post('/api/registration/voucher', voucherBody('EXPIRED-1'))).body.code).toBe('U042');
    expect((await post('/api/registration/voucher', voucherBody('ELSEWHERE-1'))).body.code).toBe('U044');
  });

  it('answers U045 where the brand blocks it', async () => {
    expect((await post('/api/registration/voucher', voucherBody(DEMO_VOUCHER), 'telekom-health.localhost', false)).body.code).toBe('U045');
  });
});

describe('POST /api/med24/registration', () => {
  it('registers a paid-variant customer with a uuid on the free product', async () => {
    const body = person();
    expect((await post('/api/med24/registration', body, PAID_HOST)).status).toBe(201);
    const token = await tokenFromMail(api().app, body.email, 'verify-registration');
    await request(api().app).post('/api/tokens/verify-registration').send({ token });
    const pair = await login(api().app, body.email, body.password);
    const me = (await request(api().app).get('/api/me').set(...bearer(pair.token))).body;
    expect(me.subscriberCustomer.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const [subscription] = (await request(api().app).get('/api/subscriptions').set(...bearer(pair.token))).body;
    expect(subscription.product.med24FreeProduct).toBe(true);
  });

  it('answers U045 on a brand that is not the paid variant', async () => {
    expect((await post('/api/med24/registration', person(), HOST, false)).body.code).toBe('U045');
  });
});

describe('POST /api/med24/activate-key', () => {
  it('creates the account for a new address and mails a finish-registration link that sets the password and logs in', async () => {
    const email = 'keyholder@demo.test';
    const res = await post('/api/med24/activate-key', { activationKey: DEMO_ACTIVATION_KEY, email }, PAID_HOST);
    expect(res.status).toBe(202);
    const token = await tokenFromMail(api().app, email, 'finish-registration');
    const differ = await request(api().app).post('/api/tokens/finish-registration').send({ token, password: 'Key-Holder-1', passwordConfirmation: 'Key-Holder-2' });
    expect(differ.body.code).toBe('U028');
    // The password it sets follows the rules of every new password (issue 33), and a refused one leaves the link working.
    const common = await request(api().app).post('/api/tokens/finish-registration').send({ token, password: 'password1', passwordConfirmation: 'password1' });
    expect(common.body.violations).toEqual([expect.objectContaining({ field: '/password', rule: 'validation.newPassword' })]);
    const address = await request(api().app).post('/api/tokens/finish-registration').send({ token, password: email, passwordConfirmation: email });
    expect(address.body.violations).toEqual([expect.objectContaining({ field: '/password', rule: 'validation.passwordLikeEmail' })]);
    const done = await request(api().app).post('/api/tokens/finish-registration').send({ token, password: 'Key-Holder-1', passwordConfirmation: 'Key-Holder-1' });
    expect(done.status).toBe(200);
    expectSchema('token-flow-response', done.body);
    const subs = (await request(api().app).get('/api/subscriptions').set(...bearer(done.body.token))).body;
    expect(subs[0].product.code).toBe('med24-premium');
    await login(api().app, email, 'Key-Holder-1');
  });

  it('adds the subscription to an existing account and mails it', async () => {
    const { db } = api().database;
    const product = (await db.selectFrom('products').select('id').where('code', '=', 'med24-premium').executeTakeFirstOrThrow()).id;
    await addActivationKey(db, { key: 'SECOND-KEY-0002', productId: product });
    await addActivationKey(db, { key: 'OLD-KEY-0003', productId: product, validUntil: '2020-01-01T00:00:00.000Z' });
    expect((await post('/api/med24/activate-key', { activationKey: 'second key 0002', email: DEMO_ACCOUNTS.patient.email }, PAID_HOST)).status).toBe(202);
    // The account's language (the demo patient's is Hungarian), not the page's (issue 33).
    expect((await outbox(api().app))[0]).toMatchObject({ to: DEMO_ACCOUNTS.patient.email, subject: 'Előfizetése aktív' });
    expect((await post('/api/med24/activate-key', { activationKey: 'SECOND-KEY-0002', email: 'x@demo.test' }, PAID_HOST)).body.code).toBe('U043');
    expect((await post('/api/med24/activate-key', { activationKey: 'OLD-KEY-0003', email: 'x@demo.test' }, PAID_HOST)).body.code).toBe('U042');
    expect((await post('/api/med24/activate-key', { activationKey: 'WRONG-KEY-9999', email: 'x@demo.test' }, PAID_HOST)).body.code).toBe('U027');
    expect((await post('/api/med24/activate-key', { activationKey: 'WRONG-KEY-9999', email: 'x@demo.test' }, PAID_HOST, false)).body.code).toBe('RC001');
    expect((await post('/api/med24/activate-key', { activationKey: 'WRONG-KEY-9999', email: 'x@demo.test' }, HOST, false)).body.code).toBe('U045');
  });
});

describe('password recovery', () => {
  it('answers the same for unknown addresses and sends no mail', async () => {
    const before = (await outbox(api().app)).length;
    const res = await post('/api/password-recovery', { email: 'nobody-here@demo.test' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: 'sent' });
    expect((await outbox(api().app)).length).toBe(before);
  });

  it('mails a link that sets a new password once, ends other sessions and logs in', async () => {
    const { multi } = DEMO_ACCOUNTS;
    const old = await login(api().app, multi.email, multi.password);
    expect((await post('/api/password-recovery', { email: multi.email })).status).toBe(202);
    const token = await tokenFromMail(api().app, multi.email, 'password-recovery');
    const differ = await request(api().app).post('/api/tokens/password-recovery').send({ token, password: 'Recovered-1', passwordConfirmation: 'Recovered-2' });
    expect(differ.body.code).toBe('U028');
    const done = await request(api().app).post('/api/tokens/password-recovery').send({ token, password: 'Recovered-1', passwordConfirmation: 'Recovered-1' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ flow: 'password-recovery', done: true, token: expect.any(String), refresh_token: expect.any(String) });
    expect((await request(api().app).post('/api/token/refresh').send({ refresh_token: old.refresh_token })).status).toBe(401);
    await login(api().app, multi.email, 'Recovered-1');
    const reused = await request(api().app).post('/api/tokens/password-recovery').send({ token, password: 'Recovered-3', passwordConfirmation: 'Recovered-3' });
    expect(reused.body.code).toBe('U017');
  });

  it('a newer link replaces every earlier unused one: the old links say so and no longer set the password (issue 33)', async () => {
    const { family } = DEMO_ACCOUNTS;
    const check = async (token: string) => (await request(api().app).post('/api/tokens/password-recovery/check').send({ token })).body.state as string;
    expect((await post('/api/password-recovery', { email: family.email })).status).toBe(202);
    const first = await tokenFromMail(api().app, family.email, 'password-recovery');
    expect((await post('/api/password-recovery', { email: family.email })).status).toBe(202);
    const second = await tokenFromMail(api().app, family.email, 'password-recovery');
    expect((await post('/api/password-recovery', { email: family.email })).status).toBe(202);
    const newest = await tokenFromMail(api().app, family.email, 'password-recovery');
    expect(new Set([first, second, newest]).size).toBe(3);
    expect([await check(first), await check(second), await check(newest)]).toEqual(['replaced', 'replaced', 'live']);
    const old = await request(api().app).post('/api/tokens/password-recovery').send({ token: first, password: 'Replaced-Link-1', passwordConfirmation: 'Replaced-Link-1' });
    expect(old.status).toBe(400);
    expect(old.body.code).toBe('U017');
    const done = await request(api().app).post('/api/tokens/password-recovery').send({ token: newest, password: 'Newest-Link-1', passwordConfirmation: 'Newest-Link-1' });
    expect(done.status).toBe(200);
    // Used: the newest link is "used", the older ones stay "replaced".
    expect([await check(first), await check(newest)]).toEqual(['replaced', 'used']);
    await login(api().app, family.email, 'Newest-Link-1');
  });

  it('two requests at once leave one working link, whichever came last', async () => {
    const { db } = api().database;
    const { video } = DEMO_ACCOUNTS;
    const user = (await db.selectFrom('users').select('id').where('email', '=', video.email).executeTakeFirstOrThrow()).id;
    await Promise.all(Array.from({ length: 4 }, () => post('/api/password-recovery', { email: video.email })));
    const live = await db.selectFrom('one_time_tokens').select('id').where('user_id', '=', user).where('purpose', '=', 'password-recovery')
      .where('used_at', 'is', null).where('replaced_at', 'is', null).execute();
    expect(live).toHaveLength(1);
  });

  it('refuses a common password and the address as the new password without using the link up', async () => {
    const { prevention } = DEMO_ACCOUNTS;
    expect((await post('/api/password-recovery', { email: prevention.email })).status).toBe(202);
    const token = await tokenFromMail(api().app, prevention.email, 'password-recovery');
    const common = await request(api().app).post('/api/tokens/password-recovery').set('X-Locale', 'en').send({ token, password: 'iloveyou', passwordConfirmation: 'iloveyou' });
    expect(common.status).toBe(422);
    expect(common.body.violations).toEqual([expect.objectContaining({ field: '/password', rule: 'validation.newPassword' })]);
    const local = prevention.email.split('@')[0]!;
    const likeEmail = await request(api().app).post('/api/tokens/password-recovery').set('X-Locale', 'en').send({ token, password: local, passwordConfirmation: local });
    expect(likeEmail.status).toBe(422);
    expect(likeEmail.body.violations).toEqual([expect.objectContaining({ field: '/password', rule: 'validation.passwordLikeEmail', message: 'Your password cannot be your email address or the part before the @. Please choose another.' })]);
    expect((await request(api().app).post('/api/tokens/password-recovery/check').send({ token })).body.state).toBe('live');
    expect((await request(api().app).post('/api/tokens/password-recovery').send({ token, password: 'Prevention-New-1', passwordConfirmation: 'Prevention-New-1' })).status).toBe(200);
  });

  it('refuses an expired link (24 hours) and a captcha-less request', async () => {
    expect((await post('/api/password-recovery', { email: DEMO_ACCOUNTS.paid.email }, HOST, false)).body.code).toBe('RC001');
    expect((await post('/api/password-recovery', { email: DEMO_ACCOUNTS.paid.email })).status).toBe(202);
    const token = await tokenFromMail(api().app, DEMO_ACCOUNTS.paid.email, 'password-recovery');
    api().now.ms += 25 * 60 * 60 * 1000;
    const res = await request(api().app).post('/api/tokens/password-recovery').send({ token, password: 'Too-Late-1', passwordConfirmation: 'Too-Late-1' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('U017');
  });
});

describe('POST /api/tokens/{flow}/check', () => {
  const check = async (flow: string, token: string) => (await request(api().app).post(`/api/tokens/${flow}/check`).send({ token })).body as { state: string };

  it('says a link is live without using it, then used, and tells an unknown one and another flow\'s apart', async () => {
    const { db } = api().database;
    const user = (await db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.patient.email).executeTakeFirstOrThrow()).id;
    const token = await issueOneTimeToken(db, { userId: user, purpose: 'verify-contact-email', ttlMs: 60_000, payload: { email: 'contact@demo.test' } }, api().now.ms);
    expect(await check('verify-contact-email', token)).toEqual({ flow: 'verify-contact-email', state: 'live' });
    expect(await check('verify-contact-email', token)).toMatchObject({ state: 'live' });
    expect((await request(api().app).post('/api/tokens/verify-contact-email').send({ token })).status).toBe(200);
    expect(await check('verify-contact-email', token)).toMatchObject({ state: 'used' });
    expect(await check('verify-contact-email', 'x'.repeat(43))).toMatchObject({ state: 'unknown' });
    // A token of another flow is unknown to this one.
    expect(await check('password-recovery', token)).toMatchObject({ state: 'unknown' });
  });

  it('says an expired link has expired', async () => {
    const { db } = api().database;
    const user = (await db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.patient.email).executeTakeFirstOrThrow()).id;
    const token = await issueOneTimeToken(db, { userId: user, purpose: 'password-recovery', ttlMs: 60_000 }, api().now.ms);
    api().now.ms += 61_000;
    expect(await check('password-recovery', token)).toMatchObject({ state: 'expired' });
  });

  it('answers 404 for a flow that does not exist and 422 without a token', async () => {
    expect((await request(api().app).post('/api/tokens/no-such-flow/check').send({ token: 'abc' })).status).toBe(404);
    const missing = await request(api().app).post('/api/tokens/verify-email/check').send({});
    expect(missing.status).toBe(422);
  });
});

describe('POST /api/tokens/{flow}', () => {
  it('verify-corporate activates the subscription the link names', async () => {
    const { db } = api().database;
    const user = (await db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.patient.email).executeTakeFirstOrThrow()).id;
    const product = (await db.selectFrom('products').select('id').executeTakeFirstOrThrow()).id;
    const sub = await createSubscription(db, { userId: user, productId: product, phone: null, status: 'created' }, api().now.ms);
    const token = await issueOneTimeToken(db, { userId: user, purpose: 'verify-corporate', ttlMs: 60_000, payload: { subscriptionId: sub.id } }, api().now.ms);
    expect((await request(api().app).post('/api/tokens/verify-corporate').send({ token })).body).toEqual({ flow: 'verify-corporate', done: true });
    expect((await db.selectFrom('subscriptions').select('status').where('id', '=', sub.id).executeTakeFirstOrThrow()).status).toBe('active');
  });

  it('refuses a token of another flow (U017), an unknown flow (404) and a missing token (RX444)', async () => {
    const { db } = api().database;
    const user = (await db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    const token = await issueOneTimeToken(db, { userId: user, purpose: 'verify-email', ttlMs: 60_000, payload: { email: 'a@b.test' } }, api().now.ms);
    expect((await request(api().app).post('/api/tokens/verify-registration').send({ token })).body.code).toBe('U017');
    expect((await request(api().app).post('/api/tokens/no-such-flow').send({ token })).status).toBe(404);
    const missing = await request(api().app).post('/api/tokens/verify-registration').send({});
    expect(missing.body.violations[0]).toMatchObject({ field: '/token', rule: 'validation.required' });
  });
});
