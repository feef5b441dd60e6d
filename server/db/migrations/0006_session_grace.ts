/**
 * Sessions end at once and survive concurrent refreshes: the pair a refresh answered is kept,
 * sealed, on the token it replaced (so a second tab refreshing the same token moments later gets
 * the same pair), and every authenticated request asks whether its session was revoked, which the
 * (family_id, revoked_at) index answers without reading the family's rows. That index also serves
 * every lookup by family alone, so it replaces the family index.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('successor_pair', 'text').execute();
  await db.schema.createIndex('refresh_tokens_family_revoked').on('refresh_tokens').columns(['family_id', 'revoked_at']).execute();
  await db.schema.dropIndex('refresh_tokens_family').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
  await db.schema.dropIndex('refresh_tokens_family_revoked').execute();
  await db.schema.alterTable('refresh_tokens').dropColumn('successor_pair').execute();
}
