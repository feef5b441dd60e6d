/**
 * POST /api/simplepay/ipn: the gateway's instant payment notification, the only thing that makes
 * a payment final. Its signature is checked on the raw body with the key of the merchant it names
 * (400 RP401 otherwise, nothing changed); a FINISHED payment is marked succeeded and its
 * subscription activated and paid up for its period (or, for the price difference of a change of
 * product, the change verified: `verified_update`), in one transaction guarded by `ipn_at is
 * null`, so a notification that arrives again (the gateway repeats until acknowledged) changes
 * nothing more; every correctly signed notification is answered with the same body plus
 * receiveDate, signed, so the gateway stops repeating it.
 */
import express, { Router } from 'express';
import { iso } from '../../db/time';
import { HttpError, NotFoundError } from '../../http/errors';
import { readIpn } from '../../payments/simplepay/ipnAcknowledgement';
import type { ApiContext } from '../apiContext';
import { paidUntilAfter } from './paidPeriod';

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
      await ctx.db.transaction().execute(async (trx) => {
        const marked = await trx.updateTable('payments')
          .set({ status: 'succeeded', ipn_at: iso(now), transaction_id: String(ipn.transactionId), card_mask: ipn.cardMask ?? null })
          .where('id', '=', payment.id).where('ipn_at', 'is', null).executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) return;
        if (payment.modification_id !== null) {
          // The price difference of a change of product: the change is paid for, and applies from its effective date.
          await trx.updateTable('subscription_modifications').set({ status: 'verified_update', verified_at: iso(now) })
            .where('id', '=', payment.modification_id).where('status', 'in', ['created', 'cancelled']).execute();
          return;
        }
        const subscription = await trx.selectFrom('subscriptions').select(['id', 'billing_period', 'paid_until']).where('id', '=', payment.subscription_id).executeTakeFirstOrThrow();
        await trx.updateTable('subscriptions').set({ status: 'active', paid_until: paidUntilAfter(subscription.paid_until, subscription.billing_period ?? 'month', now) }).where('id', '=', subscription.id).execute();
      });
    }
    res.set('Signature', answer.signature).type('application/json').send(answer.body);
  });
  return router;
}
