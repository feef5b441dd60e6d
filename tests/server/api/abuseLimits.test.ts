/**
 * The abuse limits with their real numbers (server/api/abuseLimits.ts DEFAULT_LIMITS): failed
 * logins per account-and-address and per address without an account-wide lockout, the captcha
 * that spread-out guessing switches on, the limits of calls that send mail, and the anonymous
 * booking's captcha, limits and short hold, and the passkey sign-ins one address may start. Behind a trusted proxy each request plays an address.
 * Two apps over one database stand for two instances: they share every counter.
 */
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../../server/api/abuseLimits';
import { auditEntries } from '../../../server/db/auditLog';
import type { PortalDatabase } from '../../../server/db/openDatabase';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { TEST_DIALECTS } from '../dbHarness';
import { testApp } from '../testApp';
import { captcha, outbox, tokenFromMail } from './apiHarness';
import { openProviderApi } from './providerApiHarness';

const { patient, multi } = DEMO_ACCOUNTS;
const MINUTE = 60_000;

describe.each(TEST_DIALECTS)('abuse limits on %s', (dialect) => {
  let database: PortalDatabase;
  let first: Express;
  let second: Express;
  const now = { ms: Date.now() };
  const free: { id: number; subfunctionId: number }[] = [];

  beforeAll(async () => {
    const opened = await openProviderApi(dialect, { seed: 5, providers: 4, doctorsPerProvider: 2, slotsTarget: 600, accounts: true });
    database = opened.database;
    const deps = { db: database.db, clock: () => now.ms, limits: DEFAULT_LIMITS, trustProxy: true };
    first = testApp('test', deps);
    second = testApp('test', deps);
    const later = new Date(now.ms + 2 * 86_400_000).toISOString();
    free.push(...opened.slots.filter((s) => s.customerBookable && s.start > later).map((s) => ({ id: s.id, subfunctionId: s.subfunctionId })));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  /** The two instances take turns, so no instance alone sees enough to limit. */
  let turn = 0;
  const app = (): Express => (turn++ % 2 === 0 ? first : second);
  const login = (ip: string, username: string, password: string, extra: Record<string, unknown> = {}) =>
    request(app()).post('/api/login').set('X-Forwarded-For', ip).set('X-Locale', 'en').send({ username, password, ...extra });
  const nextWindow = (ms: number) => {
    now.ms += ms + 1_000;
  };

  describe('login', () => {
    it('answers 429 #429 to the address that failed five times, and still logs the owner in from elsewhere', async () => {
      for (let i = 0; i < 5; i += 1) expect((await login('10.0.0.1', patient.email, 'wrong')).status).toBe(401);
      const sixth = await login('10.0.0.1', patient.email, 'wrong');
      expect(sixth.status).toBe(429);
      expect(sixth.body).toMatchObject({ code: '#429', message: 'Too many attempts. Please try again later.' });
      expect(sixth.headers['retry-after']).toBeDefined();
      // Even the right password waits at that address…
      expect((await login('10.0.0.1', patient.email, patient.password)).status).toBe(429);
      // …but the owner at another address is not locked out.
      expect((await login('10.0.0.2', patient.email, patient.password)).status).toBe(200);
      // The same address may still log in to another account.
      expect((await login('10.0.0.1', multi.email, multi.password)).status).toBe(200);
      expect((await auditEntries(database.db, 'login.throttled')).length).toBe(2);
      nextWindow(DEFAULT_LIMITS.loginFailuresBeforeCaptcha.windowMs);
      expect((await login('10.0.0.1', patient.email, patient.password)).status).toBe(200);
    });

    it('limits one address trying many accounts, not its other visitors for long', async () => {
      const { limit } = DEFAULT_LIMITS.loginFailuresPerAddress;
      for (let i = 0; i < limit; i += 1) expect((await login('10.1.1.1', `user${i}@demo.test`, 'wrong')).status).toBe(401);
      expect((await login('10.1.1.1', 'another@demo.test', 'wrong')).body.code).toBe('#429');
      expect((await login('10.1.1.2', multi.email, multi.password)).status).toBe(200);
      nextWindow(DEFAULT_LIMITS.loginFailuresPerAddress.windowMs);
      expect((await login('10.1.1.1', multi.email, multi.password)).status).toBe(200);
    });

    it('does not count successful logins', async () => {
      for (let i = 0; i < 8; i += 1) expect((await login('10.2.2.2', multi.email, multi.password)).status).toBe(200);
      for (let i = 0; i < 5; i += 1) expect((await login('10.2.2.2', multi.email, 'wrong')).status).toBe(401);
      expect((await login('10.2.2.2', multi.email, 'wrong')).status).toBe(429);
      nextWindow(DEFAULT_LIMITS.loginFailuresBeforeCaptcha.windowMs);
    });

    it('lets one address start as many passkey sign-ins a minute as it may fail logins, counted across instances', async () => {
      const { limit, windowMs } = DEFAULT_LIMITS.loginFailuresPerAddress;
      const start = (ip: string) => request(app()).post('/api/login/passkey/options').set('X-Forwarded-For', ip).send({});
      for (let i = 0; i < limit; i += 1) expect((await start('10.3.3.3')).status).toBe(200);
      expect((await start('10.3.3.3')).body.code).toBe('#429');
      expect((await start('10.3.3.4')).status).toBe(200);
      nextWindow(windowMs);
      expect((await start('10.3.3.3')).status).toBe(200);
    });

    it('makes an account guessed at from many addresses need the captcha, before the password is looked at', async () => {
      const { limit } = DEFAULT_LIMITS.loginFailuresBeforeCaptcha;
      for (let i = 0; i < limit; i += 1) expect((await login(`10.3.0.${i + 1}`, patient.email, `guess-${i}`)).status).toBe(401);
      // Every further guess, and the owner too, needs a solved captcha: RC002 asks for it.
      const asked = await login('10.3.1.1', patient.email, 'guess-x');
      expect(asked.status).toBe(400);
      expect(asked.body).toMatchObject({ code: 'RC002' });
      expect((await login('10.3.1.2', patient.email, patient.password)).body.code).toBe('RC002');
      const answer = await captcha(first);
      expect((await login('10.3.1.3', patient.email, patient.password, { captcha: { ...answer, nonce: `${answer.nonce}x` } })).body.code).toBe('RC001');
      expect((await login('10.3.1.3', patient.email, 'guess-y', { captcha: await captcha(second) })).status).toBe(401);
      expect((await login('10.3.1.3', patient.email, patient.password, { captcha: await captcha(first) })).status).toBe(200);
      // Other accounts are not affected.
      expect((await login('10.3.1.4', multi.email, multi.password)).status).toBe(200);
      expect((await auditEntries(database.db, 'login.captchaRequired')).length).toBe(2);
      nextWindow(DEFAULT_LIMITS.loginFailuresBeforeCaptcha.windowMs);
      expect((await login('10.3.1.5', patient.email, patient.password)).status).toBe(200);
    });
  });

  describe('calls that send mail', () => {
    const recover = async (ip: string, email: string) =>
      request(app()).post('/api/password-recovery').set('X-Forwarded-For', ip).send({ email, captcha: await captcha(first) });

    it('sends one recipient at most five mails an hour, from any number of addresses', async () => {
      const { limit } = DEFAULT_LIMITS.mailPerRecipient;
      for (let i = 0; i < limit; i += 1) expect((await recover(`10.4.0.${i + 1}`, patient.email)).status).toBe(202);
      const refused = await recover('10.4.0.99', patient.email);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('#429');
      expect((await outbox(first)).filter((m) => m.to === patient.email && m.links.some((l) => l.includes('/password-recovery/')))).toHaveLength(limit);
      // Unsolved captchas do not use up the owner's allowance: they are refused before counting.
      nextWindow(DEFAULT_LIMITS.mailPerRecipient.windowMs);
      for (let i = 0; i < 10; i += 1) {
        const res = await request(app()).post('/api/password-recovery').set('X-Forwarded-For', '10.4.1.1').send({ email: patient.email });
        expect(res.body.code).toBe('RC001');
      }
      expect((await recover('10.4.1.2', patient.email)).status).toBe(202);
      nextWindow(DEFAULT_LIMITS.mailPerRecipient.windowMs);
    });

    it('lets one address make ten mail-sending calls an hour, whoever they are for', async () => {
      const { limit } = DEFAULT_LIMITS.mailPerAddress;
      for (let i = 0; i < limit; i += 1) expect((await recover('10.5.0.1', `nobody${i}@demo.test`)).status).toBe(202);
      expect((await recover('10.5.0.1', 'nobody-else@demo.test')).body.code).toBe('#429');
      expect((await recover('10.5.0.2', 'nobody-else@demo.test')).status).toBe(202);
      nextWindow(DEFAULT_LIMITS.mailPerAddress.windowMs);
    });
  });

  describe('anonymous booking', () => {
    let slotIndex = 0;
    const slot = () => free[slotIndex++]!;
    const book = async (ip: string, email: string, target = slot(), withCaptcha = true) =>
      request(app()).post('/api/public-reservations').set('X-Forwarded-For', ip).set('X-Locale', 'en').send({
        slotId: target.id, subfunctionId: target.subfunctionId, lastName: 'Vendég', firstName: 'Vera', email, phone: '+36301234567',
        birthDate: '1980-01-01', acceptTerms: true, acceptPrivacy: true, ...(withCaptcha ? { captcha: await captcha(first) } : {}),
      });

    it('needs the captcha', async () => {
      const res = await book('10.6.0.1', 'vera@demo.test', slot(), false);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('RC001');
    });

    it('holds two unconfirmed bookings per e-mail address at once, each for half an hour, and frees the slot after', async () => {
      const held = slot();
      const a = await book('10.6.1.1', 'vera@demo.test', held);
      expect(a.status).toBe(201);
      expect(a.body.linkValidMinutes).toBe(30);
      expect((await book('10.6.1.2', 'vera@demo.test')).status).toBe(201);
      const third = await book('10.6.1.3', 'VERA@demo.test');
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({ code: 'RR1008' });
      expect(third.body.message).toContain('unconfirmed bookings');
      // The slot is held: nobody else gets it meanwhile.
      expect((await book('10.6.1.4', 'other@demo.test', held)).body.code).toBe('slotNoLongerBookable');
      // Confirming one makes room for another.
      const verify = await tokenFromMail(first, 'vera@demo.test', 'verify-public-reservation');
      expect(await outbox(first).then((mails) => mails.find((m) => m.to === 'vera@demo.test')?.text)).toContain('within 30 minutes');
      expect((await request(first).post('/api/tokens/verify-public-reservation').send({ token: verify })).status).toBe(200);
      expect((await book('10.6.1.5', 'vera@demo.test')).status).toBe(201);
      // Half an hour later the unconfirmed ones are released: their links no longer work and their slots are free again.
      now.ms += DEFAULT_LIMITS.publicReservationHoldMs + MINUTE;
      const late = await tokenFromMail(first, 'vera@demo.test', 'verify-public-reservation');
      expect((await request(first).post('/api/tokens/verify-public-reservation').send({ token: late })).body.code).toBe('U017');
      expect((await book('10.6.1.6', 'vera@demo.test')).status).toBe(201);
    });

    it('holds exactly two unconfirmed bookings of one address when five arrive at once', async () => {
      const answers = await Promise.all(Array.from({ length: DEFAULT_LIMITS.mailPerRecipient.limit }, (_, i) => book(`10.6.2.${i + 1}`, 'parallel@demo.test')));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(DEFAULT_LIMITS.pendingPublicReservationsPerEmail);
      expect(answers.filter((a) => a.status !== 201).map((a) => a.body.code)).toEqual(['RR1008', 'RR1008', 'RR1008']);
    });

    it('takes at most ten bookings an hour from one address', async () => {
      const { limit } = DEFAULT_LIMITS.publicReservationsPerAddress;
      for (let i = 0; i < limit; i += 1) expect((await book('10.7.0.1', `guest${i}@demo.test`)).status).toBe(201);
      const refused = await book('10.7.0.1', 'guest-late@demo.test');
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('#429');
      expect((await auditEntries(database.db, 'reservation.throttled')).length).toBe(1);
    });
  });
});
