/**
 * The outbox as the queue of mail delivery (issue 32): each mail's state, `kept` (no SMTP server is
 * configured: the outbox is where it stays, as in demo mode), `queued` (waiting for its first
 * attempt), `failed` (an attempt failed; tried again at next_attempt_at), `sent` or `dead` (every
 * attempt failed: an operator sees it), and its From header. Mail written before this migration was
 * kept, never sent.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('state', 'text', (c) => c.notNull().defaultTo('kept')).execute();
  await db.schema.alterTable('outbox').addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('last_error', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('sent_at', 'text').execute();
  // The From header as the mailer wrote it (the brand's name in the mail's language and the sender address).
  await db.schema.alterTable('outbox').addColumn('sender', 'text').execute();
  // The delivery job reads the mail due now; the operators' list reads by state.
  await db.schema.createIndex('outbox_due').on('outbox').columns(['state', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_due').execute();
  for (const column of ['sender', 'sent_at', 'last_error', 'next_attempt_at', 'attempts', 'state']) await db.schema.alterTable('outbox').dropColumn(column).execute();
}
