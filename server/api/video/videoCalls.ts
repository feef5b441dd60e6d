/**
 * A video consultation is a reservation of a video slot (issue 16). Who takes part: the patient who
 * booked it and the doctor account linked to the slot's doctor (doctor_users). Everyone else is
 * told there is no such consultation, so a guessed id reveals nothing. What each may do when
 * follows renderer/domain/video/callWindow.ts, which the pages read too.
 */
import type { Kysely } from 'kysely';
import { callPhase, callWindow, type CallRole, type CallWindow } from '../../../renderer/domain/video/callWindow';
import type { Database } from '../../db/schema';
import { iso } from '../../db/time';
import { userRoles } from '../../db/users';
import { HttpError, NotFoundError } from '../../http/errors';
import type { LocaleId } from '../../config/brandSources';
import type { ChatMessage } from '../../../renderer/domain/video/roomMessages';
import { localName } from '../../db/localName';

/** Not a video appointment. */
export const NOT_VIDEO = 'RV001';
/** The appointment was cancelled. */
export const CALL_CANCELLED = 'RV002';
/** The waiting room is not open yet. */
export const ROOM_NOT_OPEN = 'RV003';
/** The consultation is over: the doctor ended it, or its time has passed. */
export const CALL_OVER = 'RV004';

/** The patient counts as connected while their server renewed the presence within this (twice its heartbeat and more). */
export const PRESENCE_FRESH_MS = 40_000;

export function callsQuery(db: Kysely<Database>, locale: LocaleId) {
  return db.selectFrom('reservations as r').innerJoin('slots as s', 's.id', 'r.booked_slot_id').innerJoin('doctors as d', 'd.id', 's.doctor_id')
    .innerJoin('providers as p', 'p.id', 's.provider_id').innerJoin('subfunctions as f', 'f.id', 's.subfunction_id')
    .leftJoin('users as u', 'u.id', 'r.user_id').leftJoin('relatives as rel', 'rel.id', 'r.relative_id')
    // When the patient's connection, on any instance, was last renewed (video_presence, migration 0023).
    .select((eb) => eb.selectFrom('video_presence as vp').select('vp.seen_at').whereRef('vp.reservation_id', '=', 'r.id').where('vp.role', '=', 'patient').as('video_patient_seen_at'))
    .select(['r.id', 'r.user_id', 'r.status', 'r.video_admitted_at', 'r.video_ended_at', 'r.doctor_note', 'r.doctor_note_at', 'r.patient_comment',
      's.start_at', 's.start_local', 's.duration_minutes', 's.video', 's.doctor_id', 'd.display_name as doctor_name', 'p.name as provider_name',
      'u.first_name', 'u.last_name', 'u.locale as patient_locale', 'u.brand_id as patient_brand_id', 'rel.name as relative_name', localName('f.name', locale).as('subfunction_name')]);
}

export type CallRow = NonNullable<Awaited<ReturnType<ReturnType<typeof callsQuery>['executeTakeFirst']>>>;

/** The doctor record a doctor account acts for, if the account is a doctor's. */
export async function doctorIdOfUser(db: Kysely<Database>, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('doctor_users').select('doctor_id').where('user_id', '=', userId).executeTakeFirst();
  return row?.doctor_id;
}

export interface CallAccess {
  call: CallRow;
  role: CallRole;
  window: CallWindow;
}

/**
 * The consultation and the user's part in it. 404 for an id that is none of the user's (a stranger
 * learns nothing), 409 RV001 for an appointment without video, RV002 for a cancelled one.
 */
export async function callAccess(db: Kysely<Database>, userId: number, reservationId: number | undefined, locale: LocaleId): Promise<CallAccess> {
  const call = reservationId === undefined ? undefined : await callsQuery(db, locale).where('r.id', '=', reservationId).executeTakeFirst();
  if (!call) throw new NotFoundError('No such video consultation');
  let role: CallRole | undefined;
  if (call.user_id === userId) role = 'patient';
  // The doctor of the slot, holding the doctor role for the patient's brand (issue 34).
  else if ((await doctorIdOfUser(db, userId)) === call.doctor_id && call.patient_brand_id !== null && (await userRoles(db, userId, call.patient_brand_id)).includes('doctor')) role = 'doctor';
  if (!role) throw new NotFoundError('No such video consultation');
  if (call.video !== 1) throw new HttpError(409, NOT_VIDEO, 'Not a video appointment');
  if (call.status === 'cancelled') throw new HttpError(409, CALL_CANCELLED, 'The appointment was cancelled');
  return { call, role, window: callWindow(role, Date.parse(call.start_at), call.duration_minutes) };
}

/** Refuses entering the call outside its window: RV003 before it opens, RV004 once it is over. */
export function requireOpen(access: CallAccess, now: number): void {
  const phase = callPhase(access.window, now, access.call.video_ended_at !== null);
  if (phase === 'early') throw new HttpError(409, ROOM_NOT_OPEN, `The waiting room opens at ${iso(access.window.opensAt)}`);
  if (phase === 'closed') throw new HttpError(409, CALL_OVER, 'The consultation is over');
}

/** The name the other side sees for the patient: the relative the appointment is for, else the account holder. */
export function patientNameOf(call: CallRow): string {
  return call.relative_name ?? [call.last_name, call.first_name].filter(Boolean).join(' ');
}

/** A chat message as both pages and the server see it (renderer/video/signallingClient.ts). */
export type { ChatMessage };

/** The chat so far, oldest first: the last CHAT_HISTORY messages, which a page rejoining the call shows. */
export const CHAT_HISTORY = 500;

export async function chatOf(db: Kysely<Database>, reservationId: number): Promise<ChatMessage[]> {
  const rows = await db.selectFrom('video_messages').select(['id', 'sender', 'text', 'sent_at']).where('reservation_id', '=', reservationId).orderBy('id', 'desc').limit(CHAT_HISTORY).execute();
  return rows.reverse().map((r) => ({ id: r.id, sender: r.sender, text: r.text, sentAt: r.sent_at }));
}

export async function addChatMessage(db: Kysely<Database>, reservationId: number, sender: CallRole, text: string, now: number): Promise<ChatMessage> {
  const sentAt = iso(now);
  const row = await db.insertInto('video_messages').values({ reservation_id: reservationId, sender, text, sent_at: sentAt }).returning('id').executeTakeFirstOrThrow();
  return { id: row.id, sender, text, sentAt };
}
