/**
 * one_time_tokens.replaced_at (issue 33): a newer link of the same flow was mailed to the account,
 * so this one no longer works. Asking for a new password-recovery link replaces every earlier one
 * not yet used (server/db/oneTimeTokens.ts); the link's page says so rather than "used" or "expired".
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('one_time_tokens').addColumn('replaced_at', 'text').execute();
  // Replacing reads the account's live links of one flow.
  await db.schema.createIndex('one_time_tokens_user_purpose').on('one_time_tokens').columns(['user_id', 'purpose']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('one_time_tokens_user_purpose').execute();
  await db.schema.alterTable('one_time_tokens').dropColumn('replaced_at').execute();
}
