/** What the patient's and the operator's care routers share: the action of a path, the role guard and document downloads. */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler, Response } from 'express';
import { isItemAction, ITEM_ACTORS, type CareActor, type ItemAction } from '../../../renderer/domain/care/careMachine';
import { authOf } from '../../auth/requireAuth';
import { readUpload } from '../../db/uploads';
import { userRoles } from '../../db/users';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { parseId } from '../../http/parseId';
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

/** Needs the account role `role` (403 #403 otherwise, written to the audit log like a missing flag). */
export function requireRole(ctx: ApiContext, role: string): RequestHandler {
  return async (req, res, next) => {
    const { userId } = authOf(res);
    if (!(await userRoles(ctx.db, userId)).includes(role)) {
      await audit(ctx, req, { event: 'authz.denied', userId, status: 403, detail: `missing role ${role}` });
      throw new ForbiddenError(`This needs the role ${role}`);
    }
    next();
  };
}

/** Streams a document attached to the item as a download; 404 when the item has no such document. */
export async function sendDocument(ctx: ApiContext, req: Request, res: Response, itemId: number): Promise<void> {
  const uploadId = parseId(req.params.uploadId);
  const doc = uploadId === undefined ? undefined : await ctx.db.selectFrom('care_item_documents as d').innerJoin('uploads as u', 'u.id', 'd.upload_id')
    .select(['u.id', 'u.name', 'u.mime_type', 'u.size']).where('d.item_id', '=', itemId).where('d.upload_id', '=', uploadId).executeTakeFirst();
  if (!doc) throw new NotFoundError('No such document');
  // attachment(): the browser saves the file and never renders it in the portal's origin.
  res.attachment(doc.name);
  res.set({ 'Content-Type': doc.mime_type, 'Content-Length': String(doc.size), 'Cache-Control': 'private, no-store' });
  await pipeline(Readable.from(readUpload(ctx.db, doc.id)), res);
}
