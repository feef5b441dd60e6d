/**
 * The logged-in user: GET /me (spec §3 User), GET /subscriptions, the account changes
 * POST /me/email, /me/password, /me/contact-email, /me/privacy-statement, /me/subscription, and
 * PATCH /me/settings (the account's language and optional mails, issue 33), GET /me/data-access
 * (who else read or changed the patient's health data, issue 34), GET /me/sessions, DELETE
 * /me/sessions/:id and POST /me/sessions/end-others (the signed-in devices, issue 34).
 */
import { Router, type RequestHandler } from 'express';
import type { AccountSettingsRequest, ChangeEmailRequest, ChangePasswordRequest, ChooseSubscriptionRequest, ContactEmailRequest, DataAccessList, DataAccessQuery } from '../../../generated/config-types';
import { saveAccountSettings } from '../../accounts/accountSettings';
import { familyOfListId, sessionList } from '../../accounts/sessionDevices';
import { clearSessionCookies } from '../../auth/sessionCookie';
import { loadAccount, meResponse } from '../../accounts/loadAccount';
import { checkCurrentPassword, checkPasswordNotEmail } from '../../accounts/passwordChecks';
import { hashPassword } from '../../auth/passwords';
import { authOf, notImpersonated, requireAuth } from '../../auth/requireAuth';
import type { ServedBrand } from '../../config/brandRegistry';
import { dataAccessOf, type DataAction, type DataActorRole, type DataSubject } from '../../db/dataAccessLog';
import { issueOneTimeToken } from '../../db/oneTimeTokens';
import { revokeFamily, revokeOthersForUser } from '../../db/refreshTokens';
import { acceptPrivacyStatement, listSubscriptions } from '../../db/subscriptions';
import { findUserByEmail, normaliseEmail, updateUser } from '../../db/users';
import { HttpError, NotFoundError, UnauthorizedError, ValidationError } from '../../http/errors';
import { validateBody, validateQuery, violation } from '../../http/validateRequest';
import { accountLocale } from '../../mail/accountLocale';
import { mailLimits } from '../abuseLimits';
import { audit, LINK_TTL_HOURS, LINK_TTL_MS, type ApiContext } from '../apiContext';

export function createMeRouter(ctx: ApiContext): Router {
  const router = Router();
  const auth = requireAuth(ctx);

  const account = async (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) => {
    const found = await loadAccount(ctx.db, authOf(res).userId, req);
    if (!found) throw new UnauthorizedError('#002', 'The account no longer exists');
    return found;
  };

  router.get('/me', auth, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await meResponse(ctx.db, await account(req, res), authOf(res).impersonatorId, res.locals.brand as ServedBrand));
  });

  router.get('/subscriptions', auth, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await listSubscriptions(ctx.db, authOf(res).userId));
  });

  router.post('/me/email', auth, notImpersonated, validateBody('changeEmailRequest'), ...mailLimits(ctx, 'newEmail'), async (req, res) => {
    const { newEmail, password } = req.body as ChangeEmailRequest;
    const { user } = await account(req, res);
    await checkCurrentPassword(user, password);
    if (await findUserByEmail(ctx.db, newEmail)) throw new HttpError(409, 'U015', 'Email address taken');
    const email = normaliseEmail(newEmail);
    const token = await issueOneTimeToken(ctx.db, { userId: user.id, purpose: 'verify-email', ttlMs: LINK_TTL_MS, payload: { email } }, ctx.clock());
    const brand = res.locals.brand as ServedBrand;
    await ctx.mailer.send(req, brand, { kind: 'verifyEmail', to: email, name: user.first_name, locale: accountLocale(user.locale, brand), token, hours: LINK_TTL_HOURS });
    res.status(202).json({ status: 'sent' });
  });

  router.post('/me/contact-email', auth, validateBody('contactEmailRequest'), ...mailLimits(ctx, 'contactEmail'), async (req, res) => {
    const contactEmail = normaliseEmail((req.body as ContactEmailRequest).contactEmail);
    const { user } = await account(req, res);
    await updateUser(ctx.db, user.id, { contact_email: contactEmail, contact_email_confirmed: 0 });
    const token = await issueOneTimeToken(ctx.db, { userId: user.id, purpose: 'verify-contact-email', ttlMs: LINK_TTL_MS, payload: { email: contactEmail } }, ctx.clock());
    const brand = res.locals.brand as ServedBrand;
    await ctx.mailer.send(req, brand, { kind: 'verifyContactEmail', to: contactEmail, name: user.first_name, locale: accountLocale(user.locale, brand), token, hours: LINK_TTL_HOURS });
    res.status(202).json({ status: 'sent' });
  });

  router.post('/me/password', auth, notImpersonated, validateBody('changePasswordRequest'), async (req, res) => {
    const { currentPassword, newPassword, newPasswordConfirmation } = req.body as ChangePasswordRequest;
    const { user } = await account(req, res);
    await checkCurrentPassword(user, currentPassword);
    if (newPassword !== newPasswordConfirmation) throw new HttpError(400, 'U028', 'The passwords differ');
    checkPasswordNotEmail(res.locals.brand as ServedBrand, req, '/newPassword', newPassword, user.email);
    await updateUser(ctx.db, user.id, { password_hash: await hashPassword(newPassword) });
    // Whoever else knew the old password is logged out: their refresh tokens stop working, and
    // their access tokens run out within 15 minutes. This session stays.
    await revokeOthersForUser(ctx.db, user.id, authOf(res).sessionId, ctx.clock());
    res.json({ status: 'done' });
  });

  router.post('/me/privacy-statement', auth, async (req, res) => {
    const { current, subscriptions } = await account(req, res);
    // Without a chosen subscription the statement is accepted for every one that asks for it.
    for (const s of current ? [current] : subscriptions.filter((x) => x.needsPrivacyStatement)) await acceptPrivacyStatement(ctx.db, s.id);
    res.json({ status: 'done' });
  });

  // The patient's own choices: a support user acting as them sees the portal in any language
  // without changing the language of the patient's mails.
  router.patch('/me/settings', auth, notImpersonated, validateBody('accountSettingsRequest'), async (req, res) => {
    const change = req.body as AccountSettingsRequest;
    const brand = res.locals.brand as ServedBrand;
    if (change.locale !== undefined && !(brand.effective.brand.locales as readonly string[]).includes(change.locale)) {
      throw new ValidationError([violation(brand, req, '/locale', 'validation.enum')]);
    }
    const { user } = await account(req, res);
    res.set('Cache-Control', 'no-store').json(await saveAccountSettings(ctx.db, user, brand, change, ctx.clock()));
  });

  router.post('/me/subscription', auth, validateBody('chooseSubscriptionRequest'), async (req, res) => {
    const { subscriptionId } = req.body as ChooseSubscriptionRequest;
    const { user, subscriptions } = await account(req, res);
    if (!subscriptions.some((s) => s.id === subscriptionId)) throw new NotFoundError('No such subscription of this user');
    await updateUser(ctx.db, user.id, { current_subscription_id: subscriptionId });
    res.json({ status: 'done' });
  });

  // Who other than the patient read or changed their health data (issue 34), newest first.
  router.get('/me/data-access', auth, validateQuery('dataAccessQuery'), async (req, res) => {
    const { before } = req.query as DataAccessQuery;
    const patientId = authOf(res).userId;
    const rows = await dataAccessOf(ctx.db, patientId, DATA_ACCESS_PAGE + 1, before === undefined ? undefined : Number(before));
    // A care request is named by its service, as the patient's own list names it.
    const itemIds = [...new Set(rows.filter((row) => row.subject === 'care_item' && row.subject_id !== null).map((row) => Number(row.subject_id)))];
    const items = itemIds.length === 0 ? [] : await ctx.db.selectFrom('care_items').select(['id', 'service', 'specialty']).where('user_id', '=', patientId).where('id', 'in', itemIds).execute();
    const serviceOf = new Map(items.map((item) => [String(item.id), item.specialty ?? item.service]));
    const body: DataAccessList = {
      entries: rows.slice(0, DATA_ACCESS_PAGE).map((row) => ({
        id: row.id, at: row.created_at, actorRole: row.actor_role as DataActorRole,
        actorName: row.last_name === null ? null : `${row.last_name} ${row.first_name ?? ''}`.trim(),
        action: row.action as DataAction, subject: row.subject as DataSubject,
        careService: row.subject === 'care_item' && row.subject_id !== null ? serviceOf.get(row.subject_id) ?? null : null,
      })),
      more: rows.length > DATA_ACCESS_PAGE,
    };
    res.set('Cache-Control', 'private, no-store').json(body);
  });

  // The signed-in devices (issue 34). Support acting for the person sees them but signs none out.
  router.get('/me/sessions', auth, async (_req, res) => {
    const { userId, sessionId } = authOf(res);
    res.set('Cache-Control', 'private, no-store').json(await sessionList(ctx.db, userId, sessionId, ctx.clock()));
  });

  router.delete('/me/sessions/:id', auth, notImpersonated, async (req, res) => {
    const { userId, sessionId } = authOf(res);
    const familyId = await familyOfListId(ctx.db, userId, String(req.params.id), ctx.clock());
    if (familyId === undefined) throw new NotFoundError('No such signed-in session of this account');
    await revokeFamily(ctx.db, familyId, ctx.clock());
    await audit(ctx, req, { event: 'session.ended', userId, status: 204, detail: familyId === sessionId ? 'this device' : 'another device' });
    // Signing out the device in hand is a logout.
    if (familyId === sessionId) clearSessionCookies(req, res);
    res.status(204).end();
  });

  router.post('/me/sessions/end-others', auth, notImpersonated, async (req, res) => {
    const { userId, sessionId } = authOf(res);
    const ended = (await sessionList(ctx.db, userId, sessionId, ctx.clock())).sessions.filter((s) => !s.current).length;
    await revokeOthersForUser(ctx.db, userId, sessionId, ctx.clock());
    await audit(ctx, req, { event: 'session.ended', userId, status: 200, detail: `every other device (${ended})` });
    res.set('Cache-Control', 'no-store').json(await sessionList(ctx.db, userId, sessionId, ctx.clock()));
  });

  return router;
}

/** Entries a page of the patient's data access list holds. */
export const DATA_ACCESS_PAGE = 50;
