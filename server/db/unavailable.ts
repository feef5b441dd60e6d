/**
 * Whether an error means "the database cannot answer now" rather than "this request is wrong"
 * (issue 30): a lost or refused connection, a server shutting down or restarting, a failover, a
 * full connection table, a statement or lock time-out, a busy SQLite file. The API answers such a
 * request 503 with DATABASE_UNAVAILABLE_CODE and Retry-After; the next request gets a fresh
 * connection from the pool, so the instance recovers on its own once the database is back.
 */

/** The catalogue code of a 503 while the database cannot answer (a code this portal adds, beside #429). */
export const DATABASE_UNAVAILABLE_CODE = '#503';
/** When a client may try again. */
export const RETRY_AFTER_SECONDS = 5;

/** Node's socket errors on the way to the database. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'ECONNABORTED']);

/**
 * PostgreSQL SQLSTATEs (appendix A of its manual) of a database that cannot serve now: class 08
 * (connection exception), 57P01–57P05 (shut down by an administrator or a crash, cannot connect
 * now, idle session time-out), 53300 (too many connections), 57014 (statement time-out: the
 * portal's bound on a request's wait), 55P03 (lock time-out), 3D000 (the database is not there).
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1-5]|53300|57014|55P03|3D000)$/;

/** What node-postgres says, without a code, of a connection it lost or could not open in time. */
const PG_CONNECTION_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

/** SQLite's "another connection holds the file" after its busy time-out. */
const SQLITE_BUSY = /^SQLITE_(BUSY|LOCKED)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code) || SQLITE_BUSY.test(code))) return true;
  if (typeof message === 'string' && PG_CONNECTION_MESSAGES.test(message)) return true;
  // A step that wraps the database's error (a failed migration names itself and keeps the cause).
  const cause = (error as { cause?: unknown }).cause;
  if (cause !== undefined && cause !== error && isDatabaseUnavailable(cause)) return true;
  // AggregateError of a host with several addresses, each refused.
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable);
}
