/**
 * The recurring charge of a paid-variant subscription's next period (issue 15). A subscription's
 * first card payment registers the card (SimplePay `recurring`: one token per later charge, up to
 * the dearest price of the billing period, so a change to a dearer package can still be charged);
 * on the last day a subscription is paid for, the renewal charges what the next period costs (the
 * price of a paid change of package that applies from then, else its own) with the next unused
 * token through `/dorecurring`, and the gateway's IPN, as for every payment, makes it final and
 * pays the subscription up for another period. A period is charged once however many servers run
 * the renewal (payments.renewal_for is unique per subscription); a refused charge is kept as
 * `start_failed`, and the subscription then ends with its paid period. A cancelled subscription is
 * never charged again (subscriptionLifecycle.ts). The renewals job runs it
 * (server/jobs/jobDefinitions.ts); a run retried after a kill finds the period already claimed.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SimplePayRecurring } from '../../../generated/config-types';
import { todayInBudapest } from '../../../renderer/domain/med24/modificationTerms';
import type { BillingPeriod, Database } from '../../db/schema';
import { iso } from '../../db/time';
import type { PaymentAccounts } from '../../payments/paymentAccounts';
import { protocolDate } from '../../payments/simplepay/signature';
import { createSimplePayClient } from '../../payments/simplepay/simplePayClient';
import { invoiceOf } from './customerProfile';
import { nextPeriodPrice } from './subscriptionViews';
import { paymentMove } from '../../../renderer/domain/payments/paymentMachine';

const DAY_MS = 86_400_000;
/** Monthly subscriptions register a year of charges, yearly ones three; the gateway allows 36 tokens at most. */
const REGISTRATION: Readonly<Record<BillingPeriod, { times: number; days: number }>> = { month: { times: 12, days: 372 }, year: { times: 3, days: 3 * 366 + 7 } };

/** The card registration a subscription's first payment asks for. */
export async function recurringFor(db: Kysely<Database>, period: BillingPeriod, now: number): Promise<SimplePayRecurring> {
  const dearest = await db.selectFrom('product_prices').select((eb) => eb.fn.max('price_huf').as('max')).where('billing_period', '=', period).executeTakeFirstOrThrow();
  const { times, days } = REGISTRATION[period];
  return { times, until: protocolDate(new Date(now + days * DAY_MS)), maxAmount: Number(dearest.max) };
}

export interface RenewalDeps {
  db: Kysely<Database>;
  payments: PaymentAccounts;
  fetch: typeof fetch;
}

export interface RenewalRun {
  /** Charges the gateway accepted (final once their IPN arrives). */
  started: number;
  /** Charges the gateway refused, or that could not be asked for. */
  refused: string[];
}

/** Charges every active subscription whose paid period ends today (or ended unrenewed) and that has a token left in its time. */
export async function chargeDueRenewals(deps: RenewalDeps, now: number): Promise<RenewalRun> {
  const { db } = deps;
  const run: RenewalRun = { started: 0, refused: [] };
  const due = await db.selectFrom('subscriptions').innerJoin('users', 'users.id', 'subscriptions.user_id')
    .select(['subscriptions.id', 'subscriptions.uuid', 'subscriptions.user_id', 'subscriptions.price_huf', 'subscriptions.paid_until', 'users.email'])
    .where('subscriptions.status', '=', 'active').where('subscriptions.cancelled_at', 'is', null).where('subscriptions.billing_period', 'is not', null).where('subscriptions.price_huf', 'is not', null)
    .where('subscriptions.paid_until', '<=', todayInBudapest(now))
    .where(({ exists, selectFrom }) => exists(selectFrom('card_tokens').select('card_tokens.id').whereRef('card_tokens.subscription_id', '=', 'subscriptions.id')
      .where('card_tokens.used_at', 'is', null).where('card_tokens.until', '>', new Date(now).toISOString())))
    .execute();
  for (const subscription of due) {
    const renewalFor = subscription.paid_until!;
    const already = await db.selectFrom('payments').select('id').where('subscription_id', '=', subscription.id).where('renewal_for', '=', renewalFor).executeTakeFirst();
    if (already) continue;
    const amount = await nextPeriodPrice(db, subscription.id, renewalFor, subscription.price_huf!);
    const token = await db.selectFrom('card_tokens').innerJoin('payments', 'payments.id', 'card_tokens.payment_id')
      .select(['card_tokens.id', 'card_tokens.token', 'card_tokens.max_amount_huf', 'payments.brand_id', 'payments.merchant'])
      .where('card_tokens.subscription_id', '=', subscription.id).where('card_tokens.used_at', 'is', null).where('card_tokens.until', '>', new Date(now).toISOString())
      .where('payments.status', '=', 'succeeded').orderBy('card_tokens.id').executeTakeFirst();
    const account = token ? deps.payments.accountOf(token.brand_id) : undefined;
    if (!token || !account || account.merchant !== token.merchant || amount > token.max_amount_huf) {
      run.refused.push(`${subscription.uuid}: no usable card token`);
      continue;
    }
    const orderRef = `ren-${randomBytes(8).toString('hex')}`;
    // The token and the period are claimed together: a second server finds either taken.
    const paymentId = await db.transaction().execute(async (trx) => {
      const claimed = await trx.updateTable('card_tokens').set({ used_at: iso(now) }).where('id', '=', token.id).where('used_at', 'is', null).executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return undefined;
      const payment = await trx.insertInto('payments').values({
        subscription_id: subscription.id, modification_id: null, renewal_for: renewalFor, brand_id: token.brand_id, merchant: token.merchant, order_ref: orderRef,
        amount_huf: amount, status: 'started', transaction_id: null, card_mask: null, created_at: iso(now), returned_at: null, ipn_at: null,
      }).returning('id').executeTakeFirstOrThrow();
      return payment.id;
    }).catch(() => undefined); // the unique renewal_for: another server charges this period
    if (paymentId === undefined) continue;
    const invoice = await invoiceOf(db, subscription.user_id);
    try {
      const charged = await createSimplePayClient(account, deps.fetch).doRecurring({
        orderRef, token: token.token, currency: 'HUF', customerEmail: subscription.email, total: amount, type: 'MIT', threeDSReqAuthMethod: '02',
        ...(invoice ? { invoice } : {}),
      });
      await db.updateTable('payments').set({ transaction_id: String(charged.transactionId) }).where('id', '=', paymentId).execute();
      run.started += 1;
    } catch (error) {
      const refused = paymentMove('startRefused');
      await db.updateTable('payments').set({ status: refused.to }).where('id', '=', paymentId).where('status', 'in', refused.from).execute();
      run.refused.push(`${subscription.uuid}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return run;
}
