/**
 * A logged-in patient's health check results (issue 14): each time they send the questionnaire,
 * its answers and the result the shared module scored (renderer/domain/healthTools/healthCheck.ts), as
 * JSON text, with the UTC instant it was taken. Kept so a patient can compare a result with the
 * ones before; an anonymous visitor's are never stored. A result goes with its user.
 */
import type { Kysely } from 'kysely';
import { withId } from './columnTypes';

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('health_check_results'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('health_check_results_user').on('health_check_results').columns(['user_id', 'taken_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('health_check_results').execute();
}
