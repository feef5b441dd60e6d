/**
 * A backup that was never restored is a hope, not a backup (issue 32). This takes a backup the way
 * the README's "Deploying" section says to, restores it somewhere else, and compares: every table's
 * row count, the newest booking row by row, and that the restored database is current for this
 * code (no pending migration).
 * - PostgreSQL: `pg_dump --format=custom` of the database (of its schema when DATABASE_URL's
 *   search_path names one), `pg_restore` into a scratch database created beside it and dropped
 *   afterwards (the role needs CREATEDB, as for any restore test).
 * - SQLite: SQLite's online backup of the file (what `sqlite3 portal.db ".backup …"` does) into a
 *   temporary file.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { pendingMigrations } from './migrations';
import { openDatabase, type PortalDatabase } from './openDatabase';
import type { Database } from './schema';

const run = promisify(execFile);

export interface BackupReport {
  /** Bytes of the backup file. */
  bytes: number;
  tables: number;
  /** Tables whose row counts differ: name, before, after. */
  differences: { table: string; before: number; after: number }[];
  /** The newest booking's id, and whether its restored row is the same (undefined: no booking). */
  booking: { id: number; same: boolean } | undefined;
  pending: string[];
}

/** Every table's row count (kysely's own migration tables included). */
async function rowCounts(db: Kysely<Database>): Promise<Map<string, number>> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const counts = new Map<string, number>();
  for (const table of tables) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table.name)}`.execute(db);
    counts.set(table.name, Number(rows[0]?.n ?? 0));
  }
  return counts;
}

async function newestBooking(db: Kysely<Database>): Promise<Record<string, unknown> | undefined> {
  return db.selectFrom('reservations').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Compares the restored database with the one backed up. */
async function compare(source: PortalDatabase, restored: PortalDatabase, bytes: number): Promise<BackupReport> {
  const [before, after] = [await rowCounts(source.db), await rowCounts(restored.db)];
  const differences = [...before].filter(([table, n]) => after.get(table) !== n).map(([table, n]) => ({ table, before: n, after: after.get(table) ?? -1 }));
  const [original, copy] = [await newestBooking(source.db), await newestBooking(restored.db)];
  return {
    bytes, tables: before.size, differences,
    booking: original ? { id: Number(original.id), same: JSON.stringify(original) === JSON.stringify(copy) } : undefined,
    pending: await pendingMigrations(restored.db),
  };
}

/** The schema DATABASE_URL works in ('public' unless its options set a search_path). */
async function currentSchema(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ schema: string }>('select current_schema() as schema')).rows[0]!.schema;
  } finally {
    await client.end();
  }
}

/** Runs `work` with a scratch database beside the one `url` names, dropped afterwards. */
async function withScratchDatabase<T>(url: string, work: (scratchUrl: string) => Promise<T>): Promise<T> {
  const name = `portal_restore_check_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const scratch = new URL(url);
    scratch.pathname = `/${name}`;
    return await work(scratch.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).finally(() => admin.end());
  }
}

/** pg_dump and pg_restore of the database `url` names, compared with the original. */
export async function checkPostgresBackup(url: string): Promise<BackupReport> {
  const schema = await currentSchema(url);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-')), 'portal.dump');
  try {
    // The connection's options (search_path) are not pg_dump's business: the schema is named instead.
    const plain = new URL(url);
    plain.searchParams.delete('options');
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, ...(schema === 'public' ? [] : [`--schema=${schema}`]), plain.toString()]);
    return await withScratchDatabase(plain.toString(), async (scratchUrl) => {
      await run('pg_restore', ['--no-owner', `--dbname=${scratchUrl}`, file]);
      const source = openDatabase({ url });
      const restored = openDatabase({ url: scratchUrl, searchPath: schema === 'public' ? undefined : schema });
      try {
        return await compare(source, restored, fs.statSync(file).size);
      } finally {
        await Promise.all([source.close(), restored.close()]);
      }
    });
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

/** SQLite's online backup of `file`, compared with the original. */
export async function checkSqliteBackup(file: string): Promise<BackupReport> {
  const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-')), 'portal.db');
  try {
    const live = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      await live.backup(copy);
    } finally {
      live.close();
    }
    const source = openDatabase({ file });
    const restored = openDatabase({ file: copy });
    try {
      return await compare(source, restored, fs.statSync(copy).size);
    } finally {
      await Promise.all([source.close(), restored.close()]);
    }
  } finally {
    fs.rmSync(path.dirname(copy), { recursive: true, force: true });
  }
}

/** Whether the restored copy holds what the original does. */
export function backupHolds(report: BackupReport): boolean {
  return report.differences.length === 0 && report.booking?.same !== false && report.pending.length === 0;
}
