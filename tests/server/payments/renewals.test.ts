/**
 * The recurring charge of the next period (issue 15), on every test dialect, with the local
 * gateway as in the demo. A monthly Premium bought on 26 November 2026 registers the card for
 * twelve later charges of at most the dearest monthly price (14 990 Ft) and is paid until
 * 25 December; nothing is charged before that day; on it, the renewal charges 8 990 Ft with a token
 * through /dorecurring, and the gateway's notification pays the subscription up to 25 January. The
 * same period is never charged twice, not even by two runs at once; the tokens never leave the
 * server.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { chargeDueRenewals } from '../../../server/api/med24/renewals';
import { bearer } from '../api/apiHarness';
import { TEST_DIALECTS } from '../dbHarness';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { acknowledged, endHeldSubscriptions, HOST, onGatewayPage, usePaidVariant } from './paidVariantHarness';

const at = (ymd: string, hour = 10) => Date.parse(`${ymd}T${String(hour).padStart(2, '0')}:00:00Z`);

describe.each(TEST_DIALECTS)('renewing a card-paid subscription on %s', (dialect) => {
  const paid = usePaidVariant(dialect, at('2026-11-26'));
  const deps = () => ({ db: paid().database.db, payments: paid().payments, fetch });
  const subscriptionOf = (uuid: string) => paid().database.db.selectFrom('subscriptions').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
  const paymentsOf = async (uuid: string) => paid().database.db.selectFrom('payments').selectAll().where('subscription_id', '=', (await subscriptionOf(uuid)).id).orderBy('id').execute();
  let uuid = '';

  it('registers the card with the first payment, and keeps the tokens on the server', async () => {
    await endHeldSubscriptions(paid().database, DEMO_ACCOUNTS.paid.email);
    const res = await request(paid().app).post('/api/med24/subscriptions').set('Host', HOST).set(...bearer(paid().token)).send({ product: 'med24-premium', billingPeriod: 'month' });
    expect(res.status).toBe(201);
    uuid = res.body.subscription.uuid;
    const [first] = await paymentsOf(uuid);
    const registering = paid().gateway.state.transactions.get(Number(first!.transaction_id))!;
    expect(registering.tokens).toHaveLength(12);
    await onGatewayPage(res.body.paymentUrl, 'pay');
    await acknowledged(paid().gateway, first!.transaction_id!);
    expect(await subscriptionOf(uuid)).toMatchObject({ status: 'active', paid_until: '2026-12-25' });
    const tokens = await paid().database.db.selectFrom('card_tokens').selectAll().where('subscription_id', '=', (await subscriptionOf(uuid)).id).execute();
    expect(tokens.map((t) => t.token).sort()).toEqual([...registering.tokens].sort());
    expect(tokens.every((t) => t.max_amount_huf === 14990 && t.used_at === null)).toBe(true);
    const shown = await request(paid().app).get(`/api/med24/subscriptions/${uuid}`).set('Host', HOST).set(...bearer(paid().token));
    expect(JSON.stringify(shown.body)).not.toContain(tokens[0]!.token);
    expect(shown.body.nextCharge).toEqual({ date: '2026-12-25', amountHuf: 8990 });
  });

  it('charges nothing before the last paid day', async () => {
    expect(await chargeDueRenewals(deps(), at('2026-12-24'))).toEqual({ started: 0, refused: [] });
    expect(await paymentsOf(uuid)).toHaveLength(1);
  });

  it('charges the next period on the last paid day, once, and the notification pays it up for a month', async () => {
    await paid().moveTo(at('2026-12-25'));
    const [one, two] = await Promise.all([chargeDueRenewals(deps(), at('2026-12-25')), chargeDueRenewals(deps(), at('2026-12-25'))]);
    expect(one.started + two.started).toBe(1);
    const payments = await paymentsOf(uuid);
    expect(payments).toHaveLength(2);
    const renewal = payments[1]!;
    expect(renewal).toMatchObject({ renewal_for: '2026-12-25', amount_huf: 8990 });
    // The gateway notifies on its own right after the charge: the notification may be in already.
    expect(['started', 'succeeded']).toContain(renewal.status);
    await acknowledged(paid().gateway, renewal.transaction_id!);
    expect(await subscriptionOf(uuid)).toMatchObject({ status: 'active', paid_until: '2027-01-25' });
    expect((await paymentsOf(uuid))[1]).toMatchObject({ status: 'succeeded', card_mask: 'xxxx-xxxx-xxxx-0425' });
    const charged = paid().gateway.state.transactions.get(Number(renewal.transaction_id))!;
    expect(charged).toMatchObject({ total: 8990, orderRef: renewal.order_ref });
    expect(await chargeDueRenewals(deps(), at('2026-12-25', 20))).toEqual({ started: 0, refused: [] });
    expect(await paymentsOf(uuid)).toHaveLength(2);
    const shown = await request(paid().app).get(`/api/med24/subscriptions/${uuid}`).set('Host', HOST).set(...bearer(paid().token));
    expect(shown.body.nextCharge).toEqual({ date: '2027-01-25', amountHuf: 8990 });
    const used = await paid().database.db.selectFrom('card_tokens').select('used_at').where('used_at', 'is not', null).execute();
    expect(used).toHaveLength(1);
  });

  it('charges the new price after a change to a dearer package', async () => {
    await paid().moveTo(at('2027-01-10'));
    const change = await request(paid().app).post(`/api/med24/subscriptions/${uuid}/modifications`).set('Host', HOST).set(...bearer(paid().token)).send({ product: 'med24-family' });
    expect(change.status).toBe(201);
    await onGatewayPage(change.body.paymentUrl, 'pay');
    const difference = (await paymentsOf(uuid))[2]!;
    await acknowledged(paid().gateway, difference.transaction_id!);
    await paid().moveTo(at('2027-01-25'));
    const shown = await request(paid().app).get(`/api/med24/subscriptions/${uuid}`).set('Host', HOST).set(...bearer(paid().token));
    expect(shown.body).toMatchObject({ product: { code: 'med24-family' }, nextCharge: { date: '2027-01-25', amountHuf: 14990 } });
    expect((await chargeDueRenewals(deps(), at('2027-01-25'))).started).toBe(1);
    expect((await paymentsOf(uuid))[3]).toMatchObject({ renewal_for: '2027-01-25', amount_huf: 14990 });
  });
});
