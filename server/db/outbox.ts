/** The local mail outbox used when no SMTP server is configured. */
import type { Kysely } from 'kysely';
import type { Database, OutboxMessage } from './schema';
import { iso } from './time';

export interface OutboxEntry {
  brandId: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export async function addToOutbox(db: Kysely<Database>, m: OutboxEntry, now: number): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({ brand_id: m.brandId, to_address: m.to, subject: m.subject, text_body: m.text, html_body: m.html ?? null, created_at: iso(now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Newest first. */
export async function listOutbox(db: Kysely<Database>, limit = 200): Promise<OutboxMessage[]> {
  return db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
