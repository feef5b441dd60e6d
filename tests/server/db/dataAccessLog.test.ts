/**
 * The health-data access log (issue 34): append-only in the database itself, chained by hash so
 * the verify walk finds an entry changed, one removed from the middle and entries cut from the
 * end; appends made in parallel (several instances on one PostgreSQL) keep one unbroken chain.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { entryHash, READ_REPEAT_MS, recordDataAccess, verifyDataAccessLog, type DataAccess } from '../../../server/db/dataAccessLog';
import { TEST_DIALECTS, useTestDatabase } from '../dbHarness';

const T0 = Date.UTC(2026, 10, 28, 9, 0);

const access = (n: number): DataAccess => ({
  patientId: 100 + (n % 3), actorId: 7, actorRole: n % 2 ? 'operator' : 'doctor', brandId: 'default',
  action: n % 4 ? 'read' : 'change', subject: 'care_item', subjectId: n, requestId: `req-${n}`,
});

describe.each(TEST_DIALECTS)('the data access log on %s', (dialect) => {
  const database = useTestDatabase(dialect);
  const db = () => database().db;

  /** What a database administrator could do past the portal: switch the append-only triggers off. */
  async function withoutGuard(work: () => Promise<unknown>): Promise<void> {
    if (dialect === 'postgres') {
      await sql`alter table data_access_log disable trigger user`.execute(db());
      try {
        await work();
      } finally {
        await sql`alter table data_access_log enable trigger user`.execute(db());
      }
      return;
    }
    await sql`drop trigger data_access_log_no_update`.execute(db());
    await sql`drop trigger data_access_log_no_delete`.execute(db());
    try {
      await work();
    } finally {
      await sql`create trigger data_access_log_no_update before update on data_access_log begin select raise(abort, 'data_access_log is append-only'); end`.execute(db());
      await sql`create trigger data_access_log_no_delete before delete on data_access_log begin select raise(abort, 'data_access_log is append-only'); end`.execute(db());
    }
  }

  it('an empty log is intact', async () => {
    expect(await verifyDataAccessLog(db())).toMatchObject({ intact: true, entries: 0 });
  });

  it('chains what is appended, one call or several', async () => {
    await recordDataAccess(db(), [access(1), access(2), access(3)], T0);
    for (let n = 4; n <= 8; n += 1) await recordDataAccess(db(), [access(n)], T0 + n * 1000);
    const verdict = await verifyDataAccessLog(db());
    expect(verdict).toMatchObject({ intact: true, entries: 8 });
    const rows = await db().selectFrom('data_access_log').selectAll().orderBy('id').execute();
    expect(rows[0]!.prev_hash).toBe('0'.repeat(64));
    expect(rows.slice(1).every((row, i) => row.prev_hash === rows[i]!.hash)).toBe(true);
    expect(rows[7]).toMatchObject({ patient_id: 102, actor_role: 'doctor', action: 'change', subject: 'care_item', subject_id: '8', request_id: 'req-8' });
  });

  it('refuses to change or remove an entry', async () => {
    await expect(db().updateTable('data_access_log').set({ actor_role: 'patient' }).where('id', '=', 1).execute()).rejects.toThrow(/append-only/);
    await expect(db().deleteFrom('data_access_log').where('id', '=', 1).execute()).rejects.toThrow(/append-only/);
    if (dialect === 'postgres') await expect(sql`truncate data_access_log`.execute(db())).rejects.toThrow(/append-only/);
    expect(await verifyDataAccessLog(db())).toMatchObject({ intact: true, entries: 8 });
  });

  it('finds an entry changed past the portal, and says which', async () => {
    const row = await db().selectFrom('data_access_log').selectAll().where('id', '=', 3).executeTakeFirstOrThrow();
    await withoutGuard(() => db().updateTable('data_access_log').set({ actor_id: 8 }).where('id', '=', 3).execute());
    expect(await verifyDataAccessLog(db())).toEqual({ intact: false, entries: 2, entryId: 3, reason: 'the entry was changed: its hash does not match what it says' });
    // Changed with its hash made again, the next entry gives it away.
    await withoutGuard(() => db().updateTable('data_access_log').set({ hash: entryHash(row.prev_hash, { ...row, actor_id: 8 }) }).where('id', '=', 3).execute());
    expect(await verifyDataAccessLog(db())).toMatchObject({ intact: false, entries: 3, entryId: 4, reason: 'the entry before it was removed or changed: its previous hash does not match' });
    await withoutGuard(() => db().updateTable('data_access_log').set({ actor_id: row.actor_id, hash: row.hash }).where('id', '=', 3).execute());
    expect(await verifyDataAccessLog(db())).toMatchObject({ intact: true, entries: 8 });
  });

  it('finds an entry removed from the middle, and entries cut from the end', async () => {
    const all = await db().selectFrom('data_access_log').selectAll().orderBy('id').execute();
    await withoutGuard(() => db().deleteFrom('data_access_log').where('id', '=', 5).execute());
    expect(await verifyDataAccessLog(db())).toMatchObject({ intact: false, entries: 4, entryId: 6 });
    await withoutGuard(() => db().insertInto('data_access_log').values(all[4]!).execute());
    expect(await verifyDataAccessLog(db())).toMatchObject({ intact: true, entries: 8 });
    await withoutGuard(() => db().deleteFrom('data_access_log').where('id', '>', 6).execute());
    expect(await verifyDataAccessLog(db())).toEqual({ intact: false, entries: 6, entryId: 8, reason: 'entries after 6 were removed: the chain head names entry 8' });
    await withoutGuard(() => db().insertInto('data_access_log').values(all.slice(6)).execute());
    expect(await verifyDataAccessLog(db())).toMatchObject({ intact: true, entries: 8 });
  });

  it('writes a read repeated by the same person within the hour once, and every change', async () => {
    const before = (await verifyDataAccessLog(db())).entries;
    const read: DataAccess = { ...access(1), actorId: 9, action: 'read', subjectId: 'same' };
    await recordDataAccess(db(), [read, read], T0);
    await recordDataAccess(db(), [read, { ...read, action: 'change' }, { ...read, action: 'change' }], T0 + READ_REPEAT_MS - 1);
    // Another person's read, and a read of another thing, are their own entries.
    await recordDataAccess(db(), [{ ...read, actorId: 10 }, { ...read, subjectId: 'other' }], T0 + 1);
    await recordDataAccess(db(), [read], T0 + READ_REPEAT_MS + 1);
    const rows = await db().selectFrom('data_access_log').select(['actor_id', 'action', 'subject_id']).where('id', '>', before).orderBy('id').execute();
    expect(rows).toEqual([
      { actor_id: 9, action: 'read', subject_id: 'same' },
      { actor_id: 9, action: 'change', subject_id: 'same' },
      { actor_id: 9, action: 'change', subject_id: 'same' },
      { actor_id: 10, action: 'read', subject_id: 'same' },
      { actor_id: 9, action: 'read', subject_id: 'other' },
      { actor_id: 9, action: 'read', subject_id: 'same' },
    ]);
    expect(await verifyDataAccessLog(db())).toMatchObject({ intact: true, entries: before + 6 });
  });

  it('keeps one chain when many appends run at once', async () => {
    await Promise.all(Array.from({ length: 40 }, (_, i) => recordDataAccess(db(), [access(100 + i), access(200 + i)], T0 + i)));
    expect(await verifyDataAccessLog(db())).toMatchObject({ intact: true, entries: 94 });
  });
});
