/**
 * The browser's session in cookies (issue 10, item 3): the refresh token travels in an httpOnly
 * cookie no script can read, scoped to the API, and the access token lives in the page's memory.
 * A second cookie, without any secret, tells the page that a session may exist: the page then asks
 * for an access token at boot. A third, httpOnly and sent with page loads, names the session
 * (its family, signed by the server) so the server can judge the guards of a logged-in page load;
 * it opens nothing in the API but the video signalling socket (server/api/video/signalling.ts),
 * which a browser cannot hand a bearer token to.
 * Both are SameSite=Lax and Secure except on loopback hosts (the demo on http://…localhost).
 * API clients keep the spec's body form: every answer with a pair still carries it in JSON.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookie } from 'cookie';
import { decodeJwt } from 'jose';
import type { CookieOptions, Request, Response } from 'express';
import { ValidationError } from '../http/errors';

/** httpOnly, Path=/api: sent to the refresh and logout calls, never readable by a script. */
export const REFRESH_COOKIE = 'portal_refresh';
/** "1" while a session may exist; Path=/ so page loads carry it too. No secret in it. */
export const SESSION_HINT_COOKIE = 'portal_session';
/** httpOnly, Path=/: "<family>.<mac>", the session a page load comes from (pageVisitor.ts). */
export const PAGE_SESSION_COOKIE = 'portal_page';

/** The key of the page cookie's MAC, derived from the JWT secret for this one use. */
export function pageSessionKey(jwtSecret: Uint8Array): Buffer {
  return createHmac('sha256', jwtSecret).update('page session cookie').digest();
}

const macOf = (key: Buffer, familyId: string): Buffer => createHmac('sha256', key).update(`page-session:${familyId}`).digest();

/** The session family a page load's cookie names, when its MAC is the server's. */
export function pageSessionOf(req: Request, key: Buffer): string | undefined {
  const value = cookiesOf(req)[PAGE_SESSION_COOKIE];
  const dot = value?.lastIndexOf('.') ?? -1;
  if (!value || dot <= 0 || value.length > 200) return undefined;
  const familyId = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64url');
  const expected = macOf(key, familyId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? familyId : undefined;
}

const LOOPBACK = /^(localhost|.+\.localhost|127(?:\.\d{1,3}){3}|\[?::1\]?)$/i;

function baseOptions(req: Request, path: string): CookieOptions {
  return { sameSite: 'lax', secure: !LOOPBACK.test(req.hostname ?? ''), path };
}

export interface SessionCookiePair {
  /** The access JWT, whose `sid` is the session's family. */
  token: string;
  refresh_token: string;
}

export function setSessionCookies(req: Request, res: Response, pair: SessionCookiePair, ttlMs: number, pageKey: Buffer): void {
  res.cookie(REFRESH_COOKIE, pair.refresh_token, { ...baseOptions(req, '/api'), httpOnly: true, maxAge: ttlMs });
  res.cookie(SESSION_HINT_COOKIE, '1', { ...baseOptions(req, '/'), maxAge: ttlMs });
  const familyId = decodeJwt(pair.token).sid;
  if (typeof familyId === 'string') {
    res.cookie(PAGE_SESSION_COOKIE, `${familyId}.${macOf(pageKey, familyId).toString('base64url')}`, { ...baseOptions(req, '/'), httpOnly: true, maxAge: ttlMs });
  }
}

export function clearSessionCookies(req: Request, res: Response): void {
  res.clearCookie(REFRESH_COOKIE, { ...baseOptions(req, '/api'), httpOnly: true });
  res.clearCookie(SESSION_HINT_COOKIE, baseOptions(req, '/'));
  res.clearCookie(PAGE_SESSION_COOKIE, { ...baseOptions(req, '/'), httpOnly: true });
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
