/**
 * The browser's session in cookies (issue 10, item 3): the refresh token travels in an httpOnly
 * cookie no script can read, scoped to the API, and the access token lives in the page's memory.
 * A second cookie, without any secret, tells the page and the server that a session may exist:
 * the page then asks for an access token at boot, and the server can judge guards on page loads.
 * Both are SameSite=Lax and Secure except on loopback hosts (the demo on http://…localhost).
 * API clients keep the spec's body form: every answer with a pair still carries it in JSON.
 */
import { parseCookie } from 'cookie';
import type { CookieOptions, Request, Response } from 'express';
import { ValidationError } from '../http/errors';

/** httpOnly, Path=/api: sent to the refresh and logout calls, never readable by a script. */
export const REFRESH_COOKIE = 'portal_refresh';
/** "1" while a session may exist; Path=/ so page loads carry it too. No secret in it. */
export const SESSION_HINT_COOKIE = 'portal_session';

const LOOPBACK = /^(localhost|.+\.localhost|127(?:\.\d{1,3}){3}|\[?::1\]?)$/i;

function baseOptions(req: Request, path: string): CookieOptions {
  return { sameSite: 'lax', secure: !LOOPBACK.test(req.hostname ?? ''), path };
}

export function setSessionCookies(req: Request, res: Response, refreshToken: string, ttlMs: number): void {
  res.cookie(REFRESH_COOKIE, refreshToken, { ...baseOptions(req, '/api'), httpOnly: true, maxAge: ttlMs });
  res.cookie(SESSION_HINT_COOKIE, '1', { ...baseOptions(req, '/'), maxAge: ttlMs });
}

export function clearSessionCookies(req: Request, res: Response): void {
  res.clearCookie(REFRESH_COOKIE, { ...baseOptions(req, '/api'), httpOnly: true });
  res.clearCookie(SESSION_HINT_COOKIE, baseOptions(req, '/'));
}

/** The request's cookies; an unreadable header counts as none. */
export function cookiesOf(req: Request): Record<string, string | undefined> {
  try {
    return parseCookie(req.headers.cookie ?? '');
  } catch {
    return {};
  }
}

/**
 * The refresh token of a refresh or logout call: the body's (API clients), else the cookie's (the
 * portal). With neither, the call is what the spec's body form calls a missing field (RX444).
 */
export function refreshTokenOf(req: Request): string {
  const fromBody = (req.body as { refresh_token?: unknown } | undefined)?.refresh_token;
  if (typeof fromBody === 'string') return fromBody;
  const fromCookie = cookiesOf(req)[REFRESH_COOKIE];
  if (fromCookie && fromCookie.length <= 200) return fromCookie;
  throw new ValidationError([{ field: '/refresh_token', rule: 'validation.required', message: 'refresh_token is required (in the body, or the session cookie)' }]);
}
