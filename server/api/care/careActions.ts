/**
 * Taking an action on a care item: the shared state machine (renderer/domain/care/careMachine.ts) says
 * where it leads or which RS code refuses it (409); the change, its event and any attached
 * documents are written together, and the patient gets a mail in the account's locale.
 * A claim's actions carry their own fields: approve the amount (at most the amount claimed),
 * requestInformation the question, reject the reason, answerInformation documents and a message.
 */
import type { Request } from 'express';
import type { CareActionRequest } from '../../../generated/config-types';
import { nextItemState, type CareActor, type ItemAction } from '../../../renderer/domain/care/careMachine';
import type { ServedBrand } from '../../config/brandRegistry';
import type { CareItem } from '../../db/schema';
import { iso } from '../../db/time';
import { HttpError, ValidationError } from '../../http/errors';
import { violation } from '../../http/validateRequest';
import type { ApiContext } from '../apiContext';
import { attachableUploads, refuseNamesAttached, type Attachable } from './careDocuments';
import { sendCareMail } from './careMail';
import { careServiceOf } from './careServices';

export interface ActionRequest {
  action: ItemAction;
  actor: CareActor;
  actorUserId: number;
  body: CareActionRequest;
}

/** What the action needs in its body (the schema has every field optional: which is needed depends on the action). */
const NEEDED: Partial<Record<ItemAction, (keyof CareActionRequest)[]>> = {
  book: ['appointmentAt', 'channel'],
  close: ['answer'],
  addDocuments: ['uploadIds'],
  requestInformation: ['question'],
  answerInformation: ['uploadIds'],
  reject: ['reason'],
};

/** The amount a claim asked for (its form's amountHuf), or null when the answers hold none. */
export function claimedHuf(item: CareItem): number | null {
  const amount = (JSON.parse(item.answers) as Record<string, unknown>).amountHuf;
  return typeof amount === 'number' && Number.isInteger(amount) ? amount : null;
}

function checkBody(brand: ServedBrand, req: Request, item: CareItem, { action, body }: ActionRequest): void {
  const needed = [...(NEEDED[action] ?? []), ...(item.flow === 'claim' && action === 'approve' ? (['amountHuf'] as const) : [])];
  // A reason or question of blanks says nothing: it is missing.
  const missing = needed.filter((field) => body[field] === undefined || (typeof body[field] === 'string' && (body[field] as string).trim() === ''));
  if (missing.length > 0) throw new ValidationError(missing.map((field) => violation(brand, req, `/${field}`, 'validation.required')));
  if (item.flow === 'claim' && action === 'approve') {
    const claimed = claimedHuf(item);
    if (claimed !== null && body.amountHuf! > claimed) throw new ValidationError([violation(brand, req, '/amountHuf', 'validation.max', { limit: claimed })]);
  }
}

function noteOf({ action, body }: ActionRequest, documents: Attachable[]): string | null {
  if (action === 'close') return body.answer ?? null;
  if (action === 'cancel' || action === 'reject') return body.reason?.trim() || null;
  if (action === 'book') return new Date(body.appointmentAt!).toISOString();
  if (action === 'addDocuments') return documents.map((d) => d.name).join(', ');
  if (action === 'requestInformation') return body.question!.trim();
  if (action === 'answerInformation') return [body.message?.trim(), documents.map((d) => d.name).join(', ')].filter(Boolean).join('\n');
  return null;
}

/** Applies the action to the item and answers the changed item; throws the RS code that refuses it. */
export async function applyAction(ctx: ApiContext, req: Request, brand: ServedBrand, item: CareItem, request: ActionRequest, attempt = 1): Promise<CareItem> {
  checkBody(brand, req, item, request);
  const step = nextItemState(item.flow, item.state, request.action);
  if (!step.ok) throw new HttpError(409, step.code, `${request.action} is refused in ${item.state}`);
  let documents: Attachable[] = [];
  if (request.action === 'addDocuments' || request.action === 'answerInformation') {
    const attached = (await ctx.db.selectFrom('care_item_documents').select('upload_id').where('item_id', '=', item.id).execute()).map((r) => r.upload_id);
    const rules = careServiceOf(brand.effective, item.service)?.care.uploads ?? null;
    documents = await attachableUploads(ctx.db, brand, req, item.user_id, request.body.uploadIds ?? [], rules, attached);
  }
  const now = iso(ctx.clock());
  const changes: { appointment_at?: string; channel?: string; answer?: string; approved_huf?: number } = {};
  if (request.action === 'book') Object.assign(changes, { appointment_at: new Date(request.body.appointmentAt!).toISOString(), channel: request.body.channel! });
  if (request.action === 'close') changes.answer = request.body.answer!;
  if (request.action === 'approve' && item.flow === 'claim') changes.approved_huf = request.body.amountHuf!;
  const changed = await ctx.db.transaction().execute(async (trx) => {
    // Only from the state the machine was asked about: an action that raced this one and won changes nothing here.
    const result = await trx.updateTable('care_items').set({ state: step.state, updated_at: now, ...changes }).where('id', '=', item.id).where('state', '=', item.state).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx.insertInto('care_item_events').values({
      item_id: item.id, at: now, action: request.action, from_state: item.state, to_state: step.state, actor: request.actor, actor_user_id: request.actorUserId, note: noteOf(request, documents),
    }).execute();
    await refuseNamesAttached(trx, brand, req, item.id, request.body.uploadIds ?? [], documents);
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
