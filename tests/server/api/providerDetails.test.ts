/**
 * The detail pages' and the map landing's API on every test dialect: GET /api/map/providers,
 * GET /api/providers/{id}/slots and GET /api/providers/{id}/specializations/{specializationId}.
 */
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderFixtures } from '../../../server/db/seed/providerFixtures';
import type { FixtureSlot } from '../../../server/db/seed/providerFixtureTypes';
import type { PortalDatabase } from '../../../server/db/openDatabase';
import { TEST_DIALECTS } from '../dbHarness';
import { openProviderApi } from './providerApiHarness';
import { expectSchema } from './apiHarness';

const START = Date.now();

describe.each(TEST_DIALECTS)('provider detail API on %s', (dialect) => {
  let database: PortalDatabase;
  let app: Express;
  let fx: ProviderFixtures;
  let slots: FixtureSlot[];
  const now = { ms: START };

  beforeAll(async () => {
    ({ database, app, fx, slots } = await openProviderApi(dialect, { seed: 11, providers: 12, doctorsPerProvider: 4, slotsTarget: 3_000, today: START, app: { clock: () => now.ms } }));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  const get = (path: string) => request(app).get(path);
  const subOf = (id: number) => fx.subfunctions.find((s) => s.id === id)!;
  /** What the endpoint should answer: free, online-bookable, from now, by start then id. */
  const expectedSlots = (pred: (s: FixtureSlot) => boolean, limit = 12) =>
    slots
      .filter((s) => s.customerBookable && Date.parse(s.start) >= now.ms && pred(s))
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id)
      .slice(0, limit)
      .map((s) => s.id);

  describe('GET /api/map/providers', () => {
    it('answers every clinic as a marker and may be cached', async () => {
      const res = await get('/api/map/providers');
      expect(res.status).toBe(200);
      expectSchema('map-providers-response', res.body);
      expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
      expect(res.body.providers).toEqual(fx.providers.map((p) => ({ id: p.id, name: p.name, city: p.address.city, locationId: p.locationId, lon: p.lon, lat: p.lat })));
    });
  });

  describe('GET /api/providers/{id}/slots', () => {
    const provider = () => fx.providers[2]!;

    it('answers the next 12 free, bookable slots of the clinic by start', async () => {
      const res = await get(`/api/providers/${provider().id}/slots`);
      expect(res.status).toBe(200);
      expectSchema('provider-slots-response', res.body);
      const expected = expectedSlots((s) => s.providerId === provider().id);
      expect(expected.length).toBeGreaterThan(0);
      expect(res.body.slots.map((s: { id: number }) => s.id)).toEqual(expected);
      const first = res.body.slots[0];
      const doctor = fx.doctors.find((d) => d.id === first.doctorId)!;
      expect(first).toMatchObject({ doctorName: doctor.displayName, subfunctionName: subOf(first.subfunctionId).name, specializationId: subOf(first.subfunctionId).specializationId });
    });

    it('filters by doctor, specialization and service, and honours limit', async () => {
      const doctor = fx.doctors.find((d) => d.providerId === provider().id)!;
      const byDoctor = await get(`/api/providers/${provider().id}/slots?doctorId=${doctor.id}&limit=5`);
      expect(byDoctor.body.slots.map((s: { id: number }) => s.id)).toEqual(expectedSlots((s) => s.doctorId === doctor.id, 5));
      const spec = doctor.specializationIds[0]!;
      const bySpec = await get(`/api/providers/${provider().id}/slots?specializationId=${spec}`);
      expect(bySpec.body.slots.map((s: { id: number }) => s.id)).toEqual(expectedSlots((s) => s.providerId === provider().id && subOf(s.subfunctionId).specializationId === spec));
      const sub = bySpec.body.slots[0]?.subfunctionId ?? fx.subfunctions.find((s) => s.specializationId === spec)!.id;
      const bySub = await get(`/api/providers/${provider().id}/slots?subfunctionId=${sub}`);
      expect(bySub.body.slots.map((s: { id: number }) => s.id)).toEqual(expectedSlots((s) => s.providerId === provider().id && s.subfunctionId === sub));
      // A doctor of another clinic has no slots here.
      const stranger = fx.doctors.find((d) => d.providerId !== provider().id)!;
      expect((await get(`/api/providers/${provider().id}/slots?doctorId=${stranger.id}`)).body.slots).toEqual([]);
    });

    it('leaves out a slot once it is reserved, and slots that have started', async () => {
      const before = await get(`/api/providers/${provider().id}/slots?limit=3`);
      const taken = before.body.slots[0];
      await database.db.insertInto('reservations').values({
        slot_id: taken.id, booked_slot_id: taken.id, subfunction_id: taken.subfunctionId, status: 'pending', discount_rate: 0, created_at: new Date().toISOString(),
      }).execute();
      const after = await get(`/api/providers/${provider().id}/slots?limit=3`);
      expect(after.body.slots.map((s: { id: number }) => s.id)).not.toContain(taken.id);
      expect(after.body.slots[0].id).toBe(before.body.slots[1].id);
      const later = { ...now };
      now.ms = Date.parse(after.body.slots[1].start) + 1;
      try {
        const moved = await get(`/api/providers/${provider().id}/slots?limit=3`);
        for (const s of moved.body.slots) expect(Date.parse(s.start)).toBeGreaterThan(now.ms);
      } finally {
        now.ms = later.ms;
      }
    });

    it('answers 404 for an unknown clinic and 400 (#001) for bad parameters', async () => {
      expect((await get('/api/providers/999999/slots')).status).toBe(404);
      expect((await get('/api/providers/abc/slots')).status).toBe(404);
      for (const q of ['limit=0', 'limit=51', 'doctorId=x', 'specializationId=-1', 'subfunctionId=1.5']) {
        const res = await get(`/api/providers/${provider().id}/slots?${q}`);
        expect(res.status, q).toBe(400);
        expect(res.body.code).toBe('#001');
      }
    });
  });

  describe('GET /api/providers/{id}/specializations/{specializationId}', () => {
    it('answers the specialization with its services and the clinic doctors who offer it', async () => {
      const p = fx.providers[4]!;
      const spec = fx.specializations.find((s) => s.id === p.specializationIds[0])!;
      const res = await get(`/api/providers/${p.id}/specializations/${spec.id}`);
      expect(res.status).toBe(200);
      expectSchema('provider-specialization-response', res.body);
      expect(res.body.provider).toEqual({ id: p.id, name: p.name, city: p.address.city });
      expect(res.body.specialization).toEqual({ id: spec.id, key: spec.key, name: spec.name });
      expect(res.body.subfunctions).toEqual(fx.subfunctions.filter((s) => s.specializationId === spec.id).map((s) => ({ id: s.id, name: s.name, durationMinutes: s.durationMinutes, video: s.video })));
      const doctors = fx.doctors.filter((d) => d.providerId === p.id && d.specializationIds.includes(spec.id));
      expect(res.body.doctors.map((d: { id: number }) => d.id).sort()).toEqual(doctors.map((d) => d.id).sort());
      for (const d of res.body.doctors) expect(d.providerId).toBe(p.id);
    });

    it('answers 404 for an unknown clinic, an unknown specialization and one the clinic does not offer', async () => {
      const p = fx.providers[4]!;
      const other = fx.specializations.find((s) => !p.specializationIds.includes(s.id))!;
      expect((await get(`/api/providers/999999/specializations/${p.specializationIds[0]}`)).status).toBe(404);
      expect((await get(`/api/providers/${p.id}/specializations/99999`)).status).toBe(404);
      const res = await get(`/api/providers/${p.id}/specializations/${other.id}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('#404');
      expect((await get(`/api/providers/${p.id}/specializations/x1`)).status).toBe(404);
    });
  });
});
