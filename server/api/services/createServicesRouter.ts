/**
 * GET /services/{page}: the data of a service screen for the logged-in user: which of the user's
 * service types open the page, and the current subscription's phone. 401 without a login, 403
 * without the flag routes.json gives /services/<page>.
 */
import { Router } from 'express';
import type { ServicePageResponse } from '../../../generated/config-types';
import { loadAccount } from '../../accounts/loadAccount';
import { authOf, requireAuth, requirePermission } from '../../auth/requireAuth';
import type { ServedBrand } from '../../config/brandRegistry';
import { userServices } from '../../db/users';
import { UnauthorizedError } from '../../http/errors';
import type { ApiContext } from '../apiContext';
import { knownServicePage, pageOf, servicePagePermission } from './servicePage';

export function createServicesRouter(ctx: ApiContext): Router {
  const router = Router();
  router.get('/services/:page', knownServicePage, requireAuth(ctx), requirePermission(ctx, servicePagePermission), async (req, res) => {
    const page = pageOf(req);
    const brand = (res.locals.brand as ServedBrand).effective;
    const account = await loadAccount(ctx.db, authOf(res).userId, req);
    if (!account) throw new UnauthorizedError('#002');
    const opening = new Set(
      Object.values(brand.services.services)
        .filter((s) => s && (s.page === page || s.route === `/services/${page}`))
        .map((s) => s!.value),
    );
    const body: ServicePageResponse = {
      page,
      permission: servicePagePermission(req, res) ?? null,
      services: (await userServices(ctx.db, account.user.id)).map((s) => s.type).filter((t) => opening.has(t)),
      phone: account.current?.phone ?? null,
    };
    res.set('Cache-Control', 'no-store');
    res.json(body);
  });
  return router;
}
