/**
 * GET /coverage: what the current subscription pays for this calendar year (server/accounts/coverage.ts):
 * each care service type the user has, with its yearly limit, used and remaining quantity, and the
 * specializations whose appointments the product pays (null when it pays every one). The coverage
 * screen (hasCoverage) shows it; any logged-in user may read their own.
 */
import { Router } from 'express';
import type { CoverageResponse } from '../../../generated/config-types';
import { coverageOf, coverageYear, usedServiceTypes, usedSpecializations, type Limit } from '../../accounts/coverage';
import { loadAccount, withSoleCurrent } from '../../accounts/loadAccount';
import { authOf, requireAuth } from '../../auth/requireAuth';
import type { ServedBrand } from '../../config/brandRegistry';
import type { EffectiveBrand } from '../../config/loadBrands';
import { localName } from '../../db/localName';
import { userServices } from '../../db/users';
import { UnauthorizedError } from '../../http/errors';
import { requestLocale } from '../../http/requestLocale';
import type { ApiContext } from '../apiContext';
import { careServiceOf, serviceTypeOf } from '../care/careServices';

/** The brand's care service types — each care service's own and its specialties' — with the key naming each. */
export function careServiceTypes(brand: EffectiveBrand): Map<number, string> {
  const types = new Map<number, string>();
  for (const key of Object.keys(brand.services.services)) {
    const service = careServiceOf(brand, key);
    if (!service) continue;
    types.set(service.value, key);
    for (const specialty of service.care.specialties ?? []) {
      const type = serviceTypeOf(brand, specialty);
      if (type !== undefined) types.set(type, specialty);
    }
  }
  return types;
}

const quantity = ({ covered, limit }: Limit, used: number) => ({
  covered, limit, used, remaining: limit === null ? null : Math.max(0, limit - used),
});

export function createCoverageRouter(ctx: ApiContext): Router {
  const router = Router();
  router.get('/coverage', requireAuth(ctx), async (req, res) => {
    const served = res.locals.brand as ServedBrand;
    const found = await loadAccount(ctx.db, authOf(res).userId, req);
    if (!found) throw new UnauthorizedError('#002');
    const { user, current } = withSoleCurrent(found);
    const held = await userServices(ctx.db, user.id);
    const coverage = await coverageOf(ctx.db, current, new Set(held.map((s) => s.type)));
    const year = coverageYear(ctx.clock());
    const careTypes = careServiceTypes(served.effective);
    const [usedTypes, usedSpecs] = await Promise.all([
      current ? usedServiceTypes(ctx.db, current.id, year) : new Map<number, number>(),
      usedSpecializations(ctx.db, user.id, year),
    ]);
    const listed = coverage.active ? coverage.listedSpecializations : new Map<number, number | null>();
    const names = listed && listed.size > 0
      ? await ctx.db.selectFrom('specializations').select(['id', localName('name', requestLocale(req, served)).as('name')]).where('id', 'in', [...listed.keys()]).execute()
      : [];
    const body: CoverageResponse = {
      subscription: current ? { id: current.id, status: current.status, product: { code: current.product.code, name: current.product.name } } : null,
      active: coverage.active,
      year: year.year,
      services: held.filter((s) => careTypes.has(s.type)).map((s) => ({
        type: s.type, key: careTypes.get(s.type)!, ...quantity(coverage.service(s.type), usedTypes.get(s.type) ?? 0),
      })),
      specializations: listed === undefined ? null : names
        .map((n) => ({ id: n.id, name: n.name, ...quantity(coverage.specialization(n.id), usedSpecs.get(n.id) ?? 0) }))
        .sort((a, b) => a.name.localeCompare(b.name, requestLocale(req, served))),
    };
    res.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}
