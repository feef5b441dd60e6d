/**
 * GET /services/{page} (and /services/{section}/{page}, e.g. organize/care): the data of a
 * service screen for the logged-in user: which of the user's service types open the page, which
 * of those the current subscription covers, and the subscription's phone. 401 without a login,
 * 403 without the flag routes.json gives /services/<page>.
 */
import { Router } from 'express';
import type { ServicePageResponse } from '../../../generated/config-types';
import { coverageOf } from '../../accounts/coverage';
import { loadAccount, withSoleCurrent } from '../../accounts/loadAccount';
import { authOf, requireAuth, requirePermission } from '../../auth/requireAuth';
import type { ServedBrand } from '../../config/brandRegistry';
import { userServices } from '../../db/users';
import { UnauthorizedError } from '../../http/errors';
import type { ApiContext } from '../apiContext';
import { knownServicePage, pageOf, servicePagePermission } from './servicePage';

export function createServicesRouter(ctx: ApiContext): Router {
  const router = Router();
  router.get(['/services/:page', '/services/:section/:page'], knownServicePage, requireAuth(ctx), requirePermission(ctx, servicePagePermission), async (req, res) => {
    const page = pageOf(req);
    const brand = (res.locals.brand as ServedBrand).effective;
    const found = await loadAccount(ctx.db, authOf(res).userId, req);
    if (!found) throw new UnauthorizedError('#002');
    const account = withSoleCurrent(found);
    const opening = new Set(
      Object.values(brand.services.services)
        .filter((s) => s && (s.page === page || s.route === `/services/${page}`))
        .map((s) => s!.value),
    );
    const held = (await userServices(ctx.db, account.user.id)).map((s) => s.type);
    const services = held.filter((t) => opening.has(t));
    const coverage = await coverageOf(ctx.db, account.current, new Set(held));
    const body: ServicePageResponse = {
      page,
      permission: servicePagePermission(req, res) ?? null,
      services,
      covered: services.filter((t) => coverage.covers(t)),
      subscriptionActive: coverage.active,
      phone: account.current?.phone ?? null,
    };
    res.set('Cache-Control', 'no-store');
    res.json(body);
  });
  return router;
}
