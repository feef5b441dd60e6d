/**
 * GET /p4p: pay for prevention (service type 22, hasP4P): the patient's preventive activities this
 * calendar year with the points earned and what is still open (preventiveActivities.ts). A brand
 * without the page answers 404 before authentication; a patient without the page's permission flag
 * or the service type 403 #403, written to the audit log, as the relatives API does.
 */
import { Router, type RequestHandler } from 'express';
import type { P4PService, Route } from '../../../generated/config-types';
import { authOf, requireAuth } from '../../auth/requireAuth';
import { routeOffered } from '../../config/brandOffers';
import type { ServedBrand } from '../../config/brandRegistry';
import type { EffectiveBrand } from '../../config/loadBrands';
import { userFlags, userServices } from '../../db/users';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { requestLocale, translate } from '../../http/requestLocale';
import { audit, type ApiContext } from '../apiContext';
import { preventiveActivities } from './preventiveActivities';

interface P4pServiceDoc { value: number; p4p: P4PService; route: Route }

/** The brand's pay-for-prevention service when the brand offers its page; undefined otherwise. */
export function p4pServiceOf(brand: EffectiveBrand): P4pServiceDoc | undefined {
  for (const service of Object.values(brand.services.services)) {
    if (!service?.p4p || !service.route) continue;
    const route = brand.routes.routes[service.route];
    if (route && routeOffered(brand, service.route)) return { value: service.value, p4p: service.p4p, route };
  }
  return undefined;
}

const p4pOffered: RequestHandler = (_req, res, next) => {
  const service = p4pServiceOf((res.locals.brand as ServedBrand).effective);
  if (!service) throw new NotFoundError('This brand has no pay-for-prevention service');
  res.locals.p4pService = service;
  next();
};

export function createP4pRouter(ctx: ApiContext): Router {
  const router = Router();
  router.get('/p4p', p4pOffered, requireAuth(ctx), async (req, res) => {
    const { userId } = authOf(res);
    const service = res.locals.p4pService as P4pServiceDoc;
    const [flags, held] = await Promise.all([userFlags(ctx.db, userId), userServices(ctx.db, userId)]);
    const flag = service.route.permission;
    const missing = flag && !flags.includes(flag) ? flag : !held.some((s) => s.type === service.value) ? `service type ${service.value}` : undefined;
    if (missing) {
      await audit(ctx, req, { event: 'authz.denied', userId, status: 403, detail: `missing ${missing}` });
      throw new ForbiddenError(`Pay for prevention needs ${missing}`);
    }
    const served = res.locals.brand as ServedBrand;
    const locale = requestLocale(req, served);
    const body = await preventiveActivities(ctx.db, served.effective, service.p4p, {
      userId, now: ctx.clock(), locale, text: (key) => translate(served, locale, key),
    });
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}
