/**
 * The reconciliation job's work (issue 32): a card payment still `started` some minutes after it
 * began is asked about at the gateway (SimplePay /query, 50 order references a call), so a lost
 * IPN never leaves a payment open. What the gateway answers ends it as the IPN or the back URL
 * would (paymentOutcome.ts): FINISHED by the IPN's own code path, CANCELLED, TIMEOUT,
 * NOTAUTHORIZED and FRAUD as the back URL's CANCEL, TIMEOUT and FAIL; a payment the gateway does not
 * know never started there (its start was lost with its process) and ends as a refused start.
 * A payment still being paid (INIT, INPAYMENT, a fraud check) is asked about again at the next run.
 */
import type { Payment } from '../../db/schema';
import { iso } from '../../db/time';
import { createSimplePayClient } from '../../payments/simplepay/simplePayClient';
import type { SimplePayTransaction } from '../../../generated/config-types';
import { paymentMove, type PaymentEvent } from '../../../renderer/domain/payments/paymentMachine';
import { endPayment, finishPayment, type OutcomeLog, type PaymentOutcomeDeps } from './paymentOutcome';

/** The gateway's query answers at most this many order references at once. */
const QUERY_BATCH = 50;
/** Payments looked at in one run; the rest wait for the next. */
const RUN_LIMIT = 500;

/** The payment event a transaction's state at the gateway stands for; undefined while it is still under way. */
const ENDING: Partial<Record<SimplePayTransaction['status'], PaymentEvent>> = {
  CANCELLED: 'returnedCancel',
  TIMEOUT: 'returnedTimeout',
  NOTAUTHORIZED: 'returnedFail',
  FRAUD: 'returnedFail',
};

export interface Reconciliation {
  /** Payments the gateway had taken the money for, made final here. */
  finished: number;
  /** Payments ended without money. */
  ended: number;
  /** Payments still under way at the gateway, or whose gateway could not be asked. */
  open: number;
}

/** Asks the gateway about one batch of a brand's payments and ends each it has an answer for. */
async function reconcileBatch(deps: PaymentOutcomeDeps, log: OutcomeLog, batch: Payment[], run: Reconciliation): Promise<void> {
  const account = deps.payments.accountOf(batch[0]!.brand_id);
  if (!account || account.merchant !== batch[0]!.merchant) {
    run.open += batch.length;
    return;
  }
  const answer = await createSimplePayClient(account, deps.fetch).query({ orderRefs: batch.map((p) => p.order_ref) });
  const known = new Map(answer.transactions.map((t) => [t.orderRef, t]));
  for (const payment of batch) {
    const tx = known.get(payment.order_ref);
    if (tx?.status === 'FINISHED') {
      await finishPayment(deps, log, payment, { transactionId: tx.transactionId, ...(tx.cardMask ? { cardMask: tx.cardMask } : {}) });
      run.finished += 1;
      continue;
    }
    const event = tx ? ENDING[tx.status] : 'startRefused';
    if (event && (await endPayment(deps.db, payment.id, paymentMove(event), deps.clock()))) run.ended += 1;
    else if (!event) run.open += 1;
  }
}

/** Every payment `started` before `now - afterMs`, asked about at its gateway and ended when the gateway says so. */
export async function reconcilePayments(deps: PaymentOutcomeDeps, log: OutcomeLog, now: number, afterMs: number): Promise<Reconciliation> {
  const open = await deps.db.selectFrom('payments').selectAll().where('status', '=', 'started').where('created_at', '<', iso(now - afterMs))
    .orderBy('id').limit(RUN_LIMIT).execute();
  const run: Reconciliation = { finished: 0, ended: 0, open: 0 };
  const byAccount = new Map<string, Payment[]>();
  for (const payment of open) byAccount.set(`${payment.brand_id}\n${payment.merchant}`, [...(byAccount.get(`${payment.brand_id}\n${payment.merchant}`) ?? []), payment]);
  const failures: string[] = [];
  for (const payments of byAccount.values()) {
    for (let i = 0; i < payments.length; i += QUERY_BATCH) {
      const batch = payments.slice(i, i + QUERY_BATCH);
      try {
        await reconcileBatch(deps, log, batch, run);
      } catch (error) {
        // One gateway away does not hold up the others; the job fails (and is retried) at the end.
        run.open += batch.length;
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  }
  if (failures.length) throw new Error(`the gateway could not be asked about ${run.open} payments: ${failures.join('; ')}`);
  return run;
}
