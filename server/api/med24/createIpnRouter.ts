/**
 * POST /api/simplepay/ipn: the gateway's instant payment notification, the only thing that makes
 * a payment final. Its signature is checked on the raw body with the key of the merchant it names
 * (400 RP401 otherwise, nothing changed); a FINISHED payment is marked succeeded and its
 * subscription activated and paid up for its period (or, for the price difference of a change of
 * product, the change verified: `verified_update`), in one transaction guarded by `ipn_at is
 * null`, so a notification that arrives again (the gateway repeats until acknowledged) changes
 * nothing more; a payment for a change no longer under way is refunded, never reviving the change;
 * every correctly signed notification is answered with the same body plus
 * receiveDate, signed, so the gateway stops repeating it.
 */
import express, { Router, type Request } from 'express';
import type { Payment } from '../../db/schema';
import { createSimplePayClient } from '../../payments/simplepay/simplePayClient';
import { iso } from '../../db/time';
import { HttpError, NotFoundError } from '../../http/errors';
import { readIpn } from '../../payments/simplepay/ipnAcknowledgement';
import type { ApiContext } from '../apiContext';
import { paidUntilAfter } from './paidPeriod';
import { modificationMove, paymentMove } from '../../../renderer/domain/payments/paymentMachine';

/**
 * A payment that arrived for a change no longer under way: refunded in full at the gateway
 * (refunded_at; the answers show it `refunded`). When the gateway cannot refund now, the payment
 * stays `succeeded` with its change cancelled, and the log says a refund is due (an operator's to make).
 */
async function refundLatePayment(ctx: ApiContext, req: Request, payment: Payment, transactionId: number | string): Promise<void> {
  const account = ctx.payments.accountOf(payment.brand_id);
  try {
    if (!account) throw new Error(`brand ${payment.brand_id} has no payment account`);
    await createSimplePayClient(account, ctx.fetch).refund({ orderRef: payment.order_ref, transactionId, refundTotal: payment.amount_huf, currency: 'HUF' });
    await ctx.db.updateTable('payments').set({ refunded_at: iso(ctx.clock()) }).where('id', '=', payment.id).where('refunded_at', 'is', null).execute();
    req.log?.warn({ orderRef: payment.order_ref, amountHuf: payment.amount_huf }, 'a payment for a change no longer under way was refunded');
  } catch (error) {
    req.log?.error({ err: error, orderRef: payment.order_ref, amountHuf: payment.amount_huf }, 'a payment for a change no longer under way could not be refunded: refund due');
  }
}

export function createIpnRouter(ctx: ApiContext): Router {
  const router = Router();
  // The raw text, not parsed JSON: the signature is over the exact bytes that arrived.
  router.post('/', express.text({ type: () => true, limit: '16kb' }), async (req, res) => {
    const reading = readIpn(typeof req.body === 'string' ? req.body : '', req.get('Signature'), ctx.payments.keyOf, new Date(ctx.clock()));
    if (!reading.ok) throw new HttpError(400, 'RP401', `IPN refused: ${reading.reason}`);
    const { ipn, answer } = reading;
    const payment = await ctx.db.selectFrom('payments').selectAll().where('merchant', '=', ipn.merchant).where('order_ref', '=', ipn.orderRef).executeTakeFirst();
    if (!payment) throw new NotFoundError(`No payment ${ipn.orderRef}`);
    if (ipn.status === 'FINISHED') {
      const now = ctx.clock();
      const outcome = await ctx.db.transaction().execute(async (trx): Promise<'applied' | 'repeated' | 'refund'> => {
        const finished = paymentMove('finished');
        const marked = await trx.updateTable('payments')
          .set({ status: finished.to, ipn_at: iso(now), transaction_id: String(ipn.transactionId), card_mask: ipn.cardMask ?? null })
          .where('id', '=', payment.id).where('status', 'in', finished.from).where('ipn_at', 'is', null).executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) return 'repeated';
        if (payment.modification_id !== null) {
          // The price difference of a change of product: the change is paid for, and applies from
          // its effective date. Only a change still waiting for this payment moves (its machine:
          // created → verified_update); one given up meanwhile (its time ran out, its start
          // failed, another change took its place) is never revived: the money goes back.
          const paid = modificationMove('paid');
          const verified = await trx.updateTable('subscription_modifications').set({ status: paid.to, verified_at: iso(now) })
            .where('id', '=', payment.modification_id).where('status', 'in', paid.from).executeTakeFirst();
          return Number(verified.numUpdatedRows) === 1 ? 'applied' : 'refund';
        }
        const subscription = await trx.selectFrom('subscriptions').select(['id', 'billing_period', 'paid_until']).where('id', '=', payment.subscription_id).executeTakeFirstOrThrow();
        await trx.updateTable('subscriptions').set({ status: 'active', paid_until: paidUntilAfter(subscription.paid_until, subscription.billing_period ?? 'month', now) }).where('id', '=', subscription.id).execute();
        return 'applied';
      });
      if (outcome === 'refund') await refundLatePayment(ctx, req, payment, ipn.transactionId);
    }
    res.set('Signature', answer.signature).type('application/json').send(answer.body);
  });
  return router;
}
