/**
 * The patient's care items (issue 12):
 *   GET  /care-items?service=                 own items of the current subscription, newest first, deleted left out
 *   GET  /care-items/{id}                     one of them (another patient's is 404)
 *   POST /care-items                          ask for a care service: RM rules, form answers (RX444), own uploads
 *   POST /care-items/{id}/actions/{action}    cancel, delete, addDocuments
 *   GET  /care-items/{id}/documents/{upload}  a document of the item, as a download
 */
import { Router, type Request, type Response } from 'express';
import type { CareActionRequest, CareItemList, CareItemRequest, CareItemsQuery } from '../../../generated/config-types';
import { loadAccount, withSoleCurrent, type Account } from '../../accounts/loadAccount';
import { authOf, requireAuth } from '../../auth/requireAuth';
import type { ServedBrand } from '../../config/brandRegistry';
import type { CareItem } from '../../db/schema';
import { iso } from '../../db/time';
import { HttpError, NotFoundError, UnauthorizedError, ValidationError } from '../../http/errors';
import { validateBody, validateQuery, violation } from '../../http/validateRequest';
import { wizardOfService } from '../../../renderer/domain/care/careWizard';
import type { ApiContext } from '../apiContext';
import { checkWizardAnswers } from '../preauthorization/checkWizardAnswers';
import { actionOf, itemIdOf, sendDocument } from './careAccess';
import { applyAction } from './careActions';
import { checkAnswers } from './careAnswers';
import { attachableUploads } from './careDocuments';
import { bookableRelative } from '../relatives/relativesService';
import { careItemViews } from './careItemView';
import { sendCareMail } from './careMail';
import { checkCreation, checkYearlyQuota } from './creationRules';
import { lockKeys, withLock } from '../../db/lock';

const LIST_LIMIT = 200;

export function createCareItemsRouter(ctx: ApiContext): Router {
  const router = Router();
  const auth = requireAuth(ctx);
  const brandOf = (res: Response): ServedBrand => res.locals.brand as ServedBrand;

  const account = async (req: Request, res: Response): Promise<Account> => {
    const found = await loadAccount(ctx.db, authOf(res).userId, req);
    if (!found) throw new UnauthorizedError('#002', 'The account no longer exists');
    return withSoleCurrent(found);
  };

  /**
   * The patient's own item of the current subscription; 404 for anything else. A deleted item is
   * gone for reading, but an action on it answers RS2004 (a second click on delete says why).
   */
  const ownItem = async (req: Request, res: Response, deleted: 'withDeleted' | 'withoutDeleted'): Promise<CareItem> => {
    const id = itemIdOf(req);
    const { user, current } = await account(req, res);
    let query = ctx.db.selectFrom('care_items').selectAll().where('id', '=', id).where('user_id', '=', user.id).where('subscription_id', '=', current?.id ?? 0);
    if (deleted === 'withoutDeleted') query = query.where('state', '!=', 'deleted');
    const item = await query.executeTakeFirst();
    if (!item) throw new NotFoundError('No such care item');
    return item;
  };

  const one = async (item: CareItem) => (await careItemViews(ctx.db, [item]))[0]!;

  router.get('/care-items', auth, validateQuery('careItemsQuery'), async (req, res) => {
    const { service } = req.query as CareItemsQuery;
    const { user, current } = await account(req, res);
    let query = ctx.db.selectFrom('care_items').selectAll().where('user_id', '=', user.id).where('subscription_id', '=', current?.id ?? 0).where('state', '!=', 'deleted');
    if (service) query = query.where('service', '=', service);
    const items = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(LIST_LIMIT).execute();
    const body: CareItemList = { items: await careItemViews(ctx.db, items) };
    res.set('Cache-Control', 'no-store').json(body);
  });

  router.get('/care-items/:id', auth, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await one(await ownItem(req, res, 'withoutDeleted')));
  });

  router.post('/care-items', auth, validateBody('careItemRequest'), async (req, res) => {
    const body = req.body as CareItemRequest;
    const brand = brandOf(res);
    const patient = await account(req, res);
    const relativeId = await bookableRelative(ctx.db, patient.user.id, body.relativeId);
    const creation = await checkCreation(ctx.db, brand.effective, patient, body, ctx.clock());
    const { service } = creation;
    // A request asked in steps (the pre-authorisation) is checked step by step, each against its own form.
    const wizard = wizardOfService(brand.effective.services.services[service.key]);
    if (wizard) checkWizardAnswers(wizard, body, brand, req);
    else checkAnswers(service.form, body.answers as Record<string, unknown>, brand, req);
    if (service.care.specialties && creation.specialty === null) throw new HttpError(422, 'RM1008', 'A specialist consultation needs its specialty');
    const documents = await attachableUploads(ctx.db, brand, req, patient.user.id, body.uploadIds ?? [], service.care.uploads, []);
    // A claim needs its invoices: fewer documents than the service asks for is a missing field.
    const fewest = service.care.uploads?.minFiles ?? 0;
    if (documents.length < fewest) throw new ValidationError([violation(brand, req, '/uploadIds', 'validation.file.tooFew', { min: fewest })]);
    // A claim starts as submitted; every other request waits for approval.
    const start = service.care.flow === 'claim' ? 'submitted' : 'awaiting_approval';
    const now = iso(ctx.clock());
    const answers = body.answers as Record<string, unknown>;
    const item = await withLock(ctx.db, lockKeys.subscription(creation.subscriptionId), async (trx) => {
      await checkYearlyQuota(trx, creation.subscriptionId, creation.serviceType, creation.yearlyLimit, ctx.clock());
      const row = await trx.insertInto('care_items').values({
        brand_id: brand.id, user_id: patient.user.id, subscription_id: creation.subscriptionId, service: service.key, service_type: creation.serviceType, specialty: creation.specialty,
        // The channel the patient prefers stays in the answers; the item's is the one the operator books.
        flow: service.care.flow, state: start, answers: JSON.stringify(answers), provider_id: creation.providerId, appointment_at: null,
        channel: null, answer: null, created_at: now, updated_at: now, relative_id: relativeId,
      }).returningAll().executeTakeFirstOrThrow();
      await trx.insertInto('care_item_events').values({
        item_id: row.id, at: now, action: 'create', from_state: null, to_state: start, actor: 'patient', actor_user_id: patient.user.id,
        note: documents.length > 0 ? documents.map((d) => d.name).join(', ') : null,
      }).execute();
      if (documents.length > 0) await trx.insertInto('care_item_documents').values(documents.map((d) => ({ item_id: row.id, upload_id: d.id }))).execute();
      return row;
    });
    await sendCareMail(ctx, req, brand, item);
    res.status(201).json(await one(item));
  });

  router.post('/care-items/:id/actions/:action', auth, validateBody('careActionRequest'), async (req, res) => {
    const action = actionOf(req, 'patient');
    const item = await ownItem(req, res, 'withDeleted');
    const changed = await applyAction(ctx, req, brandOf(res), item, { action, actor: 'patient', actorUserId: authOf(res).userId, body: (req.body ?? {}) as CareActionRequest });
    res.json(await one(changed));
  });

  router.get('/care-items/:id/documents/:uploadId', auth, async (req, res) => {
    const item = await ownItem(req, res, 'withoutDeleted');
    await sendDocument(ctx, req, res, item.id);
  });

  return router;
}
