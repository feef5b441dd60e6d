/**
 * What a patient chooses on the settings page (issue 33):
 * - users.locale_chosen_at: when the patient chose the account's language in the portal (the
 *   language switch or the settings page, logged in). Null: the language is the one the account
 *   was registered in, and a login takes the language the patient is using then
 *   (server/api/auth/createAuthRouter.ts); a chosen one is the portal's language on every device.
 * - users.care_progress_mail: 1 (the default, as before) when the patient gets a mail at each step
 *   of a care request; 0 when they follow their requests on the portal alone. Mails about
 *   security, payments and booked appointments are always sent (server/api/care/careMail.ts).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale_chosen_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('care_progress_mail', 'integer', (col) => col.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('care_progress_mail').execute();
  await db.schema.alterTable('users').dropColumn('locale_chosen_at').execute();
}
