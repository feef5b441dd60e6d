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
import express, { Router } from 'express';
import { HttpError, NotFoundError } from '../../http/errors';
import { readIpn } from '../../payments/simplepay/ipnAcknowledgement';
import type { ApiContext } from '../apiContext';
import { finishPayment } from './paymentOutcome';

export function createIpnRouter(ctx: ApiContext): Router {
  const router = Router();
  // The raw text, not parsed JSON: the signature is over the exact bytes that arrived.
  router.post('/', express.text({ type: () => true, limit: '16kb' }), async (req, res) => {
    const reading = readIpn(typeof req.body === 'string' ? req.body : '', req.get('Signature'), ctx.payments.keyOf, new Date(ctx.clock()));
    if (!reading.ok) throw new HttpError(400, 'RP401', `IPN refused: ${reading.reason}`);
    const { ipn, answer } = reading;
    const payment = await ctx.db.selectFrom('payments').selectAll().where('merchant', '=', ipn.merchant).where('order_ref', '=', ipn.orderRef).executeTakeFirst();
    if (!payment) throw new NotFoundError(`No payment ${ipn.orderRef}`);
    // The same ending the reconciliation job reaches when it asks the gateway itself (paymentOutcome.ts).
    if (ipn.status === 'FINISHED') await finishPayment(ctx, req.log, payment, { transactionId: ipn.transactionId, cardMask: ipn.cardMask });
    res.set('Signature', answer.signature).type('application/json').send(answer.body);
  });
  return router;
}
