/**
 * The health-data access log (issue 34): who other than the patient read or changed the patient's
 * health data (care items and their documents, claims and pre-authorisations among them, health
 * checks, appointments and video notes, relatives) and, while impersonating, every change support
 * made. Append-only (migration 0031's triggers) and chained: each entry carries the hash of the
 * one before and its own, and the chain's head names the last, so `npm run audit:verify` finds an
 * entry changed, removed from the middle or cut from the end.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { GENESIS_HASH } from './migrations/0031_data_access_log';
import type { StaffRole } from './users';
import type { DataAccessEntry, Database } from './schema';
import { iso } from './time';

/** Who, other than the patient: a member of staff in their role (support acting as the patient). */
export type DataActorRole = StaffRole;
export type DataAction = 'read' | 'change';
export type DataSubject = 'care_item' | 'document' | 'health_check' | 'video_note' | 'appointment' | 'relative' | 'account';

export interface DataAccess {
  patientId: number;
  actorId: number | null;
  actorRole: DataActorRole;
  brandId: string;
  action: DataAction;
  subject: DataSubject;
  subjectId: string | number | null;
  requestId: string | null;
}

/** What an entry's hash covers: the previous entry's hash and every field but the id. */
type HashedFields = Omit<DataAccessEntry, 'id' | 'prev_hash' | 'hash'>;

export function entryHash(prevHash: string, e: HashedFields): string {
  const fields = [prevHash, e.patient_id, e.actor_id, e.actor_role, e.brand_id, e.action, e.subject, e.subject_id, e.request_id, e.created_at];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/**
 * A read the same person made of the same thing within this long is not written again: the
 * doctor's day, refreshed every few seconds, is one read of each appointment an hour, not
 * hundreds. Changes are always written.
 */
export const READ_REPEAT_MS = 60 * 60 * 1000;

const readKey = (a: { patient_id: number; actor_id: number | null; subject: string; subject_id: string | null }) => JSON.stringify([a.patient_id, a.actor_id, a.subject, a.subject_id]);

/**
 * Appends the entries in one transaction, after taking the chain head's row lock (so appends of
 * every instance keep one order, and a read repeated at once on two instances is written once).
 */
export async function recordDataAccess(db: Kysely<Database>, accesses: readonly DataAccess[], now: number): Promise<void> {
  if (accesses.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const head = await trx.updateTable('data_access_chain').set((eb) => ({ last_id: eb.ref('last_id') })).where('id', '=', 1)
      .returning(['last_id', 'last_hash']).executeTakeFirstOrThrow();
    const actors = [...new Set(accesses.filter((a) => a.action === 'read' && a.actorId !== null).map((a) => a.actorId!))];
    const recentReads = actors.length === 0 ? [] : await trx.selectFrom('data_access_log').select(['patient_id', 'actor_id', 'subject', 'subject_id'])
      .where('actor_id', 'in', actors).where('action', '=', 'read').where('created_at', '>', iso(now - READ_REPEAT_MS)).execute();
    const seen = new Set(recentReads.map(readKey));
    let prev = head.last_hash;
    let lastId = head.last_id;
    for (const a of accesses) {
      const fields: HashedFields = {
        patient_id: a.patientId, actor_id: a.actorId, actor_role: a.actorRole, brand_id: a.brandId, action: a.action, subject: a.subject,
        subject_id: a.subjectId === null ? null : String(a.subjectId), request_id: a.requestId, created_at: iso(now),
      };
      if (fields.action === 'read') {
        if (seen.has(readKey(fields))) continue;
        seen.add(readKey(fields));
      }
      const hash = entryHash(prev, fields);
      lastId = (await trx.insertInto('data_access_log').values({ ...fields, prev_hash: prev, hash }).returning('id').executeTakeFirstOrThrow()).id;
      prev = hash;
    }
    await trx.updateTable('data_access_chain').set({ last_id: lastId, last_hash: prev }).where('id', '=', 1).execute();
  });
}

export type ChainVerdict =
  | { intact: true; entries: number; lastId: number; headHash: string }
  | { intact: false; entries: number; entryId: number | null; reason: string };

const PAGE = 1000;

/** Walks the chain from the first entry; `entries` counts those found intact before any break. */
export async function verifyDataAccessLog(db: Kysely<Database>): Promise<ChainVerdict> {
  let prev = GENESIS_HASH;
  let lastId = 0;
  let entries = 0;
  for (;;) {
    const rows = await db.selectFrom('data_access_log').selectAll().where('id', '>', lastId).orderBy('id').limit(PAGE).execute();
    for (const row of rows) {
      if (row.prev_hash !== prev) return { intact: false, entries, entryId: row.id, reason: 'the entry before it was removed or changed: its previous hash does not match' };
      if (entryHash(row.prev_hash, row) !== row.hash) return { intact: false, entries, entryId: row.id, reason: 'the entry was changed: its hash does not match what it says' };
      prev = row.hash;
      lastId = row.id;
      entries += 1;
    }
    if (rows.length < PAGE) break;
  }
  const head = await db.selectFrom('data_access_chain').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!head) return { intact: false, entries, entryId: null, reason: 'the chain head is missing' };
  if (head.last_id !== lastId || head.last_hash !== prev) {
    return { intact: false, entries, entryId: head.last_id, reason: `entries after ${lastId} were removed: the chain head names entry ${head.last_id}` };
  }
  return { intact: true, entries, lastId, headHash: prev };
}

/** A patient's entries, newest first, with the name of who acted. */
export async function dataAccessOf(db: Kysely<Database>, patientId: number, limit: number, beforeId?: number) {
  let query = db.selectFrom('data_access_log as l').leftJoin('users as u', 'u.id', 'l.actor_id')
    .select(['l.id', 'l.actor_role', 'l.brand_id', 'l.action', 'l.subject', 'l.subject_id', 'l.created_at', 'u.first_name', 'u.last_name'])
    .where('l.patient_id', '=', patientId);
  if (beforeId !== undefined) query = query.where('l.id', '<', beforeId);
  return query.orderBy('l.id', 'desc').limit(limit).execute();
}
