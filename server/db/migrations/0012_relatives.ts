/**
 * Relatives (service type 23, hasRelatives): the family members a patient records, so that a
 * booking or a care request can later be made for one of them. A reservation or a care item names
 * its relative by `relatives.id` (a nullable reference a later migration adds to those tables), so:
 * - a relative the patient removes keeps its row, with `removed_at` set: what was booked for them
 *   still says for whom, while the list, the limit and the API treat them as gone;
 * - ids are never reused (no row is deleted, except with its user).
 * The relations are those of renderer/relatives/relations.ts as they were when this ran.
 */
import { sql, type Kysely } from 'kysely';
import { withId } from './columnTypes';

const RELATIONS = `'spouse', 'child', 'parent', 'sibling', 'grandparent', 'grandchild', 'other'`;

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('relatives'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('relation', 'text', (c) => c.notNull().check(sql.raw(`relation in (${RELATIONS})`)))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text')
    .execute();
  await db.schema.createIndex('relatives_user').on('relatives').columns(['user_id', 'removed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('relatives').execute();
}
