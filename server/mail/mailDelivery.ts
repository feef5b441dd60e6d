/**
 * The mail-delivery job's work (issue 32): every mail due in the outbox goes to the SMTP server,
 * each attempt taken in the database first (server/db/outbox.ts claimMail), so two workers never
 * send one mail together. A refused or failed attempt is tried again after MAIL_RETRY_SECONDS,
 * doubled after each next failure up to an hour; after MAIL_MAX_ATTEMPTS the mail is `dead`, listed
 * for the brand's operators (GET /api/operator/mail?state=dead) who may queue it again. An attempt
 * lost with its process (killed after the claim) leaves the mail due again once twice the send
 * time-out has passed. Each mail carries a Message-ID of its own, the same at every attempt, so a
 * mail sent by an attempt whose end was lost and sent again is one message to the recipient's
 * server and client.
 */
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import { claimMail, dueMail, markMailFailed, markMailSent } from '../db/outbox';
import type { Database, OutboxMessage } from '../db/schema';
import type { MailPolicy } from '../jobs/jobSettings';

/** Mails one run sends at most; the rest wait for the next run. */
const RUN_LIMIT = 100;
const MAX_RETRY_SECONDS = 3600;

export interface MailDeliveryDeps {
  db: Kysely<Database>;
  /** The SMTP transport (SMTP_URL); none: mail is kept in the outbox and nothing is delivered. */
  smtp: Transporter<unknown> | undefined;
  policy: MailPolicy;
}

export interface DeliveryRun {
  sent: number;
  failed: number;
  dead: number;
}

/** nodemailer's SMTP transport with every wait bounded by the send time-out. */
export function smtpTransport(smtpUrl: string, policy: MailPolicy): Transporter<unknown> {
  const ms = policy.sendTimeoutSeconds * 1000;
  const url = new URL(smtpUrl);
  for (const [key, value] of [['connectionTimeout', ms], ['greetingTimeout', ms], ['socketTimeout', ms]] as const) url.searchParams.set(key, String(value));
  return nodemailer.createTransport(url.toString()) as Transporter<unknown>;
}

/** The wait before the attempt after `attempts` failed ones. */
export const retryDelaySeconds = (policy: MailPolicy, attempts: number): number => Math.min(MAX_RETRY_SECONDS, policy.retrySeconds * 2 ** Math.max(0, attempts - 1));

/** The domain of the sender's address, for the Message-ID. */
function senderDomain(sender: string | null): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(sender ?? '')?.[1] ?? 'portal.localhost';
}

/** One attempt at one mail already claimed. */
async function attempt(deps: MailDeliveryDeps, smtp: Transporter<unknown>, mail: OutboxMessage, attempts: number, now: number, run: DeliveryRun): Promise<void> {
  try {
    await smtp.sendMail({
      ...(mail.sender ? { from: mail.sender } : {}), to: mail.to_address, subject: mail.subject, text: mail.text_body, ...(mail.html_body ? { html: mail.html_body } : {}),
      messageId: `<outbox-${mail.id}-${Date.parse(mail.created_at)}@${senderDomain(mail.sender)}>`,
    });
    await markMailSent(deps.db, mail.id, now);
    run.sent += 1;
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const last = attempts >= deps.policy.maxAttempts;
    await markMailFailed(deps.db, mail.id, reason, last ? undefined : now + retryDelaySeconds(deps.policy, attempts) * 1000);
    if (last) run.dead += 1;
    else run.failed += 1;
  }
}

/** Sends the mail due at `now`; answers what became of it. */
export async function deliverDueMail(deps: MailDeliveryDeps, now: number): Promise<DeliveryRun> {
  const run: DeliveryRun = { sent: 0, failed: 0, dead: 0 };
  if (!deps.smtp) return run;
  const leaseUntil = now + 2 * deps.policy.sendTimeoutSeconds * 1000;
  for (const mail of await dueMail(deps.db, now, RUN_LIMIT)) {
    if (!(await claimMail(deps.db, mail, now, leaseUntil))) continue;
    await attempt(deps, deps.smtp, mail, mail.attempts + 1, now, run);
  }
  return run;
}
