/**
 * "At most N" and "one at a time" rules held by the database (issue 30), not by read-then-write:
 * the rule's count is read and its row written in one transaction that first takes the lock of
 * what the rule is about (a user, a subscription, an e-mail address). A second request for the
 * same subject, on this instance or another sharing the database, waits at the lock until the
 * first has committed, and then counts what the first wrote.
 *
 * PostgreSQL: a transaction-scoped advisory lock (pg_advisory_xact_lock on a 64-bit hash of the
 * key), released at commit or rollback, bounded like every lock wait by DB_LOCK_TIMEOUT_MS. A hash
 * collision of two keys only makes their requests wait for each other.
 * SQLite: one transaction writes at a time: Kysely's driver runs one transaction at a time per
 * process, and a second process that read before the first committed cannot write (SQLITE_BUSY,
 * answered 503), so no count is ever passed.
 */
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';

/** What a rule is about: one lock each. */
export const lockKeys = {
  /** Rules of one patient: booking quotas, relatives. */
  user: (id: number): string => `user:${id}`,
  /** Rules of one subscription: care quotas, its one open change, its beneficiaries. */
  subscription: (id: number): string => `subscription:${id}`,
  /** One patient's upload quota (its own lock: storing a large upload must not hold the patient's other rules). */
  uploads: (userId: number): string => `uploads:${userId}`,
  /** Unconfirmed anonymous bookings of one address. */
  email: (address: string): string => `email:${address.toLowerCase()}`,
  /** Who is connected to one video call: one connection per side. */
  videoCall: (appointment: number): string => `video-call:${appointment}`,
};

/** Takes the lock of `key` for the rest of the transaction `trx`. */
export async function lockFor(trx: Transaction<Database>, key: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/** Runs `work` in a transaction holding the lock of `key`. */
export function withLock<T>(db: Kysely<Database>, key: string, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockFor(trx, key);
    return work(trx);
  });
}
