/**
 * Guards of the API: requireAuth needs a valid access token (401 otherwise), requirePermission
 * a user flag (403 otherwise). Both denials are written to the audit log.
 */
import type { Request, RequestHandler, Response } from 'express';
import { audit, type ApiContext } from '../api/apiContext';
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

export function requireAuth(ctx: ApiContext): RequestHandler {
  return async (req, res, next) => {
    const token = bearer(req);
    const claims: AuthState | undefined = token ? await ctx.accessTokens.verify(token).catch(() => undefined) : undefined;
    let denied: string | undefined;
    if (!claims) denied = token ? 'invalid or expired access token' : 'no access token';
    // Logout, a password change and detected reuse revoke the family: its access tokens must stop
    // at once, not when they expire. Tokens without a session id predate this and expire on their own.
    else if (claims.sessionId !== undefined && (await familyRevoked(ctx.db, claims.sessionId, claims.userId, ctx.clock()))) denied = 'session ended';
    if (denied !== undefined) {
      await audit(ctx, req, { event: 'authz.denied', userId: claims?.userId ?? null, status: 401, detail: denied });
      // #002 "session expired": the renderer refreshes once on a 401 and logs out if that fails.
      throw new UnauthorizedError('#002');
    }
    res.locals.auth = claims;
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

