/**
 * A booking or a care request for a relative (issue 13, relatives): reservations.relative_id and
 * care_items.relative_id name the relative (relatives.id, of the same user; NULL: the patient
 * themself). Relatives are never deleted, only marked removed, so the reference always resolves.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reservations').addColumn('relative_id', 'integer', (c) => c.references('relatives.id')).execute();
  await db.schema.alterTable('care_items').addColumn('relative_id', 'integer', (c) => c.references('relatives.id')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('care_items').dropColumn('relative_id').execute();
  await db.schema.alterTable('reservations').dropColumn('relative_id').execute();
}
