/**
 * The portal's abuse limits (issue 9; OWASP ASVS 5.0 6.3.1): how many failed logins, mails and
 * anonymous bookings one address, account or recipient gets. Every counter lives in the database
 * (server/db/rateLimitStore.ts), so instances sharing a PostgreSQL database share the limits.
 */
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { AuditEvent } from '../db/auditLog';
import { DatabaseRateLimitStore } from '../db/rateLimitStore';
import { normaliseEmail } from '../db/users';
import { TooManyRequestsError } from '../http/errors';
import { audit, type ApiContext } from './apiContext';

export interface Allowance {
  limit: number;
  windowMs: number;
}

export interface AbuseLimits {
  /** Failed logins of one account from one address: the next one is 429, other addresses go on. */
  loginFailuresPerAccountAndAddress: Allowance;
  /** Failed logins from one address over all accounts (an office behind one address still logs in). */
  loginFailuresPerAddress: Allowance;
  /** Failed logins of one account from all addresses; from then on its login needs the captcha (RC002). */
  loginFailuresBeforeCaptcha: Allowance;
  /** Calls that send mail (registration, recovery, booking, address changes) from one address. */
  mailPerAddress: Allowance;
  /** Mails those calls send to one recipient. */
  mailPerRecipient: Allowance;
  /** Anonymous bookings from one address. */
  publicReservationsPerAddress: Allowance;
  /** Unverified anonymous bookings one e-mail address may hold at once (RR1008 beyond). */
  pendingPublicReservationsPerEmail: number;
  /** How long an unverified anonymous booking holds its slot; its verify link lasts as long. */
  publicReservationHoldMs: number;
  /** Upload requests of one patient (each up to 5 files of 10 MB). */
  uploadsPerPatient: Allowance;
  /** Bytes one patient may keep in uploads not yet part of a request (server/db/uploads.ts): two full uploads' worth. */
  unattachedUploadBytes: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_LIMITS: AbuseLimits = {
  loginFailuresPerAccountAndAddress: { limit: 5, windowMs: MINUTE },
  loginFailuresPerAddress: { limit: 20, windowMs: MINUTE },
  loginFailuresBeforeCaptcha: { limit: 10, windowMs: 15 * MINUTE },
  mailPerAddress: { limit: 10, windowMs: HOUR },
  mailPerRecipient: { limit: 5, windowMs: HOUR },
  publicReservationsPerAddress: { limit: 10, windowMs: HOUR },
  pendingPublicReservationsPerEmail: 2,
  publicReservationHoldMs: 30 * MINUTE,
  uploadsPerPatient: { limit: 30, windowMs: HOUR },
  unattachedUploadBytes: 100 * 1024 * 1024,
};

/** The limits with every count multiplied (demo mode's DEMO_LIMIT_FACTOR); windows and the hold stay. */
export function scaledLimits(factor: number, base: AbuseLimits = DEFAULT_LIMITS): AbuseLimits {
  const scale = (a: Allowance): Allowance => ({ ...a, limit: a.limit * factor });
  return {
    ...base,
    loginFailuresPerAccountAndAddress: scale(base.loginFailuresPerAccountAndAddress),
    loginFailuresPerAddress: scale(base.loginFailuresPerAddress),
    loginFailuresBeforeCaptcha: scale(base.loginFailuresBeforeCaptcha),
    mailPerAddress: scale(base.mailPerAddress),
    mailPerRecipient: scale(base.mailPerRecipient),
    publicReservationsPerAddress: scale(base.publicReservationsPerAddress),
    uploadsPerPatient: scale(base.uploadsPerPatient),
    unattachedUploadBytes: base.unattachedUploadBytes * factor,
    pendingPublicReservationsPerEmail: base.pendingPublicReservationsPerEmail * factor,
  };
}

/** The request's address as a counter key (an IPv6 address counts by its /56, as express-rate-limit advises). */
export const addressOf = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');

/** A string field of the body as a normalised e-mail address; undefined when there is none. */
export function emailField(body: unknown, field: string): string | undefined {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  // No address has control characters (validation refuses them); as a counter key a NUL would
  // even fail on PostgreSQL. Such a request still counts for its address.
  if (typeof value !== 'string' || value.trim() === '' || /\p{Cc}/u.test(value)) return undefined;
  return normaliseEmail(value).slice(0, 254);
}

/** The per-recipient mail counter, shared by mailLimits and the login's reminder mail. */
const MAIL_TO = 'mail-to';

interface LimiterOptions {
  /** Prefix of the counters' keys in rate_limit_hits. */
  name: string;
  allowance: Allowance;
  /** The counter's key; undefined skips the limit for this request. */
  keyOf: (req: Request, res: Response) => string | undefined;
  /** Count only failures (the login). */
  failuresOnly?: boolean;
  /** Audit event written when the limit answers 429. */
  event: AuditEvent;
}

/** One express-rate-limit middleware over a database counter, answering 429 #429 with an audit entry. */
export function limiter(ctx: ApiContext, options: LimiterOptions): RequestHandler {
  return rateLimit({
    windowMs: options.allowance.windowMs,
    limit: options.allowance.limit,
    skipSuccessfulRequests: options.failuresOnly ?? false,
    // A failure is the client's (a wrong password, 4xx), not the server's: a 503 while the
    // database is away must not count against the people who were trying to log in.
    requestWasSuccessful: (_req, res) => res.statusCode < 400 || res.statusCode >= 500,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new DatabaseRateLimitStore(ctx.db, `${options.name}:`, ctx.clock),
    skip: (req, res) => options.keyOf(req, res) === undefined,
    keyGenerator: (req, res) => options.keyOf(req, res) ?? '',
    handler: (async (req, _res, next) => {
      await audit(ctx, req, { event: options.event, username: emailField(req.body, 'username') ?? emailField(req.body, 'email'), status: 429, detail: options.name });
      // Retry-After by the portal's clock, which the counters use (the library would count from the machine's).
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime?.getTime();
      next(new TooManyRequestsError(undefined, resetTime === undefined ? undefined : Math.max(1, Math.ceil((resetTime - ctx.clock()) / 1000))));
    }) as RequestHandler,
  });
}

/**
 * Limits of a call that sends mail: per address, and per recipient named by the body's field.
 * Every call counts, answered or refused, so probing cannot send more than the limit either.
 */
export function mailLimits(ctx: ApiContext, recipientField: string): RequestHandler[] {
  return [
    limiter(ctx, { name: 'mail-ip', allowance: ctx.limits.mailPerAddress, keyOf: addressOf, event: 'mail.throttled' }),
    limiter(ctx, { name: MAIL_TO, allowance: ctx.limits.mailPerRecipient, keyOf: (req) => emailField(req.body, recipientField), event: 'mail.throttled' }),
  ];
}

/** The per-recipient counter alone, for mail a call sends only sometimes (the login's confirmation reminder). */
export function recipientCounter(ctx: ApiContext): DatabaseRateLimitStore {
  return new DatabaseRateLimitStore(ctx.db, `${MAIL_TO}:`, ctx.clock, ctx.limits.mailPerRecipient.windowMs);
}
