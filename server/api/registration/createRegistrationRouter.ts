/**
 * New accounts: POST /registration (email mode), /registration/voucher, /med24/registration,
 * /med24/activate-key, and POST /password-recovery. A brand whose routes do not offer the form
 * (blockedRoutes, exclusiveRoutes, paid-variant routes on another brand) or whose registration
 * mode does not fit answers U045 before anything else is looked at.
 */
import { randomUUID } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { ActivateKeyRequest, PasswordRecoveryRequest, RegistrationRequest, VoucherRegistrationRequest } from '../../../generated/config-types';
import { REGISTRATION_MODES } from '../../../renderer/domain/brand/registrationModes';
import { normalisePhone } from '../../../schemas/vocabulary';
import { brandEntitlements } from '../../accounts/brandEntitlements';
import { checkRegistration } from '../../accounts/registrationChecks';
import { hashPassword } from '../../auth/passwords';
import { requireCaptcha } from '../../captcha/requireCaptcha';
import type { ServedBrand } from '../../config/brandRegistry';
import { formEndpointOffered } from '../../config/brandOffers';
import { claimActivationKey, claimVoucher, findActivationKey, findVoucher } from '../../db/entitlementCodes';
import { issueOneTimeToken } from '../../db/oneTimeTokens';
import type { SubscriptionStatus } from '../../db/schema';
import { createSubscription, ensureProduct } from '../../db/subscriptions';
import { createUser, findUserByEmail, setEntitlements, updateUser } from '../../db/users';
import { HttpError } from '../../http/errors';
import { requestLocale } from '../../http/requestLocale';
import { accountLocale } from '../../mail/accountLocale';
import { validateBody } from '../../http/validateRequest';
import { mailLimits } from '../abuseLimits';
import { LINK_TTL_HOURS, LINK_TTL_MS, type ApiContext } from '../apiContext';

const brandOf = (res: Response): ServedBrand => res.locals.brand as ServedBrand;

/** U045 unless the brand offers the form posting here (and, when given, is in one of these registration modes). */
function offered(endpoint: string, modes?: readonly string[]): RequestHandler {
  return (_req, res, next) => {
    const brand = brandOf(res).effective;
    if ((modes && !modes.includes(brand.brand.registrationMode)) || !formEndpointOffered(brand, endpoint)) {
      throw new HttpError(403, 'U045', 'Registration is not possible on this host');
    }
    next();
  };
}

type LinkMail = 'verifyRegistration' | 'finishRegistration' | 'passwordRecovery';

/** Mails the account holder a one-time link, in the account's language: to verify the registration, to finish it (set a password), or to recover the password. */
async function sendLink(ctx: ApiContext, req: Request, res: Response, user: { id: number; email: string; first_name: string; locale: string }, kind: LinkMail): Promise<void> {
  const purpose = kind === 'verifyRegistration' ? 'verify-registration' : kind === 'finishRegistration' ? 'finish-registration' : 'password-recovery';
  // A new recovery link is the only one that works: an older mail (perhaps read by someone else) no longer sets the password.
  const token = await issueOneTimeToken(ctx.db, { userId: user.id, purpose, ttlMs: LINK_TTL_MS, replacesEarlier: purpose === 'password-recovery' }, ctx.clock());
  await ctx.mailer.send(req, brandOf(res), { kind, to: user.email, name: user.first_name, locale: accountLocale(user.locale, brandOf(res)), token, hours: LINK_TTL_HOURS });
}

interface Registrant {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  birthDate: string;
  phone?: string;
}

/** Creates the account with the brand's entitlements and one subscription, and mails the verify link. */
async function register(ctx: ApiContext, req: Request, res: Response, who: Registrant, product: number, extra: { customerUuid?: string; status?: SubscriptionStatus } = {}): Promise<number> {
  if (await findUserByEmail(ctx.db, who.email)) throw new HttpError(409, 'U015', 'Email address taken');
  const brand = brandOf(res);
  const locale = requestLocale(req, brand);
  // Stored as +36…/+40… however it was typed (06 30 123 4567), so every number reads the same way.
  const phone = who.phone === undefined ? null : normalisePhone(who.phone);
  const userId = await createUser(
    ctx.db,
    { email: who.email, password_hash: await hashPassword(who.password), first_name: who.firstName ?? '', last_name: who.lastName ?? '', birth_date: who.birthDate, phone, brand_id: brand.id, locale, customer_uuid: extra.customerUuid ?? null },
    ctx.clock(),
  );
  await setEntitlements(ctx.db, userId, brandEntitlements(brand.effective));
  await createSubscription(ctx.db, { userId, productId: product, phone, status: extra.status ?? 'active' }, ctx.clock());
  await sendLink(ctx, req, res, { id: userId, email: who.email.toLowerCase(), first_name: who.firstName ?? '', locale }, 'verifyRegistration');
  return userId;
}

/** The brand's own standard product, which an account registered by email subscribes to. */
const standardProduct = (ctx: ApiContext, res: Response) => ensureProduct(ctx.db, { code: `${brandOf(res).id}-standard`, name: 'Standard', med24FreeProduct: false });

/** POST /registration: an account by email, on the brand's standard product. */
function registerByEmail(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const body = req.body as RegistrationRequest;
    checkRegistration(body, ctx.clock(), brandOf(res), req);
    await register(ctx, req, res, body, await standardProduct(ctx, res));
    res.status(201).json({ status: 'sent' });
  };
}

/** The voucher the code names, if it can still be used on this brand: U027, U041–U044 otherwise. */
async function usableVoucher(ctx: ApiContext, res: Response, code: string) {
  const voucher = await findVoucher(ctx.db, code);
  if (!voucher) throw new HttpError(400, 'U027', 'Unknown entitlement code');
  if (voucher.revoked) throw new HttpError(400, 'U041', 'Voucher not valid');
  if (voucher.valid_until && voucher.valid_until < new Date(ctx.clock()).toISOString()) throw new HttpError(400, 'U042', 'Voucher expired');
  if (voucher.used_at) throw new HttpError(400, 'U043', 'Voucher already used');
  if (voucher.brand_id && voucher.brand_id !== brandOf(res).id) throw new HttpError(400, 'U044', 'Voucher not valid on this brand');
  return voucher;
}

/** POST /registration/voucher: an account on the product of a voucher, which the account then uses up. */
function registerWithVoucher(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const body = req.body as VoucherRegistrationRequest;
    checkRegistration(body, ctx.clock(), brandOf(res), req);
    const voucher = await usableVoucher(ctx, res, body.voucher);
    const userId = await register(ctx, req, res, body, voucher.product_id);
    if (!(await claimVoucher(ctx.db, voucher.id, userId, ctx.clock()))) throw new HttpError(400, 'U043', 'Voucher already used');
    res.status(201).json({ status: 'sent' });
  };
}

/** POST /med24/registration: an account of the paid variant, which starts everyone on its free product. */
function registerPaidVariant(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const body = req.body as RegistrationRequest;
    checkRegistration(body, ctx.clock(), brandOf(res), req);
    // The paid variant starts everyone on its free product; paid subscriptions come by key or purchase.
    const free = await ensureProduct(ctx.db, { code: 'med24-free', name: 'Free', med24FreeProduct: true });
    await register(ctx, req, res, body, free, { customerUuid: randomUUID() });
    res.status(201).json({ status: 'sent' });
  };
}

/** The activation key the code names, if it is still unused and valid: U027, U043 or U042 otherwise. */
async function usableActivationKey(ctx: ApiContext, code: string) {
  const key = await findActivationKey(ctx.db, code);
  if (!key) throw new HttpError(400, 'U027', 'Unknown activation key');
  if (key.used_at) throw new HttpError(400, 'U043', 'Activation key already used');
  if (key.valid_until && key.valid_until < new Date(ctx.clock()).toISOString()) throw new HttpError(400, 'U042', 'Activation key expired');
  return key;
}

/**
 * The account an activation key is for: the address's own, given a customer id of the paid variant
 * if it has none yet, or a new one without a password (`isNew`), which the finish link completes.
 */
async function keyHolder(ctx: ApiContext, req: Request, brand: ServedBrand, email: string) {
  let user = await findUserByEmail(ctx.db, email);
  const isNew = !user;
  if (!user) {
    const locale = requestLocale(req, brand);
    const id = await createUser(ctx.db, { email, password_hash: null, first_name: '', last_name: '', birth_date: null, phone: null, brand_id: brand.id, locale, customer_uuid: randomUUID() }, ctx.clock());
    await setEntitlements(ctx.db, id, brandEntitlements(brand.effective));
    user = (await findUserByEmail(ctx.db, email))!;
  } else if (!user.customer_uuid) {
    await updateUser(ctx.db, user.id, { customer_uuid: randomUUID() });
  }
  return { user, isNew };
}

/** POST /med24/activate-key: an activation key's subscription for the address, a new account's finish link or a notice to an existing one. */
function activateKey(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const { activationKey, email } = req.body as ActivateKeyRequest;
    const key = await usableActivationKey(ctx, activationKey);
    const brand = brandOf(res);
    const { user, isNew } = await keyHolder(ctx, req, brand, email);
    if (!(await claimActivationKey(ctx.db, key.id, user.id, ctx.clock()))) throw new HttpError(400, 'U043', 'Activation key already used');
    await createSubscription(ctx.db, { userId: user.id, productId: key.product_id, phone: user.phone, status: 'active' }, ctx.clock());
    if (isNew) await sendLink(ctx, req, res, user, 'finishRegistration');
    else await ctx.mailer.send(req, brand, { kind: 'keyActivated', to: user.email, name: user.first_name, locale: accountLocale(user.locale, brand) });
    res.status(202).json({ status: 'sent' });
  };
}

/** POST /password-recovery: mails a registered address its recovery link. */
function recoverPassword(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const user = await findUserByEmail(ctx.db, (req.body as PasswordRecoveryRequest).email);
    if (user) await sendLink(ctx, req, res, user, 'passwordRecovery');
    // The same answer whether or not the address is registered.
    res.status(202).json({ status: 'sent' });
  };
}

export function createRegistrationRouter(ctx: ApiContext): Router {
  const router = Router();
  const captcha = requireCaptcha(ctx.captchaProviders);
  // Counted after the captcha: unsolved attempts cannot use up a victim's allowance of recovery mails.
  const mail = mailLimits(ctx, 'email');
  router.post('/registration', offered('/api/registration', REGISTRATION_MODES.registration), validateBody('registrationRequest'), captcha, ...mail, registerByEmail(ctx));
  router.post('/registration/voucher', offered('/api/registration/voucher', REGISTRATION_MODES.voucherRegistration), validateBody('voucherRegistrationRequest'), captcha, ...mail, registerWithVoucher(ctx));
  router.post('/med24/registration', offered('/api/med24/registration'), validateBody('registrationRequest'), captcha, ...mail, registerPaidVariant(ctx));
  router.post('/med24/activate-key', offered('/api/med24/activate-key'), validateBody('activateKeyRequest'), captcha, ...mail, activateKey(ctx));
  router.post('/password-recovery', validateBody('passwordRecoveryRequest'), captcha, ...mail, recoverPassword(ctx));
  return router;
}
