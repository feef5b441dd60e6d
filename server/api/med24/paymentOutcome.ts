/**
 * How a card payment ends, whoever learns of it first: the gateway's IPN (createIpnRouter.ts), the
 * customer's return (createSubscriptionsRouter.ts), a refused start (cardPayment.ts) or the
 * reconciliation job asking the gateway about a payment left open (paymentReconciliation.ts). Each
 * ending is one move of the payment machine made as one conditional update, so whichever comes
 * second changes nothing.
 */
import type { Kysely } from 'kysely';
import type { Database, Payment } from '../../db/schema';
import { iso } from '../../db/time';
import type { Clock } from '../../db/time';
import type { PaymentAccounts } from '../../payments/paymentAccounts';
import { createSimplePayClient } from '../../payments/simplepay/simplePayClient';
import { paidUntilAfter } from './paidPeriod';
import { modificationMove, paymentMove } from '../../../renderer/domain/payments/paymentMachine';

export interface PaymentOutcomeDeps {
  db: Kysely<Database>;
  payments: PaymentAccounts;
  fetch: typeof fetch;
  clock: Clock;
}

/** Where a payment's ending is reported (a request's log, or the job's). */
export interface OutcomeLog {
  warn: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
}

export type FinishOutcome = 'applied' | 'repeated' | 'refund';

/**
 * A payment that arrived for a change no longer under way: refunded in full at the gateway
 * (refunded_at; the answers show it `refunded`). When the gateway cannot refund now, the payment
 * stays `succeeded` with its change cancelled, and the log says a refund is due (an operator's to make).
 */
async function refundLatePayment(deps: PaymentOutcomeDeps, log: OutcomeLog | undefined, payment: Payment, transactionId: number | string): Promise<void> {
  const account = deps.payments.accountOf(payment.brand_id);
  try {
    if (!account) throw new Error(`brand ${payment.brand_id} has no payment account`);
    await createSimplePayClient(account, deps.fetch).refund({ orderRef: payment.order_ref, transactionId, refundTotal: payment.amount_huf, currency: 'HUF' });
    await deps.db.updateTable('payments').set({ refunded_at: iso(deps.clock()) }).where('id', '=', payment.id).where('refunded_at', 'is', null).execute();
    log?.warn({ orderRef: payment.order_ref, amountHuf: payment.amount_huf }, 'a payment for a change no longer under way was refunded');
  } catch (error) {
    log?.error({ err: error, orderRef: payment.order_ref, amountHuf: payment.amount_huf }, 'a payment for a change no longer under way could not be refunded: refund due');
  }
}

/**
 * The gateway says the money was taken (FINISHED): the payment is marked succeeded and its
 * subscription activated and paid up for its period (or, for the price difference of a change of
 * product, the change verified: `verified_update`), in one transaction guarded by `ipn_at is
 * null`, so a second report of the same payment changes nothing more; a payment for a change no
 * longer under way is refunded, never reviving the change.
 */
export async function finishPayment(deps: PaymentOutcomeDeps, log: OutcomeLog | undefined, payment: Payment, paid: { transactionId: number | string; cardMask?: string }): Promise<FinishOutcome> {
  const now = deps.clock();
  const outcome = await deps.db.transaction().execute(async (trx): Promise<FinishOutcome> => {
    const finished = paymentMove('finished');
    const marked = await trx.updateTable('payments')
      .set({ status: finished.to, ipn_at: iso(now), transaction_id: String(paid.transactionId), card_mask: paid.cardMask ?? null })
      .where('id', '=', payment.id).where('status', 'in', finished.from).where('ipn_at', 'is', null).executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return 'repeated';
    if (payment.modification_id !== null) {
      // The price difference of a change of product: the change is paid for, and applies from
      // its effective date. Only a change still waiting for this payment moves (its machine:
      // created → verified_update); one given up meanwhile (its time ran out, its start
      // failed, another change took its place) is never revived: the money goes back.
      const paidMove = modificationMove('paid');
      const verified = await trx.updateTable('subscription_modifications').set({ status: paidMove.to, verified_at: iso(now) })
        .where('id', '=', payment.modification_id).where('status', 'in', paidMove.from).executeTakeFirst();
      return Number(verified.numUpdatedRows) === 1 ? 'applied' : 'refund';
    }
    // Money taken for a subscription that expired (its payment had timed out at the gateway's
    // page, say) activates it after all, unless another of its line is open by now: one per line
    // stands (the unique index decides a race), and the money of the other goes back. An ended
    // subscription is never revived.
    const subscription = await trx.selectFrom('subscriptions').select(['id', 'user_id', 'product_line', 'status', 'closed_at', 'billing_period', 'paid_until']).where('id', '=', payment.subscription_id).executeTakeFirstOrThrow();
    if (subscription.closed_at !== null && subscription.status === 'active') return 'refund';
    if (subscription.closed_at !== null && subscription.product_line !== null) {
      const other = await trx.selectFrom('subscriptions').select('id').where('user_id', '=', subscription.user_id).where('product_line', '=', subscription.product_line)
        .where('closed_at', 'is', null).where('id', '<>', subscription.id).executeTakeFirst();
      if (other) return 'refund';
    }
    const activated = await trx.updateTable('subscriptions').set({ status: 'active', closed_at: null, paid_until: paidUntilAfter(subscription.paid_until, subscription.billing_period ?? 'month', now) })
      .where('id', '=', subscription.id).where('status', '=', subscription.status).where((eb) => (subscription.closed_at === null ? eb('closed_at', 'is', null) : eb('closed_at', 'is not', null))).executeTakeFirst();
    return Number(activated.numUpdatedRows) === 1 ? 'applied' : 'refund';
  });
  if (outcome === 'refund') await refundLatePayment(deps, log, payment, paid.transactionId);
  return outcome;
}

/**
 * A payment ended without money (`ended`: the back URL's or the gateway's FAIL, CANCEL or
 * TIMEOUT, or a start the gateway refused or never received): moved when it is still in one of
 * the states the move starts from, with `also` (the customer's return time); a change of product
 * it was for is given up with it, so another may be asked for. True when this call moved it.
 */
export async function endPayment(db: Kysely<Database>, paymentId: number, ended: ReturnType<typeof paymentMove>, now: number, also: { returned_at?: string } = {}): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx.updateTable('payments').set({ ...also, status: ended.to }).where('id', '=', paymentId).where('status', 'in', ended.from).returning(['modification_id', 'renewal_for', 'subscription_id']).executeTakeFirst();
    if (!moved) return false;
    if (moved.modification_id !== null) {
      const given = modificationMove('paymentEnded');
      await trx.updateTable('subscription_modifications').set({ status: given.to }).where('id', '=', moved.modification_id).where('status', 'in', given.from).execute();
    } else if (moved.renewal_for === null) {
      // The first payment of a subscription ended without money: the subscription awaiting it
      // expires and says so, rather than awaiting payment for good.
      await trx.updateTable('subscriptions').set({ closed_at: iso(now) }).where('id', '=', moved.subscription_id).where('status', '=', 'created').where('closed_at', 'is', null).execute();
    }
    return true;
  });
}
