/** The audit log: login successes and failures, throttling, authorisation denials, token reuse, impersonation. */
import type { Kysely } from 'kysely';
import type { AuditEntry, Database } from './schema';
import { iso } from './time';

export type AuditEvent = 'login.success' | 'login.failure' | 'login.throttled' | 'login.captchaRequired' | 'mail.throttled' | 'reservation.throttled' | 'upload.throttled' | 'authz.denied' | 'refresh.reuse' | 'impersonation' | 'video.admitted' | 'session.ended' | 'second-factor.changed' | 'login.secondFactorAsked';

export interface AuditRecord {
  event: AuditEvent;
  userId?: number | null;
  username?: string | null;
  ip?: string | null;
  method?: string | null;
  path?: string | null;
  status?: number | null;
  requestId?: string | null;
  detail?: string | null;
}

export async function recordAudit(db: Kysely<Database>, r: AuditRecord, now: number): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      event: r.event,
      user_id: r.userId ?? null,
      username: r.username ?? null,
      ip: r.ip ?? null,
      method: r.method ?? null,
      path: r.path ?? null,
      status: r.status ?? null,
      request_id: r.requestId ?? null,
      detail: r.detail ?? null,
      created_at: iso(now),
    })
    .execute();
}

export async function auditEntries(db: Kysely<Database>, event?: AuditEvent): Promise<AuditEntry[]> {
  let query = db.selectFrom('audit_log').selectAll().orderBy('id');
  if (event) query = query.where('event', '=', event);
  return query.execute();
}
