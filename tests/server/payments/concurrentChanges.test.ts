/**
 * The paid variant's "one at a time" and "at most N" rules under parallel requests (issue 30), on
 * every test dialect (PostgreSQL with its pool's parallel connections when TEST_DATABASE_URL is
 * set), with the local gateway as in the demo:
 * - ten changes of product at once: one is created with one card payment, nine answer RP014;
 * - a downgrade to a product that covers nobody beside three beneficiary additions: never both;
 * - a signed notification that arrives for a change given up meanwhile, while another is under
 *   way, is refunded at the gateway and revives nothing.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer } from '../api/apiHarness';
import { TEST_DIALECTS } from '../dbHarness';
import { acknowledged, HOST, onGatewayPage, usePaidVariant } from './paidVariantHarness';

const SEEDED = '00000000-0000-4000-8000-000000000004';
const day = (ymd: string, hour = 10) => Date.parse(`${ymd}T${String(hour).padStart(2, '0')}:00:00Z`);

describe.each(TEST_DIALECTS)('the paid variant\'s rules under parallel requests on %s', (dialect) => {
  const paid = usePaidVariant(dialect, day('2026-11-26'));
  const api = (method: 'get' | 'post' | 'delete', path: string, body?: object) => {
    const req = request(paid().app)[method](`/api${path}`).set('Host', HOST).set('X-Locale', 'en').set(...bearer(paid().token));
    return body ? req.send(body) : req;
  };
  const db = () => paid().database.db;
  const productId = async (code: string) => (await db().selectFrom('products').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  /** The seeded subscription on a product, paid up to 15 December, with no change and no beneficiary. */
  const reset = async (code: string, price: number) => {
    const subscription = await db().selectFrom('subscriptions').select('id').where('uuid', '=', SEEDED).executeTakeFirstOrThrow();
    await db().updateTable('subscription_modifications').set({ status: 'cancelled' }).where('subscription_id', '=', subscription.id).where('status', 'in', ['created', 'verified_update']).execute();
    await db().updateTable('beneficiaries').set({ removed_at: new Date(paid().now.ms).toISOString() }).where('subscription_id', '=', subscription.id).where('removed_at', 'is', null).execute();
    await db().updateTable('subscriptions').set({ product_id: await productId(code), price_huf: price, paid_until: '2026-12-15', status: 'active' }).where('id', '=', subscription.id).execute();
    return subscription.id;
  };

  it('ten changes of product at once: exactly one is created with one payment, nine answer RP014', async () => {
    const subscriptionId = await reset('med24-premium', 8990);
    const answers = await Promise.all(Array.from({ length: 10 }, () => api('post', `/med24/subscriptions/${SEEDED}/modifications`, { product: 'med24-family' })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === 'RP014')).toBe(true);
    const open = await db().selectFrom('subscription_modifications').select('id').where('subscription_id', '=', subscriptionId).where('status', 'in', ['created', 'verified_update']).execute();
    expect(open).toHaveLength(1);
    const payments = await db().selectFrom('payments').select('id').where('modification_id', '=', open[0]!.id).execute();
    expect(payments).toHaveLength(1);
  });

  it('a downgrade to a product that covers nobody beside three beneficiary additions: never both', async () => {
    for (let round = 0; round < 8; round += 1) {
      const subscriptionId = await reset('med24-family', 14990);
      const people = ['Anna', 'Bence', 'Csilla'].map((name, i) => ({ name: `Fizető ${name}`, birthDate: `201${i}-03-01`, relation: 'child' }));
      const [downgrade, ...adds] = await Promise.all([
        api('post', `/med24/subscriptions/${SEEDED}/modifications`, { product: 'med24-premium' }),
        ...people.map((p) => api('post', `/med24/subscriptions/${SEEDED}/beneficiaries`, p)),
      ]);
      const added = adds.filter((a) => a.status === 201).length;
      const { n } = await db().selectFrom('beneficiaries').select((eb) => eb.fn.countAll<number>().as('n')).where('subscription_id', '=', subscriptionId).where('removed_at', 'is', null).executeTakeFirstOrThrow();
      expect(Number(n)).toBe(added);
      if (downgrade!.status === 201) {
        // The downgrade got in first: it covers nobody from now on, so every addition was refused.
        expect(added).toBe(0);
        expect(adds.every((a) => a.status === 409 && a.body.code === 'RP010')).toBe(true);
      } else {
        expect([downgrade!.status, downgrade!.body.code]).toEqual([409, 'RP013']);
        expect(added).toBeGreaterThan(0);
      }
    }
  });

  it('a signed notification for a change given up meanwhile is refunded and revives nothing, while another change is under way', async () => {
    const subscriptionId = await reset('med24-premium', 8990);
    const first = await api('post', `/med24/subscriptions/${SEEDED}/modifications`, { product: 'med24-family' });
    expect(first.status).toBe(201);
    // Its time runs out (as when the customer leaves the gateway's page open): the next change gives it up.
    await db().updateTable('subscription_modifications').set({ created_at: new Date(paid().now.ms - 31 * 60_000).toISOString() }).where('uuid', '=', first.body.modification.uuid).execute();
    const second = await api('post', `/med24/subscriptions/${SEEDED}/modifications`, { product: 'med24-family' });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    // The customer pays the first one after all; the gateway notifies the portal.
    await onGatewayPage(first.body.paymentUrl, 'pay');
    const payment = await db().selectFrom('payments').innerJoin('subscription_modifications as m', 'm.id', 'payments.modification_id')
      .select(['payments.status', 'payments.transaction_id']).where('m.uuid', '=', first.body.modification.uuid).executeTakeFirstOrThrow();
    await acknowledged(paid().gateway, payment.transaction_id!);
    const changes = await db().selectFrom('subscription_modifications').select(['uuid', 'status']).where('subscription_id', '=', subscriptionId).where('uuid', 'in', [first.body.modification.uuid, second.body.modification.uuid]).execute();
    expect(Object.fromEntries(changes.map((c) => [c.uuid, c.status]))).toEqual({ [first.body.modification.uuid]: 'cancelled', [second.body.modification.uuid]: 'created' });
    await expect.poll(async () => (await db().selectFrom('payments').select('refunded_at').where('transaction_id', '=', payment.transaction_id).executeTakeFirstOrThrow()).refunded_at).not.toBeNull();
    const shown = (await api('get', `/med24/transactions?subscription=${SEEDED}`)).body.transactions as { status: string; amountHuf: number }[];
    expect(shown).toContainEqual(expect.objectContaining({ status: 'refunded', amountHuf: first.body.modification.amountDueHuf }));
  });
});
