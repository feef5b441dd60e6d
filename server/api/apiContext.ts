/** What the API routers share: the database, the clock, token signing, mail and captcha. */
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { AccessTokens } from '../auth/accessTokens';
import type { CaptchaProvider } from '../captcha/captcha';
import { recordAudit, type AuditRecord } from '../db/auditLog';
import type { Database } from '../db/schema';
import type { Clock } from '../db/time';
import type { Mailer } from '../mail/mailer';
import type { PaymentAccounts } from '../payments/paymentAccounts';
import type { AbuseLimits } from './abuseLimits';
import type { CallRooms } from './video/callRooms';

export interface ApiContext {
  db: Kysely<Database>;
  clock: Clock;
  accessTokens: AccessTokens;
  mailer: Mailer;
  /** Captcha providers by brand.json captcha.provider ('none' has none). */
  captchaProviders: Record<string, CaptchaProvider>;
  /** Failed logins, mails and anonymous bookings allowed per address, account and recipient. */
  limits: AbuseLimits;
  refreshTtlMs: number;
  /** The MAC key of the page-session cookie (server/auth/sessionCookie.ts). */
  pageSessionKey: Buffer;
  /** Demo mode (server/deployment.ts): the demo support key works and mail links follow the request's host. */
  demo: boolean;
  /** SUPPORT_API_KEY: outside demo mode the only key impersonation accepts; none refuses it. */
  supportApiKey?: string;
  /** The SimplePay account each brand sells with (server/payments/paymentAccounts.ts). */
  payments: PaymentAccounts;
  /** How the portal reaches the gateway: fetch, replaceable in tests. */
  fetch: typeof fetch;
  /** Who is connected to which video consultation (the signalling server's rooms). */
  videoRooms: CallRooms;
  /** The ICE servers of a brand that lists none: the local STUN server in demo mode, else none (host candidates alone). */
  localIceServers: { urls: string[] }[];
}

export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** How long the emailed links stay valid. */
export const LINK_TTL_HOURS = 24;
export const LINK_TTL_MS = LINK_TTL_HOURS * 60 * 60 * 1000;

/** An audit entry with the request's address, method, path and id filled in. */
export function audit(ctx: ApiContext, req: Request, record: Omit<AuditRecord, 'ip' | 'method' | 'path' | 'requestId'>): Promise<void> {
  return recordAudit(ctx.db, { ...record, ip: req.ip ?? null, method: req.method, path: req.originalUrl.split('?')[0] ?? null, requestId: String(req.id ?? '') }, ctx.clock());
}
