/**
 * The background jobs' settings, read from the environment with their defaults (README,
 * "Background jobs"). Each job runs every JOB_<NAME>_SECONDS; every job is retried up to
 * JOB_RETRY_LIMIT times after a failure, first after JOB_RETRY_DELAY_SECONDS and then after twice
 * the previous delay; a run that has not finished after JOB_TIMEOUT_SECONDS (its process killed, a
 * network that stopped answering) counts as failed and is retried the same way.
 */
import { iso } from '../db/time';

export const JOB_NAMES = ['subscription-changes', 'renewals', 'payment-reconciliation', 'booking-holds', 'mail-delivery', 'upload-expiry', 'token-expiry'] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** How often each job runs by default, in seconds. */
export const DEFAULT_EVERY_SECONDS: Readonly<Record<JobName, number>> = {
  'subscription-changes': 300,
  renewals: 900,
  'payment-reconciliation': 60,
  'booking-holds': 60,
  'mail-delivery': 30,
  'upload-expiry': 600,
  'token-expiry': 3600,
};

export interface MailPolicy {
  /** Attempts before a mail is `dead` (MAIL_MAX_ATTEMPTS, 8). */
  maxAttempts: number;
  /** The wait after the first failed attempt, doubled after each next one up to an hour (MAIL_RETRY_SECONDS, 60). */
  retrySeconds: number;
  /** How long one attempt may take (MAIL_SEND_TIMEOUT_SECONDS, 60); a mail whose attempt was lost is due again after twice this. */
  sendTimeoutSeconds: number;
}

export interface JobSettings {
  everySeconds: Record<JobName, number>;
  retryLimit: number;
  retryDelaySeconds: number;
  timeoutSeconds: number;
  /** A payment still `started` this long after it began is asked about at the gateway (PAYMENT_RECONCILE_AFTER_SECONDS, 300). */
  reconcileAfterSeconds: number;
  mail: MailPolicy;
  /** PostgreSQL: the schema the queue's tables live in (JOB_QUEUE_SCHEMA); by default beside the portal's own. */
  queueSchema?: string;
}

/** JOB_MAIL_DELIVERY_SECONDS for mail-delivery. */
export const everyVariable = (name: JobName): string => `JOB_${name.toUpperCase().replace(/-/g, '_')}_SECONDS`;

/** A whole number of at least `min`, or the default when unset; anything else names the variable. */
function wholeNumber(env: NodeJS.ProcessEnv, variable: string, fallback: number, min: number, problems: string[]): number {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    problems.push(`${variable} must be a whole number of at least ${min} (got "${raw}")`);
    return fallback;
  }
  return value;
}

/** The settings, or an error listing every wrong variable. */
export function jobSettingsFromEnv(env: NodeJS.ProcessEnv): JobSettings {
  const problems: string[] = [];
  const everySeconds = Object.fromEntries(JOB_NAMES.map((name) => [name, wholeNumber(env, everyVariable(name), DEFAULT_EVERY_SECONDS[name], 1, problems)])) as Record<JobName, number>;
  const settings: JobSettings = {
    everySeconds,
    retryLimit: wholeNumber(env, 'JOB_RETRY_LIMIT', 5, 0, problems),
    retryDelaySeconds: wholeNumber(env, 'JOB_RETRY_DELAY_SECONDS', 30, 1, problems),
    timeoutSeconds: wholeNumber(env, 'JOB_TIMEOUT_SECONDS', 300, 1, problems),
    reconcileAfterSeconds: wholeNumber(env, 'PAYMENT_RECONCILE_AFTER_SECONDS', 300, 60, problems),
    mail: {
      maxAttempts: wholeNumber(env, 'MAIL_MAX_ATTEMPTS', 8, 1, problems),
      retrySeconds: wholeNumber(env, 'MAIL_RETRY_SECONDS', 60, 1, problems),
      sendTimeoutSeconds: wholeNumber(env, 'MAIL_SEND_TIMEOUT_SECONDS', 60, 1, problems),
    },
    queueSchema: env.JOB_QUEUE_SCHEMA || undefined,
  };
  if (settings.queueSchema !== undefined && !/^[a-z_][a-z0-9_]{0,50}$/.test(settings.queueSchema)) problems.push(`JOB_QUEUE_SCHEMA must be a lower-case SQL name (got "${settings.queueSchema}")`);
  if (problems.length) throw new Error(problems.join('; '));
  return settings;
}

/** The start of the run slot `now` falls in: a job runs once per slot, however many instances ask. */
export function slotOf(now: number, everySeconds: number): string {
  const ms = everySeconds * 1000;
  return iso(Math.floor(now / ms) * ms);
}
