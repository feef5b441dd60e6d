/** What the patient's and the operator's care routers share: the action of a path, the role guard and document downloads. */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler, Response } from 'express';
import { isItemAction, ITEM_ACTORS, type CareActor, type ItemAction } from '../../../renderer/domain/care/careMachine';
import { authOf } from '../../auth/requireAuth';
import { readUpload } from '../../db/uploads';
import { holdsRoleElsewhere, userRoles } from '../../db/users';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { parseId } from '../../http/parseId';
import type { ServedBrand } from '../../config/brandRegistry';
import { audit, type ApiContext } from '../apiContext';

/** The action a path names: 404 for a name that is no action, 403 for one this actor may not take. */
export function actionOf(req: Request, actor: CareActor): ItemAction {
  const action = req.params.action;
  if (!isItemAction(action)) throw new NotFoundError(`No care action ${String(action)}`);
  if (!ITEM_ACTORS[action].includes(actor)) throw new ForbiddenError(`The ${actor} does not ${action}`);
  return action;
}

/** The item id of the path; 404 for one no item can have. */
export function itemIdOf(req: Request): number {
  const id = parseId(req.params.id);
  if (id === undefined) throw new NotFoundError('No such care item');
  return id;
}

/**
 * Needs the staff role `role` for the brand being served, whatever the Host asked for (issue 34):
 * a member of staff of another brand is told there is nothing here (404, so another brand's
 * items are not even confirmed to exist), anyone else 403 #403; both are written to the audit log.
 */
export function requireRole(ctx: ApiContext, role: string): RequestHandler {
  return async (req, res, next) => {
    const { userId } = authOf(res);
    const brandId = (res.locals.brand as ServedBrand).id;
    if ((await userRoles(ctx.db, userId, brandId)).includes(role)) {
      next();
      return;
    }
    if (await holdsRoleElsewhere(ctx.db, userId, role, brandId)) {
      await audit(ctx, req, { event: 'authz.denied', userId, status: 404, detail: `role ${role} not held for brand ${brandId}` });
      throw new NotFoundError(`Nothing of brand ${brandId} for this ${role}`);
    }
    await audit(ctx, req, { event: 'authz.denied', userId, status: 403, detail: `missing role ${role}` });
    throw new ForbiddenError(`This needs the role ${role}`);
  };
}

/** Streams a document attached to the item as a download; 404 when the item has no such document. `beforeSending` runs once it is found (the data access log). */
export async function sendDocument(ctx: ApiContext, req: Request, res: Response, itemId: number, beforeSending?: () => Promise<void>): Promise<void> {
  const uploadId = parseId(req.params.uploadId);
  const doc = uploadId === undefined ? undefined : await ctx.db.selectFrom('care_item_documents as d').innerJoin('uploads as u', 'u.id', 'd.upload_id')
    .select(['u.id', 'u.name', 'u.mime_type', 'u.size']).where('d.item_id', '=', itemId).where('d.upload_id', '=', uploadId).executeTakeFirst();
  if (!doc) throw new NotFoundError('No such document');
  await beforeSending?.();
  // attachment(): the browser saves the file and never renders it in the portal's origin.
  res.attachment(doc.name);
  res.set({ 'Content-Type': doc.mime_type, 'Content-Length': String(doc.size), 'Cache-Control': 'private, no-store' });
  await pipeline(Readable.from(readUpload(ctx.db, doc.id)), res);
}
