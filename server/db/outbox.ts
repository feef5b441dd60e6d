/**
 * The mail outbox: every mail the portal sends is written here first. Without an SMTP server it
 * stays (`kept`, listed at /dev/outbox in demo mode); with one it is `queued` and the delivery job
 * (server/mail/mailDelivery.ts) sends it, trying again with back-off until it is `sent` or `dead`.
 */
import type { Kysely } from 'kysely';
import type { Database, MailState, OutboxMessage } from './schema';
import { iso } from './time';

type Db = Kysely<Database>;

export interface OutboxEntry {
  brandId: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** The From header. */
  sender?: string | null;
}

/** Writes a mail; `queued` ones are due at once. */
export async function addToOutbox(db: Db, m: OutboxEntry, now: number, state: Extract<MailState, 'kept' | 'queued'> = 'kept'): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      brand_id: m.brandId, to_address: m.to, subject: m.subject, text_body: m.text, html_body: m.html ?? null, created_at: iso(now),
      state, attempts: 0, next_attempt_at: state === 'queued' ? iso(now) : null, last_error: null, sent_at: null, sender: m.sender ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Newest first. */
export async function listOutbox(db: Db, limit = 200): Promise<OutboxMessage[]> {
  return db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/** The mail waiting for an attempt whose time has come, oldest first. */
export async function dueMail(db: Db, now: number, limit: number): Promise<OutboxMessage[]> {
  return db.selectFrom('outbox').selectAll().where('state', 'in', ['queued', 'failed']).where('next_attempt_at', '<=', iso(now)).orderBy('next_attempt_at').orderBy('id').limit(limit).execute();
}

/**
 * Takes a mail for one attempt: counts the attempt and moves its next time to `leaseUntil`, in one
 * conditional update, so two workers never both send it; an attempt lost with its process (killed
 * mid-send) leaves the mail due again at `leaseUntil`. False when another worker took it first.
 */
export async function claimMail(db: Db, mail: Pick<OutboxMessage, 'id' | 'attempts'>, now: number, leaseUntil: number): Promise<boolean> {
  const claimed = await db.updateTable('outbox').set({ attempts: mail.attempts + 1, next_attempt_at: iso(leaseUntil) })
    .where('id', '=', mail.id).where('attempts', '=', mail.attempts).where('state', 'in', ['queued', 'failed']).where('next_attempt_at', '<=', iso(now)).executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function markMailSent(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('outbox').set({ state: 'sent', sent_at: iso(now), next_attempt_at: null, last_error: null }).where('id', '=', id).execute();
}

/** A failed attempt: tried again at `retryAt`, or `dead` when it was the last (retryAt undefined). */
export async function markMailFailed(db: Db, id: number, error: string, retryAt: number | undefined): Promise<void> {
  await db.updateTable('outbox').set(retryAt === undefined ? { state: 'dead', next_attempt_at: null, last_error: error } : { state: 'failed', next_attempt_at: iso(retryAt), last_error: error })
    .where('id', '=', id).execute();
}

/** The mail of a brand in one state, newest first. */
export async function mailInState(db: Db, brandId: string, state: MailState, limit = 200): Promise<OutboxMessage[]> {
  return db.selectFrom('outbox').selectAll().where('brand_id', '=', brandId).where('state', '=', state).orderBy('id', 'desc').limit(limit).execute();
}

/** A dead mail of the brand queued again with a fresh count of attempts; false when there is no such dead mail. */
export async function requeueDeadMail(db: Db, brandId: string, id: number, now: number): Promise<boolean> {
  const requeued = await db.updateTable('outbox').set({ state: 'queued', attempts: 0, next_attempt_at: iso(now) })
    .where('id', '=', id).where('brand_id', '=', brandId).where('state', '=', 'dead').executeTakeFirst();
  return Number(requeued.numUpdatedRows) === 1;
}

/** How many mails are in each state. */
export async function mailCountsByState(db: Db): Promise<{ state: MailState; n: number }[]> {
  const rows = await db.selectFrom('outbox').select(['state', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('state').execute();
  return rows.map((row) => ({ state: row.state, n: Number(row.n) }));
}
