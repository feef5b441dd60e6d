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
import { postgresNotifications, type Notifications } from './notifications';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface PortalDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections now (the metrics); SQLite has no pool. */
  poolUse?: () => PoolUse;
  /** PostgreSQL's LISTEN/NOTIFY between the instances (the video calls' bus); SQLite has one process. */
  notifications?: Notifications;
}

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * How long the portal waits for PostgreSQL (issue 30). A request never waits without end: a
 * connection that cannot be opened, a statement or a lock that takes too long ends that request
 * with 503 #503 (server/db/unavailable.ts), and the instance goes on.
 */
export interface DatabaseTimeouts {
  /** Opening a connection (TCP, TLS, authentication): DB_CONNECT_TIMEOUT_MS. */
  connectMs: number;
  /** One statement on the server (PostgreSQL's statement_timeout): DB_STATEMENT_TIMEOUT_MS. */
  statementMs: number;
  /** Waiting for a row or table lock (lock_timeout): DB_LOCK_TIMEOUT_MS. */
  lockMs: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 10_000, lockMs: 5_000 };

/** The time-outs the environment sets (positive whole milliseconds), the defaults otherwise. */
export function timeoutsFromEnv(env: NodeJS.ProcessEnv): DatabaseTimeouts {
  const read = (name: string, fallback: number): number => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    if (!/^[1-9][0-9]*$/.test(value)) throw new Error(`${name} must be a whole number of milliseconds above 0, not "${value}"`);
    return Number(value);
  };
  return {
    connectMs: read('DB_CONNECT_TIMEOUT_MS', DEFAULT_TIMEOUTS.connectMs),
    statementMs: read('DB_STATEMENT_TIMEOUT_MS', DEFAULT_TIMEOUTS.statementMs),
    lockMs: read('DB_LOCK_TIMEOUT_MS', DEFAULT_TIMEOUTS.lockMs),
  };
}

export interface OpenOptions {
  /** postgres://… or postgresql://…; anything else is ignored in favour of `file`. */
  url?: string;
  /** SQLite file, or ':memory:'. */
  file?: string;
  /** PostgreSQL schema to work in (tests give each file its own). */
  searchPath?: string;
  timeouts?: DatabaseTimeouts;
  /** Where a lost idle connection is reported (it is replaced by the next request). */
  onConnectionError?: (error: Error) => void;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

export function openDatabase(options: OpenOptions): PortalDatabase {
  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
  if (isPostgresUrl(options.url)) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      lock_timeout: timeouts.lockMs,
      // A transaction left open holds its locks from every instance; the server ends it.
      idle_in_transaction_session_timeout: timeouts.statementMs * 3,
      // The client's own bound, for a network that stops answering mid-statement (no server time-out then).
      query_timeout: timeouts.statementMs + timeouts.connectMs,
      // A connection whose peer vanished (a failover, a dropped NAT entry) is noticed by TCP.
      keepAlive: true,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // Every connection reports its own loss: one the server ended while idle (a restart, a
    // failover, pg_terminate_backend) and one in use between statements, where the pool does not
    // listen. The statement in flight fails on its own (503); the pool drops the connection and
    // opens another for the next request.
    pool.on('connect', (client) => client.on('error', (error: Error) => options.onConnectionError?.(error)));
    // The pool repeats an idle connection's error; without a listener it would end the process.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
    const notifications = postgresNotifications({ url: options.url, searchPath: options.searchPath, connectMs: timeouts.connectMs });
    return { db, dialect: 'postgres', close: () => db.destroy(), poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }), notifications };
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
