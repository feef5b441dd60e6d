/**
 * POST /health-tools/cardiovascular-risk: SCORE2 for partners and tests, scored by the module the
 * calculator page uses (renderer/healthTools/score2.ts), so both give the same figure. Public: it
 * keeps nothing and reads no account. A brand without the calculator's page answers 404; a body
 * that does not fit the schema, an age outside 40–69 or an implausible measurement answers RX444
 * with one violation per field, the sentence saying why no figure can be given.
 */
import { Router, type RequestHandler } from 'express';
import type { CardiovascularRiskRequest, CardiovascularRiskResponse } from '../../../generated/config-types';
import { assessScore2 } from '../../../renderer/healthTools/score2';
import { formatNumbers } from '../../../renderer/i18n/formatNumber';
import { score2RegionOf } from '../../../renderer/healthTools/score2Region';
import { routeOffered } from '../../config/brandOffers';
import type { ServedBrand } from '../../config/brandRegistry';
import type { EffectiveBrand } from '../../config/loadBrands';
import { NotFoundError, ValidationError } from '../../http/errors';
import { requestLocale, translate } from '../../http/requestLocale';
import { validateBody, violation } from '../../http/validateRequest';
import type { ApiContext } from '../apiContext';

/** The brand's SCORE2 calculator service, when the brand offers its page. */
export function score2ServiceOf(brand: EffectiveBrand): { source: string } | undefined {
  for (const service of Object.values(brand.services.services)) {
    if (service?.healthTool?.instrument !== 'score2' || !service.route) continue;
    if (routeOffered(brand, service.route)) return { source: service.healthTool.source };
  }
  return undefined;
}

const calculatorOffered: RequestHandler = (_req, res, next) => {
  const service = score2ServiceOf((res.locals.brand as ServedBrand).effective);
  if (!service) throw new NotFoundError('This brand has no cardiovascular risk calculator');
  res.locals.score2Service = service;
  next();
};

export function createHealthToolsRouter(_ctx: ApiContext): Router {
  const router = Router();
  router.post('/health-tools/cardiovascular-risk', calculatorOffered, validateBody('cardiovascularRiskRequest'), (req, res) => {
    const served = res.locals.brand as ServedBrand;
    const body = req.body as CardiovascularRiskRequest;
    const locale = requestLocale(req, served);
    const outcome = assessScore2({ ...body, region: body.region ?? score2RegionOf(served.effective.brand) });
    if (!outcome.ok) {
      throw new ValidationError(outcome.refusals.map((refusal) => {
        const { field, reason, ...limits } = refusal;
        return violation(served, req, `/${field}`, `healthTools.score2.refusal.${reason}`, formatNumbers(limits, locale));
      }));
    }
    const { source } = res.locals.score2Service as { source: string };
    const answer: CardiovascularRiskResponse = { ...outcome.result, source: translate(served, locale, source) ?? source };
    res.set('Cache-Control', 'no-store').json(answer);
  });
  return router;
}
