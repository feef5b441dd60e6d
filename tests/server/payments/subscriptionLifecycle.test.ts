/**
 * A subscription's whole life (issue 33) on every test dialect, with the local gateway as in the
 * demo: one subscription per customer and product line (a second purchase beside an active one is
 * refused, parallel purchases leave one open, a superseded order's late payment goes back);
 * cancelling at the end of the paid period (no more charges, the card tokens cancelled at the
 * gateway, a mail in the account's language, the subscription ended by the job after its last paid
 * day); and an abandoned payment that expires its order, which then says so.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { shownSubscriptionStatus } from '../../../renderer/domain/payments/paymentMachine';
import { chargeDueRenewals } from '../../../server/api/med24/renewals';
import { reconcilePayments } from '../../../server/api/med24/paymentReconciliation';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { jobDefinitions } from '../../../server/jobs/jobDefinitions';
import { jobSettingsFromEnv } from '../../../server/jobs/jobSettings';
import { bearer } from '../api/apiHarness';
import { TEST_DIALECTS } from '../dbHarness';
import { acknowledged, endHeldSubscriptions, HOST, onGatewayPage, usePaidVariant } from './paidVariantHarness';

const at = (ymd: string, hour = 10, minute = 0) => Date.parse(`${ymd}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
const SEEDED = '00000000-0000-4000-8000-000000000004';
const silent = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

describe.each(TEST_DIALECTS)('a subscription from purchase to its end on %s', (dialect) => {
  const paid = usePaidVariant(dialect, at('2026-11-26'));
  const db = () => paid().database.db;
  const api = (method: 'get' | 'post', path: string, body?: object, who = paid().token) => {
    const req = request(paid().app)[method](`/api${path}`).set('Host', HOST).set(...bearer(who));
    return body ? req.send(body) : req;
  };
  const subscriptionRow = (uuid: string) => db().selectFrom('subscriptions').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
  const paymentOf = async (uuid: string) => db().selectFrom('payments').selectAll().where('subscription_id', '=', (await subscriptionRow(uuid)).id).orderBy('id').executeTakeFirstOrThrow();
  const openInLine = async () => {
    const { id } = await db().selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.paid.email).executeTakeFirstOrThrow();
    return db().selectFrom('subscriptions').select('uuid').where('user_id', '=', id).where('product_line', '=', 'paid-variant').where('closed_at', 'is', null).execute();
  };
  const runJob = async (name: string, now: number) => {
    const settings = jobSettingsFromEnv({});
    const job = jobDefinitions(settings).find((j) => j.name === name)!;
    return job.handler({ db: db(), payments: paid().payments, fetch, clock: () => now, smtp: undefined, settings, log: silent }, now);
  };

  it('refuses a second purchase in the line while one is active: another package is a change', async () => {
    const premium = await api('post', '/med24/subscriptions', { product: 'med24-premium', billingPeriod: 'month' });
    const family = await api('post', '/med24/subscriptions', { product: 'med24-family', billingPeriod: 'year' });
    for (const res of [premium, family]) expect([res.status, res.body.code]).toEqual([409, 'RP015']);
    expect(await openInLine()).toEqual([{ uuid: SEEDED }]);
    // In English, the refusal says what to do instead.
    const english = await api('post', '/med24/subscriptions', { product: 'med24-family', billingPeriod: 'month' }).set('X-Locale', 'en');
    expect(english.body.message).toContain('change the package of the one you have');
  });

  it('leaves one order open when purchases race, and gives back the money of a superseded order paid late', async () => {
    await endHeldSubscriptions(paid().database, DEMO_ACCOUNTS.paid.email);
    const racing = await Promise.all([1, 2, 3].map(() => api('post', '/med24/subscriptions', { product: 'med24-premium', billingPeriod: 'month' })));
    for (const res of racing) expect([201, 409]).toContain(res.status);
    expect(racing.filter((r) => r.status === 409).every((r) => r.body.code === 'RP015')).toBe(true);
    expect(await openInLine()).toHaveLength(1);

    // A new order supersedes one still awaiting payment; paying the old one's page later refunds it.
    const accepted = racing.filter((r) => r.status === 201);
    const older = accepted[0]!;
    const newer = await api('post', '/med24/subscriptions', { product: 'med24-family', billingPeriod: 'month' });
    expect(newer.status).toBe(201);
    expect(await openInLine()).toEqual([{ uuid: newer.body.subscription.uuid }]);
    expect((await api('get', `/med24/subscriptions/${older.body.subscription.uuid}`)).body.status).toBe('expired');
    await onGatewayPage(older.body.paymentUrl, 'pay');
    const late = await paymentOf(older.body.subscription.uuid);
    await acknowledged(paid().gateway, late.transaction_id!);
    await expect.poll(async () => (await paymentOf(older.body.subscription.uuid)).refunded_at).not.toBeNull();
    expect(paid().gateway.state.transactions.get(Number(late.transaction_id))!.status).toBe('REFUND');
    expect((await api('get', `/med24/subscriptions/${older.body.subscription.uuid}`)).body.status).toBe('expired');

    await onGatewayPage(newer.body.paymentUrl, 'pay');
    await acknowledged(paid().gateway, (await paymentOf(newer.body.subscription.uuid)).transaction_id!);
    expect((await api('get', `/med24/subscriptions/${newer.body.subscription.uuid}`)).body).toMatchObject({ status: 'active', product: { code: 'med24-family' }, nextCharge: { date: '2026-12-25', amountHuf: 14990 } });
  });

  let uuid = '';
  it('cancels in one request at the end of the paid period: no next charge, the card tokens cancelled at the gateway, a mail in the account\'s language', async () => {
    [{ uuid }] = await openInLine();
    const id = (await subscriptionRow(uuid)).id;
    const tokens = await db().selectFrom('card_tokens').select('token').where('subscription_id', '=', id).execute();
    expect(tokens.length).toBeGreaterThan(0);

    const cancelled = await api('post', `/med24/subscriptions/${uuid}/cancellation`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ uuid, status: 'active', paidUntil: '2026-12-25', cancelledAt: '2026-11-26T10:00:00.000Z' });
    expect(cancelled.body.nextCharge).toBeUndefined();
    for (const { token } of tokens) expect(paid().gateway.state.tokens.get(token)!.cancelled).toBe(true);
    const kept = await db().selectFrom('card_tokens').select('released_at').where('subscription_id', '=', id).execute();
    expect(kept.every((t) => t.released_at !== null)).toBe(true);

    // The account works in Hungarian (the seed's language): the mail is Hungarian, naming the package and the last day.
    const mail = await db().selectFrom('outbox').selectAll().where('to_address', '=', DEMO_ACCOUNTS.paid.email).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Előfizetését lemondtuk');
    expect(mail.text_body).toContain('Premium Family');
    expect(mail.text_body).toContain('2026.12.25');
    expect(mail.text_body).toContain(`/med24/subscription/${uuid}`);

    const again = await api('post', `/med24/subscriptions/${uuid}/cancellation`);
    expect([again.status, again.body.code]).toEqual([409, 'RP016']);
    const change = await api('post', `/med24/subscriptions/${uuid}/modifications`, { product: 'med24-premium' });
    expect([change.status, change.body.code]).toEqual([409, 'RP016']);
    expect((await api('post', `/med24/subscriptions/${uuid}/cancellation`, undefined, paid().otherToken)).status).toBe(404);
  });

  it('charges nothing on the last paid day, and the job ends it the day after, whether anyone reads it or not', async () => {
    const before = await db().selectFrom('payments').select('id').execute();
    expect(await chargeDueRenewals({ db: db(), payments: paid().payments, fetch }, at('2026-12-25'))).toEqual({ started: 0, refused: [] });
    expect(await db().selectFrom('payments').select('id').execute()).toHaveLength(before.length);
    expect(await runJob('subscription-changes', at('2026-12-25', 22))).toMatchObject({ ended: 0 });
    expect((await subscriptionRow(uuid)).closed_at).toBeNull();
    // 26 December in Budapest (23:30 UTC on the 25th is already the 26th there).
    expect(await runJob('subscription-changes', at('2026-12-25', 23, 30))).toMatchObject({ ended: 1 });
    await paid().moveTo(at('2026-12-26'));
    expect((await api('get', `/med24/subscriptions/${uuid}`)).body).toMatchObject({ status: 'ended', cancelledAt: '2026-11-26T10:00:00.000Z' });
    // With it over, a new purchase is a first one again.
    const fresh = await api('post', '/med24/subscriptions', { product: 'med24-premium', billingPeriod: 'month' });
    expect(fresh.status).toBe(201);
  });

  it('expires an abandoned payment once the gateway says its time ran out, and the order says so', async () => {
    const [{ uuid: abandoned }] = await openInLine();
    expect((await subscriptionRow(abandoned)).status).toBe('created');
    // Within its 30 minutes the payment is still under way at the gateway (older orders end now).
    await reconcilePayments({ db: db(), payments: paid().payments, fetch, clock: () => at('2026-12-26', 10, 20) }, silent, at('2026-12-26', 10, 20), 5 * 60_000);
    expect((await paymentOf(abandoned)).status).toBe('started');
    expect((await api('get', `/med24/subscriptions/${abandoned}`)).body.status).toBe('created');
    await paid().moveTo(at('2026-12-26', 10, 36));
    expect(await reconcilePayments({ db: db(), payments: paid().payments, fetch, clock: () => paid().now.ms }, silent, paid().now.ms, 5 * 60_000)).toMatchObject({ ended: 1, open: 0 });
    expect((await paymentOf(abandoned)).status).toBe('timed_out');
    const shown = await api('get', `/med24/subscriptions/${abandoned}`);
    expect(shown.body.status).toBe('expired');
    expect(await openInLine()).toEqual([]);
  });
});

describe('the shown status', () => {
  it('is expired for a closed order never paid, ended for a closed paid one', () => {
    expect(shownSubscriptionStatus({ status: 'created', closed_at: null })).toBe('created');
    expect(shownSubscriptionStatus({ status: 'active', closed_at: null })).toBe('active');
    expect(shownSubscriptionStatus({ status: 'created', closed_at: '2026-12-26T10:36:00.000Z' })).toBe('expired');
    expect(shownSubscriptionStatus({ status: 'active', closed_at: '2026-12-26T00:00:00.000Z' })).toBe('ended');
  });
});
