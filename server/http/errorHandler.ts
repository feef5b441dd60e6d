import type { ErrorRequestHandler, RequestHandler } from 'express';
import { BrandSetInvalidError, HttpError, NotFoundError, ServiceUnavailableError, STATUS_CODES, type ErrorBody } from './errors';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../db/unavailable';
import { requestLocale, translate } from './requestLocale';
import type { ServedBrand } from '../config/brandRegistry';

/** Unknown API paths are 404s in the error shape, never the portal page. */
export const apiNotFound: RequestHandler = (req, _res, next) => next(new NotFoundError(`No API at ${req.method} ${req.path}`));

/**
 * The single error path: named errors keep their status and code, anything else is a 500 whose
 * details stay in the log; a database that cannot answer is a 503 #503 with Retry-After. The
 * message is the catalogue text in the request's locale.
 */
const isClientError = (status: number | undefined): boolean => status !== undefined && status >= 400 && status < 500;

/**
 * Headers a file answer (send, behind express.static and res.sendFile) has already set when it
 * fails on a Range or a precondition: they describe the file, not the error. Left in place, the
 * JSON error went out labelled text/javascript with the asset's year-long immutable caching.
 * (A 416 keeps its Content-Range: it tells the client the file's length, RFC 9110 15.5.17.)
 */
const FILE_ANSWER_HEADERS = ['Content-Type', 'Content-Disposition', 'Accept-Ranges', 'ETag', 'Last-Modified', 'Cache-Control', 'Expires'];

export function errorHandler(): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const statusOf = (e: unknown): number | undefined => (typeof e === 'object' && e && 'status' in e && typeof e.status === 'number' ? e.status : undefined);
    let known: HttpError;
    if (error instanceof HttpError) known = error;
    else if (isClientError(statusOf(error))) {
      // http-errors from the body parser and the static files (unsupported charset or encoding,
      // too large, a malformed or traversing path): the client's fault, answered in the catalogue.
      const status = statusOf(error)!;
      known = new HttpError(status, STATUS_CODES[status] ?? '#001', (error as Error).message);
    } else if (isDatabaseUnavailable(error)) {
      // Not this request's fault nor a bug: the database is away (a restart, a failover, a time-out).
      req.log?.warn({ err: error }, 'the database cannot answer; 503');
      known = new ServiceUnavailableError(RETRY_AFTER_SECONDS);
    } else {
      req.log?.error({ err: error }, 'unhandled error');
      known = new HttpError(500, '500', 'Unknown error');
    }
    if (known.status >= 500 && known === error) req.log?.error({ err: error }, 'server error');
    const brand = res.locals.brand as ServedBrand | undefined;
    const locale = brand ? requestLocale(req, brand) : undefined;
    const message = (brand && locale && translate(brand, locale, `errors.${known.code}`)) ?? known.message;
    const body: ErrorBody = { code: known.code, message, requestId: String(req.id ?? '') };
    if (known.violations) body.violations = known.violations;
    if (known instanceof BrandSetInvalidError) body.problems = known.problems;
    for (const name of FILE_ANSWER_HEADERS) res.removeHeader(name);
    if (known.status !== 416) res.removeHeader('Content-Range');
    if (known.retryAfterSeconds !== undefined) res.set('Retry-After', String(known.retryAfterSeconds));
    // An error answers one request: no cache keeps it.
    res.status(known.status).set('Cache-Control', 'no-store').json(body);
  };
}
