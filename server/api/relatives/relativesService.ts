/**
 * Who may use /api/relatives: the brand's relatives service as services.json describes it (the
 * service with a `relatives` object, service type 23 in the base documents) and the route of its
 * page. The API refuses what the portal would not show: a brand that does not offer the page
 * answers 404 (before authentication, so it tells nothing about anyone's flags), and a patient
 * who lacks the page's permission flag (hasRelatives) or the service type answers 403 #403, like
 * requirePermission, written to the audit log.
 */
import type { RequestHandler, Response } from 'express';
import type { Kysely } from 'kysely';
import type { RelativesService, Route } from '../../../generated/config-types';
import { authOf } from '../../auth/requireAuth';
import { routeOffered } from '../../config/brandOffers';
import type { ServedBrand } from '../../config/brandRegistry';
import type { EffectiveBrand } from '../../config/loadBrands';
import type { Database, Relative } from '../../db/schema';
import { userFlags, userServices } from '../../db/users';
import { ForbiddenError, HttpError, NotFoundError } from '../../http/errors';
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

/** RL1002: the relative a booking or a care request names is not the patient's, or was removed. */
export const RELATIVE_GONE_CODE = 'RL1002';

/**
 * The relative a booking or a care request is for: undefined (the patient themself) stays null;
 * an id must be one of the patient's relatives that is still listed (422 RL1002 otherwise).
 */
export async function bookableRelative(db: Kysely<Database>, userId: number, relativeId: number | undefined): Promise<number | null> {
  if (relativeId === undefined) return null;
  const row = await db.selectFrom('relatives').select('id').where('id', '=', relativeId).where('user_id', '=', userId).where('removed_at', 'is', null).executeTakeFirst();
  if (!row) throw new HttpError(422, RELATIVE_GONE_CODE, 'No such relative of this patient');
  return row.id;
}

/** The relatives of the given ids as bookings and care items name them (removed ones too: they keep their name). */
export async function relativesById(db: Kysely<Database>, ids: Array<number | null>): Promise<Map<number, { id: number; name: string; relation: Relative['relation'] }>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('relatives').select(['id', 'name', 'relation']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r]));
}
