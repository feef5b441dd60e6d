/**
 * Two-factor sign-in (issue 34, item 3):
 * - totp_factors: an authenticator app's secret per account, in use once confirmed with a code;
 *   last_step is the time step of the last code accepted, so a code is accepted once (RFC 6238
 *   section 5.2), whichever instance sees it: acceptance is a conditional update of this row;
 * - recovery_codes: one-time codes for a lost second factor, kept as SHA-256;
 * - passkeys: WebAuthn credentials (public key, signature counter);
 * - webauthn_challenges: the challenge a passkey ceremony signs, shared by every instance, used once;
 * - refresh_tokens.second_factor: how the session proved a second factor (totp, recovery, passkey),
 *   copied on rotation; null for a password alone.
 */
import type { Kysely } from 'kysely';
import { withId } from './columnTypes';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('totp_factors')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('last_step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await withId(db, db.schema.createTable('recovery_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').columns(['user_id', 'code_hash']).execute();
  await withId(db, db.schema.createTable('passkeys'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();
  await db.schema.createTable('webauthn_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.alterTable('refresh_tokens').addColumn('second_factor', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('second_factor').execute();
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('totp_factors').execute();
}
