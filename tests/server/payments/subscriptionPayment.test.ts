/**
 * Subscribing and paying by card (issue 15) on every test dialect, with the portal and the local
 * SimplePay gateway both listening on loopback, as in the demo: the paid brand (retail) starts a
 * payment for a `created` subscription; the customer pays on the gateway's page and comes back
 * with signed r and s; the IPN, not the return, makes the payment final and the subscription
 * active, exactly once however often it arrives; a tampered r and a wrongly signed IPN change
 * nothing; an IPN before the return and a return before the IPN end the same; after a declined
 * card or a cancel the order expires and says so. Amounts are whole forints end to end.
 */
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { encodeReturn } from '../../../server/payments/simplepay/backReference';
import { sign } from '../../../server/payments/simplepay/signature';
import { bearer, expectSchema } from '../api/apiHarness';
import { TEST_DIALECTS } from '../dbHarness';
import { testApp } from '../testApp';
import { acknowledged as acknowledgedBy, endHeldSubscriptions, HOST, ipnFor as ipnOf, KEY, MERCHANT, onGatewayPage, returned as returnedTo, usePaidVariant } from './paidVariantHarness';

describe.each(TEST_DIALECTS)('subscribing and paying by card on %s', (dialect) => {
  const paid = usePaidVariant(dialect, Date.UTC(2026, 10, 26, 10));
  // Read once the harness has started (beforeAll).
  let app: ReturnType<typeof paid>['app'];
  let database: ReturnType<typeof paid>['database'];
  let gateway: ReturnType<typeof paid>['gateway'];
  let now: ReturnType<typeof paid>['now'];
  let token: string;
  let otherToken: string;
  beforeAll(() => ({ app, database, gateway, now, token, otherToken } = paid()));
  // Each purchase here is a first one: the customer's earlier card subscriptions are over.
  beforeEach(() => endHeldSubscriptions(database, DEMO_ACCOUNTS.paid.email));

  const subscribe = (body: object, who = token, host = HOST) => request(app).post('/api/med24/subscriptions').set('Host', host).set(...bearer(who)).send(body);
  const returned = (r: string, s: string, who = token) => returnedTo(app, r, s, who);
  const subscription = (uuid: string) => database.db.selectFrom('subscriptions').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
  const paymentOf = async (uuid: string) => database.db.selectFrom('payments').selectAll().where('subscription_id', '=', (await subscription(uuid)).id).executeTakeFirstOrThrow();
  const acknowledged = (transactionId: string) => acknowledgedBy(gateway, transactionId);
  const ipnFor = (orderRef: string, transactionId: string) => ipnOf(app, orderRef, transactionId);

  it('lists the products on sale with their prices in whole forints, to visitors too (the home of the brand shows them)', async () => {
    const res = await request(app).get('/api/med24/products').set('Host', HOST);
    expect(res.status).toBe(200);
    expectSchema('med24-products', res.body);
    expect(res.body.products).toEqual([
      { code: 'med24-premium', name: 'Premium', beneficiaryLimit: 0, services: [2, 5, 12, 25], prices: [{ billingPeriod: 'month', priceHuf: 8990 }, { billingPeriod: 'year', priceHuf: 89900 }] },
      { code: 'med24-family', name: 'Premium Family', beneficiaryLimit: 3, services: [2, 3, 4, 5, 12, 25], prices: [{ billingPeriod: 'month', priceHuf: 14990 }, { billingPeriod: 'year', priceHuf: 149900 }] },
    ]);
    expect((await request(app).get('/api/med24/products').set('Host', HOST).set(...bearer(token))).body).toEqual(res.body);
    expect((await request(app).get('/api/med24/products').set('Host', 'localhost')).status).toBe(404);
  });

  it('subscribes, pays with the success card, and the IPN makes the subscription active for a month; the return shows it', async () => {
    const res = await subscribe({ product: 'med24-premium', billingPeriod: 'month' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expectSchema('subscription-payment', res.body);
    const { uuid } = res.body.subscription;
    expect((await subscription(uuid)).status).toBe('created');
    const started = await paymentOf(uuid);
    expect(started).toMatchObject({ status: 'started', amount_huf: 8990, merchant: MERCHANT, ipn_at: null });
    const gatewayTx = gateway.state.transactions.get(Number(started.transaction_id))!;
    expect(gatewayTx).toMatchObject({ total: 8990, currency: 'HUF', customerEmail: DEMO_ACCOUNTS.paid.email });
    // The invoice is the profile's billing address, with the subscriber's phone.
    expect(gatewayTx.invoice).toEqual({ name: 'Fizető Pál', country: 'HU', zip: '1117', city: 'Budapest', address: 'Október huszonharmadika utca 8.', phone: '+36309998888' });

    const { r, s, back } = await onGatewayPage(res.body.paymentUrl, 'pay');
    expect(back.host).toBe(`${HOST}`);
    expect(back.pathname).toBe('/med24/simplepay/simplepay-return');
    await acknowledged(started.transaction_id!);
    expect(await subscription(uuid)).toMatchObject({ status: 'active', paid_until: '2026-12-25' });
    expect(await paymentOf(uuid)).toMatchObject({ status: 'succeeded', card_mask: 'xxxx-xxxx-xxxx-0425' });

    const shown = await returned(r, s);
    expect(shown.status).toBe(200);
    expectSchema('payment-return', shown.body);
    expect(shown.body).toEqual({ event: 'SUCCESS', payment: { orderRef: started.order_ref, status: 'succeeded', amountHuf: 8990, transactionId: started.transaction_id }, subscription: { uuid, status: 'active', paidUntil: '2026-12-25' } });
  });

  it('processes a replayed IPN once: answered again, the subscription paid up no further', async () => {
    const res = await subscribe({ product: 'med24-premium', billingPeriod: 'year' });
    const { uuid } = res.body.subscription;
    await onGatewayPage(res.body.paymentUrl, 'pay');
    await acknowledged((await paymentOf(uuid)).transaction_id!);
    const payment = await paymentOf(uuid);
    expect(payment.ipn_at).not.toBeNull();
    expect((await subscription(uuid)).paid_until).toBe('2027-11-25');
    const ipn = ipnFor(payment.order_ref, payment.transaction_id!);
    for (let i = 0; i < 3; i += 1) {
      const again = await ipn.post();
      expect(again.status).toBe(200);
      expect(JSON.parse(again.text)).toMatchObject({ orderRef: payment.order_ref, receiveDate: expect.any(String) });
      expect(again.headers.signature).toBe(sign(again.text, KEY));
    }
    expect((await subscription(uuid)).paid_until).toBe('2027-11-25');
    expect((await paymentOf(uuid)).ipn_at).toBe(payment.ipn_at);
  });

  it('ends the same when the customer is back before the IPN arrives: started and created until it does', async () => {
    const res = await subscribe({ product: 'med24-family', billingPeriod: 'month' });
    const { uuid } = res.body.subscription;
    const payment = await paymentOf(uuid);
    // The customer's outcome, signed as the gateway signs it, before the gateway has sent anything.
    const { r, s } = encodeReturn({ r: 0, t: Number(payment.transaction_id), e: 'SUCCESS', m: MERCHANT, o: payment.order_ref }, KEY);
    const early = await returned(r, s);
    expect(early.body).toMatchObject({ event: 'SUCCESS', payment: { status: 'started', amountHuf: 14990 }, subscription: { status: 'created' } });
    expect((await ipnFor(payment.order_ref, payment.transaction_id!).post()).status).toBe(200);
    const later = await returned(r, s);
    expect(later.body).toMatchObject({ payment: { status: 'succeeded' }, subscription: { status: 'active', paidUntil: '2026-12-25' } });
  });

  it('refuses a tampered r (a FAIL made SUCCESS) and a wrongly signed IPN, changing nothing', async () => {
    const res = await subscribe({ product: 'med24-premium', billingPeriod: 'month' });
    const { uuid } = res.body.subscription;
    const { r, s } = await onGatewayPage(res.body.paymentUrl, 'pay', 'declined');
    const tampered = Buffer.from(Buffer.from(r, 'base64').toString('utf8').replace('"FAIL"', '"SUCCESS"').replace('2013', '0')).toString('base64');
    const refused = await returned(tampered, s);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('RP400');
    const payment = await paymentOf(uuid);
    const forged = ipnFor(payment.order_ref, payment.transaction_id!);
    const wrong = await forged.post(sign(forged.body, 'a-key-the-attacker-chose'));
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('RP401');
    expect(await subscription(uuid)).toMatchObject({ status: 'created', paid_until: null });
    // The genuine return says the card was declined; the order it paid for expires (another try is a new order).
    const shown = await returned(r, s);
    expect(shown.body).toMatchObject({ event: 'FAIL', payment: { status: 'failed' }, subscription: { status: 'expired' } });
  });

  it('lets the subscription expire after a cancelled payment, and says so', async () => {
    const res = await subscribe({ product: 'med24-premium', billingPeriod: 'month' });
    const { r, s } = await onGatewayPage(res.body.paymentUrl, 'cancel');
    const shown = await returned(r, s);
    expect(shown.body).toMatchObject({ event: 'CANCEL', payment: { status: 'cancelled' }, subscription: { status: 'expired' } });
    const listed = await request(app).get(`/api/med24/subscriptions/${res.body.subscription.uuid}`).set('Host', HOST).set(...bearer(token));
    expect(listed.body).toMatchObject({ status: 'expired' });
    expect(listed.body.nextCharge).toBeUndefined();
  });

  it("answers 404 for another customer's payment return, 401 without a login and 422 RP002 for a product not on sale", async () => {
    const res = await subscribe({ product: 'med24-premium', billingPeriod: 'month' });
    const payment = await paymentOf(res.body.subscription.uuid);
    const { r, s } = encodeReturn({ r: 0, t: Number(payment.transaction_id), e: 'SUCCESS', m: MERCHANT, o: payment.order_ref }, KEY);
    expect((await returned(r, s, otherToken)).status).toBe(404);
    expect((await request(app).post('/api/med24/subscriptions').set('Host', HOST).send({ product: 'med24-premium', billingPeriod: 'month' })).status).toBe(401);
    const free = await subscribe({ product: 'med24-free', billingPeriod: 'month' });
    expect([free.status, free.body.code]).toEqual([422, 'RP002']);
    const bad = await subscribe({ product: 'med24-premium', billingPeriod: 'week' });
    expect([bad.status, bad.body.code]).toEqual([422, 'RX444']);
    expect((await subscribe({ product: 'med24-premium', billingPeriod: 'month' }, token, 'localhost')).status).toBe(404);
  });

  it("lists the customer's subscriptions (the current one first) and payments, newest first, and no one else's", async () => {
    const bought = await subscribe({ product: 'med24-premium', billingPeriod: 'month' });
    await onGatewayPage(bought.body.paymentUrl, 'pay');
    await acknowledged((await paymentOf(bought.body.subscription.uuid)).transaction_id!);
    const listed = await request(app).get('/api/med24/subscriptions').set('Host', HOST).set(...bearer(token));
    expect(listed.status).toBe(200);
    expectSchema('med24-subscriptions', listed.body);
    type Listed = { uuid: string; status: string; current: boolean; createdAt: string };
    const all = listed.body.subscriptions as Listed[];
    const [current, ...others] = all;
    // Without a choice of their own, the newest active subscription is the customer's current one.
    const newestActive = all.filter((x) => x.status === 'active').sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    expect(current).toMatchObject({ uuid: newestActive.uuid, current: true });
    expect(others.every((o) => !o.current)).toBe(true);
    expect(current).toMatchObject({ uuid: bought.body.subscription.uuid, status: 'active' });
    // The seeded monthly Premium, paid twice by card, and over (the tests end it before each purchase).
    const seededSubscription = all.find((x) => x.uuid === '00000000-0000-4000-8000-000000000004');
    expect(seededSubscription).toMatchObject({ product: { code: 'med24-premium', name: 'Premium' }, status: 'ended', billingPeriod: 'month', priceHuf: 8990, cancelledAt: '2026-01-01T00:00:00.000Z' });
    const one = await request(app).get(`/api/med24/subscriptions/${others[0]!.uuid}`).set('Host', HOST).set(...bearer(token));
    expect(one.body).toEqual(others[0]);
    expect((await request(app).get(`/api/med24/subscriptions/${current!.uuid}`).set('Host', HOST).set(...bearer(otherToken))).status).toBe(404);
    const payments = await request(app).get('/api/med24/transactions').set('Host', HOST).set(...bearer(token));
    expectSchema('med24-transactions', payments.body);
    const seeded = payments.body.transactions.filter((p: { subscriptionUuid: string }) => p.subscriptionUuid === seededSubscription!.uuid);
    expect(seeded.map((p: { orderRef: string; status: string; amountHuf: number; cardMask: string }) => [p.orderRef, p.status, p.amountHuf, p.cardMask])).toEqual([
      ['demo-paid-2', 'succeeded', 8990, 'xxxx-xxxx-xxxx-0425'], ['demo-paid-1', 'succeeded', 8990, 'xxxx-xxxx-xxxx-0425'],
    ]);
    const only = await request(app).get('/api/med24/transactions').query({ subscription: seededSubscription!.uuid }).set('Host', HOST).set(...bearer(token));
    expect(only.body.transactions).toEqual(seeded);
    const mine = await request(app).get('/api/med24/transactions').set('Host', HOST).set(...bearer(otherToken));
    expect(mine.body.transactions).toEqual([]);
  });

  it('answers 409 RP003 to a customer whose profile lacks the billing address, and pays once it is given, the invoice carrying it', async () => {
    const before = await database.db.selectFrom('subscriptions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const refused = await subscribe({ product: 'med24-premium', billingPeriod: 'month' }, otherToken).set('X-Locale', 'en');
    expect([refused.status, refused.body.code]).toEqual([409, 'RP003']);
    expect(refused.body.message).toContain('please complete your profile');
    const after = await database.db.selectFrom('subscriptions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    const profile = { lastName: 'Kovács', firstName: 'Anna', birthDate: '1985-03-02', phone: '+40 712 345 678', billingName: 'Kovács Anna', billingCompany: 'Anna Kft.', billingCountry: 'RO', billingZip: '400001', billingCity: 'Cluj-Napoca', billingAddress: 'Strada Memorandumului 1', billingAddress2: 'ap. 3' };
    expect((await request(app).put('/api/med24/profile').set('Host', HOST).set(...bearer(otherToken)).send(profile)).status).toBe(200);
    const res = await subscribe({ product: 'med24-premium', billingPeriod: 'month' }, otherToken);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const started = await paymentOf(res.body.subscription.uuid);
    expect(gateway.state.transactions.get(Number(started.transaction_id))!.invoice).toEqual({
      name: 'Kovács Anna', company: 'Anna Kft.', country: 'RO', zip: '400001', city: 'Cluj-Napoca', address: 'Strada Memorandumului 1', address2: 'ap. 3', phone: '+40712345678',
    });
  });

  it('answers 409 RP001 on a paid brand with no payment account, keeping no subscription', async () => {
    const without = testApp('test', { db: database.db, clock: () => now.ms });
    const before = await database.db.selectFrom('subscriptions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const res = await request(without).post('/api/med24/subscriptions').set('Host', HOST).set('X-Locale', 'en').set(...bearer(token)).send({ product: 'med24-premium', billingPeriod: 'month' });
    expect([res.status, res.body.code]).toEqual([409, 'RP001']);
    expect(res.body.message).toContain('Card payment is not available');
    const after = await database.db.selectFrom('subscriptions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
