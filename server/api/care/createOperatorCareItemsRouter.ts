/**
 * The operator console's API (issue 12): the care items of the brand the console is served on,
 * for accounts with the operator role (403 #403 for anyone else).
 *   GET  /operator/care-items?state=&service=          the queue, newest first (deleted ones too)
 *   GET  /operator/care-items/{id}                     one item with the patient who asked
 *   POST /operator/care-items/{id}/actions/{action}    approve, book, markAppeared, close, cancel; for a claim
 *                                                      requestInformation, approve (amountHuf), markPaid, reject
 *   GET  /operator/care-items/{id}/documents/{upload}  a document of the item, as a download
 */
import { Router, type Request, type Response } from 'express';
import type { CareActionRequest, CareItemsQuery, OperatorCareItemList } from '../../../generated/config-types';
import { authOf, requireAuth } from '../../auth/requireAuth';
import type { ServedBrand } from '../../config/brandRegistry';
import type { CareItem } from '../../db/schema';
import { NotFoundError } from '../../http/errors';
import { validateBody, validateQuery } from '../../http/validateRequest';
import type { ApiContext } from '../apiContext';
import { actionOf, itemIdOf, requireRole, sendDocument } from './careAccess';
import { applyAction } from './careActions';
import { operatorCareItemViews } from './careItemView';
import { recordStaffAccess, type PatientDataAccess } from '../dataAccess';

const QUEUE_LIMIT = 500;

export function createOperatorCareItemsRouter(ctx: ApiContext): Router {
  const router = Router();
  const guard = [requireAuth(ctx), requireRole(ctx, 'operator')];
  const brandOf = (res: Response): ServedBrand => res.locals.brand as ServedBrand;

  const brandItem = async (req: Request, res: Response): Promise<CareItem> => {
    const item = await ctx.db.selectFrom('care_items').selectAll().where('id', '=', itemIdOf(req)).where('brand_id', '=', brandOf(res).id).executeTakeFirst();
    if (!item) throw new NotFoundError('No such care item');
    return item;
  };
  /** Every read and change of a patient's item is in the data access log before the answer leaves. */
  const staffAccess = (req: Request, res: Response, accesses: PatientDataAccess[]) => recordStaffAccess(ctx, req, res, authOf(res).userId, 'operator', accesses);
  const one = async (item: CareItem) => (await operatorCareItemViews(ctx.db, [item]))[0]!;

  router.get('/operator/care-items', ...guard, validateQuery('careItemsQuery'), async (req, res) => {
    const { service, state } = req.query as CareItemsQuery;
    let query = ctx.db.selectFrom('care_items').selectAll().where('brand_id', '=', brandOf(res).id);
    if (service) query = query.where('service', '=', service);
    if (state) query = query.where('state', '=', state);
    const items = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(QUEUE_LIMIT).execute();
    const body: OperatorCareItemList = { items: await operatorCareItemViews(ctx.db, items) };
    await staffAccess(req, res, items.map((item) => ({ patientId: item.user_id, action: 'read', subject: 'care_item', subjectId: item.id })));
    res.set('Cache-Control', 'no-store').json(body);
  });

  router.get('/operator/care-items/:id', ...guard, async (req, res) => {
    const item = await brandItem(req, res);
    const view = await one(item);
    await staffAccess(req, res, [{ patientId: item.user_id, action: 'read', subject: 'care_item', subjectId: item.id }]);
    res.set('Cache-Control', 'no-store').json(view);
  });

  router.post('/operator/care-items/:id/actions/:action', ...guard, validateBody('careActionRequest'), async (req, res) => {
    const action = actionOf(req, 'operator');
    const item = await brandItem(req, res);
    const changed = await applyAction(ctx, req, brandOf(res), item, { action, actor: 'operator', actorUserId: authOf(res).userId, body: (req.body ?? {}) as CareActionRequest });
    await staffAccess(req, res, [{ patientId: item.user_id, action: 'change', subject: 'care_item', subjectId: item.id }]);
    res.json(await one(changed));
  });

  router.get('/operator/care-items/:id/documents/:uploadId', ...guard, async (req, res) => {
    const item = await brandItem(req, res);
    await sendDocument(ctx, req, res, item.id, () => staffAccess(req, res, [{ patientId: item.user_id, action: 'read', subject: 'document', subjectId: String(req.params.uploadId) }]));
  });

  return router;
}
