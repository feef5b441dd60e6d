/**
 * The health tools' scoring for partners and tests, by the modules their pages use
 * (renderer/healthTools/), so a person and a partner get the same result for the same answers.
 * Public: nothing is kept and no account is read.
 * - POST /health-tools/cardiovascular-risk: SCORE2; an age outside 40–69 or an implausible
 *   measurement answers RX444 with one violation per field, the sentence saying why no figure can
 *   be given.
 * - POST /health-tools/perceived-stress: PSS-10, its score and band.
 * - POST /health-tools/work-family-conflict: the work–family conflict scale, its score, the average
 *   answer and the statements agreed with.
 * - POST /health-tools/lifestyle: Life's Simple 7, each metric's level, the count of ideal ones and
 *   the 0–14 score when all seven are known; an implausible measurement, half a blood pressure or
 *   an unanswered question is RX444.
 * - POST /health-tools/health-check: the health check questionnaire's figures and flags; an
 *   implausible measurement, half a blood pressure or an unanswered alcohol question is RX444.
 * A brand without the tool's page answers 404; a body that does not fit the schema RX444.
 */
import { Router, type Request, type RequestHandler } from 'express';
import type { CardiovascularRiskRequest, CardiovascularRiskResponse, HealthCheckResponse, HealthTool, LifestyleResponse, PerceivedStressResponse, WorkFamilyConflictResponse } from '../../../generated/config-types';
import { scoreHealthCheck } from '../../../renderer/domain/healthTools/healthCheck';
import { healthToolOfService } from '../../../renderer/domain/healthTools/healthToolOfService';
import { scoreLifesSimple7 } from '../../../renderer/domain/healthTools/lifesSimple7';
import { scorePss10 } from '../../../renderer/domain/healthTools/pss10';
import { assessScore2 } from '../../../renderer/domain/healthTools/score2';
import { score2RegionOf } from '../../../renderer/domain/healthTools/score2Region';
import { scoreWorkFamilyConflict } from '../../../renderer/domain/healthTools/workFamilyConflict';
import { formatNumbers } from '../../../renderer/domain/format/formatNumber';
import { routeOffered } from '../../config/brandOffers';
import type { ServedBrand } from '../../config/brandRegistry';
import type { EffectiveBrand } from '../../config/loadBrands';
import { NotFoundError, ValidationError } from '../../http/errors';
import { requestLocale, translate } from '../../http/requestLocale';
import { validateBody, violation } from '../../http/validateRequest';
import type { ApiContext } from '../apiContext';

/** The brand's health tool scored by `instrument`, when the brand offers its page. */
export function healthToolOf(brand: EffectiveBrand, instrument: HealthTool['instrument']): HealthTool | undefined {
  for (const service of Object.values(brand.services.services)) {
    const tool = healthToolOfService(service, brand.services.healthTools);
    if (tool?.instrument !== instrument || !service?.route) continue;
    if (routeOffered(brand, service.route)) return tool;
  }
  return undefined;
}

export const toolOffered = (instrument: HealthTool['instrument']): RequestHandler => (_req, res, next) => {
  const tool = healthToolOf((res.locals.brand as ServedBrand).effective, instrument);
  if (!tool) throw new NotFoundError(`This brand does not offer the ${instrument} health tool`);
  res.locals.healthTool = tool;
  next();
};

/** The tool's source in the request's language. */
function sourceOf(req: Request, served: ServedBrand, tool: HealthTool): string {
  return translate(served, requestLocale(req, served), tool.source) ?? tool.source;
}

export function createHealthToolsRouter(_ctx: ApiContext): Router {
  const router = Router();
  router.post('/health-tools/cardiovascular-risk', toolOffered('score2'), validateBody('cardiovascularRiskRequest'), (req, res) => {
    const served = res.locals.brand as ServedBrand;
    const body = req.body as CardiovascularRiskRequest;
    const outcome = assessScore2({ ...body, region: body.region ?? score2RegionOf(served.effective.brand) });
    if (!outcome.ok) {
      const locale = requestLocale(req, served);
      throw new ValidationError(outcome.refusals.map((refusal) => {
        const { field, reason, ...limits } = refusal;
        return violation(served, req, `/${field}`, `healthTools.score2.refusal.${reason}`, formatNumbers(limits, locale));
      }));
    }
    const answer: CardiovascularRiskResponse = { ...outcome.result, source: sourceOf(req, served, res.locals.healthTool as HealthTool) };
    res.set('Cache-Control', 'no-store').json(answer);
  });
  router.post('/health-tools/perceived-stress', toolOffered('pss10'), validateBody('perceivedStressRequest'), (req, res) => {
    const served = res.locals.brand as ServedBrand;
    const outcome = scorePss10(req.body as Record<string, unknown>);
    // The schema requires every item with one of the scale's answers, so this cannot refuse; kept as a guard.
    if (!outcome.ok) throw new ValidationError(outcome.refusals.map(({ field, reason }) => violation(served, req, `/${field}`, `healthTools.pss10.refusal.${reason}`)));
    const answer: PerceivedStressResponse = { ...outcome.result, source: sourceOf(req, served, res.locals.healthTool as HealthTool) };
    res.set('Cache-Control', 'no-store').json(answer);
  });
  router.post('/health-tools/work-family-conflict', toolOffered('wfc'), validateBody('workFamilyConflictRequest'), (req, res) => {
    const served = res.locals.brand as ServedBrand;
    const outcome = scoreWorkFamilyConflict(req.body as Record<string, unknown>);
    // The schema requires every item as a whole number 1–7, so this cannot refuse; kept as a guard.
    if (!outcome.ok) throw new ValidationError(outcome.refusals.map(({ field, reason }) => violation(served, req, `/${field}`, `healthTools.wfc.refusal.${reason}`)));
    const answer: WorkFamilyConflictResponse = { ...outcome.result, source: sourceOf(req, served, res.locals.healthTool as HealthTool) };
    res.set('Cache-Control', 'no-store').json(answer);
  });
  router.post('/health-tools/lifestyle', toolOffered('ls7'), validateBody('lifestyleRequest'), (req, res) => {
    const served = res.locals.brand as ServedBrand;
    const outcome = scoreLifesSimple7(req.body as Record<string, unknown>);
    if (!outcome.ok) {
      const locale = requestLocale(req, served);
      throw new ValidationError(outcome.refusals.map((refusal) => {
        const { field, reason, ...limits } = refusal;
        return violation(served, req, `/${field}`, `healthTools.ls7.refusal.${reason}`, formatNumbers(limits, locale));
      }));
    }
    const answer: LifestyleResponse = { ...outcome.result, source: sourceOf(req, served, res.locals.healthTool as HealthTool) };
    res.set('Cache-Control', 'no-store').json(answer);
  });
  router.post('/health-tools/health-check', toolOffered('healthCheck'), validateBody('healthCheckRequest'), (req, res) => {
    const served = res.locals.brand as ServedBrand;
    const outcome = scoreHealthCheck(req.body as Record<string, unknown>);
    if (!outcome.ok) {
      const locale = requestLocale(req, served);
      throw new ValidationError(outcome.refusals.map((refusal) => {
        const { field, reason, ...limits } = refusal;
        return violation(served, req, `/${field}`, `healthTools.healthCheck.refusal.${reason}`, formatNumbers(limits, locale));
      }));
    }
    const answer: HealthCheckResponse = outcome.result;
    res.set('Cache-Control', 'no-store').json(answer);
  });
  return router;
}
