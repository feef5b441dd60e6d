/**
 * The operators' view of mail delivery (issue 32), for the brand the console is served on and for
 * accounts with the operator role (403 #403 for anyone else):
 *   GET  /operator/mail?state=dead       the brand's mail in one state (dead by default), newest
 *                                        first, without its body (a body may carry a live link)
 *   POST /operator/mail/{id}/retry       a dead mail queued again with a fresh count of attempts
 *                                        (404 #404 when the brand has no such dead mail)
 */
import { Router, type Response } from 'express';
import type { OperatorMailList, OperatorMailQuery } from '../../../generated/config-types';
import { requireAuth } from '../../auth/requireAuth';
import type { ServedBrand } from '../../config/brandRegistry';
import { mailInState, requeueDeadMail } from '../../db/outbox';
import type { OutboxMessage } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { parseId } from '../../http/parseId';
import { validateQuery } from '../../http/validateRequest';
import type { ApiContext } from '../apiContext';
import { requireRole } from '../care/careAccess';

const view = (m: OutboxMessage): OperatorMailList['mail'][number] => ({
  id: m.id, to: m.to_address, subject: m.subject, state: m.state, attempts: m.attempts, lastError: m.last_error, createdAt: m.created_at,
});

export function createOperatorMailRouter(ctx: ApiContext): Router {
  const router = Router();
  const guard = [requireAuth(ctx), requireRole(ctx, 'operator')];
  const brandOf = (res: Response): ServedBrand => res.locals.brand as ServedBrand;

  router.get('/operator/mail', ...guard, validateQuery('operatorMailQuery'), async (req, res) => {
    const { state = 'dead' } = req.query as OperatorMailQuery;
    const body: OperatorMailList = { mail: (await mailInState(ctx.db, brandOf(res).id, state)).map(view) };
    res.set('Cache-Control', 'no-store').json(body);
  });

  router.post('/operator/mail/:id/retry', ...guard, async (req, res) => {
    const id = parseId(req.params.id);
    if (id === undefined || !(await requeueDeadMail(ctx.db, brandOf(res).id, id, ctx.clock()))) throw new NotFoundError('No such dead mail');
    // The delivery job takes it at its next run.
    const mail = await ctx.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    res.json(view(mail));
  });
  return router;
}
