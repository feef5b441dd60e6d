/**
 * Two-factor sign-in (issue 34, item 3).
 * Sign-in: POST /login/second-factor (a code of the authenticator app, or a recovery code, with the
 * ticket a right password gave), POST /login/passkey/options and POST /login/passkey (a passkey
 * after the password, or a passkey alone).
 * The account's own: GET /me/second-factor, POST /me/totp and /me/totp/confirm, DELETE /me/totp,
 * POST /me/recovery-codes, POST /me/passkeys/options and /me/passkeys, DELETE /me/passkeys/:id.
 * Changes need the person themself (not support acting for them); removing a factor or asking for
 * new recovery codes needs the password once more.
 */
import { Router, type Request, type Response } from 'express';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type {
  PasskeyLoginOptionsRequest, PasskeyLoginRequest, PasskeyRegisterRequest, PasswordConfirmRequest, RecoveryCodeList, SecondFactorLoginRequest, TotpConfirmRequest, TotpSetup,
} from '../../../generated/config-types';
import { adoptLoginLocale } from '../../accounts/accountSettings';
import { checkCurrentPassword } from '../../accounts/passwordChecks';
import { describeDevice } from '../../accounts/sessionDevices';
import { authOf, notImpersonated, requireAuth } from '../../auth/requireAuth';
import { setSessionCookies } from '../../auth/sessionCookie';
import { issueSession, userAgentOf } from '../../auth/sessions';
import { dropOrphanRecoveryCodes, secondFactorStatus } from '../../auth/secondFactor/factors';
import { authenticateWithPasskey, authenticationOptions, registerPasskey, registrationOptions, removePasskey } from '../../auth/secondFactor/passkeys';
import { issueRecoveryCodes, useRecoveryCode } from '../../auth/secondFactor/recoveryCodes';
import { acceptTotpCode, removeTotp, startTotpSetup, totpFactorOf, totpUri } from '../../auth/secondFactor/totp';
import type { ServedBrand } from '../../config/brandRegistry';
import { consumeOneTimeToken, oneTimeTokenHolder, oneTimeTokenState } from '../../db/oneTimeTokens';
import { DatabaseRateLimitStore } from '../../db/rateLimitStore';
import { recordSessionSecondFactor, sessionSecondFactor } from '../../db/refreshTokens';
import type { SecondFactorKind, User } from '../../db/schema';
import { findUserById } from '../../db/users';
import { HttpError, NotFoundError, TooManyRequestsError, UnauthorizedError } from '../../http/errors';
import { requestLocale, statedLocale } from '../../http/requestLocale';
import { validateBody } from '../../http/validateRequest';
import { brandName } from '../../http/renderIndex';
import { addressOf, limiter } from '../abuseLimits';
import { audit, type ApiContext } from '../apiContext';

/** How long the step after a right password waits for its second factor. */
export const SECOND_FACTOR_TICKET_TTL_MS = 5 * 60_000;
/** Wrong second factors an account may send in this window before the step is refused (429). */
export const SECOND_FACTOR_FAILURES = { limit: 5, windowMs: 15 * 60_000 };

const wrongCode = () => new HttpError(400, 'A408', 'The code is not right, or was used already');
const stepExpired = () => new HttpError(400, 'A409', 'The sign-in step expired; sign in again');
const passkeyRefused = () => new HttpError(400, 'A410', 'The passkey was not accepted');

export function createSecondFactorRouter(ctx: ApiContext): Router {
  const router = Router();
  const auth = requireAuth(ctx);
  const failures = new DatabaseRateLimitStore(ctx.db, 'second-factor:', ctx.clock, SECOND_FACTOR_FAILURES.windowMs);

  /** The account whose sign-in step the ticket is, while it lives; A409 otherwise. */
  const ticketHolder = async (ticket: string): Promise<number> => {
    const live = (await oneTimeTokenState(ctx.db, 'second-factor', ticket, ctx.clock())) === 'live';
    const userId = live ? await oneTimeTokenHolder(ctx.db, 'second-factor', ticket) : undefined;
    if (userId === undefined) throw stepExpired();
    return userId;
  };

  const signIn = async (req: Request, res: Response, user: User, kind: SecondFactorKind): Promise<void> => {
    await adoptLoginLocale(ctx.db, user, statedLocale(req, res.locals.brand as ServedBrand));
    const pair = await issueSession(ctx, user.id, null, { userAgent: userAgentOf(req), secondFactor: kind });
    await audit(ctx, req, { event: 'login.success', userId: user.id, username: user.email, status: 200, detail: `second factor: ${kind}` });
    setSessionCookies(req, res, pair, ctx.refreshTtlMs, ctx.pageSessionKey);
    res.json(pair);
  };

  router.post('/login/second-factor', validateBody('secondFactorLoginRequest'), async (req, res) => {
    const { ticket, code } = req.body as SecondFactorLoginRequest;
    const userId = await ticketHolder(ticket);
    if (((await failures.get(String(userId)))?.totalHits ?? 0) >= SECOND_FACTOR_FAILURES.limit) {
      await audit(ctx, req, { event: 'login.throttled', userId, status: 429, detail: 'second factor' });
      throw new TooManyRequestsError();
    }
    const now = ctx.clock();
    const typed = code.trim();
    const kind: SecondFactorKind = /^\d{6}$/.test(typed) ? 'totp' : 'recovery';
    const accepted = kind === 'totp' ? await acceptTotpCode(ctx.db, userId, typed, now) : await useRecoveryCode(ctx.db, userId, typed, now);
    if (!accepted) {
      await failures.increment(String(userId));
      await audit(ctx, req, { event: 'login.failure', userId, status: 400, detail: `wrong second factor (${kind})` });
      throw wrongCode();
    }
    // The ticket is used with the code: one sign-in per password.
    const used = await consumeOneTimeToken(ctx.db, 'second-factor', ticket, ctx.clock());
    const user = used ? await findUserById(ctx.db, used.user_id) : undefined;
    if (!user) throw stepExpired();
    await signIn(req, res, user, kind);
  });

  // Anyone may start a passkey sign-in, so the ceremonies one address starts are limited like its failed logins.
  router.post('/login/passkey/options', limiter(ctx, { name: 'passkey-ip', allowance: ctx.limits.loginFailuresPerAddress, keyOf: addressOf, event: 'login.throttled' }), validateBody('passkeyLoginOptionsRequest'), async (req, res) => {
    const { ticket } = req.body as PasskeyLoginOptionsRequest;
    const userId = ticket === undefined ? null : await ticketHolder(ticket);
    res.set('Cache-Control', 'no-store').json(await authenticationOptions(ctx.db, req, userId, ctx.clock()));
  });

  router.post('/login/passkey', validateBody('passkeyLoginRequest'), async (req, res) => {
    const { challengeId, credential } = req.body as PasskeyLoginRequest;
    const userId = await authenticateWithPasskey(ctx.db, req, challengeId, credential as unknown as AuthenticationResponseJSON, ctx.clock());
    const user = userId === undefined ? undefined : await findUserById(ctx.db, userId);
    if (!user || !user.email_confirmed) {
      await audit(ctx, req, { event: 'login.failure', userId: user?.id ?? null, status: 400, detail: 'passkey not accepted' });
      throw passkeyRefused();
    }
    await signIn(req, res, user, 'passkey');
  });

  const account = async (res: Response): Promise<User> => {
    const user = await findUserById(ctx.db, authOf(res).userId);
    if (!user) throw new UnauthorizedError('#002', 'The account no longer exists');
    return user;
  };

  const passwordAgain = async (res: Response, password: string): Promise<User> => {
    const user = await account(res);
    await checkCurrentPassword(user, password);
    return user;
  };

  const status = async (res: Response) => {
    const { userId, sessionId } = authOf(res);
    return secondFactorStatus(ctx.db, userId, sessionId === undefined ? null : await sessionSecondFactor(ctx.db, sessionId));
  };

  const changed = (req: Request, userId: number, detail: string) => audit(ctx, req, { event: 'second-factor.changed', userId, status: 200, detail });

  router.get('/me/second-factor', auth, async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await status(res));
  });

  router.post('/me/totp', auth, notImpersonated, async (req, res) => {
    const user = await account(res);
    if ((await totpFactorOf(ctx.db, user.id))?.confirmed_at) throw new HttpError(409, 'A412', 'An authenticator app is set up already');
    const secret = await startTotpSetup(ctx.db, user.id, ctx.clock());
    const brand = res.locals.brand as ServedBrand;
    const body: TotpSetup = { secret, uri: totpUri(brandName(brand, requestLocale(req, brand)), user.email, secret) };
    res.set('Cache-Control', 'no-store').json(body);
  });

  router.post('/me/totp/confirm', auth, notImpersonated, validateBody('totpConfirmRequest'), async (req, res) => {
    const { code } = req.body as TotpConfirmRequest;
    const { userId, sessionId } = authOf(res);
    if (!(await acceptTotpCode(ctx.db, userId, code, ctx.clock(), true))) throw wrongCode();
    // This session just showed the app's code: it has the second factor from now on.
    if (sessionId !== undefined) await recordSessionSecondFactor(ctx.db, sessionId, 'totp');
    await changed(req, userId, 'authenticator app set up');
    const body: RecoveryCodeList = { codes: await issueRecoveryCodes(ctx.db, userId, ctx.clock()) };
    res.set('Cache-Control', 'no-store').json(body);
  });

  router.delete('/me/totp', auth, notImpersonated, validateBody('passwordConfirmRequest'), async (req, res) => {
    const user = await passwordAgain(res, (req.body as PasswordConfirmRequest).password);
    if (!(await removeTotp(ctx.db, user.id))) throw new NotFoundError('No authenticator app is set up');
    await dropOrphanRecoveryCodes(ctx.db, user.id);
    await changed(req, user.id, 'authenticator app removed');
    res.set('Cache-Control', 'no-store').json(await status(res));
  });

  router.post('/me/recovery-codes', auth, notImpersonated, validateBody('passwordConfirmRequest'), async (req, res) => {
    const user = await passwordAgain(res, (req.body as PasswordConfirmRequest).password);
    const current = await status(res);
    if (!current.totp && current.passkeys.length === 0) throw new HttpError(409, 'A413', 'Recovery codes need an authenticator app or a passkey first');
    const body: RecoveryCodeList = { codes: await issueRecoveryCodes(ctx.db, user.id, ctx.clock()) };
    await changed(req, user.id, 'new recovery codes');
    res.set('Cache-Control', 'no-store').json(body);
  });

  router.post('/me/passkeys/options', auth, notImpersonated, async (req, res) => {
    const user = await account(res);
    const brand = res.locals.brand as ServedBrand;
    res.set('Cache-Control', 'no-store').json(await registrationOptions(ctx.db, req, user, brandName(brand, requestLocale(req, brand)), ctx.clock()));
  });

  router.post('/me/passkeys', auth, notImpersonated, validateBody('passkeyRegisterRequest'), async (req, res) => {
    const { challengeId, credential, name } = req.body as PasskeyRegisterRequest;
    const { userId } = authOf(res);
    const device = describeDevice(userAgentOf(req));
    const named = name?.trim() || [device.browser, device.os].filter(Boolean).join(' · ') || 'Passkey';
    const stored = await registerPasskey(ctx.db, req, userId, challengeId, credential as unknown as RegistrationResponseJSON, named, ctx.clock());
    if (!stored) throw passkeyRefused();
    await changed(req, userId, `passkey ${stored.id} added`);
    res.status(201).set('Cache-Control', 'no-store').json(await status(res));
  });

  router.delete('/me/passkeys/:id', auth, notImpersonated, validateBody('passwordConfirmRequest'), async (req, res) => {
    const user = await passwordAgain(res, (req.body as PasswordConfirmRequest).password);
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || !(await removePasskey(ctx.db, user.id, id))) throw new NotFoundError('No such passkey of this account');
    await dropOrphanRecoveryCodes(ctx.db, user.id);
    await changed(req, user.id, `passkey ${id} removed`);
    res.set('Cache-Control', 'no-store').json(await status(res));
  });

  return router;
}
