/**
 * Starting a card payment at the brand's SimplePay account, for a subscription or for the price
 * difference of its modification: what the customer needs before paying (the brand's payment
 * account, 409 RP001; a complete profile for the invoice, 409 RP003), then the payment row written
 * with the rows it pays for (in the caller's transaction) and the gateway's page to pay on. A
 * payment the gateway refuses to start is marked so and answers 502 RP502; the gateway's codes are
 * the operator's, in the log.
 */
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Kysely, Transaction } from 'kysely';
import type { SimplePayInvoice, SimplePayRecurring } from '../../../generated/config-types';
import type { ServedBrand } from '../../config/brandRegistry';
import type { Database } from '../../db/schema';
import { iso } from '../../db/time';
import { HttpError } from '../../http/errors';
import { requestLocale } from '../../http/requestLocale';
import type { SimplePayAccount } from '../../payments/simplepay/simplePayClient';
import { protocolDate } from '../../payments/simplepay/signature';
import { createSimplePayClient, SimplePayError } from '../../payments/simplepay/simplePayClient';
import type { ApiContext } from '../apiContext';
import { invoiceOf, readProfile } from './customerProfile';
import { paymentMove } from '../../../renderer/domain/payments/paymentMachine';
import { endPayment } from './paymentOutcome';

/** The return page every outcome sends the customer back to (spec §2). */
export const RETURN_PATH = '/med24/simplepay/simplepay-return';
/** How long the customer has to pay on the gateway's page. */
export const PAYMENT_TIMEOUT_MS = 30 * 60 * 1000;

export interface Payer {
  brand: ServedBrand;
  account: SimplePayAccount;
  email: string;
  invoice: SimplePayInvoice;
}

/** Who pays and where, or the refusal that says what is missing. */
export async function payerOf(ctx: ApiContext, res: Response, userId: number): Promise<Payer> {
  const brand = res.locals.brand as ServedBrand;
  const account = ctx.payments.accountOf(brand.id);
  if (!account) throw new HttpError(409, 'RP001', `Brand ${brand.id} has no payment account`);
  // The invoice needs the billing address, and the subscription the subscriber's name and phone.
  const profile = await readProfile(ctx.db, userId);
  const invoice = profile.complete ? await invoiceOf(ctx.db, userId) : undefined;
  if (!invoice) throw new HttpError(409, 'RP003', 'The profile lacks what a payment needs (name, birth date, phone, billing address)');
  return { brand, account, email: profile.email, invoice };
}

/**
 * Writes what is paid for and its payment in one transaction (`rows` answers the subscription's
 * id and the modification's, if any), then starts the payment at the gateway: answers its page.
 * With `recurring`, the payment also registers the card for later charges, and the tokens the
 * gateway answers are kept for the subscription.
 */
export async function startCardPayment(
  ctx: ApiContext, req: Request, payer: Payer, amountHuf: number, prefix: 'sub' | 'mod',
  rows: (trx: Transaction<Database>) => Promise<{ subscriptionId: number; modificationId?: number }>,
  recurring?: SimplePayRecurring,
): Promise<string> {
  const now = ctx.clock();
  const orderRef = `${prefix}-${randomBytes(8).toString('hex')}`;
  let subscriptionId = 0;
  const paymentId = await ctx.db.transaction().execute(async (trx) => {
    const paid = await rows(trx);
    subscriptionId = paid.subscriptionId;
    const payment = await trx.insertInto('payments').values({
      subscription_id: paid.subscriptionId, modification_id: paid.modificationId ?? null, brand_id: payer.brand.id, merchant: payer.account.merchant, order_ref: orderRef,
      amount_huf: amountHuf, status: 'started', transaction_id: null, card_mask: null, created_at: iso(now), returned_at: null, ipn_at: null,
    }).returning('id').executeTakeFirstOrThrow();
    return payment.id;
  });
  const back = `${req.protocol}://${req.get('host')}${RETURN_PATH}`;
  try {
    const started = await createSimplePayClient(payer.account, ctx.fetch).start({
      orderRef, currency: 'HUF', customerEmail: payer.email, language: requestLocale(req, payer.brand).toUpperCase(), methods: ['CARD'], total: amountHuf,
      timeout: protocolDate(new Date(now + PAYMENT_TIMEOUT_MS)), urls: { success: back, fail: back, cancel: back, timeout: back }, invoice: payer.invoice,
      ...(recurring ? { recurring } : {}),
    });
    await ctx.db.updateTable('payments').set({ transaction_id: String(started.transactionId) }).where('id', '=', paymentId).execute();
    if (recurring && started.tokens?.length) {
      // Each token pays one later period, once this payment has succeeded (renewals.ts).
      await ctx.db.insertInto('card_tokens').values(started.tokens.map((token) => ({
        subscription_id: subscriptionId, merchant: payer.account.merchant, token, until: new Date(recurring.until).toISOString(), max_amount_huf: recurring.maxAmount,
        payment_id: paymentId, used_at: null, created_at: iso(now),
      }))).execute();
    }
    return started.paymentUrl;
  } catch (error) {
    await markStartFailed(ctx.db, paymentId, ctx.clock());
    if (error instanceof SimplePayError) throw new HttpError(502, 'RP502', error.message);
    throw new HttpError(502, 'RP502', `SimplePay start: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A payment that never started; a modification it was for is given up with it. */
async function markStartFailed(db: Kysely<Database>, paymentId: number, now: number): Promise<void> {
  await endPayment(db, paymentId, paymentMove('startRefused'), now);
}
