/** Which errors mean "the database cannot answer now" (503 #503) and which are a bug (500), and the time-outs the environment sets. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS, timeoutsFromEnv } from '../../../server/db/openDatabase';
import { isDatabaseUnavailable } from '../../../server/db/unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a connection lost mid-statement', new Error('Connection terminated unexpectedly')],
    ['the connect time-out', new Error('timeout exceeded when trying to connect')],
    ['a client-side statement time-out', new Error('Query read timeout')],
    ['an administrator ending the connection (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a server starting up (57P03)', withCode('57P03')],
    ['a connection exception (08006)', withCode('08006')],
    ['too many connections (53300)', withCode('53300')],
    ['the statement time-out (57014)', withCode('57014', 'canceling statement due to statement timeout')],
    ['the lock time-out (55P03)', withCode('55P03')],
    ['a missing database (3D000)', withCode('3D000')],
    ['a busy SQLite file', withCode('SQLITE_BUSY')],
    ['a failed migration caused by a lost connection', new Error('database migration 0001 failed', { cause: withCode('ECONNREFUSED') })],
    ['every address of a host refused', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('%s is unavailability', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505')],
    ['a syntax error (42601)', withCode('42601')],
    ['a serialization failure (40001), which is retried, not reported', withCode('40001')],
    ['a TypeError of the portal', new TypeError('Cannot read properties of undefined')],
    ['a SQLite constraint', withCode('SQLITE_CONSTRAINT_UNIQUE')],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('%s is not', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('timeoutsFromEnv', () => {
  it('takes the defaults, or whole positive milliseconds', () => {
    expect(timeoutsFromEnv({})).toEqual(DEFAULT_TIMEOUTS);
    expect(timeoutsFromEnv({ DB_CONNECT_TIMEOUT_MS: '2000', DB_STATEMENT_TIMEOUT_MS: '30000', DB_LOCK_TIMEOUT_MS: '' })).toEqual({ connectMs: 2000, statementMs: 30000, lockMs: DEFAULT_TIMEOUTS.lockMs });
  });

  it.each(['0', '-5', '1.5', '10s', ' 100'])('refuses %j, naming the setting', (value) => {
    expect(() => timeoutsFromEnv({ DB_LOCK_TIMEOUT_MS: value })).toThrow(`DB_LOCK_TIMEOUT_MS must be a whole number of milliseconds above 0, not "${value}"`);
  });
});
