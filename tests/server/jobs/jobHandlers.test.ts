/**
 * Each background job's handler (issue 32) against a seeded database on every test dialect: what
 * it changes when its time has come, that a second run (a retry, another instance's run of the
 * same slot) changes nothing more, and what it leaves alone.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Express } from 'express';
import nodemailer from 'nodemailer';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDatabase } from '../../../server/db/openDatabase';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { addToOutbox } from '../../../server/db/outbox';
import { seedDemoProviders } from '../../../server/db/providerSeed';
import { iso } from '../../../server/db/time';
import { jobDefinitions, type JobDeps, type JobResult } from '../../../server/jobs/jobDefinitions';
import { jobSettingsFromEnv, type JobName } from '../../../server/jobs/jobSettings';
import { createLocalGateway, type LocalGateway } from '../../../server/payments/localGateway/createLocalGateway';
import type { PaymentAccounts } from '../../../server/payments/paymentAccounts';
import { bearer, login } from '../api/apiHarness';
import { createTestDatabase, TEST_DIALECTS } from '../dbHarness';
import { endHeldSubscriptions, HOST, ipnFor, KEY, MERCHANT, onGatewayPage } from '../payments/paidVariantHarness';
import { testApp } from '../testApp';

const START = Date.UTC(2026, 10, 26, 10);
const MINUTE = 60_000;
const silent = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const listen = (app: Express) => new Promise<Server>((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });

describe.each(TEST_DIALECTS)('the jobs\' handlers on %s', (dialect) => {
  let database: PortalDatabase;
  let app: Express;
  let gateway: LocalGateway;
  let gatewayServer: Server;
  const now = { ms: START };
  const holder = { gatewayUrl: '' };
  const payments: PaymentAccounts = {
    accountOf: (brandId) => (brandId === 'retail' ? { baseUrl: `${holder.gatewayUrl}/payment/v2/`, merchant: MERCHANT, secretKey: KEY } : undefined),
    keyOf: (merchant) => (merchant === MERCHANT ? KEY : undefined),
  };
  const sent: string[] = [];
  let refuseSmtp = false;
  const smtp = nodemailer.createTransport({
    name: 'test-smtp', version: '1',
    send(mail, callback) {
      if (refuseSmtp) return callback(new Error('550 mailbox unavailable'), undefined);
      sent.push(String(mail.data.subject));
      callback(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId() } as never);
    },
  });
  const settings = jobSettingsFromEnv({ MAIL_MAX_ATTEMPTS: '3', MAIL_RETRY_SECONDS: '60' });
  const run = (name: JobName): Promise<JobResult> => {
    const deps: JobDeps = { db: database.db, payments, fetch, clock: () => now.ms, smtp: smtp as never, settings, log: silent };
    return jobDefinitions(settings).find((job) => job.name === name)!.handler(deps, now.ms);
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { seed: true });
    await seedDemoProviders(database.db);
    app = testApp('test', { db: database.db, clock: () => now.ms, payments });
    // The gateway's notifications go nowhere: every IPN is lost, as the reconciliation must survive.
    gateway = createLocalGateway({ merchants: { [MERCHANT]: { secretKey: KEY, ipnUrl: 'http://127.0.0.1:9/ipn', currency: 'HUF' } }, get publicUrl() { return holder.gatewayUrl; }, ipnRetryDelaysMs: [], now: () => new Date(now.ms) });
    gatewayServer = await listen(gateway.app);
    holder.gatewayUrl = `http://127.0.0.1:${(gatewayServer.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    gateway?.close();
    gatewayServer?.close();
    await database?.close();
  });

  it('payment-reconciliation: ends each payment left open as the gateway says, by the IPN\'s own path, once', async () => {
    // Three customers each with an order (one subscription per customer and product line): the
    // paid subscriber's seeded Premium is over, and two others have what an invoice needs.
    await endHeldSubscriptions(database, DEMO_ACCOUNTS.paid.email);
    const customers = [DEMO_ACCOUNTS.paid, DEMO_ACCOUNTS.patient, DEMO_ACCOUNTS.family];
    for (const { email } of customers.slice(1)) {
      const { id } = await database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      await database.db.insertInto('billing_addresses').values({ user_id: id, name: email, company: null, country: 'HU', zip: '1117', city: 'Budapest', address: 'Fő utca 1.', address2: null, updated_at: iso(now.ms) }).execute();
    }
    const [payer, canceller, waiter] = await Promise.all(customers.map(async ({ email, password }) => (await login(app, email, password)).token));
    const subscribe = async (token: string) => (await request(app).post('/api/med24/subscriptions').set('Host', HOST).set(...bearer(token)).send({ product: 'med24-premium', billingPeriod: 'month' })).body as { subscription: { uuid: string }; paymentUrl: string };
    const paidOne = await subscribe(payer!);
    await onGatewayPage(paidOne.paymentUrl, 'pay');
    const cancelled = await subscribe(canceller!);
    await onGatewayPage(cancelled.paymentUrl, 'cancel');
    const stillOnPage = await subscribe(waiter!);
    const payment = (uuid: string) => database.db.selectFrom('payments').innerJoin('subscriptions', 'subscriptions.id', 'payments.subscription_id')
      .select(['payments.id', 'payments.status', 'payments.card_mask', 'subscriptions.status as subscription', 'subscriptions.paid_until']).where('subscriptions.uuid', '=', uuid).executeTakeFirstOrThrow();
    // A start lost with its process: the payment row exists, the gateway never heard of it.
    const lost = await payment(stillOnPage.subscription.uuid);
    const { id: lostId } = await database.db.insertInto('payments').values({
      subscription_id: (await database.db.selectFrom('subscriptions').select('id').where('uuid', '=', stillOnPage.subscription.uuid).executeTakeFirstOrThrow()).id, modification_id: null,
      brand_id: 'retail', merchant: MERCHANT, order_ref: 'sub-neverstarted0', amount_huf: 8990, status: 'started', transaction_id: null, card_mask: null, created_at: iso(now.ms), returned_at: null, ipn_at: null,
    }).returning('id').executeTakeFirstOrThrow();
    expect((await payment(paidOne.subscription.uuid)).status).toBe('started');

    // Too early: a payment that began a minute ago is the customer's still.
    now.ms += MINUTE;
    expect(await run('payment-reconciliation')).toEqual({ finished: 0, ended: 0, open: 0 });
    now.ms += 10 * MINUTE;
    expect(await run('payment-reconciliation')).toEqual({ finished: 1, ended: 2, open: 1 });
    expect(await payment(paidOne.subscription.uuid)).toMatchObject({ status: 'succeeded', subscription: 'active', paid_until: '2026-12-25', card_mask: expect.stringMatching(/^xxxx/) });
    expect((await payment(cancelled.subscription.uuid)).status).toBe('cancelled');
    expect(await payment(stillOnPage.subscription.uuid)).toMatchObject({ id: lost.id, status: 'started' });
    expect((await database.db.selectFrom('payments').select('status').where('id', '=', lostId).executeTakeFirstOrThrow()).status).toBe('start_failed');

    // A second run, and the IPN arriving late after all, change nothing more.
    expect(await run('payment-reconciliation')).toEqual({ finished: 0, ended: 0, open: 1 });
    const paid = await database.db.selectFrom('payments').select(['order_ref', 'transaction_id']).where('status', '=', 'succeeded').where('card_mask', 'is not', null).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((await ipnFor(app, paid.order_ref, paid.transaction_id!).post()).status).toBe(200);
    expect((await payment(paidOne.subscription.uuid)).paid_until).toBe('2026-12-25');
  }, 60_000);

  it('subscription-changes: a paid change of package takes effect on its day without anyone reading', async () => {
    const subscription = await database.db.selectFrom('subscriptions').innerJoin('users', 'users.id', 'subscriptions.user_id').select(['subscriptions.id', 'subscriptions.product_id'])
      .where('users.email', '=', DEMO_ACCOUNTS.paid.email).where('subscriptions.status', '=', 'active').where('subscriptions.closed_at', 'is', null).orderBy('subscriptions.id').executeTakeFirstOrThrow();
    const family = await database.db.selectFrom('products').select('id').where('code', '=', 'med24-family').executeTakeFirstOrThrow();
    const values = { subscription_id: subscription.id, from_product_id: subscription.product_id, to_product_id: family.id, price_huf: 14990, amount_due_huf: 0, status: 'verified_update' as const, created_at: iso(now.ms), activated_at: null };
    await database.db.insertInto('subscription_modifications').values({ ...values, uuid: crypto.randomUUID(), effective_date: '2026-12-01' }).execute();
    expect(await run('subscription-changes')).toEqual({ applied: 0, ended: 0, released: 0 });
    now.ms = Date.UTC(2026, 11, 1, 8);
    expect(await run('subscription-changes')).toEqual({ applied: 1, ended: 0, released: 0 });
    expect(await run('subscription-changes')).toEqual({ applied: 0, ended: 0, released: 0 });
    expect(await database.db.selectFrom('subscriptions').select(['product_id', 'price_huf']).where('id', '=', subscription.id).executeTakeFirstOrThrow()).toEqual({ product_id: family.id, price_huf: 14990 });
  });

  it('renewals: charges a period due today once, however often it runs', async () => {
    // The subscription paid above ends its month on 2026-12-25: its renewal is due that day.
    now.ms = Date.UTC(2026, 11, 24, 9);
    expect(await run('renewals')).toEqual({ started: 0, refused: 0 });
    now.ms = Date.UTC(2026, 11, 25, 9);
    expect(await run('renewals')).toEqual({ started: 1, refused: 0 });
    expect(await run('renewals')).toEqual({ started: 0, refused: 0 });
    expect(await database.db.selectFrom('payments').select('renewal_for').where('renewal_for', '=', '2026-12-25').execute()).toHaveLength(1);
  });

  it('booking-holds: an unconfirmed booking past its hold gives its slot back; a live hold stays', async () => {
    const slots = await database.db.selectFrom('slots').select(['id', 'subfunction_id']).where(({ not, exists, selectFrom }) => not(exists(selectFrom('reservations').select('reservations.id').whereRef('reservations.slot_id', '=', 'slots.id')))).orderBy('id').limit(2).execute();
    const hold = (slotId: number, subfunctionId: number, until: number) => database.db.insertInto('reservations').values({
      slot_id: slotId, booked_slot_id: slotId, user_id: null, subfunction_id: subfunctionId, status: 'pending', patient_last_name: 'Minta', patient_first_name: 'Anna', patient_email: `hold${slotId}@demo.test`,
      patient_phone: '+36301234567', patient_birth_date: '1990-01-01', patient_comment: null, relative_id: null, discount_rate: 0, price: 10000, currency: 'HUF',
      verify_token_hash: `v${slotId}`, delete_token_hash: `d${slotId}`, token_expires_at: iso(until), created_at: iso(now.ms), cancelled_at: null,
    }).returning('id').executeTakeFirstOrThrow();
    const ended = await hold(slots[0]!.id, slots[0]!.subfunction_id, now.ms - MINUTE);
    const live = await hold(slots[1]!.id, slots[1]!.subfunction_id, now.ms + 30 * MINUTE);
    expect(await run('booking-holds')).toEqual({ ended: 1 });
    expect(await run('booking-holds')).toEqual({ ended: 0 });
    const rows = await database.db.selectFrom('reservations').select(['id', 'status', 'slot_id']).where('id', 'in', [ended.id, live.id]).orderBy('id').execute();
    expect(rows).toEqual([{ id: ended.id, status: 'cancelled', slot_id: null }, { id: live.id, status: 'pending', slot_id: slots[1]!.id }]);
  });

  it('token-expiry: removes one-time tokens a month past expiry, sessions a day past their last token and expired passkey challenges, keeps the rest', async () => {
    const user = await database.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.patient.email).executeTakeFirstOrThrow();
    const day = 86_400_000;
    await database.db.insertInto('one_time_tokens').values([
      { user_id: user.id, purpose: 'password-recovery', token_hash: 'old-link', payload: null, expires_at: iso(now.ms - 31 * day), created_at: iso(now.ms - 32 * day) },
      { user_id: user.id, purpose: 'password-recovery', token_hash: 'recent-link', payload: null, expires_at: iso(now.ms - 2 * day), created_at: iso(now.ms - 3 * day) },
    ]).execute();
    const refresh = (family: string, hash: string, expires: number) => ({ user_id: user.id, family_id: family, token_hash: hash, impersonator_id: null, expires_at: iso(expires), created_at: iso(expires - 30 * day) });
    await database.db.insertInto('refresh_tokens').values([
      refresh('ended-family', 'ended-1', now.ms - 3 * day), refresh('ended-family', 'ended-2', now.ms - 2 * day),
      // A session with one old token and one still live: all of it stays.
      refresh('live-family', 'live-1', now.ms - 5 * day), refresh('live-family', 'live-2', now.ms + 5 * day),
      // Ended an hour ago: an access token of it may still be shown, so its revocation must stay known.
      refresh('recent-family', 'recent-1', now.ms - 3_600_000),
    ]).execute();
    await database.db.insertInto('webauthn_challenges').values([
      { id: 'expired-ceremony', user_id: null, purpose: 'authenticate', challenge: 'c1', expires_at: iso(now.ms - 1_000), used_at: null },
      { id: 'live-ceremony', user_id: null, purpose: 'authenticate', challenge: 'c2', expires_at: iso(now.ms + 60_000), used_at: null },
    ]).execute();
    expect(await run('token-expiry')).toEqual({ oneTime: 1, refresh: 2, challenges: 1 });
    expect(await run('token-expiry')).toEqual({ oneTime: 0, refresh: 0, challenges: 0 });
    expect((await database.db.selectFrom('webauthn_challenges').select('id').execute()).map((r) => r.id)).toEqual(['live-ceremony']);
    expect((await database.db.selectFrom('one_time_tokens').select('token_hash').where('token_hash', 'in', ['old-link', 'recent-link']).execute()).map((r) => r.token_hash)).toEqual(['recent-link']);
    expect((await database.db.selectFrom('refresh_tokens').select('token_hash').where('family_id', 'in', ['ended-family', 'live-family', 'recent-family']).orderBy('token_hash').execute()).map((r) => r.token_hash)).toEqual(['live-1', 'live-2', 'recent-1']);
  });

  it('mail-delivery: sends queued mail once, retries a refused one with back-off, then dead, shown to the brand\'s operators', async () => {
    const mail = (subject: string) => addToOutbox(database.db, { brandId: 'default', to: 'someone@demo.test', subject, text: 'Hello', sender: '"Portal" <no-reply@portal.localhost>' }, now.ms, 'queued');
    const kept = await addToOutbox(database.db, { brandId: 'default', to: 'someone@demo.test', subject: 'kept', text: 'Hello' }, now.ms);
    await mail('first');
    expect(await run('mail-delivery')).toEqual({ sent: 1, failed: 0, dead: 0 });
    expect(await run('mail-delivery')).toEqual({ sent: 0, failed: 0, dead: 0 });
    expect(sent).toEqual(['first']);

    refuseSmtp = true;
    const refusedId = await mail('refused');
    const state = async () => database.db.selectFrom('outbox').select(['state', 'attempts', 'last_error', 'next_attempt_at']).where('id', '=', refusedId).executeTakeFirstOrThrow();
    expect(await run('mail-delivery')).toEqual({ sent: 0, failed: 1, dead: 0 });
    expect(await state()).toMatchObject({ state: 'failed', attempts: 1, last_error: '550 mailbox unavailable', next_attempt_at: iso(now.ms + 60_000) });
    // Not before its time; then the second wait is twice the first.
    expect(await run('mail-delivery')).toEqual({ sent: 0, failed: 0, dead: 0 });
    now.ms += 60_000;
    expect(await run('mail-delivery')).toEqual({ sent: 0, failed: 1, dead: 0 });
    expect(await state()).toMatchObject({ state: 'failed', attempts: 2, next_attempt_at: iso(now.ms + 120_000) });
    now.ms += 120_000;
    expect(await run('mail-delivery')).toEqual({ sent: 0, failed: 0, dead: 1 });
    expect(await state()).toMatchObject({ state: 'dead', attempts: 3, next_attempt_at: null });
    expect((await database.db.selectFrom('outbox').select('state').where('id', '=', kept).executeTakeFirstOrThrow()).state).toBe('kept');

    const { token } = await login(app, DEMO_ACCOUNTS.operator.email, DEMO_ACCOUNTS.operator.password);
    const dead = await request(app).get('/api/operator/mail').set(...bearer(token));
    expect(dead.status).toBe(200);
    expect(dead.body.mail).toEqual([{ id: refusedId, to: 'someone@demo.test', subject: 'refused', state: 'dead', attempts: 3, lastError: '550 mailbox unavailable', createdAt: expect.any(String) }]);
    const { token: patient } = await login(app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
    expect((await request(app).get('/api/operator/mail').set(...bearer(patient))).status).toBe(403);
    expect((await request(app).get('/api/operator/mail?state=lost').set(...bearer(token))).body.code).toBe('RX444');

    refuseSmtp = false;
    expect((await request(app).post(`/api/operator/mail/${refusedId}/retry`).set(...bearer(token))).body).toMatchObject({ state: 'queued', attempts: 0 });
    expect((await request(app).post(`/api/operator/mail/${refusedId}/retry`).set(...bearer(token))).status).toBe(404);
    expect(await run('mail-delivery')).toEqual({ sent: 1, failed: 0, dead: 0 });
    expect(sent).toEqual(['first', 'refused']);
  });
});
