/**
 * Who may use /api/relatives: the brand's relatives service as services.json describes it (the
 * service with a `relatives` object, service type 23 in the base documents) and the route of its
 * page. The API refuses what the portal would not show: a brand that does not offer the page
 * answers 404 (before authentication, so it tells nothing about anyone's flags), and a patient
 * who lacks the page's permission flag (hasRelatives) or the service type answers 403 #403, like
 * requirePermission, written to the audit log.
 */
import type { RequestHandler, Response } from 'express';
import type { RelativesService, Route } from '../../../generated/config-types';
import { authOf } from '../../auth/requireAuth';
import { routeOffered } from '../../config/brandOffers';
import type { ServedBrand } from '../../config/brandRegistry';
import type { EffectiveBrand } from '../../config/loadBrands';
import { userFlags, userServices } from '../../db/users';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { audit, type ApiContext } from '../apiContext';

export interface RelativesServiceDoc {
  key: string;
  /** The numeric service type of spec §3 (23). */
  value: number;
  relatives: RelativesService;
  /** The page's route: the permission flag it needs. */
  route: Route;
}

/** The brand's relatives service when the brand offers its page; undefined otherwise. */
export function relativesServiceOf(brand: EffectiveBrand): RelativesServiceDoc | undefined {
  for (const [key, service] of Object.entries(brand.services.services)) {
    if (!service?.relatives || !service.route) continue;
    const route = brand.routes.routes[service.route];
    if (route && routeOffered(brand, service.route)) return { key, value: service.value, relatives: service.relatives, route };
  }
  return undefined;
}

const serviceOf = (res: Response): RelativesServiceDoc => res.locals.relativesService as RelativesServiceDoc;

/** 404 for a brand without the relatives page; run before authentication. */
export const relativesOffered: RequestHandler = (_req, res, next) => {
  const service = relativesServiceOf((res.locals.brand as ServedBrand).effective);
  if (!service) throw new NotFoundError('This brand has no relatives service');
  res.locals.relativesService = service;
  next();
};

/** Needs the page's permission flag and the service type; after requireAuth. */
export function requireRelatives(ctx: ApiContext): RequestHandler {
  return async (req, res, next) => {
    const { userId } = authOf(res);
    const service = serviceOf(res);
    const [flags, held] = await Promise.all([userFlags(ctx.db, userId), userServices(ctx.db, userId)]);
    const flag = service.route.permission;
    const missing = flag && !flags.includes(flag) ? flag : !held.some((s) => s.type === service.value) ? `service type ${service.value}` : undefined;
    if (missing) {
      await audit(ctx, req, { event: 'authz.denied', userId, status: 403, detail: `missing ${missing}` });
      throw new ForbiddenError(`The relatives service needs ${missing}`);
    }
    next();
  };
}
