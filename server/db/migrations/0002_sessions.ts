/** Sessions and their defences: refresh tokens, one-time tokens, captcha answers, rate-limit counters, audit log. */
import type { Kysely } from 'kysely';
import { withId } from './columnTypes';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('refresh_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('impersonator_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

  await withId(db, db.schema.createTable('one_time_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('payload', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('captcha_uses')
    .addColumn('challenge_id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('username', 'text')
    .addColumn('ip', 'text')
    .addColumn('method', 'text')
    .addColumn('path', 'text')
    .addColumn('status', 'integer')
    .addColumn('request_id', 'text')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_event').on('audit_log').columns(['event', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['audit_log', 'rate_limit_hits', 'captcha_uses', 'one_time_tokens', 'refresh_tokens']) {
    await db.schema.dropTable(table).execute();
  }
}
