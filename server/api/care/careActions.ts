/**
 * Taking an action on a care item: the shared state machine (renderer/care/careMachine.ts) says
 * where it leads or which RS code refuses it (409); the change, its event and any attached
 * documents are written together, and the patient gets a mail in the account's locale.
 */
import type { Request } from 'express';
import type { CareActionRequest } from '../../../generated/config-types';
import { nextState, type CareAction, type CareActor } from '../../../renderer/care/careMachine';
import type { ServedBrand } from '../../config/brandRegistry';
import type { CareItem } from '../../db/schema';
import { iso } from '../../db/time';
import { HttpError, ValidationError } from '../../http/errors';
import { violation } from '../../http/validateRequest';
import type { ApiContext } from '../apiContext';
import { attachableUploads, type Attachable } from './careDocuments';
import { sendCareMail } from './careMail';
import { careServiceOf } from './careServices';

export interface ActionRequest {
  action: CareAction;
  actor: CareActor;
  actorUserId: number;
  body: CareActionRequest;
}

/** What the action needs in its body (the schema has every field optional: which is needed depends on the action). */
function checkBody(brand: ServedBrand, req: Request, { action, body }: ActionRequest): void {
  const needed: (keyof CareActionRequest)[] = action === 'book' ? ['appointmentAt', 'channel'] : action === 'close' ? ['answer'] : action === 'addDocuments' ? ['uploadIds'] : [];
  const missing = needed.filter((field) => body[field] === undefined);
  if (missing.length > 0) throw new ValidationError(missing.map((field) => violation(brand, req, `/${field}`, 'validation.required')));
}

function noteOf({ action, body }: ActionRequest, documents: Attachable[]): string | null {
  if (action === 'close') return body.answer ?? null;
  if (action === 'cancel') return body.reason ?? null;
  if (action === 'book') return new Date(body.appointmentAt!).toISOString();
  if (action === 'addDocuments') return documents.map((d) => d.name).join(', ');
  return null;
}

/** Applies the action to the item and answers the changed item; throws the RS code that refuses it. */
export async function applyAction(ctx: ApiContext, req: Request, brand: ServedBrand, item: CareItem, request: ActionRequest, attempt = 1): Promise<CareItem> {
  checkBody(brand, req, request);
  const step = nextState(item.flow, item.state, request.action);
  if (!step.ok) throw new HttpError(409, step.code, `${request.action} is refused in ${item.state}`);
  let documents: Attachable[] = [];
  if (request.action === 'addDocuments') {
    const attached = (await ctx.db.selectFrom('care_item_documents').select('upload_id').where('item_id', '=', item.id).execute()).map((r) => r.upload_id);
    const rules = careServiceOf(brand.effective, item.service)?.care.uploads ?? null;
    documents = await attachableUploads(ctx.db, brand, req, item.user_id, request.body.uploadIds ?? [], rules, attached);
  }
  const now = iso(ctx.clock());
  const changes: Partial<Pick<CareItem, 'appointment_at' | 'channel' | 'answer'>> = {};
  if (request.action === 'book') Object.assign(changes, { appointment_at: new Date(request.body.appointmentAt!).toISOString(), channel: request.body.channel! });
  if (request.action === 'close') changes.answer = request.body.answer!;
  const changed = await ctx.db.transaction().execute(async (trx) => {
    // Only from the state the machine was asked about: an action that raced this one and won changes nothing here.
    const result = await trx.updateTable('care_items').set({ state: step.state, updated_at: now, ...changes }).where('id', '=', item.id).where('state', '=', item.state).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx.insertInto('care_item_events').values({
      item_id: item.id, at: now, action: request.action, from_state: item.state, to_state: step.state, actor: request.actor, actor_user_id: request.actorUserId, note: noteOf(request, documents),
    }).execute();
    if (documents.length > 0) await trx.insertInto('care_item_documents').values(documents.map((d) => ({ item_id: item.id, upload_id: d.id }))).execute();
    return true;
  });
  const fresh = await ctx.db.selectFrom('care_items').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow();
  // Another action got there first: this one is taken again as if it had come after it.
  if (!changed) {
    if (attempt >= 3) throw new HttpError(409, 'RS2008', `${request.action} kept racing other actions`);
    return applyAction(ctx, req, brand, fresh, request, attempt + 1);
  }
  await sendCareMail(ctx, req, brand, fresh);
  return fresh;
}
