/**
 * Fills the provider tables from generateProviderFixtures (issue 5) when they are empty: one
 * transaction, multi-row inserts of at most ROWS_PER_INSERT rows, so the 100,000 demo slots take
 * a few seconds on SQLite. The demo seed, the search benchmark and tests share this.
 */
import { sql, type Kysely } from 'kysely';
import { DEMO_FIXTURE, generateProviderFixtures, type ProviderFixtureOptions, type ProviderFixtures } from './seed/providerFixtures';
import type { Database } from './schema';
import { toBudapestIso } from './seed/providerCalendar';
import { seedPreventiveServices } from './seed/preventiveServices';

const ROWS_PER_INSERT = 1_000;

function chunks<T>(rows: T[], size = ROWS_PER_INSERT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export const searchText = (s: string): string => s.toLocaleLowerCase('hu');

/** Inserts the fixtures; the caller makes sure the tables are empty. Returns the slot count. */
export async function insertProviderFixtures(db: Kysely<Database>, f: ProviderFixtures): Promise<number> {
  const inserted = await db.transaction().execute(async (trx) => {
    for (const rows of chunks(f.locationGroups.map((g) => ({ id: g.id, text: g.text, text_en: g.names.en, text_ro: g.names.ro, trans_key: g.transKey })))) await trx.insertInto('location_groups').values(rows).execute();
    for (const rows of chunks(f.locations.map((l) => ({ id: l.id, group_id: l.groupId, country_code: l.countryCode, text: l.text, text_en: l.names.en, text_ro: l.names.ro, trans_key: l.transKey, city: l.city, lon: l.lon, lat: l.lat })))) {
      await trx.insertInto('locations').values(rows).execute();
    }
    for (const rows of chunks(f.specializations.map((s) => ({ id: s.id, key: s.key, name: s.name, name_en: s.names.en, name_ro: s.names.ro })))) await trx.insertInto('specializations').values(rows).execute();
    for (const rows of chunks(f.subfunctions.map((s) => ({ id: s.id, specialization_id: s.specializationId, name: s.name, name_en: s.names.en, name_ro: s.names.ro, duration_minutes: s.durationMinutes, video: s.video ? 1 : 0 })))) {
      await trx.insertInto('subfunctions').values(rows).execute();
    }
    const providerRows = f.providers.map((p) => ({
      id: p.id, name: p.name, name_search: searchText(p.name), country_code: p.countryCode, location_id: p.locationId,
      postal_code: p.address.postalCode, city: p.address.city, street: p.address.street, lon: p.lon, lat: p.lat, photos: JSON.stringify(p.photos),
      rating_waiting: p.ratings.waiting.average, rating_waiting_count: p.ratings.waiting.count,
      rating_care_conditions: p.ratings.careConditions.average, rating_care_conditions_count: p.ratings.careConditions.count,
      rating_staff_preparedness: p.ratings.staffPreparedness.average, rating_staff_preparedness_count: p.ratings.staffPreparedness.count,
      rating_behaviour: p.ratings.behaviour.average, rating_behaviour_count: p.ratings.behaviour.count,
      rating_overall: p.ratings.overall.average, rating_overall_count: p.ratings.overall.count,
    }));
    for (const rows of chunks(providerRows, 200)) await trx.insertInto('providers').values(rows).execute();
    for (const rows of chunks(f.providers.flatMap((p) => p.specializationIds.map((s) => ({ provider_id: p.id, specialization_id: s }))))) {
      await trx.insertInto('provider_specializations').values(rows).execute();
    }
    const doctorRows = f.doctors.map((d) => ({
      id: d.id, provider_id: d.providerId, family_name: d.familyName, given_name: d.givenName, display_name: d.displayName, name_search: searchText(d.displayName),
      speaks_english: d.speaksEnglish ? 1 : 0, price: d.price, currency: d.currency, discount_percent: d.discountPercent, video: d.video ? 1 : 0,
    }));
    for (const rows of chunks(doctorRows, 500)) await trx.insertInto('doctors').values(rows).execute();
    for (const rows of chunks(f.doctors.flatMap((d) => d.specializationIds.map((s) => ({ doctor_id: d.id, specialization_id: s }))))) {
      await trx.insertInto('doctor_specializations').values(rows).execute();
    }
    let count = 0;
    for (const batch of f.slotBatches(ROWS_PER_INSERT)) {
      await trx.insertInto('slots').values(batch.map((s) => ({
        id: s.id, provider_id: s.providerId, doctor_id: s.doctorId, subfunction_id: s.subfunctionId,
        start_at: new Date(s.start).toISOString(), start_local: s.start, duration_minutes: s.durationMinutes,
        video: s.video ? 1 : 0, customer_bookable: s.customerBookable ? 1 : 0, cancellable_until: new Date(s.cancellableUntil).toISOString(),
      }))).execute();
      count += batch.length;
    }
    return count;
  });
  // Fresh statistics, so the planners pick the (provider|doctor, start) indexes for the search.
  await sql`analyze`.execute(db);
  return inserted;
}

/** The demo providers (DEMO_FIXTURE, dated from today) when the provider tables are empty; whether it seeded. */
export async function seedProviderData(db: Kysely<Database>, options: ProviderFixtureOptions = DEMO_FIXTURE): Promise<boolean> {
  const existing = await db.selectFrom('providers').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await insertProviderFixtures(db, generateProviderFixtures(options));
  return true;
}

/**
 * The demo's provider data: the fixtures (seedProviderData) and, beside them, the preventive
 * services the vaccination and screening catalogues book (seed/preventiveServices.ts).
 */
export async function seedDemoProviders(db: Kysely<Database>, now = Date.now()): Promise<boolean> {
  if (!(await seedProviderData(db, { ...DEMO_FIXTURE, today: new Date(now) }))) return false;
  await seedPreventiveServices(db, toBudapestIso(now).slice(0, 10), DEMO_FIXTURE.seed);
  return true;
}
