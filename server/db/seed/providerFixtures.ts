/**
 * Deterministic demo data for provider search and booking (issue 5): location groups of real
 * Hungarian and Romanian places, specializations and their services, clinics, doctors and a
 * stream of slots over the coming 8 weeks, as plain objects with no database code, so the seed,
 * the search benchmark and tests share one source. Same options → same data, byte for byte,
 * except that slots move with `today` (they are always "the coming 8 weeks").
 *
 * Every part has its own random stream derived from the seed, so asking for more slots does not
 * change the clinics, and more clinics do not reshuffle the existing slots' doctors.
 */
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { TIME_ZONE, workingDaysAfter } from './providerCalendar';
import { generateClinics } from './providerClinics';
import { generateDoctors } from './providerDoctors';
import type { FixtureDoctor, FixtureLocation, FixtureLocationGroup, FixtureProvider, FixtureSlot } from './providerFixtureTypes';
import { PLACE_GROUPS, PROVIDER_PLACES } from './providerPlaces';
import { createProviderRandom, deriveSeed } from './providerPrng';
import { generateSlotBatches } from './providerSlots';
import { SPECIALIZATIONS, SUBFUNCTIONS, type FixtureSpecialization, type FixtureSubfunction } from './providerSpecialties';

export interface ProviderFixtureOptions {
  seed?: number;
  /** The Budapest calendar day slots are dated from: YYYY-MM-DD, or an instant. Default: now. */
  today?: string | Date;
  providers?: number;
  doctorsPerProvider?: number;
  slotsTarget?: number;
}

/** The demo seed: at least 300 providers, 1,500 doctors and 100,000 slots (issue 5). */
export const DEMO_FIXTURE = { seed: 20_260_105, providers: 300, doctorsPerProvider: 5, slotsTarget: 100_000 } as const;

/** The search benchmark's fixture: 5,000 providers at about the demo's density of slots per doctor. */
export const BENCHMARK_FIXTURE = { seed: 20_260_105, providers: 5_000, doctorsPerProvider: 5, slotsTarget: 1_000_000 } as const;

export const DEFAULT_SLOT_BATCH = 5_000;

export interface ProviderFixtures {
  /** The options after defaults, with today as YYYY-MM-DD. */
  options: Required<Omit<ProviderFixtureOptions, 'today'>> & { today: string };
  locationGroups: FixtureLocationGroup[];
  locations: FixtureLocation[];
  specializations: FixtureSpecialization[];
  subfunctions: FixtureSubfunction[];
  providers: FixtureProvider[];
  doctors: FixtureDoctor[];
  /** Exactly options.slotsTarget. */
  slotCount: number;
  /** A fresh stream of all slots each call, in batches of batchSize (the last may be smaller). */
  slotBatches(batchSize?: number): Generator<FixtureSlot[]>;
}

const SEARCH_DATE = /^\d{4}-\d{2}-\d{2}$/;

function budapestDay(today: string | Date | undefined): string {
  if (typeof today === 'string') {
    if (!SEARCH_DATE.test(today)) throw new RangeError(`today must be YYYY-MM-DD, got "${today}"`);
    return today;
  }
  return format(today ?? new Date(), 'yyyy-MM-dd', { in: tz(TIME_ZONE) });
}

function positiveInt(name: string, value: number, allowZero = false): number {
  if (!Number.isSafeInteger(value) || value < (allowZero ? 0 : 1)) throw new RangeError(`${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer, got ${value}`);
  return value;
}

export function generateProviderFixtures(input: ProviderFixtureOptions = {}): ProviderFixtures {
  const options = {
    seed: positiveInt('seed', input.seed ?? DEMO_FIXTURE.seed, true),
    today: budapestDay(input.today),
    providers: positiveInt('providers', input.providers ?? DEMO_FIXTURE.providers, true),
    doctorsPerProvider: positiveInt('doctorsPerProvider', input.doctorsPerProvider ?? DEMO_FIXTURE.doctorsPerProvider),
    slotsTarget: positiveInt('slotsTarget', input.slotsTarget ?? DEMO_FIXTURE.slotsTarget, true),
  };
  const providers = generateClinics(createProviderRandom(deriveSeed(options.seed, 1)), options.providers);
  const doctors = generateDoctors(createProviderRandom(deriveSeed(options.seed, 2)), providers, options.doctorsPerProvider);
  const plan = { seed: options.seed, doctors, workingDays: workingDaysAfter(options.today), slotsTarget: doctors.length === 0 ? 0 : options.slotsTarget };
  return {
    options,
    locationGroups: PLACE_GROUPS.map((g) => ({
      id: g.id, text: g.text, names: g.names, transKey: g.transKey, children: g.places.map((p) => ({ id: p.id, text: p.text, transKey: p.transKey })),
    })),
    locations: PROVIDER_PLACES.map(({ id, groupId, countryCode, text, names, transKey, city, lon, lat }) => ({ id, groupId, countryCode, text, names, transKey, city, lon, lat })),
    specializations: SPECIALIZATIONS.map((s) => ({ ...s })),
    subfunctions: SUBFUNCTIONS.map((s) => ({ ...s })),
    providers,
    doctors,
    slotCount: plan.slotsTarget,
    slotBatches: (batchSize = DEFAULT_SLOT_BATCH) => generateSlotBatches(plan, batchSize),
  };
}
