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
  /** Where the mail is in its delivery (server/mail/mailDelivery.ts). */
  state: Generated<MailState>;
  /** Delivery attempts made so far. */
  attempts: Generated<number>;
  /** When the delivery job may try (again); while an attempt runs, when it counts as lost. */
  next_attempt_at: string | null;
  /** What the last failed attempt answered. */
  last_error: string | null;
  sent_at: string | null;
  /** The From header the mailer wrote ("Brand" <address>); null on mail written before it was kept. */
  sender: string | null;
}

/**
 * `kept`: no SMTP server is configured, the outbox is where the mail stays; `queued`: waiting for
 * its first attempt; `failed`: an attempt failed, tried again later; `sent`; `dead`: every attempt
 * failed, for an operator to see.
 */
export const MAIL_STATES = ['kept', 'queued', 'failed', 'sent', 'dead'] as const;
export type MailState = (typeof MAIL_STATES)[number];

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

/** Who read or changed a patient's health data, other than the patient (migration 0031, server/db/dataAccessLog.ts). */
export interface DataAccessLogTable {
  id: Generated<number>;
  patient_id: number;
  /** The member of staff (or the support user acting as the patient); null for the portal itself. */
  actor_id: number | null;
  /** operator, doctor, support */
  actor_role: string;
  brand_id: string;
  /** read, change */
  action: string;
  /** care_item, document, health_check, video_note, appointment, relative, account */
  subject: string;
  subject_id: string | null;
  request_id: string | null;
  created_at: CreatedAt;
  prev_hash: string;
  hash: string;
}

/** The chain's head: one row, the last entry's id and hash. */
export interface DataAccessChainTable {
  id: number;
  last_id: number;
  last_hash: string;
}

export type DataAccessEntry = Selectable<DataAccessLogTable>;
