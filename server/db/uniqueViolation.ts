/**
 * Whether a failed write broke a UNIQUE constraint, as PostgreSQL (23505, with the constraint's
 * name) and SQLite (SQLITE_CONSTRAINT_UNIQUE, naming the columns in its message) report it: the
 * database's answer to a race that a "one at a time" rule leaves to it.
 */
export function isUniqueViolation(error: unknown, postgresConstraint: string, sqliteColumns: RegExp): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | undefined;
  if (!e) return false;
  if (e.code === '23505') return e.constraint === undefined || e.constraint === postgresConstraint;
  return e.code === 'SQLITE_CONSTRAINT_UNIQUE' && sqliteColumns.test(e.message ?? '');
}
