/**
 * A clinic's record that the patient came to an appointment: `reservations.visited_at`, the UTC
 * instant the visit was recorded, NULL while it is not. Pay for prevention (GET /api/p4p) counts a
 * screening, vaccination or examination as done, with its reward, only once its visit is recorded;
 * a booked one that is not yet recorded is shown as booked.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reservations').addColumn('visited_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reservations').dropColumn('visited_at').execute();
}
