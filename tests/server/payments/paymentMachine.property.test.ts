/**
 * The payment and change-of-package machines under any sequence of what customers and the gateway
 * do (issue 30), with fast-check, on every test dialect and the local gateway as in the demo:
 * starting a change (also twice at once), paying or cancelling on the gateway's page, coming back
 * through the signed back URL, the gateway repeating its notification, the 30 minutes of a
 * payment running out, and the portal's clock running ahead of the gateway's (the portal gives a
 * change up while the gateway still takes its payment). After every step:
 * - at most one change of the subscription is under way;
 * - a change keeps at most one payment that was not given back;
 * - the merchant keeps money only for a change that holds: a payment finished at the gateway
 *   belongs to a change verified or active, and a change given up has had its money refunded.
 */
import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer } from '../api/apiHarness';
import { TEST_DIALECTS } from '../dbHarness';
import { acknowledged, HOST, ipnFor, onGatewayPage, returned, usePaidVariant } from './paidVariantHarness';

const SEEDED = '00000000-0000-4000-8000-000000000004';
const START = Date.parse('2026-11-26T10:00:00Z');

type Action =
  | { kind: 'start' }
  | { kind: 'startTwice' }
  | { kind: 'pay' | 'cancel' | 'back' | 'repeatIpn'; pick: number }
  | { kind: 'expire' }
  | { kind: 'skew' };

const actions = fc.array(fc.oneof(
  fc.constant<Action>({ kind: 'start' }),
  fc.constant<Action>({ kind: 'startTwice' }),
  fc.record({ kind: fc.constantFrom('pay' as const, 'cancel' as const, 'back' as const, 'repeatIpn' as const), pick: fc.nat(2) }),
  fc.constant<Action>({ kind: 'expire' }),
  fc.constant<Action>({ kind: 'skew' }),
), { minLength: 1, maxLength: 8 });

interface Started { uuid: string; paymentUrl: string; back?: { r: string; s: string } }

describe.each(TEST_DIALECTS)('changes of package under any sequence of steps on %s', (dialect) => {
  const paid = usePaidVariant(dialect, START);
  const db = () => paid().database.db;

  const startChange = () => request(paid().app).post(`/api/med24/subscriptions/${SEEDED}/modifications`).set('Host', HOST).set(...bearer(paid().token)).send({ product: 'med24-family' });
  const paymentOf = (uuid: string) => db().selectFrom('payments').innerJoin('subscription_modifications as m', 'm.id', 'payments.modification_id')
    .select(['payments.order_ref', 'payments.transaction_id']).where('m.uuid', '=', uuid).executeTakeFirstOrThrow();

  async function run(action: Action, started: Started[]): Promise<void> {
    if (action.kind === 'start' || action.kind === 'startTwice') {
      const answers = await Promise.all(Array.from({ length: action.kind === 'start' ? 1 : 2 }, startChange));
      for (const a of answers) {
        if (a.status === 201 && a.body.paymentUrl) started.push({ uuid: a.body.modification.uuid, paymentUrl: a.body.paymentUrl });
        else expect([409], JSON.stringify(a.body)).toContain(a.status);
      }
      return;
    }
    if (action.kind === 'expire') {
      await paid().moveTo(paid().now.ms + 31 * 60_000);
      return;
    }
    if (action.kind === 'skew') {
      // The portal's clock a little ahead of the gateway's: to the portal, the payments started so far have run out.
      if (started.length) await db().updateTable('subscription_modifications').set({ created_at: new Date(paid().now.ms - 31 * 60_000).toISOString() }).where('uuid', 'in', started.map((c) => c.uuid)).execute();
      return;
    }
    const change = started[action.pick % Math.max(started.length, 1)];
    if (!change) return;
    const { order_ref: orderRef, transaction_id: transactionId } = await paymentOf(change.uuid);
    const tx = paid().gateway.state.transactions.get(Number(transactionId));
    if (action.kind === 'pay' || action.kind === 'cancel') {
      // The gateway's page takes a transaction that still waits; on any other it is a dead end, as for a customer.
      if (tx?.status !== 'INIT') return;
      const back = await onGatewayPage(change.paymentUrl, action.kind).catch(() => undefined);
      if (!back) return; // its time ran out at the gateway meanwhile: the page no longer takes it
      change.back = back;
      if (action.kind === 'pay') await acknowledged(paid().gateway, transactionId!);
      else await returned(paid().app, change.back.r, change.back.s, paid().token);
      return;
    }
    if (action.kind === 'back' && change.back) await returned(paid().app, change.back.r, change.back.s, paid().token);
    if (action.kind === 'repeatIpn' && (tx?.status === 'FINISHED' || tx?.status === 'REFUND')) {
      expect((await ipnFor(paid().app, orderRef, transactionId!).post()).status).toBe(200);
    }
  }

  async function holds(started: Started[]): Promise<void> {
    const uuids = started.map((s) => s.uuid);
    if (uuids.length === 0) return;
    const changes = await db().selectFrom('subscription_modifications').select(['id', 'uuid', 'status']).where('uuid', 'in', uuids).execute();
    expect(changes.filter((c) => c.status === 'created' || c.status === 'verified_update').length).toBeLessThanOrEqual(1);
    const payments = await db().selectFrom('payments').select(['modification_id', 'status', 'refunded_at', 'transaction_id']).where('modification_id', 'in', changes.map((c) => c.id)).execute();
    for (const change of changes) {
      const own = payments.filter((p) => p.modification_id === change.id);
      expect(own.filter((p) => p.status === 'succeeded' && p.refunded_at === null).length).toBeLessThanOrEqual(1);
      for (const payment of own) {
        const atGateway = paid().gateway.state.transactions.get(Number(payment.transaction_id))?.status;
        if (atGateway === 'FINISHED') expect(['verified_update', 'active'], `${change.uuid} kept money while ${change.status}`).toContain(change.status);
        if (change.status === 'cancelled' && payment.status === 'succeeded') expect(payment.refunded_at, `${change.uuid} was given up but its payment kept`).not.toBeNull();
      }
    }
  }

  it('never leaves two changes under way, nor keeps money for a change that does not hold', async () => {
    await fc.assert(fc.asyncProperty(actions, async (steps) => {
      // Each run starts from Premium, paid well ahead, with no change under way.
      const subscription = await db().selectFrom('subscriptions').select('id').where('uuid', '=', SEEDED).executeTakeFirstOrThrow();
      await db().updateTable('subscription_modifications').set({ status: 'cancelled' }).where('subscription_id', '=', subscription.id).where('status', 'in', ['created', 'verified_update']).execute();
      const premium = await db().selectFrom('products').select('id').where('code', '=', 'med24-premium').executeTakeFirstOrThrow();
      await db().updateTable('subscriptions').set({ product_id: premium.id, price_huf: 8990, paid_until: '2027-02-15', status: 'active' }).where('id', '=', subscription.id).execute();
      const started: Started[] = [];
      for (const step of steps) {
        await run(step, started);
        await holds(started);
      }
    }), {
      numRuns: 40,
      // Found by hand before fast-check did: a change given up by the portal's clock, a new one, and the first paid after all.
      examples: [[[{ kind: 'start' }, { kind: 'skew' }, { kind: 'start' }, { kind: 'pay', pick: 0 }]]],
    });
  }, 180_000);
});
