/**
 * The two column types that have no common spelling in SQLite and PostgreSQL. Everything else in
 * the migrations uses types both accept (text, integer), so this is the only dialect branch.
 */
import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An integer primary key the database assigns: SQLite's rowid alias, PostgreSQL's serial. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
  return table.addColumn('id', isPostgres(db) ? 'serial' : 'integer', (c: ColumnDefinitionBuilder) => c.primaryKey());
}

/** Raw bytes: bytea in PostgreSQL, blob in SQLite. */
export function binaryType(db: Kysely<unknown>): 'bytea' | 'blob' {
  return isPostgres(db) ? 'bytea' : 'blob';
}
