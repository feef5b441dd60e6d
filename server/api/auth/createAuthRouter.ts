/**
 * Sessions (spec §7): POST /login, POST /token/refresh, POST /logout, GET /impersonate,
 * GET /login-with-token.
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { LoginRequest, SecondFactorStep } from '../../../generated/config-types';
import { secondFactorMethods } from '../../auth/secondFactor/factors';
import type { ServedBrand } from '../../config/brandRegistry';
import { adoptLoginLocale } from '../../accounts/accountSettings';
import { dummyHash, verifyPassword } from '../../auth/passwords';
import { bearer } from '../../auth/requireAuth';
import { sameSecret, sha256Hex } from '../../auth/secrets';
import { clearSessionCookies, refreshTokenOf, setSessionCookies } from '../../auth/sessionCookie';
import { issueSession, rotateSession, userAgentOf, type TokenPairAnswer } from '../../auth/sessions';
import { consumeOneTimeToken, issueOneTimeToken } from '../../db/oneTimeTokens';
import { familyOf, revokeFamily } from '../../db/refreshTokens';
import type { DatabaseRateLimitStore } from '../../db/rateLimitStore';
import type { User } from '../../db/schema';
import { findSupportUserByKeyHash, findUserByEmail, findUserById, isStaff, normaliseEmail, userRoles } from '../../db/users';
import { BadRequestError, ForbiddenError, HttpError, TooManyRequestsError, UnauthorizedError } from '../../http/errors';
import { statedLocale } from '../../http/requestLocale';
import { validateBody, validateQuery } from '../../http/validateRequest';
import { accountLocale } from '../../mail/accountLocale';
import { audit, LINK_TTL_HOURS, LINK_TTL_MS, type ApiContext } from '../apiContext';
import { recipientCounter } from '../abuseLimits';
import { SECOND_FACTOR_TICKET_TTL_MS } from './createSecondFactorRouter';
import { AccountFailures, loginRateLimit } from './loginRateLimit';

/** A pair for the browser: in the cookies (the portal's way) and in the body (the spec's, for API clients). */
function sendPair(ctx: ApiContext, req: Request, res: Response, pair: TokenPairAnswer): void {
  setSessionCookies(req, res, pair, ctx.refreshTtlMs, ctx.pageSessionKey);
  res.json(pair);
}

/** A login to an account whose address is not confirmed yet: the verify link is mailed again and the login answers A406. */
async function refuseUnconfirmed(ctx: ApiContext, reminders: DatabaseRateLimitStore, req: Request, res: Response, user: User, username: string): Promise<never> {
  // The reminder counts against the recipient's mail limit like any other mail to that address.
  if ((await reminders.increment(user.email)).totalHits > ctx.limits.mailPerRecipient.limit) throw new TooManyRequestsError();
  const token = await issueOneTimeToken(ctx.db, { userId: user.id, purpose: 'verify-registration', ttlMs: LINK_TTL_MS }, ctx.clock());
  const brand = res.locals.brand as ServedBrand;
  await ctx.mailer.send(req, brand, { kind: 'verifyRegistration', to: user.email, name: user.first_name, locale: accountLocale(user.locale, brand), token, hours: LINK_TTL_HOURS });
  await audit(ctx, req, { event: 'login.failure', userId: user.id, username, status: 403, detail: 'email not confirmed' });
  throw new HttpError(403, 'A406', 'Email address not confirmed; confirmation mail sent');
}

/** POST /login: a session for a username and password; repeated failures on an account ask for a captcha. */
function login(ctx: ApiContext, accountFailures: AccountFailures, reminders: DatabaseRateLimitStore): RequestHandler {
  return async (req, res) => {
    const { username, password } = req.body as LoginRequest;
    await accountFailures.demandCaptcha(req, res, normaliseEmail(username));
    const user = await findUserByEmail(ctx.db, username);
    // An unknown name and a wrong password both answer U001, and an unknown name still pays for a
    // hash check: neither the code nor the timing tells a visitor which addresses are registered.
    // (Registration does say U015 "email taken", but only behind a solved captcha.)
    const ok = user?.password_hash ? await verifyPassword(password, user.password_hash) : (await verifyPassword(password, await dummyHash()), false);
    if (!user || !ok) {
      await accountFailures.failed(normaliseEmail(username));
      await audit(ctx, req, { event: 'login.failure', userId: user?.id ?? null, username, status: 401, detail: user ? 'wrong password' : 'unknown user' });
      throw new UnauthorizedError('U001', 'Wrong username or password');
    }
    if (!user.email_confirmed) await refuseUnconfirmed(ctx, reminders, req, res, user, username);
    // An account with a second factor has no session yet: the step after asks for it.
    const methods = await secondFactorMethods(ctx.db, user.id);
    if (methods.length > 0) {
      const ticket = await issueOneTimeToken(ctx.db, { userId: user.id, purpose: 'second-factor', ttlMs: SECOND_FACTOR_TICKET_TTL_MS }, ctx.clock());
      await audit(ctx, req, { event: 'login.secondFactorAsked', userId: user.id, username, status: 200 });
      const step: SecondFactorStep = { secondFactor: { ticket, methods } };
      return void res.set('Cache-Control', 'no-store').json(step);
    }
    await adoptLoginLocale(ctx.db, user, statedLocale(req, res.locals.brand as ServedBrand));
    const pair = await issueSession(ctx, user.id, null, { userAgent: userAgentOf(req) });
    await audit(ctx, req, { event: 'login.success', userId: user.id, username, status: 200 });
    sendPair(ctx, req, res, pair);
  };
}

/** POST /token/refresh: a new pair for the refresh token; a reused one ends its whole session (U016). */
function refresh(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const refreshToken = refreshTokenOf(req);
    const outcome = await rotateSession(ctx, refreshToken);
    if (outcome.ok) return void sendPair(ctx, req, res, outcome.pair);
    // The cookie names a session that is over: the page need not try it again.
    clearSessionCookies(req, res);
    if (outcome.result === 'reused') {
      await audit(ctx, req, { event: 'refresh.reuse', userId: outcome.userId, status: 401, detail: 'rotated refresh token reused; family revoked' });
      throw new UnauthorizedError('U016', 'Refresh token reused; the session was ended');
    }
    if (outcome.result === 'pending') throw new UnauthorizedError('#002', 'Refresh token was just exchanged and its new pair is not available');
    throw new UnauthorizedError('#002', 'Refresh token unknown or expired');
  };
}

/** POST /logout: ends the refresh token's session and clears the cookies. */
function logout(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const refreshToken = refreshTokenOf(req);
    const row = await familyOf(ctx.db, refreshToken);
    if (row) await revokeFamily(ctx.db, row.family_id, ctx.clock());
    clearSessionCookies(req, res);
    res.status(204).end();
  };
}

/** GET /impersonate: support staff, with their API key, take a session as a user named by userId or email. */
function impersonate(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const key = req.headers.apikey;
    // Outside demo mode only SUPPORT_API_KEY opens impersonation: a key left in the database by an
    // earlier demo run (the README's demo key) does not.
    const acceptable = typeof key === 'string' && key !== '' && (ctx.demo || (ctx.supportApiKey !== undefined && sameSecret(key, ctx.supportApiKey)));
    const supportUserId = acceptable ? await findSupportUserByKeyHash(ctx.db, sha256Hex(key)) : undefined;
    if (!supportUserId) {
      await audit(ctx, req, { event: 'authz.denied', status: 403, detail: key ? 'unknown support api key' : 'no support api key' });
      throw new ForbiddenError('A valid support API key is needed');
    }
    const { userId, email } = req.query as { userId?: string; email?: string };
    if (!userId && !email) throw new BadRequestError('Name the user by userId or email');
    const target = userId ? await findUserById(ctx.db, Number(userId)) : await findUserByEmail(ctx.db, email!);
    // Support acts for the patients of the brands it holds the support role for; another brand's
    // account is answered as one that does not exist. A member of staff is never impersonated:
    // that would open another brand's patients, or the staff work, to the support key.
    if (!target || !(await userRoles(ctx.db, supportUserId, target.brand_id)).includes('support')) {
      if (target) await audit(ctx, req, { event: 'authz.denied', userId: target.id, status: 404, detail: `support user ${supportUserId} holds no support role for brand ${target.brand_id}` });
      throw new HttpError(404, 'U404', 'User not found');
    }
    if (await isStaff(ctx.db, target.id)) {
      await audit(ctx, req, { event: 'authz.denied', userId: target.id, status: 403, detail: `support user ${supportUserId} asked to act as a member of staff` });
      throw new ForbiddenError('A member of staff cannot be impersonated');
    }
    await audit(ctx, req, { event: 'impersonation', userId: target.id, status: 200, detail: `support user ${supportUserId}` });
    res.json(await issueSession(ctx, target.id, supportUserId, { userAgent: userAgentOf(req) }));
  };
}

/** GET /login-with-token: a session for the one-time login token in the Authorization header. */
function loginWithToken(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const token = bearer(req);
    const row = token ? await consumeOneTimeToken(ctx.db, 'login', token, ctx.clock()) : undefined;
    // 400, not 401: a 401 would make the portal try to refresh a session this visitor may not have.
    if (!row) throw new HttpError(400, 'U017', 'Login token invalid, expired or used');
    await audit(ctx, req, { event: 'login.success', userId: row.user_id, status: 200, detail: 'login token' });
    const user = await findUserById(ctx.db, row.user_id);
    if (user) await adoptLoginLocale(ctx.db, user, statedLocale(req, res.locals.brand as ServedBrand));
    sendPair(ctx, req, res, await issueSession(ctx, row.user_id, null, { userAgent: userAgentOf(req) }));
  };
}

export function createAuthRouter(ctx: ApiContext): Router {
  const router = Router();
  const accountFailures = new AccountFailures(ctx);
  const reminders = recipientCounter(ctx);
  router.post('/login', ...loginRateLimit(ctx), validateBody('loginRequest'), login(ctx, accountFailures, reminders));
  router.post('/token/refresh', validateBody('refreshRequest'), refresh(ctx));
  router.post('/logout', validateBody('refreshRequest'), logout(ctx));
  router.get('/impersonate', validateQuery('impersonateQuery'), impersonate(ctx));
  router.get('/login-with-token', loginWithToken(ctx));
  return router;
}
