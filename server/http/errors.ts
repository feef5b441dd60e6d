import { DATABASE_UNAVAILABLE_CODE } from '../db/unavailable';

/**
 * Named errors of the portal's API. Each carries a code from the spec's error catalogue
 * (section 8); one handler turns any of them into the one error shape.
 */
export interface Violation {
  /** JSON pointer of the offending field in the request. */
  field: string;
  /** Translation key of the rule, e.g. "validation.required". */
  rule: string;
  message: string;
  params?: Record<string, unknown>;
}

export class HttpError extends Error {
  /** Sent as Retry-After (429, 503): when the client may try again. */
  retryAfterSeconds?: number;

  constructor(readonly status: number, readonly code: string, message?: string, readonly violations?: Violation[]) {
    super(message ?? code);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message?: string) { super(400, '#001', message); }
}

export class UnauthorizedError extends HttpError {
  constructor(code = '401', message?: string) { super(401, code, message); }
}

export class ForbiddenError extends HttpError {
  constructor(message?: string) { super(403, '#403', message); }
}

export class NotFoundError extends HttpError {
  constructor(message?: string) { super(404, '#404', message); }
}

export class ValidationError extends HttpError {
  constructor(violations: Violation[]) { super(422, 'RX444', 'Validation error', violations); }
}

/** A brand set the studio may not save, as it has problems (RB001): the answer carries them. */
export class BrandSetInvalidError extends HttpError {
  constructor(readonly problems: readonly object[]) {
    super(409, 'RB001', `The brand set has ${problems.length} problem(s); nothing was saved`);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message?: string, retryAfterSeconds?: number) {
    super(429, '#429', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The database cannot answer now (server/db/unavailable.ts): 503 #503, try again shortly. */
export class ServiceUnavailableError extends HttpError {
  constructor(retryAfterSeconds: number, message = 'The database cannot answer now') {
    super(503, DATABASE_UNAVAILABLE_CODE, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Statuses a client can cause outside the portal's own checks (the body parser, the static files,
 * Node's HTTP parser) and the catalogue code each answers with; any other 4xx is #001.
 */
export const STATUS_CODES: Readonly<Record<number, string>> = { 400: '#001', 403: '#403', 404: '#404', 408: '#408', 413: '#413', 415: '#415', 429: '#429', 431: '#431' };

/** The one shape every error answer has. */
export interface ErrorBody {
  code: string;
  message: string;
  requestId: string;
  violations?: Violation[];
  problems?: readonly object[];
}
