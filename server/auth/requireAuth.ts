/**
 * Guards of the API: requireAuth needs a valid access token (401 otherwise), requirePermission
 * a user flag (403 otherwise). Both denials are written to the audit log.
 */
import type { Request, RequestHandler, Response } from 'express';
import { audit, type ApiContext } from '../api/apiContext';
import { recordImpersonatedRequest } from '../api/dataAccess';
import { ForbiddenError, UnauthorizedError } from '../http/errors';
import { familyRevoked } from '../db/refreshTokens';
import { userFlags } from '../db/users';

export interface AuthState {
  userId: number;
  impersonatorId: number | null;
  /** The refresh-token family of this login, when the token names it. */
  sessionId?: string;
}

export function authOf(res: Response): AuthState {
  const auth = res.locals.auth as AuthState | undefined;
  if (!auth) throw new Error('requireAuth must run first');
  return auth;
}

/** The token of an Authorization: Bearer header. */
export function bearer(req: Request): string | undefined {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/** The claims of the request's access token, or why it has none that counts. */
async function claimsOf(ctx: ApiContext, req: Request): Promise<{ claims: AuthState } | { denied: string; userId: number | null }> {
  const token = bearer(req);
  const claims: AuthState | undefined = token ? await ctx.accessTokens.verify(token).catch(() => undefined) : undefined;
  if (!claims) return { denied: token ? 'invalid or expired access token' : 'no access token', userId: null };
  // Logout, a password change and detected reuse revoke the family: its access tokens must stop
  // at once, not when they expire. Tokens without a session id predate this and expire on their own.
  if (claims.sessionId !== undefined && (await familyRevoked(ctx.db, claims.sessionId, claims.userId, ctx.clock()))) return { denied: 'session ended', userId: claims.userId };
  return { claims };
}

/**
 * For public answers that say more to a logged-in patient (provider search's coverage flags): a
 * valid access token sets the request's auth state; without one, or with one that no longer
 * counts, the request goes on as an anonymous visitor's.
 */
export function optionalAuth(ctx: ApiContext): RequestHandler {
  return async (req, res, next) => {
    const found = await claimsOf(ctx, req);
    if ('claims' in found) res.locals.auth = found.claims;
    next();
  };
}

/** The auth state optionalAuth set, or undefined for an anonymous visitor. */
export const maybeAuthOf = (res: Response): AuthState | undefined => res.locals.auth as AuthState | undefined;

/** Credentials and sign-in settings are the person's own: a support user acting as them changes none (403). */
export const notImpersonated: RequestHandler = (_req, res, next) => {
  if (authOf(res).impersonatorId !== null) throw new ForbiddenError('Not while impersonating');
  next();
};

export function requireAuth(ctx: ApiContext): RequestHandler {
  return async (req, res, next) => {
    const found = await claimsOf(ctx, req);
    if ('denied' in found) {
      await audit(ctx, req, { event: 'authz.denied', userId: found.userId, status: 401, detail: found.denied });
      // #002 "session expired": the renderer refreshes once on a 401 and logs out if that fails.
      throw new UnauthorizedError('#002');
    }
    res.locals.auth = found.claims;
    if (found.claims.impersonatorId !== null) recordImpersonatedRequest(ctx, req, res, found.claims.userId, found.claims.impersonatorId);
    next();
  };
}

/**
 * Needs the user flag `flag`, or the flag a function derives from the request (e.g. the
 * permission of the route a service page belongs to); undefined means no flag is needed.
 */
export function requirePermission(ctx: ApiContext, flag: string | ((req: Request, res: Response) => string | undefined)): RequestHandler {
  return async (req, res, next) => {
    const needed = typeof flag === 'function' ? flag(req, res) : flag;
    if (needed === undefined) return next();
    const { userId } = authOf(res);
    const flags = await userFlags(ctx.db, userId);
    if (!flags.includes(needed)) {
      await audit(ctx, req, { event: 'authz.denied', userId, status: 403, detail: `missing ${needed}` });
      throw new ForbiddenError(`This needs the permission ${needed}`);
    }
    next();
  };
}

