/**
 * Opens the portal's database: PostgreSQL when the URL says postgres://, else SQLite in a file
 * (created with its folder if missing). Both run the same Kysely queries and migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { OwnSchemaPostgresDialect } from './ownSchemaIntrospector';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface PortalDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… or postgresql://…; anything else is ignored in favour of `file`. */
  url?: string;
  /** SQLite file, or ':memory:'. */
  file?: string;
  /** PostgreSQL schema to work in (tests give each file its own). */
  searchPath?: string;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

export function openDatabase(options: OpenOptions): PortalDatabase {
  if (isPostgresUrl(options.url)) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = options.file ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer; FULL makes each commit durable across power loss;
  // SQLite leaves foreign keys off unless asked, per connection.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
