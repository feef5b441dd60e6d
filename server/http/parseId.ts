/**
 * Database ids as requests spell them in paths and queries. An id is a positive integer the
 * portal's id columns can hold: PostgreSQL's `serial` is a 32-bit integer, and comparing it with
 * a larger number is an error there ("out of range for type integer"), not an empty result, so a
 * larger id must be refused before it reaches a query.
 */

/** The largest id: PostgreSQL's integer maximum. */
export const MAX_ID = 2_147_483_647;

const DIGITS = /^[1-9]\d{0,9}$/;

/** The id `raw` spells (digits, no sign, no leading zero, at most MAX_ID), or undefined. */
export function parseId(raw: unknown): number | undefined {
  if (typeof raw !== 'string' || !DIGITS.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ID ? id : undefined;
}
