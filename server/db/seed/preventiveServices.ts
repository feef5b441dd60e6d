/**
 * The preventive services the catalogue pages book (services.json `catalogue` of vaccination and
 * screening): vaccinations and screening colonoscopy, which the provider demo data
 * (providerSpecialties.ts) does not list. They are added after the provider fixtures, from their
 * own random stream, so the fixtures' clinics, doctors and slots stay as they were:
 * - every clinic with general practice or infectious diseases gets a vaccination service, with a
 *   doctor of its own who vaccinates on three weekday mornings;
 * - every clinic with gastroenterology gets an endoscopy service with a doctor doing screening
 *   colonoscopies on two weekdays.
 * Ids follow providerSpecialties.ts (subfunction = specialization × 100 + position).
 */
import type { Kysely } from 'kysely';
import { budapestToUtcMs, toBudapestIso, weekdayOf, workingDaysAfter } from './providerCalendar';
import { PLACE_GROUPS, type CountryCode } from './providerPlaces';
import { doctorName } from './providerNames';
import { createProviderRandom, deriveSeed } from './providerPrng';
import type { FixtureSpecialization, FixtureSubfunction } from './providerSpecialties';
import { searchText } from '../providerSeed';
import type { Database } from '../schema';

export const VACCINATION_SPECIALIZATION = 41;
export const ENDOSCOPY_SPECIALIZATION = 42;

export const PREVENTIVE_SPECIALIZATIONS: readonly FixtureSpecialization[] = [
  { id: VACCINATION_SPECIALIZATION, key: 'vaccination', name: 'Védőoltások', names: { hu: 'Védőoltások', en: 'Vaccinations', ro: 'Vaccinări' }, weight: 0 },
  { id: ENDOSCOPY_SPECIALIZATION, key: 'endoscopy', name: 'Endoszkópia', names: { hu: 'Endoszkópia', en: 'Endoscopy', ro: 'Endoscopie' }, weight: 0 },
];

const sub = (id: number, hu: string, en: string, ro: string, durationMinutes: number): FixtureSubfunction => ({
  id, specializationId: Math.floor(id / 100), name: hu, names: { hu, en, ro }, durationMinutes, video: false,
});

export const PREVENTIVE_SUBFUNCTIONS: readonly FixtureSubfunction[] = [
  sub(4101, 'Influenza elleni védőoltás', 'Flu vaccination', 'Vaccinare antigripală', 15),
  sub(4102, 'Pneumococcus elleni védőoltás', 'Pneumococcal vaccination', 'Vaccinare antipneumococică', 15),
  sub(4103, 'HPV elleni védőoltás', 'HPV vaccination', 'Vaccinare HPV', 15),
  sub(4104, 'Kullancsencephalitis elleni védőoltás', 'Tick-borne encephalitis vaccination', 'Vaccinare împotriva encefalitei de căpușă', 15),
  sub(4105, 'Hepatitis A és B elleni védőoltás', 'Hepatitis A and B vaccination', 'Vaccinare împotriva hepatitei A și B', 15),
  sub(4106, 'Diftéria-tetanusz-pertusszisz emlékeztető oltás', 'Diphtheria, tetanus and whooping cough booster', 'Rapel diftero-tetano-pertussis', 15),
  sub(4201, 'Szűrő vastagbéltükrözés', 'Screening colonoscopy', 'Colonoscopie de screening', 45),
];

const GENERAL_PRACTICE = 13;
const INFECTOLOGY = 15;
const GASTROENTEROLOGY = 11;
const HUNGARIAN_SPEAKING = new Set(PLACE_GROUPS.filter((g) => g.hungarianSpeaking).flatMap((g) => g.places.map((p) => p.id)));
/** Its own stream, apart from the fixtures' (1, 2 and the doctors' from 1,000,000). */
const STREAM = 4_100;

interface Plan { specializationId: number; weekdays: number; perDay: number; from: number; price: { HUF: [number, number]; RON: [number, number] } }
const PLANS: Record<number, Plan> = {
  [VACCINATION_SPECIALIZATION]: { specializationId: VACCINATION_SPECIALIZATION, weekdays: 3, perDay: 8, from: 8 * 60, price: { HUF: [8, 16], RON: [8, 15] } },
  [ENDOSCOPY_SPECIALIZATION]: { specializationId: ENDOSCOPY_SPECIALIZATION, weekdays: 2, perDay: 4, from: 9 * 60, price: { HUF: [50, 90], RON: [60, 120] } },
};

/** Adds the preventive services to a seeded provider table (the demo's); `today` is the Budapest day the slots start after. */
export async function seedPreventiveServices(db: Kysely<Database>, today: string, seed: number): Promise<void> {
  const random = createProviderRandom(deriveSeed(seed, STREAM));
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('specializations').values(PREVENTIVE_SPECIALIZATIONS.map((s) => ({ id: s.id, key: s.key, name: s.name, name_en: s.names.en, name_ro: s.names.ro }))).execute();
    await trx.insertInto('subfunctions').values(PREVENTIVE_SUBFUNCTIONS.map((s) => ({
      id: s.id, specialization_id: s.specializationId, name: s.name, name_en: s.names.en, name_ro: s.names.ro, duration_minutes: s.durationMinutes, video: 0,
    }))).execute();
    const offering = async (specializations: number[]) => trx.selectFrom('providers as p').select(['p.id', 'p.country_code', 'p.location_id'])
      .where((eb) => eb.exists(eb.selectFrom('provider_specializations as ps').select('ps.provider_id').whereRef('ps.provider_id', '=', 'p.id').where('ps.specialization_id', 'in', specializations)))
      .orderBy('p.id').execute();
    const assignments = [
      ...(await offering([GENERAL_PRACTICE, INFECTOLOGY])).map((p) => ({ provider: p, plan: PLANS[VACCINATION_SPECIALIZATION]! })),
      ...(await offering([GASTROENTEROLOGY])).map((p) => ({ provider: p, plan: PLANS[ENDOSCOPY_SPECIALIZATION]! })),
    ];
    if (assignments.length === 0) return;
    let doctorId = ((await trx.selectFrom('doctors').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst())?.max ?? 0) as number;
    let slotId = ((await trx.selectFrom('slots').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst())?.max ?? 0) as number;
    const days = workingDaysAfter(today);
    const slots: Database['slots'][] = [];
    for (const { provider, plan } of assignments) {
      doctorId += 1;
      const country = provider.country_code as CountryCode;
      const name = doctorName(random, country, HUNGARIAN_SPEAKING.has(provider.location_id));
      const [low, high] = plan.price[country === 'HU' ? 'HUF' : 'RON'];
      await trx.insertInto('provider_specializations').values({ provider_id: provider.id, specialization_id: plan.specializationId }).execute();
      await trx.insertInto('doctors').values({
        id: doctorId, provider_id: provider.id, family_name: name.familyName, given_name: name.givenName, display_name: name.displayName, name_search: searchText(name.displayName),
        speaks_english: random.chance(0.4) ? 1 : 0, price: country === 'HU' ? random.int(low, high) * 1000 : random.int(low, high) * 10, currency: country === 'HU' ? 'HUF' : 'RON', discount_percent: 0, video: 0,
      }).execute();
      await trx.insertInto('doctor_specializations').values({ doctor_id: doctorId, specialization_id: plan.specializationId }).execute();
      const services = PREVENTIVE_SUBFUNCTIONS.filter((s) => s.specializationId === plan.specializationId);
      const weekdays = new Set(random.sample([1, 2, 3, 4, 5], plan.weekdays));
      for (const day of days.filter((d) => weekdays.has(weekdayOf(d)))) {
        let minute = plan.from;
        for (let n = 0; n < plan.perDay; n += 1) {
          const service = random.pick(services);
          const start = budapestToUtcMs(day, minute);
          slotId += 1;
          slots.push({
            id: slotId, provider_id: provider.id, doctor_id: doctorId, subfunction_id: service.id, start_at: new Date(start).toISOString(), start_local: toBudapestIso(start),
            duration_minutes: service.durationMinutes, video: 0, customer_bookable: 1, cancellable_until: new Date(start - 86_400_000).toISOString(),
          });
          minute += service.durationMinutes;
        }
      }
    }
    for (let i = 0; i < slots.length; i += 1_000) await trx.insertInto('slots').values(slots.slice(i, i + 1_000)).execute();
  });
}
