/**
 * Who is connected to a video call, on whichever instance (issue 32): one row per side of a call
 * (`video_presence`), written when a connection joins, renewed by its instance's heartbeat and
 * removed when it leaves. One side has one connection at a time: a second window takes the row
 * under the call's lock, and the connection it replaced is named so its instance closes it. A row
 * not renewed within PRESENCE_FRESH_MS belongs to an instance that stopped without leaving.
 */
import type { Kysely, Transaction } from 'kysely';
import type { CallRole } from '../../../renderer/domain/video/callWindow';
import { lockKeys, withLock } from '../../db/lock';
import type { Database } from '../../db/schema';
import { iso } from '../../db/time';
import { PRESENCE_FRESH_MS } from './videoCalls';

/** A side's connection as the other instances see it. */
export interface Presence {
  clientId: string;
  connectionId: string;
}

export type Presences = Partial<Record<CallRole, Presence>>;

/**
 * Makes `presence` the side's connection and runs `announce` in the same transaction (the order
 * of announcements is then the order of the writes). Returns the connection it replaced, if any,
 * and both sides' connections as of this write.
 */
export function claimPresence(db: Kysely<Database>, appointment: number, role: CallRole, presence: Presence, now: number, announce: (trx: Transaction<Database>, replaced: string | undefined) => Promise<void>): Promise<{ replaced: string | undefined; present: Presences }> {
  return withLock(db, lockKeys.videoCall(appointment), async (trx) => {
    const before = await trx.selectFrom('video_presence').select('connection_id').where('reservation_id', '=', appointment).where('role', '=', role).executeTakeFirst();
    const row = { client_id: presence.clientId, connection_id: presence.connectionId, seen_at: iso(now) };
    if (before) await trx.updateTable('video_presence').set(row).where('reservation_id', '=', appointment).where('role', '=', role).execute();
    else await trx.insertInto('video_presence').values({ reservation_id: appointment, role, ...row }).execute();
    const replaced = before && before.connection_id !== presence.connectionId ? before.connection_id : undefined;
    await announce(trx, replaced);
    return { replaced, present: (await presencesOf(trx, [appointment], now)).get(appointment) ?? {} };
  });
}

/** Removes the connection's row (not a newer window's) and, if it was there, runs `announce` in the same transaction. */
export function releasePresence(db: Kysely<Database>, appointment: number, connectionId: string, announce: (trx: Transaction<Database>) => Promise<void>): Promise<boolean> {
  return withLock(db, lockKeys.videoCall(appointment), async (trx) => {
    const result = await trx.deleteFrom('video_presence').where('reservation_id', '=', appointment).where('connection_id', '=', connectionId).executeTakeFirst();
    const removed = Number(result.numDeletedRows) > 0;
    if (removed) await announce(trx);
    return removed;
  });
}

/** The connections of the calls `appointments` that are alive now, by call and side. */
export async function presencesOf(db: Kysely<Database>, appointments: number[], now: number): Promise<Map<number, Presences>> {
  const found = new Map<number, Presences>(appointments.map((id) => [id, {}]));
  if (appointments.length === 0) return found;
  const rows = await db.selectFrom('video_presence').select(['reservation_id', 'role', 'client_id', 'connection_id'])
    .where('reservation_id', 'in', appointments).where('seen_at', '>=', iso(now - PRESENCE_FRESH_MS)).execute();
  for (const row of rows) found.get(row.reservation_id)![row.role] = { clientId: row.client_id, connectionId: row.connection_id };
  return found;
}

/** The heartbeat of this instance's connections; rows nobody renewed for long are removed (their instance stopped). */
export async function renewPresence(db: Kysely<Database>, connectionIds: string[], now: number): Promise<void> {
  if (connectionIds.length > 0) await db.updateTable('video_presence').set({ seen_at: iso(now) }).where('connection_id', 'in', connectionIds).execute();
  await db.deleteFrom('video_presence').where('seen_at', '<', iso(now - 2 * PRESENCE_FRESH_MS)).execute();
}
