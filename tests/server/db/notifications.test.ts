/**
 * PostgreSQL's LISTEN/NOTIFY between instances (issue 32, server/db/notifications.ts): a
 * notification reaches every listener of the same schema and none of another schema's; a
 * listening connection the database ends (a failover, pg_terminate_backend) is reported, opened
 * again, and hears what is notified after it is back.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { channelOf } from '../../../server/db/notifications';
import { useTestDatabase } from '../dbHarness';

const PG_URL = process.env.TEST_DATABASE_URL;

describe.skipIf(!PG_URL)('notifications between instances on PostgreSQL', () => {
  const first = useTestDatabase('postgres');
  const other = useTestDatabase('postgres');

  /** A listener on `channel` of `database` that keeps what it hears and how it fared. */
  async function listening(database: ReturnType<typeof first>, channel = 'test_channel') {
    const heard: string[] = [];
    const errors: Error[] = [];
    let reconnects = 0;
    const stop = await database.notifications!.listen(channel, {
      onMessage: (payload) => heard.push(payload),
      onReconnect: () => (reconnects += 1),
      onError: (error) => errors.push(error),
    });
    return { heard, errors, reconnects: () => reconnects, stop };
  }

  const notify = (database: ReturnType<typeof first>, payload: string, channel = 'test_channel') =>
    sql`select pg_notify(${channelOf(channel)}, ${payload})`.execute(database.db);

  it('reaches every listener of the schema, in order, and no listener of another schema', async () => {
    const a = await listening(first());
    const b = await listening(first());
    const stranger = await listening(other());
    try {
      for (let i = 0; i < 20; i += 1) await notify(first(), `message ${i}`);
      const expected = Array.from({ length: 20 }, (_, i) => `message ${i}`);
      await expect.poll(() => a.heard).toEqual(expected);
      await expect.poll(() => b.heard).toEqual(expected);
      await notify(other(), 'for the other schema');
      await expect.poll(() => stranger.heard).toEqual(['for the other schema']);
      expect(a.heard).toEqual(expected);
    } finally {
      await Promise.all([a.stop(), b.stop(), stranger.stop()]);
    }
  });

  it('a listening connection the database ends is reported, opened again, and hears what comes after', async () => {
    const listener = await listening(first(), 'failover_channel');
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    try {
      await notify(first(), 'before', 'failover_channel');
      await expect.poll(() => listener.heard).toEqual(['before']);
      // What a failover does to the listening connection.
      const ended = await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN "failover_channel_%'`);
      expect(ended.rowCount).toBe(1);
      await expect.poll(() => listener.errors.length).toBeGreaterThan(0);
      await expect.poll(() => listener.reconnects(), { timeout: 10_000 }).toBe(1);
      await notify(first(), 'after', 'failover_channel');
      await expect.poll(() => listener.heard).toEqual(['before', 'after']);
    } finally {
      await admin.end();
      await listener.stop();
    }
  });
});
