/**
 * The patient's care items (issue 12):
 *   GET  /care-items?service=                 own items of the current subscription, newest first, deleted left out
 *   GET  /care-items/{id}                     one of them (another patient's is 404)
 *   POST /care-items                          ask for a care service: RM rules, form answers (RX444), own uploads
 *   POST /care-items/{id}/actions/{action}    cancel, delete, addDocuments
 *   GET  /care-items/{id}/documents/{upload}  a document of the item, as a download
 *   GET  /care-items/{id}/answer              the item's written answer as a PDF (404 until it has one)
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
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
import { checkAnswers, storedAnswers } from './careAnswers';
import { attachableUploads, type Attachable } from './careDocuments';
import { bookableRelative } from '../relatives/relativesService';
import { careItemViews } from './careItemView';
import { sendCareAnswer } from './careAnswerDocument';
import { sendCareMail } from './careMail';
import { checkCreation, checkYearlyQuota, type Creation } from './creationRules';
import { lockKeys, withLock } from '../../db/lock';

const LIST_LIMIT = 200;

const brandOf = (res: Response): ServedBrand => res.locals.brand as ServedBrand;

/** The logged-in patient's account with its sole current subscription; #002 when the account is gone. */
async function patientAccount(ctx: ApiContext, req: Request, res: Response): Promise<Account> {
  const found = await loadAccount(ctx.db, authOf(res).userId, req);
  if (!found) throw new UnauthorizedError('#002', 'The account no longer exists');
  return withSoleCurrent(found);
}

/**
 * The patient's own item of the current subscription; 404 for anything else. A deleted item is
 * gone for reading, but an action on it answers RS2004 (a second click on delete says why).
 */
async function ownItem(ctx: ApiContext, req: Request, res: Response, deleted: 'withDeleted' | 'withoutDeleted'): Promise<CareItem> {
  const id = itemIdOf(req);
  const { user, current } = await patientAccount(ctx, req, res);
  let query = ctx.db.selectFrom('care_items').selectAll().where('id', '=', id).where('user_id', '=', user.id).where('subscription_id', '=', current?.id ?? 0);
  if (deleted === 'withoutDeleted') query = query.where('state', '!=', 'deleted');
  const item = await query.executeTakeFirst();
  if (!item) throw new NotFoundError('No such care item');
  return item;
}

/** One item as the patient sees it. */
const itemView = async (ctx: ApiContext, item: CareItem) => (await careItemViews(ctx.db, [item]))[0]!;

/** GET /care-items: the patient's items of the current subscription, newest first, deleted ones left out (?service= narrows). */
function listItems(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const { service } = req.query as CareItemsQuery;
    const { user, current } = await patientAccount(ctx, req, res);
    let query = ctx.db.selectFrom('care_items').selectAll().where('user_id', '=', user.id).where('subscription_id', '=', current?.id ?? 0).where('state', '!=', 'deleted');
    if (service) query = query.where('service', '=', service);
    const items = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(LIST_LIMIT).execute();
    const body: CareItemList = { items: await careItemViews(ctx.db, items) };
    res.set('Cache-Control', 'no-store').json(body);
  };
}

/** GET /care-items/{id}: one of the patient's items; another patient's is 404. */
function showItem(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await itemView(ctx, await ownItem(ctx, req, res, 'withoutDeleted')));
  };
}

/** The request's answers fit its service's form (RX444), and a specialist consultation names its specialty (RM1008). */
function checkRequestAnswers(brand: ServedBrand, req: Request, body: CareItemRequest, creation: Creation): void {
  const { service } = creation;
  // A request asked in steps (the pre-authorisation) is checked step by step, each against its own form.
  const wizard = wizardOfService(brand.effective.services.services[service.key]);
  if (wizard) checkWizardAnswers(wizard, body, brand, req);
  else checkAnswers(service.form, body.answers as Record<string, unknown>, brand, req);
  if (service.care.specialties && creation.specialty === null) throw new HttpError(422, 'RM1008', 'A specialist consultation needs its specialty');
}

/** The checked answers as they are stored (storedAnswers): a wizard's step by step, each with its own form. */
function answersToStore(brand: ServedBrand, { service }: Creation, answers: Record<string, unknown>): Record<string, unknown> {
  const wizard = wizardOfService(brand.effective.services.services[service.key]);
  if (!wizard) return storedAnswers(service.form, answers);
  const forms = brand.effective.forms.forms;
  return Object.fromEntries(Object.entries(answers).map(([id, step]) => {
    const form = forms[wizard.steps.find((s) => s.id === id)?.form ?? ''];
    return [id, form && typeof step === 'object' && step !== null ? storedAnswers(form, step as Record<string, unknown>) : step];
  }));
}

/** The patient's own uploads the request attaches, as many as the service asks for at least. */
async function requestDocuments(ctx: ApiContext, brand: ServedBrand, req: Request, userId: number, body: CareItemRequest, service: Creation['service']): Promise<Attachable[]> {
  const documents = await attachableUploads(ctx.db, brand, req, userId, body.uploadIds ?? [], service.care.uploads, []);
  // A claim needs its invoices: fewer documents than the service asks for is a missing field.
  const fewest = service.care.uploads?.minFiles ?? 0;
  if (documents.length < fewest) throw new ValidationError([violation(brand, req, '/uploadIds', 'validation.file.tooFew', { min: fewest })]);
  return documents;
}

interface NewCareItem {
  brand: ServedBrand;
  userId: number;
  creation: Creation;
  relativeId: number | null;
  documents: Attachable[];
  answers: Record<string, unknown>;
}

/**
 * Stores a new item with its creation event and documents, the service type's yearly quantity
 * counted again under the subscription's lock (server/db/lock.ts).
 */
async function storeCareItem(ctx: ApiContext, { brand, userId, creation, relativeId, documents, answers }: NewCareItem): Promise<CareItem> {
  const { service } = creation;
  // A claim starts as submitted; every other request waits for approval.
  const start = service.care.flow === 'claim' ? 'submitted' : 'awaiting_approval';
  const now = iso(ctx.clock());
  return withLock(ctx.db, lockKeys.subscription(creation.subscriptionId), async (trx) => {
    await checkYearlyQuota(trx, creation.subscriptionId, creation.serviceType, creation.yearlyLimit, ctx.clock());
    const row = await trx.insertInto('care_items').values({
      brand_id: brand.id, user_id: userId, subscription_id: creation.subscriptionId, service: service.key, service_type: creation.serviceType, specialty: creation.specialty,
      // The channel the patient prefers stays in the answers; the item's is the one the operator books.
      flow: service.care.flow, state: start, answers: JSON.stringify(answers), provider_id: creation.providerId, appointment_at: null,
      channel: null, answer: null, created_at: now, updated_at: now, relative_id: relativeId,
    }).returningAll().executeTakeFirstOrThrow();
    await trx.insertInto('care_item_events').values({
      item_id: row.id, at: now, action: 'create', from_state: null, to_state: start, actor: 'patient', actor_user_id: userId,
      note: documents.length > 0 ? documents.map((d) => d.name).join(', ') : null,
    }).execute();
    if (documents.length > 0) await trx.insertInto('care_item_documents').values(documents.map((d) => ({ item_id: row.id, upload_id: d.id }))).execute();
    return row;
  });
}

/** POST /care-items: the patient asks for a care service (RM rules, form answers, own uploads); the operator is mailed. */
function createItem(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const body = req.body as CareItemRequest;
    const brand = brandOf(res);
    const patient = await patientAccount(ctx, req, res);
    const relativeId = await bookableRelative(ctx.db, patient.user.id, body.relativeId);
    const creation = await checkCreation(ctx.db, brand.effective, patient, body, ctx.clock());
    checkRequestAnswers(brand, req, body, creation);
    const documents = await requestDocuments(ctx, brand, req, patient.user.id, body, creation.service);
    const answers = answersToStore(brand, creation, body.answers as Record<string, unknown>);
    const item = await storeCareItem(ctx, { brand, userId: patient.user.id, creation, relativeId, documents, answers });
    await sendCareMail(ctx, req, brand, item);
    res.status(201).json(await itemView(ctx, item));
  };
}

/** POST /care-items/{id}/actions/{action}: the patient cancels, deletes or adds documents to one of their items. */
function actOnItem(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const action = actionOf(req, 'patient');
    const item = await ownItem(ctx, req, res, 'withDeleted');
    const changed = await applyAction(ctx, req, brandOf(res), item, { action, actor: 'patient', actorUserId: authOf(res).userId, body: (req.body ?? {}) as CareActionRequest });
    res.json(await itemView(ctx, changed));
  };
}

/** GET /care-items/{id}/documents/{upload}: a document of one of the patient's items, as a download. */
function downloadDocument(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const item = await ownItem(ctx, req, res, 'withoutDeleted');
    await sendDocument(ctx, req, res, item.id);
  };
}

/** GET /care-items/{id}/answer: the written answer of one of the patient's items as a PDF, in the request's language. */
function downloadAnswer(ctx: ApiContext): RequestHandler {
  return async (req, res) => {
    const item = await ownItem(ctx, req, res, 'withoutDeleted');
    const { user } = await patientAccount(ctx, req, res);
    await sendCareAnswer(ctx.db, brandOf(res), req, res, item, `${user.last_name} ${user.first_name}`.trim(), ctx.clock());
  };
}

export function createCareItemsRouter(ctx: ApiContext): Router {
  const router = Router();
  const auth = requireAuth(ctx);
  router.get('/care-items', auth, validateQuery('careItemsQuery'), listItems(ctx));
  router.get('/care-items/:id', auth, showItem(ctx));
  router.post('/care-items', auth, validateBody('careItemRequest'), createItem(ctx));
  router.post('/care-items/:id/actions/:action', auth, validateBody('careActionRequest'), actOnItem(ctx));
  router.get('/care-items/:id/documents/:uploadId', auth, downloadDocument(ctx));
  router.get('/care-items/:id/answer', auth, downloadAnswer(ctx));
  return router;
}
