/**
 * The provider demo data (issue 5): deterministic for a seed, the promised counts, slots only on
 * working days within business hours over the coming 8 weeks, places inside Hungary and Romania,
 * and every reference pointing at something that exists.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BENCHMARK_FIXTURE, DEMO_FIXTURE, generateProviderFixtures } from '../../../server/db/seed/providerFixtures';
import type { FixtureSlot } from '../../../server/db/seed/providerFixtureTypes';
import { COUNTRY_BOUNDS } from '../../../server/db/seed/providerPlaces';

// The window crosses the spring DST change (29 March 2026), so both offsets occur.
const TODAY = '2026-03-20';
const demo = generateProviderFixtures({ today: TODAY });
const allSlots = (fixtures = demo, batchSize?: number): FixtureSlot[] => [...fixtures.slotBatches(batchSize)].flat();
const slots = allSlots();
const digest = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Budapest wall clock of an ISO string with offset: [YYYY-MM-DD, minutes after midnight]. */
const wallClock = (iso: string): [string, number] => [iso.slice(0, 10), Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16))];
const isoWeekday = (day: string): number => ((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

describe('determinism', () => {
  it('the same options give the same data, slots included', () => {
    const again = generateProviderFixtures({ today: TODAY });
    expect(again.providers).toEqual(demo.providers);
    expect(again.doctors).toEqual(demo.doctors);
    expect(digest(allSlots(again))).toBe(digest(slots));
  });

  it('another seed gives other data', () => {
    const other = generateProviderFixtures({ today: TODAY, seed: DEMO_FIXTURE.seed + 1, slotsTarget: 1000 });
    expect(other.providers.map((p) => p.name)).not.toEqual(demo.providers.map((p) => p.name));
  });

  it('the slots do not depend on the batch size', () => {
    const small = [...demo.slotBatches(997)];
    expect(small[0]).toHaveLength(997);
    expect(small.slice(0, -1).every((b) => b.length === 997)).toBe(true);
    expect(digest(small.flat())).toBe(digest(slots));
  });

  it('asking for more slots leaves clinics and doctors as they were', () => {
    const more = generateProviderFixtures({ today: TODAY, slotsTarget: 150_000 });
    expect(more.providers).toEqual(demo.providers);
    expect(more.doctors).toEqual(demo.doctors);
  });

  it('today as an instant is its Budapest calendar day', () => {
    expect(generateProviderFixtures({ today: new Date('2026-03-19T23:30:00Z'), slotsTarget: 0 }).options.today).toBe(TODAY);
  });
});

describe('counts', () => {
  it('defaults: 300 providers, 1,500 doctors, 100,000 slots', () => {
    expect(demo.providers).toHaveLength(300);
    expect(demo.doctors).toHaveLength(1500);
    expect(demo.slotCount).toBe(100_000);
    expect(slots).toHaveLength(100_000);
  });

  it('the benchmark fixture has 5,000 providers with distinct names', () => {
    const bench = generateProviderFixtures({ ...BENCHMARK_FIXTURE, today: TODAY, slotsTarget: 0 });
    expect(bench.providers).toHaveLength(5000);
    expect(bench.doctors).toHaveLength(5000 * BENCHMARK_FIXTURE.doctorsPerProvider);
    expect(new Set(bench.providers.map((p) => p.name)).size).toBe(5000);
    expect(bench.slotCount).toBe(0);
    expect([...bench.slotBatches()]).toEqual([]);
  });

  it('about 40 specializations with unique ids and services under each', () => {
    expect(demo.specializations.length).toBeGreaterThanOrEqual(38);
    expect(new Set(demo.specializations.map((s) => s.id)).size).toBe(demo.specializations.length);
    const subfunctionIds = demo.subfunctions.map((s) => s.id);
    expect(new Set(subfunctionIds).size).toBe(subfunctionIds.length);
    for (const specialization of demo.specializations) {
      expect(demo.subfunctions.some((s) => s.specializationId === specialization.id && !s.video)).toBe(true);
    }
    expect(demo.subfunctions.find((s) => s.name === 'Bőrgyógyászati vizsgálat')).toMatchObject({ id: 501, specializationId: 5 });
  });

  it('rejects impossible options', () => {
    expect(() => generateProviderFixtures({ providers: -1 })).toThrow(/providers/);
    expect(() => generateProviderFixtures({ doctorsPerProvider: 0 })).toThrow(/doctorsPerProvider/);
    expect(() => generateProviderFixtures({ today: '20.03.2026' })).toThrow(/today/);
    expect(() => demo.slotBatches(0).next()).toThrow(/batchSize/);
  });
});

describe('slots', () => {
  it('have sequential unique ids', () => {
    expect(slots.every((s, i) => s.id === i + 1)).toBe(true);
  });

  it('fall on working days (Monday–Friday, Budapest) within the coming 8 weeks', () => {
    const days = new Set(slots.map((s) => wallClock(s.start)[0]));
    for (const day of days) {
      expect(isoWeekday(day), day).toBeLessThanOrEqual(5);
      expect(day > TODAY, day).toBe(true);
      expect(day <= '2026-05-15', day).toBe(true); // today + 56 days
    }
    expect(days.size).toBeGreaterThan(35);
  });

  it('start and end within business hours, 08:00–18:00 Budapest time', () => {
    const outside = slots.filter((slot) => {
      const [, minute] = wallClock(slot.start);
      return minute < 8 * 60 || minute + slot.durationMinutes > 18 * 60;
    });
    expect(outside).toEqual([]);
  });

  it('carry the Budapest offset, winter and summer', () => {
    expect(slots.every((s) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[12]:00$/.test(s.start))).toBe(true);
    expect(slots.find((s) => s.start.startsWith('2026-03-23'))?.start.endsWith('+01:00')).toBe(true);
    expect(slots.find((s) => s.start.startsWith('2026-03-30'))?.start.endsWith('+02:00')).toBe(true);
  });

  it('are cancellable until 24 hours before the start', () => {
    expect(slots.filter((s) => Date.parse(s.start) - Date.parse(s.cancellableUntil) !== 86_400_000)).toEqual([]);
    // Across the DST change the wall clock moves by an hour, the instant by exactly a day.
    const monday = slots.find((s) => s.start.startsWith('2026-03-30'))!;
    expect(monday.cancellableUntil.slice(0, 10)).toBe('2026-03-29');
  });

  it('are mostly customer-bookable', () => {
    const share = slots.filter((s) => s.customerBookable).length / slots.length;
    expect(share).toBeGreaterThan(0.88);
    expect(share).toBeLessThan(0.98);
  });

  it('point at a doctor of the slot provider and a service of the doctor', () => {
    const doctors = new Map(demo.doctors.map((d) => [d.id, d]));
    const subfunctions = new Map(demo.subfunctions.map((s) => [s.id, s]));
    const wrong = slots.filter((slot) => {
      const doctor = doctors.get(slot.doctorId);
      const subfunction = subfunctions.get(slot.subfunctionId);
      return !doctor || !subfunction
        || doctor.providerId !== slot.providerId
        || !doctor.specializationIds.includes(subfunction.specializationId)
        || slot.durationMinutes !== subfunction.durationMinutes
        || slot.video !== subfunction.video
        || (slot.video && !doctor.video);
    });
    expect(wrong).toEqual([]);
    expect(slots.some((s) => s.video)).toBe(true);
  });

  it('never overlap for one doctor', () => {
    const byDoctor = new Map<number, Array<[number, number]>>();
    for (const slot of slots) {
      const start = Date.parse(slot.start);
      const list = byDoctor.get(slot.doctorId) ?? [];
      list.push([start, start + slot.durationMinutes * 60_000]);
      byDoctor.set(slot.doctorId, list);
    }
    const overlapping: number[] = [];
    for (const [doctorId, list] of byDoctor) {
      list.sort((a, b) => a[0] - b[0]);
      if (list.some((interval, i) => i > 0 && interval[0] < list[i - 1]![1])) overlapping.push(doctorId);
    }
    expect(overlapping).toEqual([]);
  });

  it('give every doctor slots', () => {
    expect(new Set(slots.map((s) => s.doctorId)).size).toBe(demo.doctors.length);
  });
});

describe('places and clinics', () => {
  it('location groups list real cities of both countries with unique ids and translation keys', () => {
    const children = demo.locationGroups.flatMap((g) => g.children);
    expect(new Set(children.map((c) => c.id)).size).toBe(children.length);
    expect(children.every((c) => /^[a-z0-9_]+$/.test(c.transKey))).toBe(true);
    const names = children.map((c) => c.text);
    for (const city of ['Debrecen', 'Szeged', 'Pécs', 'Győr', 'Miskolc', 'Nyíregyháza', 'Kecskemét', 'Székesfehérvár', 'Szombathely',
      'Cluj-Napoca', 'Timișoara', 'Iași', 'Oradea', 'Brașov', 'Constanța', 'Budapest XIII. kerület', 'București, Sectorul 3']) {
      expect(names).toContain(city);
    }
    expect(Object.keys(demo.locationGroups[0]!.children[0]!).sort()).toEqual(['id', 'text', 'transKey']);
  });

  it('every clinic lies inside its country and near its place', () => {
    const places = new Map(demo.locations.map((l) => [l.id, l]));
    for (const provider of demo.providers) {
      const [west, south, east, north] = COUNTRY_BOUNDS[provider.countryCode];
      expect(provider.lon).toBeGreaterThan(west);
      expect(provider.lon).toBeLessThan(east);
      expect(provider.lat).toBeGreaterThan(south);
      expect(provider.lat).toBeLessThan(north);
      const place = places.get(provider.locationId)!;
      expect(place.countryCode).toBe(provider.countryCode);
      expect(Math.abs(provider.lon - place.lon)).toBeLessThan(0.05);
      expect(Math.abs(provider.lat - place.lat)).toBeLessThan(0.05);
      expect(provider.address.city).toBe(place.city);
    }
    const countries = new Set(demo.providers.map((p) => p.countryCode));
    expect(countries).toEqual(new Set(['HU', 'RO']));
  });

  it('clinics have photos, known specializations and ratings 1–5 with counts', () => {
    const specializationIds = new Set(demo.specializations.map((s) => s.id));
    for (const provider of demo.providers) {
      expect(provider.photos.length).toBeGreaterThan(0);
      expect(provider.photos.every((f) => /^provider-\d+-\d\.svg$/.test(f))).toBe(true);
      expect(provider.specializationIds.every((id) => specializationIds.has(id))).toBe(true);
      for (const rating of Object.values(provider.ratings)) {
        expect(rating.average).toBeGreaterThanOrEqual(1);
        expect(rating.average).toBeLessThanOrEqual(5);
        expect(rating.count).toBeGreaterThan(0);
      }
    }
  });

  it('doctors are priced in their clinic currency, with plausible names and discounts', () => {
    const providers = new Map(demo.providers.map((p) => [p.id, p]));
    for (const doctor of demo.doctors) {
      const provider = providers.get(doctor.providerId)!;
      expect(doctor.currency).toBe(provider.countryCode === 'HU' ? 'HUF' : 'RON');
      expect([0, 5, 10, 15, 20, 25]).toContain(doctor.discountPercent);
      expect(doctor.displayName).toMatch(/^Dr\. \S.+ \S+$/);
      expect(doctor.specializationIds.every((id) => provider.specializationIds.includes(id))).toBe(true);
      if (provider.countryCode === 'HU') expect(doctor.displayName).toBe(`Dr. ${doctor.familyName} ${doctor.givenName}`);
    }
    expect(demo.doctors.some((d) => d.speaksEnglish)).toBe(true);
    expect(demo.doctors.some((d) => d.video)).toBe(true);
    expect(demo.doctors.some((d) => d.discountPercent > 0)).toBe(true);
  });
});
