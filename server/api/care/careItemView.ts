/**
 * Care items as the API answers them (schemas/api/care-item-response.schema.json): the row, its
 * documents and its events with the names of who acted, read for a whole list in three queries.
 */
import type { Kysely } from 'kysely';
import type { CareItem as CareItemView, CareItemEvent as CareEventView, OperatorCareItem } from '../../../generated/config-types';
import type { CareItem, Database } from '../../db/schema';
import { relativesById } from '../relatives/relativesService';

async function eventsOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, CareEventView[]>> {
  const rows = await db.selectFrom('care_item_events as e').leftJoin('users as u', 'u.id', 'e.actor_user_id')
    .select(['e.item_id', 'e.at', 'e.action', 'e.from_state', 'e.to_state', 'e.actor', 'e.note', 'u.first_name', 'u.last_name'])
    .where('e.item_id', 'in', ids).orderBy('e.id').execute();
  const out = new Map<number, CareEventView[]>();
  for (const r of rows) {
    const list = out.get(r.item_id) ?? [];
    list.push({
      at: r.at, action: r.action as CareEventView['action'], fromState: r.from_state, toState: r.to_state, actor: r.actor,
      actorName: `${r.last_name ?? ''} ${r.first_name ?? ''}`.trim(), note: r.note,
    });
    out.set(r.item_id, list);
  }
  return out;
}

async function documentsOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, CareItemView['documents']>> {
  const rows = await db.selectFrom('care_item_documents as d').innerJoin('uploads as u', 'u.id', 'd.upload_id')
    .select(['d.item_id', 'u.id', 'u.name', 'u.size', 'u.mime_type']).where('d.item_id', 'in', ids).orderBy('u.id').execute();
  const out = new Map<number, CareItemView['documents']>();
  for (const r of rows) out.set(r.item_id, [...(out.get(r.item_id) ?? []), { id: r.id, name: r.name, size: r.size, mediaType: r.mime_type }]);
  return out;
}

/** The providers the items name, by id. */
async function providersOf(db: Kysely<Database>, items: CareItem[]): Promise<Map<number, string>> {
  const ids = [...new Set(items.map((i) => i.provider_id).filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('providers').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

function view(item: CareItem, events: CareEventView[], documents: CareItemView['documents'], providers: Map<number, string>, relative: CareItemView['relative']): CareItemView {
  const providerName = item.provider_id === null ? undefined : providers.get(item.provider_id);
  return {
    relative,
    id: item.id, service: item.service, specialty: item.specialty, state: item.state, flow: item.flow, createdAt: item.created_at, updatedAt: item.updated_at,
    answers: JSON.parse(item.answers) as Record<string, unknown>, appointmentAt: item.appointment_at, channel: item.channel, answer: item.answer,
    documents, events, nextStep: `care.nextStep.${item.state}`,
    // A claim names the amount it was approved with; the other flows have no amount.
    ...(item.flow === 'claim' ? { approvedHuf: item.approved_huf } : {}),
    provider: item.provider_id !== null && providerName !== undefined ? { id: item.provider_id, name: providerName } : null,
  };
}

/** The items as the patient sees them, in the order given. */
export async function careItemViews(db: Kysely<Database>, items: CareItem[]): Promise<CareItemView[]> {
  if (items.length === 0) return [];
  const ids = items.map((i) => i.id);
  const [events, documents, providers, relatives] = await Promise.all([eventsOf(db, ids), documentsOf(db, ids), providersOf(db, items), relativesById(db, items.map((i) => i.relative_id))]);
  return items.map((i) => view(i, events.get(i.id) ?? [], documents.get(i.id) ?? [], providers, i.relative_id !== null ? (relatives.get(i.relative_id) ?? null) : null));
}

/** The items as the operator sees them: with the patient who asked. */
export async function operatorCareItemViews(db: Kysely<Database>, items: CareItem[]): Promise<OperatorCareItem[]> {
  if (items.length === 0) return [];
  const views = await careItemViews(db, items);
  const patients = await db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email']).where('id', 'in', [...new Set(items.map((i) => i.user_id))]).execute();
  const byId = new Map(patients.map((p) => [p.id, { id: p.id, name: `${p.last_name} ${p.first_name}`.trim(), email: p.email }]));
  return views.map((v, i) => ({ ...v, patient: byId.get(items[i]!.user_id)! }));
}
