/**
 * The health-data access log (issue 34): every read and change of a patient's health data by
 * anyone but the patient, one row each, chained by hash (server/db/dataAccessLog.ts).
 * - data_access_log: append-only; triggers refuse UPDATE and DELETE (and TRUNCATE on PostgreSQL),
 *   so no code path of the portal, and no operator through it, changes or removes an entry;
 * - data_access_chain: one row, the last entry's id and hash. Appending updates it first in the
 *   same transaction, so appends from every instance queue on its row lock and the chain has one
 *   order; a removed tail shows as a head that names an entry no longer there.
 * patient_id has no foreign key: the entries outlive an erased account.
 */
import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from './columnTypes';

export const GENESIS_HASH = '0'.repeat(64);

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('data_access_log'))
    .addColumn('patient_id', 'integer', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('data_access_log_patient').on('data_access_log').columns(['patient_id', 'id']).execute();
  // A person's recent reads, so a read repeated within the hour is not written again.
  await db.schema.createIndex('data_access_log_actor').on('data_access_log').columns(['actor_id', 'created_at']).execute();
  await db.schema.createTable('data_access_chain')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('last_id', 'integer', (c) => c.notNull())
    .addColumn('last_hash', 'text', (c) => c.notNull())
    .execute();
  await db.insertInto('data_access_chain').values({ id: 1, last_id: 0, last_hash: GENESIS_HASH }).execute();
  if (isPostgres(db)) {
    await sql`create function data_access_log_append_only() returns trigger language plpgsql as $$ begin raise exception 'data_access_log is append-only'; end $$`.execute(db);
    await sql`create trigger data_access_log_no_change before update or delete on data_access_log for each row execute function data_access_log_append_only()`.execute(db);
    await sql`create trigger data_access_log_no_truncate before truncate on data_access_log for each statement execute function data_access_log_append_only()`.execute(db);
  } else {
    await sql`create trigger data_access_log_no_update before update on data_access_log begin select raise(abort, 'data_access_log is append-only'); end`.execute(db);
    await sql`create trigger data_access_log_no_delete before delete on data_access_log begin select raise(abort, 'data_access_log is append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_access_chain').execute();
  await db.schema.dropTable('data_access_log').execute();
  if (isPostgres(db)) await sql`drop function data_access_log_append_only()`.execute(db);
}
