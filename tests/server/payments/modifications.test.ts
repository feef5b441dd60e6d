/**
 * Beneficiaries and changes of product of a paid-variant subscription (issue 15), on every test
 * dialect, with the local gateway as in the demo. The seeded subscriber's monthly Premium (8 990 Ft,
 * covering only them) is paid up to 15 December; the tests' day is 26 November 2026 in Budapest.
 * - Premium covers nobody besides the subscriber (RP010); changing to Premium Family (14 990 Ft)
 *   costs the difference for 27 November to 15 December, 19 of the period's 30 days: 3 800 Ft. It is
 *   `created` until paid, `verified_update` once the gateway's notification has come, and `active`
 *   from 27 November, when the subscription has the new product and price; then three people can
 *   be added, not four.
 * - Changing back costs nothing now and applies from the next period (16 December), once the
 *   beneficiaries the cheaper product does not cover are removed (RP013).
 * - A cancelled payment gives the change up; one change at a time (RP014); the subscription's own
 *   product (RP012); a subscription awaiting payment (RP011); another customer's (404).
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { modificationTerms } from '../../../renderer/domain/med24/modificationTerms';
import { bearer, expectSchema } from '../api/apiHarness';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { TEST_DIALECTS } from '../dbHarness';
import { acknowledged, HOST, onGatewayPage, returned, usePaidVariant } from './paidVariantHarness';

const SEEDED = '00000000-0000-4000-8000-000000000004';
const day = (ymd: string, hour = 10) => Date.parse(`${ymd}T${String(hour).padStart(2, '0')}:00:00Z`);

describe('the terms of a change of product', () => {
  it('charges a dearer product for the rest of the paid period from tomorrow, in whole forints', () => {
    expect(modificationTerms({ fromPriceHuf: 8990, toPriceHuf: 14990, period: 'month', paidUntil: '2026-12-15', today: '2026-11-26' })).toEqual({ amountDueHuf: 3800, effectiveDate: '2026-11-27' });
    // A year from 1 April: 125 of its 365 days left from 27 November.
    expect(modificationTerms({ fromPriceHuf: 89900, toPriceHuf: 149900, period: 'year', paidUntil: '2027-03-31', today: '2026-11-26' })).toEqual({ amountDueHuf: 20548, effectiveDate: '2026-11-27' });
  });
  it('charges nothing on the period\'s last day, and for a cheaper product applies it from the next period', () => {
    expect(modificationTerms({ fromPriceHuf: 8990, toPriceHuf: 14990, period: 'month', paidUntil: '2026-11-26', today: '2026-11-26' })).toEqual({ amountDueHuf: 0, effectiveDate: '2026-11-27' });
    expect(modificationTerms({ fromPriceHuf: 14990, toPriceHuf: 8990, period: 'month', paidUntil: '2026-12-15', today: '2026-11-26' })).toEqual({ amountDueHuf: 0, effectiveDate: '2026-12-16' });
  });
});

describe.each(TEST_DIALECTS)('beneficiaries and changes of product on %s', (dialect) => {
  const paid = usePaidVariant(dialect, day('2026-11-26'));
  beforeAll(async () => {
    await paid().database.db.updateTable('subscriptions').set({ paid_until: '2026-12-15' }).where('uuid', '=', SEEDED).execute();
  });
  const api = (method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object, who = paid().token) => {
    const req = request(paid().app)[method](`/api${path}`).set('Host', HOST).set('X-Locale', 'en').set(...bearer(who));
    return body ? req.send(body) : req;
  };
  const subscription = async () => (await api('get', `/med24/subscriptions/${SEEDED}`)).body;
  const modification = async (uuid: string) => (await api('get', `/med24/subscriptions/${SEEDED}/modifications/${uuid}`)).body;
  const ANNA = { name: ' Fizető Anna ', birthDate: '1982-09-14', relation: 'spouse' };

  it('says what Premium includes, and that it covers nobody besides the subscriber', async () => {
    const shown = await subscription();
    expectSchema('med24-subscription', shown);
    expect(shown).toMatchObject({ product: { code: 'med24-premium', beneficiaryLimit: 0, services: [2, 5, 12, 25] }, beneficiaries: [], modifications: [] });
    const full = await api('post', `/med24/subscriptions/${SEEDED}/beneficiaries`, ANNA);
    expect([full.status, full.body.code]).toEqual([409, 'RP010']);
  });

  it('changes to Premium Family for the price difference: created, verified_update once paid, active from the next day', async () => {
    const started = await api('post', `/med24/subscriptions/${SEEDED}/modifications`, { product: 'med24-family' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expectSchema('modification-payment', started.body);
    const { uuid } = started.body.modification;
    expect(started.body.modification).toMatchObject({ status: 'created', fromProduct: { code: 'med24-premium' }, toProduct: { code: 'med24-family' }, priceHuf: 14990, amountDueHuf: 3800, effectiveDate: '2026-11-27', paymentStatus: 'started' });
    const again = await api('post', `/med24/subscriptions/${SEEDED}/modifications`, { product: 'med24-family' });
    expect([again.status, again.body.code]).toEqual([409, 'RP014']);

    const { r, s } = await onGatewayPage(started.body.paymentUrl, 'pay');
    const payment = await paid().database.db.selectFrom('payments').selectAll().where('modification_id', 'is not', null).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(payment.amount_huf).toBe(3800);
    await acknowledged(paid().gateway, payment.transaction_id!);
    expect(await modification(uuid)).toMatchObject({ status: 'verified_update', paymentStatus: 'succeeded' });
    const back = await returned(paid().app, r, s, paid().token);
    expect(back.body).toMatchObject({ event: 'SUCCESS', payment: { status: 'succeeded', amountHuf: 3800 }, modification: { uuid, status: 'verified_update' } });
    // Paid for, not yet in effect: still Premium, still paid up to the same day.
    expect(await subscription()).toMatchObject({ product: { code: 'med24-premium' }, priceHuf: 8990, paidUntil: '2026-12-15' });

    await paid().moveTo(day('2026-11-26', 23)); // 27 November, 00:00 in Budapest
    expect(await subscription()).toMatchObject({ product: { code: 'med24-family', beneficiaryLimit: 3, services: [2, 3, 4, 5, 12, 25] }, priceHuf: 14990, paidUntil: '2026-12-15', modifications: [{ uuid, status: 'active' }] });
    const payments = (await api('get', `/med24/transactions?subscription=${SEEDED}`)).body.transactions;
    expect(payments[0]).toMatchObject({ productName: 'Premium Family', amountHuf: 3800, status: 'succeeded' });
  });

  it('then covers three people besides the subscriber, trimmed, changed and removed', async () => {
    const added = [];
    for (const person of [ANNA, { name: 'Fizető Bence', birthDate: '2012-03-01', relation: 'child' }, { name: 'Fizető Csilla', birthDate: '2015-07-20', relation: 'child' }]) {
      const res = await api('post', `/med24/subscriptions/${SEEDED}/beneficiaries`, person);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expectSchema('med24-beneficiary', res.body);
      added.push(res.body);
    }
    expect(added[0]).toMatchObject({ name: 'Fizető Anna' });
    const fourth = await api('post', `/med24/subscriptions/${SEEDED}/beneficiaries`, { name: 'Fizető Dénes', birthDate: '1950-01-01', relation: 'parent' });
    expect([fourth.status, fourth.body.code]).toEqual([409, 'RP010']);
    expect(fourth.body.message).toContain('covers no more people');
    const changed = await api('put', `/med24/subscriptions/${SEEDED}/beneficiaries/${added[2].id}`, { name: 'Fizető Cili', birthDate: '2015-07-20', relation: 'child' });
    expect(changed.body).toMatchObject({ id: added[2].id, name: 'Fizető Cili' });
    const wrong = await api('put', `/med24/subscriptions/${SEEDED}/beneficiaries/${added[2].id}`, { name: '  ', birthDate: '2999-01-01', relation: 'child' });
    expect(wrong.status).toBe(422);
    expect((await subscription()).beneficiaries.map((b: { name: string }) => b.name)).toEqual(['Fizető Anna', 'Fizető Bence', 'Fizető Cili']);
    // Another customer reaches none of them.
    expect((await api('delete', `/med24/subscriptions/${SEEDED}/beneficiaries/${added[0].id}`, undefined, paid().otherToken)).status).toBe(404);
  });

  it('changes back to Premium for nothing now, from the next period, once the people it does not cover are removed', async () => {
    const refused = await api('post', `/med24/subscriptions/${SEEDED}/modifications`, { product: 'med24-premium' });
    expect([refused.status, refused.body.code]).toEqual([409, 'RP013']);
    for (const b of (await subscription()).beneficiaries as { id: number }[]) expect((await api('delete', `/med24/subscriptions/${SEEDED}/beneficiaries/${b.id}`)).status).toBe(204);
    const res = await api('post', `/med24/subscriptions/${SEEDED}/modifications`, { product: 'med24-premium' });
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty('paymentUrl');
    expect(res.body.modification).toMatchObject({ status: 'verified_update', amountDueHuf: 0, effectiveDate: '2026-12-16' });
    // Until then the subscription is Premium Family, but the change under way already covers nobody else.
    const meanwhile = await api('post', `/med24/subscriptions/${SEEDED}/beneficiaries`, ANNA);
    expect([meanwhile.status, meanwhile.body.code]).toEqual([409, 'RP010']);
    await paid().moveTo(day('2026-12-15', 12));
    expect(await subscription()).toMatchObject({ product: { code: 'med24-family' }, priceHuf: 14990 });
    await paid().moveTo(day('2026-12-16', 12));
    expect(await subscription()).toMatchObject({ product: { code: 'med24-premium' }, priceHuf: 8990 });
    expect(await modification(res.body.modification.uuid)).toMatchObject({ status: 'active' });
  });

  it('gives a change up when its payment is cancelled, and refuses the own product, an unpaid subscription and another customer\'s', async () => {
    await paid().moveTo(day('2026-12-16', 13));
    await paid().database.db.updateTable('subscriptions').set({ paid_until: '2027-01-15' }).where('uuid', '=', SEEDED).execute();
    const started = await api('post', `/med24/subscriptions/${SEEDED}/modifications`, { product: 'med24-family' });
    expect(started.status).toBe(201);
    const { r, s } = await onGatewayPage(started.body.paymentUrl, 'cancel');
    const back = await returned(paid().app, r, s, paid().token);
    expect(back.body).toMatchObject({ event: 'CANCEL', modification: { status: 'cancelled' } });
    expect((await subscription()).product.code).toBe('med24-premium');
    const same = await api('post', `/med24/subscriptions/${SEEDED}/modifications`, { product: 'med24-premium' });
    expect([same.status, same.body.code]).toEqual([422, 'RP012']);
    const retry = await api('post', `/med24/subscriptions/${SEEDED}/modifications`, { product: 'med24-family' });
    expect(retry.status).toBe(201);

    // Buying the other package beside the active one is refused: it is a change, not a second purchase.
    const second = await api('post', '/med24/subscriptions', { product: 'med24-family', billingPeriod: 'month' });
    expect([second.status, second.body.code]).toEqual([409, 'RP015']);
    // A subscription still awaiting payment (one from before the one-per-line rule) cannot be changed.
    const { id: userId } = await paid().database.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.paid.email).executeTakeFirstOrThrow();
    const { id: productId } = await paid().database.db.selectFrom('products').select('id').where('code', '=', 'med24-premium').executeTakeFirstOrThrow();
    await paid().database.db.insertInto('subscriptions').values({ uuid: '00000000-0000-4000-8000-0000000000aa', user_id: userId, product_id: productId, phone: null, status: 'created', needs_privacy_statement: 0, created_at: '2026-12-16T12:00:00.000Z', billing_period: 'month', price_huf: 8990, paid_until: null }).execute();
    const waiting = await api('post', '/med24/subscriptions/00000000-0000-4000-8000-0000000000aa/modifications', { product: 'med24-family' });
    expect([waiting.status, waiting.body.code]).toEqual([409, 'RP011']);
    expect((await api('post', `/med24/subscriptions/${SEEDED}/modifications`, { product: 'med24-family' }, paid().otherToken)).status).toBe(404);
    expect((await api('get', `/med24/subscriptions/${SEEDED}/modifications/${retry.body.modification.uuid}`, undefined, paid().otherToken)).status).toBe(404);
  });
});
