/**
 * Every background job of the portal (issue 32), in one list: its name, its handler, its schedule
 * (JOB_<NAME>_SECONDS), its retry limit and back-off and its time-out (server/jobs/jobSettings.ts).
 * The same definitions run on PostgreSQL's queue (pgBossQueue.ts: one run per slot across every
 * instance) and in process on the embedded SQLite database (inProcessQueue.ts). Every handler is
 * idempotent: each change it makes is a conditional update of what it finds due, so a run
 * retried after a failure or a kill, or a second run of the same slot, changes nothing twice.
 */
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/schema';
import type { Clock } from '../db/time';
import type { PaymentAccounts } from '../payments/paymentAccounts';
import { applyDueModifications } from '../api/med24/subscriptionViews';
import { chargeDueRenewals } from '../api/med24/renewals';
import { endCancelledSubscriptions, releaseCardTokens } from '../api/med24/subscriptionLifecycle';
import { reconcilePayments } from '../api/med24/paymentReconciliation';
import { endExpiredHolds } from '../api/reservations/expiredHolds';
import { removeExpiredUploads } from '../db/uploads';
import { removeExpiredTokens } from '../db/tokenExpiry';
import { deliverDueMail } from '../mail/mailDelivery';
import { JOB_NAMES, type JobName, type JobSettings } from './jobSettings';

export interface JobLog {
  debug: (o: object, m: string) => void;
  info: (o: object, m: string) => void;
  warn: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
}

/** What the handlers work with. */
export interface JobDeps {
  db: Kysely<Database>;
  payments: PaymentAccounts;
  fetch: typeof fetch;
  clock: Clock;
  /** The SMTP transport (SMTP_URL); none: mail stays in the outbox. */
  smtp: Transporter<unknown> | undefined;
  settings: JobSettings;
  log: JobLog;
}

/** What a run did, counted, for its log line. */
export type JobResult = Record<string, number>;

export interface JobDefinition {
  name: JobName;
  /** Runs once; throws to fail, and is then retried. */
  handler: (deps: JobDeps, now: number) => Promise<JobResult>;
  everySeconds: number;
  /** Retries after a failed or lost run, waiting retryDelaySeconds, then twice as long each time. */
  retryLimit: number;
  retryDelaySeconds: number;
  backoff: true;
  /** A run not finished by then counts as lost (its process killed) and is retried. */
  timeoutSeconds: number;
}

const HANDLERS: Readonly<Record<JobName, JobDefinition['handler']>> = {
  // A paid change of package takes effect on its day (subscriptionViews.ts); a cancelled
  // subscription ends after its last paid day, and its card tokens are released at the gateway
  // (subscriptionLifecycle.ts). Tokens the gateway could not take fail the run, so it is retried.
  'subscription-changes': async ({ db, payments, fetch }, now) => {
    const applied = await applyDueModifications(db, undefined, now);
    const ended = await endCancelledSubscriptions(db, undefined, now);
    const tokens = await releaseCardTokens({ db, payments, fetch }, now);
    if (tokens.left) throw new Error(`${tokens.left} card tokens of cancelled subscriptions could not be released at the gateway`);
    return { applied, ended, released: tokens.released };
  },
  // The next period of a card-paid subscription is charged on its last paid day (renewals.ts).
  renewals: async ({ db, payments, fetch, log }, now) => {
    const run = await chargeDueRenewals({ db, payments, fetch }, now);
    if (run.refused.length) log.warn({ refused: run.refused }, 'subscription renewals not charged');
    return { started: run.started, refused: run.refused.length };
  },
  // A payment left `started` is asked about at the gateway (paymentReconciliation.ts).
  'payment-reconciliation': async ({ db, payments, fetch, clock, settings, log }, now) =>
    ({ ...(await reconcilePayments({ db, payments, fetch, clock }, log, now, settings.reconcileAfterSeconds * 1000)) }),
  // An unconfirmed anonymous booking gives its slot back when its hold ends (expiredHolds.ts).
  'booking-holds': async ({ db }, now) => ({ ended: await endExpiredHolds(db, now) }),
  // The outbox's mail goes to the SMTP server, retried with back-off until sent or dead (mailDelivery.ts).
  'mail-delivery': async ({ db, smtp, settings }, now) => ({ ...(await deliverDueMail({ db, smtp, policy: settings.mail }, now)) }),
  // Uploads never attached to a request are removed after a day (server/db/uploads.ts).
  'upload-expiry': async ({ db }, now) => ({ removed: await removeExpiredUploads(db, now) }),
  // Used and expired tokens go once no reader needs them (server/db/tokenExpiry.ts).
  'token-expiry': async ({ db }, now) => ({ ...(await removeExpiredTokens(db, now)) }),
};

/** Every job with its schedule and retries from the settings. */
export function jobDefinitions(settings: JobSettings): JobDefinition[] {
  return JOB_NAMES.map((name) => ({
    name, handler: HANDLERS[name], everySeconds: settings.everySeconds[name],
    retryLimit: settings.retryLimit, retryDelaySeconds: settings.retryDelaySeconds, backoff: true, timeoutSeconds: settings.timeoutSeconds,
  }));
}
