/**
 * Writing the health-data access log from the API (server/db/dataAccessLog.ts): the reads and
 * changes staff make, recorded before the answer leaves, and everything support does while
 * impersonating a patient, recorded once the answer is sent.
 */
import type { Request, Response } from 'express';
import type { ServedBrand } from '../config/brandRegistry';
import { recordDataAccess, type DataAction, type DataActorRole, type DataSubject } from '../db/dataAccessLog';
import type { ApiContext } from './apiContext';

export interface PatientDataAccess {
  patientId: number;
  action: DataAction;
  subject: DataSubject;
  subjectId: string | number | null;
}

/** Records what the member of staff of the request (`role`, for the brand served) read or changed. */
export async function recordStaffAccess(ctx: ApiContext, req: Request, res: Response, actorId: number, role: DataActorRole, accesses: readonly PatientDataAccess[]): Promise<void> {
  const brandId = (res.locals.brand as ServedBrand).id;
  await recordDataAccess(ctx.db, accesses.map((a) => ({ ...a, actorId, actorRole: role, brandId, requestId: String(req.id ?? '') })), ctx.clock());
}

/** The health data a patient's API path is about, and its id; undefined for a path that is none (the catalogue, the captcha, …). */
export function subjectOfPath(path: string): { subject: DataSubject; subjectId: string | null } | undefined {
  const parts = path.replace(/^\/api\//, '').split('/').filter(Boolean);
  const [first, id, sub] = parts;
  const subjectId = id && /^[0-9]+$/.test(id) ? id : null;
  switch (first) {
    case 'care-items':
      return sub === 'documents' ? { subject: 'document', subjectId: parts[3] ?? null } : { subject: 'care_item', subjectId };
    case 'uploads':
      return { subject: 'document', subjectId };
    case 'health-checks':
    case 'health-tools':
      return { subject: 'health_check', subjectId };
    case 'reservations':
    case 'p4p':
      return { subject: 'appointment', subjectId };
    case 'video': {
      // /api/video/appointments/<id>[/note|/admit|/end]
      const call = parts[2] && /^[0-9]+$/.test(parts[2]) ? parts[2] : null;
      return parts[3] === 'note' ? { subject: 'video_note', subjectId: call } : { subject: 'appointment', subjectId: call };
    }
    case 'relatives':
      return { subject: 'relative', subjectId };
    default:
      return undefined;
  }
}

/**
 * While support impersonates a patient: once the answer is sent, a successful read of health
 * data, and every successful change of anything, is written with both the patient and the
 * support user (issue 34). Changes outside health data (the contact e-mail, a subscription) are
 * written as the account's.
 */
export function recordImpersonatedRequest(ctx: ApiContext, req: Request, res: Response, patientId: number, impersonatorId: number): void {
  if (res.locals.impersonationRecorded) return;
  res.locals.impersonationRecorded = true;
  const path = req.originalUrl.split('?')[0] ?? '';
  const change = req.method !== 'GET' && req.method !== 'HEAD';
  const about = subjectOfPath(path) ?? (change ? { subject: 'account' as const, subjectId: null } : undefined);
  if (!about) return;
  res.on('finish', () => {
    if (res.statusCode >= 400) return;
    recordStaffAccess(ctx, req, res, impersonatorId, 'support', [{ patientId, action: change ? 'change' : 'read', ...about }])
      .catch((error: unknown) => req.log?.error({ err: error, path }, 'an impersonated request could not be written to the data access log'));
  });
}
