/**
 * Migrating as a step of its own: `npm run migrate` before a deploy rolls the instances, or the
 * start itself where that is the right default (the embedded SQLite file, demo mode). On
 * PostgreSQL outside demo mode the start only checks: a database behind the code stops it.
 */
import { migrateToLatest } from './migrations';
import { isPostgresUrl, openDatabase, type DatabaseTimeouts } from './openDatabase';

/** How long migrating may take (waiting for another instance's migration included). */
export const MIGRATION_TIMEOUT_MS = 300_000;

export interface DatabaseAddress {
  /** DATABASE_URL (PostgreSQL); without one, the SQLite file. */
  url: string | undefined;
  file: string;
}

/** The database's address for a message: host, port and name, never the password. */
export function databaseName(url: string | undefined): string {
  if (!isPostgresUrl(url)) return 'SQLite';
  try {
    const parsed = new URL(url);
    return `PostgreSQL at ${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/**
 * Runs the pending migrations on a connection of its own, with room to wait for another
 * instance's migration (an advisory lock) and to build indexes; returns the names it ran.
 */
export async function migrateOnItsOwnConnection(where: DatabaseAddress, timeouts: DatabaseTimeouts): Promise<string[]> {
  const migrating = openDatabase({ ...where, timeouts: { ...timeouts, statementMs: MIGRATION_TIMEOUT_MS, lockMs: MIGRATION_TIMEOUT_MS } });
  try {
    return await migrateToLatest(migrating.db);
  } finally {
    await migrating.close();
  }
}

/** Whether the start migrates by itself: the embedded file and demo mode do; PostgreSQL in production waits for `npm run migrate` unless MIGRATE_ON_START=1. */
export function migratesOnStart(where: DatabaseAddress, demo: boolean, env: NodeJS.ProcessEnv): boolean {
  return !isPostgresUrl(where.url) || demo || env.MIGRATE_ON_START === '1';
}
