/**
 * Upload names are unique per request, not per patient forever (issue 33): the unique index over
 * (user_id, name) refused `report.pdf` for every later request once it had been uploaded. A name
 * may now come again; two documents of one care request still may not share one, which the
 * request's own checks hold (server/api/care/careDocuments.ts). The patient's uploads are still
 * read by user (quota, expiry), so the index stays, without uniqueness.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('uploads_user_name').execute();
  await db.schema.createIndex('uploads_user').on('uploads').column('user_id').execute();
}

/** Back to one name per patient: fails while a patient has two uploads of one name, which an operator must settle first. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('uploads_user').execute();
  await db.schema.createIndex('uploads_user_name').on('uploads').columns(['user_id', 'name']).unique().execute();
}
