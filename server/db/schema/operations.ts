/**
 * What the portal keeps about its own running: the mail outbox, the audit log, and the counters
 * that hold off abuse (answered captcha challenges, rate limits).
 */
import type { Generated, Selectable } from 'kysely';
import type { CreatedAt } from './columns';

export interface OutboxTable {
  id: Generated<number>;
  brand_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** login.success, login.failure, login.throttled, authz.denied, refresh.reuse, impersonation */
  event: string;
  user_id: number | null;
  username: string | null;
  ip: string | null;
  method: string | null;
  path: string | null;
  status: number | null;
  request_id: string | null;
  detail: string | null;
  created_at: CreatedAt;
}

/** Proof-of-work challenges already answered (single use), kept until they expire. */
export interface CaptchaUseTable {
  challenge_id: string;
  expires_at: string;
}

/** The login rate limiter's counters, shared by every server instance. */
export interface RateLimitHitTable {
  key: string;
  hits: number;
  reset_at: string;
}

export type OutboxMessage = Selectable<OutboxTable>;
export type AuditEntry = Selectable<AuditLogTable>;
