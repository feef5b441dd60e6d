/**
 * Video consultations over HTTP (issue 16); the call's own messages go over the signalling socket
 * (signalling.ts):
 *   GET  /video/appointments/{id}          patient or doctor: the consultation, its window and state
 *   GET  /video/doctor/appointments?date=  doctor: the day's video consultations and who is waiting
 *   POST /video/appointments/{id}/admit    doctor: lets the waiting patient in (kept: a reload rejoins)
 *   POST /video/appointments/{id}/end      doctor: ends the call for both
 *   PUT  /video/appointments/{id}/note     doctor: the note the patient reads afterwards
 *   GET  /video/appointments/{id}/note     patient or doctor: that note as a PDF (404 #404 until written)
 * Anyone who is not the appointment's patient or doctor gets 404, as for an id that does not exist.
 */
import { Router, type Request, type Response } from 'express';
import type { DoctorVideoDay, VideoCall, VideoNoteRequest } from '../../../generated/config-types';
import { todayInBudapest } from '../../../schemas/vocabulary';
import { callPhase, callWindow } from '../../../renderer/domain/video/callWindow';
import { authOf, requireAuth } from '../../auth/requireAuth';
import type { ServedBrand } from '../../config/brandRegistry';
import { iso } from '../../db/time';
import { HttpError, NotFoundError } from '../../http/errors';
import { parseId } from '../../http/parseId';
import { requestLocale } from '../../http/requestLocale';
import { validateBody, validateQuery } from '../../http/validateRequest';
import { audit, type ApiContext } from '../apiContext';
import { requireRole } from '../care/careAccess';
import { recordStaffAccess } from '../dataAccess';
import type { DataAction, DataSubject } from '../../db/dataAccessLog';
import { sendVideoNote } from './videoNoteDocument';
import { CALL_OVER, callAccess, callsQuery, doctorIdOfUser, patientNameOf, PRESENCE_FRESH_MS, requireOpen, ROOM_NOT_OPEN, type CallAccess } from './videoCalls';

const brandOf = (res: Response): ServedBrand => res.locals.brand as ServedBrand;

function callView(access: CallAccess, now: number, brand: ServedBrand, localIceServers: VideoCall['iceServers']): VideoCall {
  const { call, role, window } = access;
  return {
    id: call.id, role, start: call.start_local, durationMinutes: call.duration_minutes,
    opensAt: iso(window.opensAt), closesAt: iso(window.closesAt), now: iso(now), phase: callPhase(window, now, call.video_ended_at !== null),
    subfunctionName: call.subfunction_name, providerName: call.provider_name, doctorName: call.doctor_name, patientName: patientNameOf(call), patientComment: call.patient_comment,
    admitted: call.video_admitted_at !== null, ended: call.video_ended_at !== null, note: call.doctor_note, noteAt: call.doctor_note_at,
    // The brand's own STUN/TURN servers; a brand that lists none gets the local one in demo mode.
    iceServers: brand.effective.brand.video?.iceServers?.length ? brand.effective.brand.video.iceServers : localIceServers,
  };
}

export function createVideoRouter(ctx: ApiContext): Router {
  const router = Router();
  const rooms = ctx.videoRooms;

  const accessOf = (req: Request, res: Response): Promise<CallAccess> =>
    callAccess(ctx.db, authOf(res).userId, parseId(req.params.id), requestLocale(req, brandOf(res)));

  /** The consultation for a doctor's action: 404 unless the user is its doctor. */
  const doctorsCall = async (req: Request, res: Response): Promise<CallAccess> => {
    const access = await accessOf(req, res);
    if (access.role !== 'doctor') throw new NotFoundError('No such video consultation');
    return access;
  };

  /** A doctor's read or change of the patient's consultation, in the data access log before the answer leaves. */
  const doctorAccess = async (req: Request, res: Response, access: CallAccess, action: DataAction, subject: DataSubject): Promise<void> => {
    if (access.role !== 'doctor' || access.call.user_id === null) return;
    await recordStaffAccess(ctx, req, res, authOf(res).userId, 'doctor', [{ patientId: access.call.user_id, action, subject, subjectId: access.call.id }]);
  };

  /** The call as it stands: `access` when the caller has it fresh, else looked up again (after a change). */
  const answer = async (req: Request, res: Response, access?: CallAccess): Promise<void> => {
    res.set('Cache-Control', 'private, no-store');
    res.json(callView(access ?? (await accessOf(req, res)), ctx.clock(), brandOf(res), ctx.localIceServers));
  };

  router.get('/video/appointments/:id', requireAuth(ctx), async (req, res) => {
    const access = await accessOf(req, res);
    await doctorAccess(req, res, access, 'read', 'appointment');
    await answer(req, res, access);
  });

  router.get('/video/doctor/appointments', requireAuth(ctx), requireRole(ctx, 'doctor'), validateQuery('doctorVideoDayQuery'), async (req, res) => {
    const now = ctx.clock();
    const date = typeof req.query.date === 'string' ? req.query.date : todayInBudapest(new Date(now));
    const doctorId = await doctorIdOfUser(ctx.db, authOf(res).userId);
    const rows = doctorId === undefined ? [] : await callsQuery(ctx.db, requestLocale(req, brandOf(res)))
      .where('s.doctor_id', '=', doctorId).where('u.brand_id', '=', brandOf(res).id).where('s.video', '=', 1).where('r.status', '!=', 'cancelled')
      .where('s.start_local', '>=', date).where('s.start_local', '<', `${date}T99`).orderBy('s.start_at').execute();
    const day: DoctorVideoDay = {
      date, now: iso(now),
      appointments: rows.map((call) => ({
        id: call.id, start: call.start_local, durationMinutes: call.duration_minutes, subfunctionName: call.subfunction_name,
        patientName: patientNameOf(call), patientComment: call.patient_comment,
        phase: callPhase(callWindow('doctor', Date.parse(call.start_at), call.duration_minutes), now, call.video_ended_at !== null),
        waiting: call.video_patient_seen_at !== null && call.video_patient_seen_at > iso(now - PRESENCE_FRESH_MS), admitted: call.video_admitted_at !== null, ended: call.video_ended_at !== null, hasNote: call.doctor_note !== null,
      })),
    };
    await recordStaffAccess(ctx, req, res, authOf(res).userId, 'doctor', rows.filter((call) => call.user_id !== null)
      .map((call) => ({ patientId: call.user_id!, action: 'read', subject: 'appointment', subjectId: call.id })));
    res.set('Cache-Control', 'private, no-store');
    res.json(day);
  });

  router.post('/video/appointments/:id/admit', requireAuth(ctx), async (req, res) => {
    const access = await doctorsCall(req, res);
    const now = ctx.clock();
    requireOpen(access, now);
    if (!access.call.video_admitted_at) {
      await ctx.db.updateTable('reservations').set({ video_admitted_at: iso(now) }).where('id', '=', access.call.id).where('video_admitted_at', 'is', null).execute();
      await audit(ctx, req, { event: 'video.admitted', userId: authOf(res).userId, status: 200, detail: `reservation ${access.call.id}` });
    }
    await rooms.update(access.call.id, { admitted: true });
    await doctorAccess(req, res, access, 'change', 'appointment');
    await answer(req, res);
  });

  router.post('/video/appointments/:id/end', requireAuth(ctx), async (req, res) => {
    const access = await doctorsCall(req, res);
    const now = ctx.clock();
    if (now < access.window.opensAt) throw new HttpError(409, ROOM_NOT_OPEN, 'The consultation has not begun');
    if (!access.call.video_ended_at) {
      await ctx.db.updateTable('reservations').set({ video_ended_at: iso(now) }).where('id', '=', access.call.id).where('video_ended_at', 'is', null).execute();
    }
    await rooms.update(access.call.id, { ended: true });
    await doctorAccess(req, res, access, 'change', 'appointment');
    await answer(req, res);
  });

  router.put('/video/appointments/:id/note', requireAuth(ctx), validateBody('videoNoteRequest'), async (req, res) => {
    const access = await doctorsCall(req, res);
    const now = ctx.clock();
    if (now < access.window.opensAt) throw new HttpError(409, ROOM_NOT_OPEN, 'The consultation has not begun');
    // A note belongs to a consultation that took place: a week after its close it is no longer written.
    if (now > access.window.closesAt + 7 * 86_400_000) throw new HttpError(409, CALL_OVER, 'The consultation is long over');
    const note = (req.body as VideoNoteRequest).note.trim();
    if (!note) throw new HttpError(422, 'RX444', 'The note is empty', [{ field: '/note', rule: 'validation.required', message: 'The note is empty' }]);
    await ctx.db.updateTable('reservations').set({ doctor_note: note, doctor_note_at: iso(now) }).where('id', '=', access.call.id).execute();
    await rooms.update(access.call.id, { note });
    await doctorAccess(req, res, access, 'change', 'video_note');
    await answer(req, res);
  });

  router.get('/video/appointments/:id/note', requireAuth(ctx), async (req, res) => {
    const access = await accessOf(req, res);
    const { call } = access;
    if (call.doctor_note !== null) await doctorAccess(req, res, access, 'read', 'video_note');
    await sendVideoNote(brandOf(res), req, res, call, ctx.clock());
  });

  return router;
}
