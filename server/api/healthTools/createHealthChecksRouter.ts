/**
 * The logged-in patient's kept health checks (issue 14):
 *   POST /health-checks   scores the answers with the shared module and keeps them with the result
 *                         (201; RX444 as POST /health-tools/health-check answers it)
 *   GET  /health-checks   the patient's results, newest first, at most HEALTH_CHECK_HISTORY
 * Only for brands that offer a health check page; an anonymous visitor's answers are scored in the
 * browser and by POST /health-tools/health-check, never kept.
 */
import { Router } from 'express';
import type { HealthCheckHistory, HealthCheckRecord, HealthCheckResponse } from '../../../generated/config-types';
import { scoreHealthCheck } from '../../../renderer/domain/healthTools/healthCheck';
import { formatNumbers } from '../../../renderer/domain/format/formatNumber';
import { authOf, requireAuth } from '../../auth/requireAuth';
import type { ServedBrand } from '../../config/brandRegistry';
import { iso } from '../../db/time';
import { ValidationError } from '../../http/errors';
import { requestLocale } from '../../http/requestLocale';
import { validateBody, violation } from '../../http/validateRequest';
import type { ApiContext } from '../apiContext';
import { toolOffered } from './createHealthToolsRouter';

/** How many results GET /health-checks answers: years of yearly checks, not an archive. */
export const HEALTH_CHECK_HISTORY = 20;

const record = (row: { id: number; taken_at: string; result: string }): HealthCheckRecord => ({ id: row.id, takenAt: row.taken_at, result: JSON.parse(row.result) as HealthCheckResponse });

export function createHealthChecksRouter(ctx: ApiContext): Router {
  const router = Router();
  const guards = [toolOffered('healthCheck'), requireAuth(ctx)];

  router.get('/health-checks', ...guards, async (_req, res) => {
    const rows = await ctx.db.selectFrom('health_check_results').select(['id', 'taken_at', 'result']).where('user_id', '=', authOf(res).userId)
      .orderBy('taken_at', 'desc').orderBy('id', 'desc').limit(HEALTH_CHECK_HISTORY).execute();
    const body: HealthCheckHistory = { results: rows.map(record), limit: HEALTH_CHECK_HISTORY };
    res.set('Cache-Control', 'no-store').json(body);
  });

  router.post('/health-checks', ...guards, validateBody('healthCheckRequest'), async (req, res) => {
    const served = res.locals.brand as ServedBrand;
    const outcome = scoreHealthCheck(req.body as Record<string, unknown>);
    if (!outcome.ok) {
      const locale = requestLocale(req, served);
      throw new ValidationError(outcome.refusals.map(({ field, reason, ...limits }) => violation(served, req, `/${field}`, `healthTools.healthCheck.refusal.${reason}`, formatNumbers(limits, locale))));
    }
    const takenAt = iso(ctx.clock());
    const row = await ctx.db.insertInto('health_check_results')
      .values({ user_id: authOf(res).userId, taken_at: takenAt, answers: JSON.stringify(req.body), result: JSON.stringify(outcome.result) })
      .returning('id').executeTakeFirstOrThrow();
    const body: HealthCheckRecord = { id: row.id, takenAt, result: outcome.result };
    res.status(201).set('Cache-Control', 'no-store').json(body);
  });
  return router;
}
