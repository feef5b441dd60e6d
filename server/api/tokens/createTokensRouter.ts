/**
 * POST /tokens/{flow}: completes an emailed, single-use, expiring link (spec §4). Each flow names
 * the schema of its body and what using the token does; a token of another flow, an expired or
 * a used one answers U017. POST /tokens/{flow}/check {token} says what the token is now (live,
 * expired, used, unknown) without using it (issue 11).
 */
import { Router, type Request, type Response } from 'express';
import type { TokenPasswordRequest, TokenRequest } from '../../../generated/config-types';
import { checkPasswordNotEmail } from '../../accounts/passwordChecks';
import { hashPassword } from '../../auth/passwords';
import { setSessionCookies } from '../../auth/sessionCookie';
import { secondFactorMethods } from '../../auth/secondFactor/factors';
import { issueSession, userAgentOf, type TokenPairAnswer } from '../../auth/sessions';
import type { ServedBrand } from '../../config/brandRegistry';
import type { ValidatedSchema } from '../../config/schemaRegistry';
import { consumeOneTimeToken, oneTimeTokenHolder, oneTimeTokenState } from '../../db/oneTimeTokens';
import { revokeAllForUser } from '../../db/refreshTokens';
import type { OneTimeToken, OneTimeTokenPurpose } from '../../db/schema';
import { setSubscriptionStatus } from '../../db/subscriptions';
import { iso } from '../../db/time';
import { findUserByEmail, findUserById, updateUser } from '../../db/users';
import { HttpError, NotFoundError } from '../../http/errors';
import { validateBody } from '../../http/validateRequest';
import type { ApiContext } from '../apiContext';

type Used = OneTimeToken & { data: Record<string, unknown> };

interface Flow {
  schema: ValidatedSchema;
  /** Checks made before the token is used, so a typo does not use the link up. */
  precheck?: (ctx: ApiContext, req: Request, res: Response, body: Record<string, unknown>) => Promise<void>;
  complete: (ctx: ApiContext, used: Used, body: Record<string, unknown>, req: Request) => Promise<TokenPairAnswer | void>;
}

/** The new password: typed twice alike (U028), and not the address of the account the link was mailed to (RX444). */
const checkNewPassword = (purpose: OneTimeTokenPurpose) => async (ctx: ApiContext, req: Request, res: Response, body: Record<string, unknown>): Promise<void> => {
  const b = body as unknown as TokenPasswordRequest;
  if (b.password !== b.passwordConfirmation) throw new HttpError(400, 'U028', 'The passwords differ');
  // Read without using the link; an unknown one is refused (U017) when it is used.
  const holder = await oneTimeTokenHolder(ctx.db, purpose, b.token);
  const user = holder === undefined ? undefined : await findUserById(ctx.db, holder);
  if (user) checkPasswordNotEmail(res.locals.brand as ServedBrand, req, '/password', b.password, user.email);
};

const setPasswordAndLogIn = async (ctx: ApiContext, used: Used, body: Record<string, unknown>, req: Request): Promise<TokenPairAnswer | void> => {
  await updateUser(ctx.db, used.user_id, { password_hash: await hashPassword((body as unknown as TokenPasswordRequest).password), email_confirmed: 1 });
  // A new password ends every other session: whoever knew the old one is out.
  await revokeAllForUser(ctx.db, used.user_id, ctx.clock());
  // A mailed link and a new password are one factor: an account with a second one signs in with it (issue 34).
  if ((await secondFactorMethods(ctx.db, used.user_id)).length > 0) return undefined;
  return issueSession(ctx, used.user_id, null, { userAgent: userAgentOf(req) });
};

export const FLOWS: Record<string, Flow & { purpose: OneTimeTokenPurpose }> = {
  'verify-registration': {
    purpose: 'verify-registration',
    schema: 'tokenRequest',
    complete: async (ctx, used) => updateUser(ctx.db, used.user_id, { email_confirmed: 1 }),
  },
  'finish-registration': { purpose: 'finish-registration', schema: 'tokenPasswordRequest', precheck: checkNewPassword('finish-registration'), complete: setPasswordAndLogIn },
  'password-recovery': { purpose: 'password-recovery', schema: 'tokenPasswordRequest', precheck: checkNewPassword('password-recovery'), complete: setPasswordAndLogIn },
  'verify-corporate': {
    purpose: 'verify-corporate',
    schema: 'tokenRequest',
    complete: async (ctx, used) => {
      const id = Number(used.data.subscriptionId);
      const owned = await ctx.db.selectFrom('subscriptions').select('id').where('id', '=', id).where('user_id', '=', used.user_id).executeTakeFirst();
      if (owned) await setSubscriptionStatus(ctx.db, id, 'active');
    },
  },
  'verify-email': {
    purpose: 'verify-email',
    schema: 'tokenRequest',
    complete: async (ctx, used) => {
      const email = String(used.data.email);
      const holder = await findUserByEmail(ctx.db, email);
      if (holder && holder.id !== used.user_id) throw new HttpError(409, 'U015', 'Email address taken meanwhile');
      await updateUser(ctx.db, used.user_id, { email, email_confirmed: 1 });
    },
  },
  'finish-reservation': {
    purpose: 'finish-reservation',
    schema: 'tokenRequest',
    complete: async (ctx, used) => {
      // The booking must still be waiting: cancelled by its delete link or expired, it is gone.
      const result = await ctx.db.updateTable('reservations').set({ status: 'confirmed', user_id: used.user_id })
        .where('id', '=', Number(used.data.reservationId)).where('status', '=', 'pending').where('token_expires_at', '>', iso(ctx.clock()))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, 'RR1007', 'The booking is no longer waiting for confirmation');
    },
  },
  'verify-contact-email': {
    purpose: 'verify-contact-email',
    schema: 'tokenRequest',
    complete: async (ctx, used) => {
      const user = await findUserById(ctx.db, used.user_id);
      // Only the address the link was sent to is confirmed; a later change needs its own link.
      if (user?.contact_email === used.data.email) await updateUser(ctx.db, used.user_id, { contact_email_confirmed: 1 });
    },
  },
};

export function createTokensRouter(ctx: ApiContext): Router {
  const router = Router();
  const validators = Object.fromEntries(Object.entries(FLOWS).map(([name, flow]) => [name, validateBody(flow.schema)]));
  // The state of a link without using it: a page checks it before asking for a new password, and
  // says after a failure whether the link had expired, was used already or is unknown.
  const flowOf = (req: Request) => (Object.hasOwn(FLOWS, req.params.flow as string) ? FLOWS[req.params.flow as string] : undefined);
  router.post('/tokens/:flow/check', (req, _res, next) => {
    if (!flowOf(req)) throw new NotFoundError(`No token flow ${req.params.flow}`);
    next();
  }, validateBody('tokenRequest'), async (req: Request, res) => {
    res.json({ flow: req.params.flow, state: await oneTimeTokenState(ctx.db, flowOf(req)!.purpose, (req.body as TokenRequest).token, ctx.clock()) });
  });
  router.post('/tokens/:flow', (req, res, next) => {
    const validate = Object.hasOwn(validators, req.params.flow as string) ? validators[req.params.flow as string] : undefined;
    if (!validate) throw new NotFoundError(`No token flow ${req.params.flow}`);
    validate(req, res, next);
  }, async (req: Request, res) => {
    const flowName = req.params.flow as string;
    const flow = FLOWS[flowName]!;
    const body = req.body as TokenRequest & Record<string, unknown>;
    await flow.precheck?.(ctx, req, res, body);
    const used = await consumeOneTimeToken(ctx.db, flow.purpose, body.token, ctx.clock());
    if (!used) throw new HttpError(400, 'U017', 'Link invalid, expired or already used');
    const pair = await flow.complete(ctx, used, body, req);
    if (pair) setSessionCookies(req, res, pair, ctx.refreshTtlMs, ctx.pageSessionKey);
    res.json({ flow: flowName, done: true, ...(pair ?? {}) });
  });
  return router;
}
