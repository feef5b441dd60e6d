/**
 * The login throttle: within a minute, five failed logins for one account (username) or from one
 * address are allowed; the sixth answers 429 #429. Successful logins do not count
 * (skipSuccessfulRequests). Counters live in the database so all instances share them.
 */
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { normaliseEmail } from '../../db/users';
import { DatabaseRateLimitStore } from '../../db/rateLimitStore';
import { TooManyRequestsError } from '../../http/errors';
import { audit, type ApiContext } from '../apiContext';

export function loginRateLimit(ctx: ApiContext): RequestHandler[] {
  const common = {
    windowMs: ctx.loginLimit.windowMs,
    limit: ctx.loginLimit.limit,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8' as const,
    legacyHeaders: false,
    handler: (async (req, _res, next) => {
      await audit(ctx, req, { event: 'login.throttled', username: usernameOf(req.body), status: 429 });
      next(new TooManyRequestsError());
    }) as RequestHandler,
  };
  const byAddress = rateLimit({
    ...common,
    store: new DatabaseRateLimitStore(ctx.db, 'login-ip:', ctx.clock),
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
  });
  const byAccount = rateLimit({
    ...common,
    store: new DatabaseRateLimitStore(ctx.db, 'login-user:', ctx.clock),
    // A body without a username is refused by validation anyway; it still counts for its address.
    skip: (req) => usernameOf(req.body) === undefined,
    keyGenerator: (req) => usernameOf(req.body) ?? '',
  });
  return [byAddress, byAccount];
}

function usernameOf(body: unknown): string | undefined {
  const value = (body as { username?: unknown } | undefined)?.username;
  return typeof value === 'string' && value.trim() !== '' ? normaliseEmail(value).slice(0, 254) : undefined;
}
