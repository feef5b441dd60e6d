/**
 * What the current subscription covers (spec §3 subscription, product; issue 13 coverage):
 * - service types: a product with a coverage list (product_services) covers the types on it, each
 *   up to its yearly limit; a product without one covers every type its holder has, without limit;
 * - appointments by provider-search specialization: a product with a list (product_specializations)
 *   pays the specializations on it, each up to its yearly limit; without one, every specialization.
 * Quantities are counted per calendar year in Budapest time: care items of the subscription by the
 * day they were asked for (cancelled and deleted ones give their quantity back), appointments of the
 * patient by the day of the appointment (cancelled ones give it back).
 * Care requests (RM1003, RM1006, RM1007, RM1011), bookings (RM1005, RM1011), the service screens'
 * cost line and the coverage screen all read this one answer.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { budapestToUtcMs, toBudapestIso } from '../db/seed/providerCalendar';
import type { SubscriptionView } from '../db/subscriptions';
import { iso } from '../db/time';

export interface Limit {
  covered: boolean;
  /** Per calendar year; null: no limit. */
  limit: number | null;
}

export interface Coverage {
  /** The current subscription is active: nothing is covered by one that is not. */
  active: boolean;
  covers(type: number): boolean;
  service(type: number): Limit;
  specialization(id: number): Limit;
  /** The specializations the product lists, or undefined when it pays every one. */
  listedSpecializations: ReadonlyMap<number, number | null> | undefined;
}

const NOTHING: Limit = { covered: false, limit: null };

export async function coverageOf(db: Kysely<Database>, current: SubscriptionView | null, held: ReadonlySet<number>): Promise<Coverage> {
  if (!current || current.status !== 'active') {
    return { active: false, covers: () => false, service: () => NOTHING, specialization: () => NOTHING, listedSpecializations: new Map() };
  }
  const [services, specializations] = await Promise.all([
    db.selectFrom('subscriptions as s').innerJoin('product_services as ps', 'ps.product_id', 's.product_id')
      .select(['ps.service_type', 'ps.yearly_limit']).where('s.id', '=', current.id).execute(),
    db.selectFrom('subscriptions as s').innerJoin('product_specializations as sp', 'sp.product_id', 's.product_id')
      .select(['sp.specialization_id', 'sp.yearly_limit']).where('s.id', '=', current.id).execute(),
  ]);
  const typeList = services.length > 0 ? new Map(services.map((r) => [r.service_type, r.yearly_limit])) : undefined;
  const specializationList = specializations.length > 0 ? new Map(specializations.map((r) => [r.specialization_id, r.yearly_limit])) : undefined;
  const service = (type: number): Limit => (typeList ? (typeList.has(type) ? { covered: true, limit: typeList.get(type)! } : NOTHING) : { covered: held.has(type), limit: null });
  return {
    active: true,
    covers: (type) => service(type).covered,
    service,
    specialization: (id) => (specializationList ? (specializationList.has(id) ? { covered: true, limit: specializationList.get(id)! } : NOTHING) : { covered: true, limit: null }),
    listedSpecializations: specializationList,
  };
}

/** The Budapest calendar year of an instant, and its bounds as UTC ISO instants [from, to). */
export function coverageYear(instant: number | string): { year: number; from: string; to: string } {
  const year = Number(toBudapestIso(typeof instant === 'number' ? instant : Date.parse(instant)).slice(0, 4));
  return { year, from: iso(budapestToUtcMs(`${year}-01-01`, 0)), to: iso(budapestToUtcMs(`${year + 1}-01-01`, 0)) };
}

/** Care items of the subscription asked for in the year, by service type (cancelled and deleted ones left out). */
export async function usedServiceTypes(db: Kysely<Database>, subscriptionId: number, year: { from: string; to: string }): Promise<Map<number, number>> {
  const rows = await db.selectFrom('care_items').select(['service_type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('subscription_id', '=', subscriptionId).where('state', 'not in', ['cancelled', 'deleted'])
    .where('created_at', '>=', year.from).where('created_at', '<', year.to)
    .groupBy('service_type').execute();
  return new Map(rows.map((r) => [r.service_type, Number(r.n)]));
}

/** The patient's appointments in the year, by specialization (cancelled ones left out). */
export async function usedSpecializations(db: Kysely<Database>, userId: number, year: { from: string; to: string }): Promise<Map<number, number>> {
  const rows = await db.selectFrom('reservations as r').innerJoin('slots as s', 's.id', 'r.booked_slot_id').innerJoin('subfunctions as f', 'f.id', 'r.subfunction_id')
    .select(['f.specialization_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('r.user_id', '=', userId).where('r.status', '!=', 'cancelled')
    .where('s.start_at', '>=', year.from).where('s.start_at', '<', year.to)
    .groupBy('f.specialization_id').execute();
  return new Map(rows.map((r) => [r.specialization_id, Number(r.n)]));
}
