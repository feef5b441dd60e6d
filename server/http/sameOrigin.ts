/**
 * The page a browser request comes from, told by its Origin header (issue 34, item 4). The
 * session's cookies are SameSite=Lax, which still lets another site's page send a "simple" POST
 * (a form, or fetch with Content-Type text/plain) from a top-level navigation or an old browser; the
 * refresh cookie then rides along. Every state-changing API call from a browser carries Origin, so
 * one that names another host than the one it came to is refused before any handler runs. A
 * request without Origin is not from a browser's page (an API client, the gateway's IPN, curl): it
 * has no ambient cookie to misuse, so the cookie or token it sends decides, as before.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { ForbiddenError } from './errors';

/** Whether the request's Origin, if any, is the host it came to (the brand's own page, or an iframe of it). */
export function fromOwnOrigin(headers: IncomingHttpHeaders): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  try {
    // "null" (a sandboxed frame, a file) throws here: no page of the portal's own.
    return new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses a state-changing call that another site's page sent (403 #403, logged as any 4xx). */
export const refuseForeignOrigin: RequestHandler = (req, _res, next) => {
  next(SAFE_METHODS.has(req.method) || fromOwnOrigin(req.headers) ? undefined : new ForbiddenError('The request came from another site’s page'));
};
