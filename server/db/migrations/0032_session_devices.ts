/**
 * refresh_tokens.user_agent (issue 34): the browser a session was started in, as its User-Agent
 * header said, copied to every token the session rotates to. The patient's list of signed-in
 * devices names each session by it; first and last seen are the session's first and newest token.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('user_agent', 'text').execute();
  // A person's sessions, listed on their devices page.
  await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').columns(['user_id', 'family_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('refresh_tokens_user').execute();
  await db.schema.alterTable('refresh_tokens').dropColumn('user_agent').execute();
}
