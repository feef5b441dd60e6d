/**
 * The end of a paid-variant subscription (issue 33). Cancelling (POST
 * /med24/subscriptions/{uuid}/cancellation) is one conditional update of an active subscription not
 * cancelled before: nothing more is charged (renewals.ts skips it), a change of package still
 * awaiting its payment is given up, and the subscription stays active to its last paid day, then
 * ends. The card tokens its first payment registered are cancelled at the gateway (/tokencancel)
 * at once, and whatever could not be cancelled then is by the subscription-changes job, which also
 * ends cancelled subscriptions after their last paid day whether anyone reads them or not.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { iso } from '../../db/time';
import type { PaymentAccounts } from '../../payments/paymentAccounts';
import { createSimplePayClient, SimplePayError } from '../../payments/simplepay/simplePayClient';
import { modificationMove } from '../../../renderer/domain/payments/paymentMachine';
import { todayInBudapest } from '../../../renderer/domain/med24/modificationTerms';

type Db = Kysely<Database>;

export interface TokenReleaseDeps {
  db: Db;
  payments: PaymentAccounts;
  fetch: typeof fetch;
}

/**
 * Marks the customer's active subscription cancelled; answers its last paid day, or undefined when
 * it is not one that can be cancelled (not active, not bought by card, or cancelled already).
 */
export async function markCancelled(db: Db, subscriptionId: number, now: number): Promise<{ endsOn: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const marked = await trx.updateTable('subscriptions').set({ cancelled_at: iso(now) }).where('id', '=', subscriptionId).where('status', '=', 'active')
      .where('closed_at', 'is', null).where('cancelled_at', 'is', null).where('billing_period', 'is not', null).returning('paid_until').executeTakeFirst();
    if (!marked) return undefined;
    // A change still waiting for its payment is given up; should the money arrive, it goes back (paymentOutcome.ts).
    const given = modificationMove('expired');
    await trx.updateTable('subscription_modifications').set({ status: given.to }).where('subscription_id', '=', subscriptionId).where('status', 'in', given.from).execute();
    return { endsOn: marked.paid_until ?? todayInBudapest(now) };
  });
}

/**
 * Cancelled subscriptions past their last paid day (Budapest's day) end (closed; shown `ended`): the customer's, or every
 * customer's when `userId` is undefined. A conditional update, so two runs end each once. Answers how many.
 */
export async function endCancelledSubscriptions(db: Db, userId: number | undefined, now: number): Promise<number> {
  const ended = await db.updateTable('subscriptions').set({ closed_at: iso(now) }).where('status', '=', 'active').where('closed_at', 'is', null).where('cancelled_at', 'is not', null)
    .where((eb) => eb.or([eb('paid_until', 'is', null), eb('paid_until', '<', todayInBudapest(now))]))
    .$if(userId !== undefined, (q) => q.where('user_id', '=', userId!)).executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

/**
 * Cancels at the gateway every unused card token of cancelled subscriptions (of one, when
 * `subscriptionId` is given) not cancelled yet, and notes each; a token the gateway no longer knows
 * counts as cancelled. Answers how many were released and how many are left for the next run.
 */
export async function releaseCardTokens(deps: TokenReleaseDeps, now: number, subscriptionId?: number): Promise<{ released: number; left: number }> {
  const tokens = await deps.db.selectFrom('card_tokens').innerJoin('subscriptions', 'subscriptions.id', 'card_tokens.subscription_id')
    .innerJoin('payments', 'payments.id', 'card_tokens.payment_id')
    .select(['card_tokens.id', 'card_tokens.token', 'card_tokens.merchant', 'payments.brand_id'])
    .where('subscriptions.cancelled_at', 'is not', null).where('card_tokens.released_at', 'is', null).where('card_tokens.used_at', 'is', null)
    .$if(subscriptionId !== undefined, (q) => q.where('card_tokens.subscription_id', '=', subscriptionId!))
    .orderBy('card_tokens.id').limit(500).execute();
  const run = { released: 0, left: 0 };
  for (const token of tokens) {
    const account = deps.payments.accountOf(token.brand_id);
    if (!account || account.merchant !== token.merchant) {
      run.left += 1;
      continue;
    }
    try {
      await createSimplePayClient(account, deps.fetch).tokenCancel({ token: token.token });
    } catch (error) {
      // 5081: the gateway knows the token no more (cancelled before, or expired): nothing is kept.
      if (!(error instanceof SimplePayError && error.codes.includes(5081))) {
        run.left += 1;
        continue;
      }
    }
    await deps.db.updateTable('card_tokens').set({ released_at: iso(now) }).where('id', '=', token.id).where('released_at', 'is', null).execute();
    run.released += 1;
  }
  return run;
}
