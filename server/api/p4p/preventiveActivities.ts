/**
 * Pay for prevention from the patient's own records (issue 13): which of their appointments this
 * calendar year are preventive activities, and what each reward of the brand's p4p document has
 * earned. An appointment counts when its subfunction is named by an entry of one of the brand's
 * catalogue services (services.json `catalogue`: diagnostics, screening, vaccination), as that
 * catalogue's activity; it is done once the clinic recorded the visit (reservations.visited_at,
 * migration 0015) and booked until then. A reward whose activity no catalogue counts (the health
 * check, which the portal keeps no record of) reads as not recorded, and so open.
 */
import type { Kysely } from 'kysely';
import type { P4PActivity, P4PResponse, P4PRewardStatus, P4PService, PreventiveActivity } from '../../../generated/config-types';
import { coverageYear } from '../../accounts/coverage';
import type { LocaleId } from '../../config/brandSources';
import type { EffectiveBrand } from '../../config/loadBrands';
import { localName } from '../../db/localName';
import type { Database } from '../../db/schema';

interface EntryRef { activity: PreventiveActivity; service: string; entry: string; name: string }

/** Subfunction id → the first catalogue entry naming it (services in document order, entries by their order). */
export function subfunctionEntries(brand: EffectiveBrand): Map<number, EntryRef> {
  const map = new Map<number, EntryRef>();
  for (const [service, doc] of Object.entries(brand.services.services)) {
    const catalogue = doc?.catalogue;
    if (!catalogue) continue;
    const entries = Object.entries(catalogue.entries).filter((pair): pair is [string, NonNullable<(typeof pair)[1]>] => pair[1] != null)
      .sort(([a, x], [b, y]) => x.order - y.order || a.localeCompare(b));
    for (const [entry, e] of entries) {
      for (const id of e.subfunctions) if (!map.has(id)) map.set(id, { activity: catalogue.activity, service, entry, name: e.name });
    }
  }
  return map;
}

/** The first catalogue service of each activity, where the patient finds one to book. */
function searchServices(brand: EffectiveBrand): Map<PreventiveActivity, string> {
  const map = new Map<PreventiveActivity, string>();
  for (const [service, doc] of Object.entries(brand.services.services)) {
    if (doc?.catalogue && !map.has(doc.catalogue.activity)) map.set(doc.catalogue.activity, service);
  }
  return map;
}

export interface PreventiveQuery {
  userId: number;
  now: number;
  locale: LocaleId;
  /** The text of a translation key in the request's language. */
  text: (key: string) => string | undefined;
}

export async function preventiveActivities(db: Kysely<Database>, brand: EffectiveBrand, p4p: P4PService, { userId, now, locale, text }: PreventiveQuery): Promise<P4PResponse> {
  const year = coverageYear(now);
  const entries = subfunctionEntries(brand);
  const rows = entries.size === 0 ? [] : await db.selectFrom('reservations as r')
    .innerJoin('slots as s', 's.id', 'r.booked_slot_id')
    .innerJoin('subfunctions as f', 'f.id', 'r.subfunction_id')
    .innerJoin('providers as p', 'p.id', 's.provider_id')
    .select(['r.id', 'r.subfunction_id', 'r.visited_at', 's.start_local', 'p.name as provider', localName('f.name', locale).as('subfunction')])
    .where('r.user_id', '=', userId).where('r.status', '=', 'confirmed')
    .where('r.subfunction_id', 'in', [...entries.keys()])
    .where('s.start_at', '>=', year.from).where('s.start_at', '<', year.to)
    .orderBy('s.start_at').orderBy('r.id')
    .execute();
  const rewardOf = new Map(p4p.rewards.map((r) => [r.activity, r]));
  const counted = new Map<PreventiveActivity, number>();
  // Done ones earn in the order they happened, up to the yearly maximum; a booked one is told what it would earn next.
  const activities: P4PActivity[] = rows.map((row) => {
    const ref = entries.get(row.subfunction_id)!;
    const reward = rewardOf.get(ref.activity);
    const before = counted.get(ref.activity) ?? 0;
    const done = row.visited_at !== null;
    if (done) counted.set(ref.activity, before + 1);
    const within = reward !== undefined && (reward.yearlyMax === undefined || before < reward.yearlyMax);
    return {
      reservationId: row.id, activity: ref.activity, service: ref.service, entry: ref.entry, name: text(ref.name) ?? row.subfunction,
      subfunction: { id: row.subfunction_id, name: row.subfunction }, provider: row.provider, at: row.start_local,
      status: done ? 'done' : 'booked', points: within ? reward.points : 0,
    };
  });
  const search = searchServices(brand);
  const recorded = new Set([...entries.values()].map((e) => e.activity));
  const rewards: P4PRewardStatus[] = p4p.rewards.map((reward) => {
    const mine = activities.filter((a) => a.activity === reward.activity);
    const done = mine.filter((a) => a.status === 'done').length;
    const booked = mine.length - done;
    const earned = Math.min(done, reward.yearlyMax ?? done) * reward.points;
    return {
      activity: reward.activity, points: reward.points, yearlyMax: reward.yearlyMax ?? null, recorded: recorded.has(reward.activity),
      done, booked, earned, status: done > 0 ? 'done' : booked > 0 ? 'booked' : 'open', search: search.get(reward.activity) ?? null,
    };
  });
  return { year: year.year, total: rewards.reduce((n, r) => n + r.earned, 0), rewards, activities };
}
