/**
 * GET /api/slots/{id} on every test dialect: the slot summary of the reservation screen, its
 * schema, the bookable-now flag and each reason it is false, in the same order POST
 * /api/reservations checks them, and the 404 error shape for unknown ids.
 */
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import type { ProviderFixtures } from '../../../server/db/seed/providerFixtures';
import type { FixtureSlot } from '../../../server/db/seed/providerFixtureTypes';
import type { PortalDatabase } from '../../../server/db/openDatabase';
import { TEST_DIALECTS } from '../dbHarness';
import { openProviderApi } from './providerApiHarness';
import { bearer, bookPublicly, expectSchema, login } from './apiHarness';

const DAY = 86_400_000;
const START = Date.now();

describe.each(TEST_DIALECTS)('GET /api/slots/{id} on %s', (dialect) => {
  let database: PortalDatabase;
  let app: Express;
  let fx: ProviderFixtures;
  let slots: FixtureSlot[];
  const now = { ms: START };

  beforeAll(async () => {
    ({ database, app, fx, slots } = await openProviderApi(dialect, { seed: 11, providers: 8, doctorsPerProvider: 2, slotsTarget: 800, today: START, accounts: true, app: { clock: () => now.ms } }));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  const used = new Set<number>();
  const freshSlot = (pred: (s: FixtureSlot) => boolean = () => true): FixtureSlot => {
    const s = slots.find((x) => !used.has(x.id) && x.customerBookable && Date.parse(x.start) > now.ms + 2 * DAY && pred(x));
    if (!s) throw new Error('no slot left');
    used.add(s.id);
    return s;
  };
  const summary = (id: number | string) => request(app).get(`/api/slots/${id}`);
  const publicPatient = (email: string) => ({ lastName: 'Vendég', firstName: 'Vera', email, phone: '+36301234567', birthDate: '1990-01-01', acceptTerms: true, acceptPrivacy: true });

  it('answers the slot with its clinic, doctor, service, price and discount, bookable now', async () => {
    const s = freshSlot((x) => fx.doctors.find((d) => d.id === x.doctorId)!.discountPercent > 0);
    const res = await summary(s.id);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expectSchema('slot-summary-response', res.body);
    const doctor = fx.doctors.find((d) => d.id === s.doctorId)!;
    const provider = fx.providers.find((p) => p.id === s.providerId)!;
    const subfunction = fx.subfunctions.find((f) => f.id === s.subfunctionId)!;
    expect(res.body).toEqual({
      id: s.id, start: s.start, durationMinutes: s.durationMinutes, cancellableUntil: new Date(s.cancellableUntil).toISOString(), video: s.video, customerBookable: true,
      subfunction: { id: subfunction.id, name: subfunction.name },
      provider: { id: provider.id, name: provider.name, address: provider.address },
      doctor: { id: doctor.id, name: doctor.displayName },
      price: doctor.price, currency: doctor.currency, discountPercent: doctor.discountPercent,
      bookable: true, notBookableReason: null,
    });
  });

  it('is not bookable once booked (taken), and bookable again after the cancellation', async () => {
    const s = freshSlot();
    const token = (await login(app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password)).token;
    const booked = await request(app).post('/api/reservations').set(...bearer(token)).send({ slotId: s.id, subfunctionId: s.subfunctionId });
    expect(booked.status).toBe(201);
    const taken = await summary(s.id);
    expect(taken.body).toMatchObject({ bookable: false, notBookableReason: 'taken' });
    expectSchema('slot-summary-response', taken.body);
    expect((await request(app).delete(`/api/reservations/${booked.body.id}`).set(...bearer(token))).status).toBe(200);
    expect((await summary(s.id)).body).toMatchObject({ bookable: true, notBookableReason: null });
  });

  it('a pending public booking holds the slot until its link expires', async () => {
    const s = freshSlot();
    const pub = await bookPublicly(app, { ...publicPatient(`slot-${dialect}@demo.test`), slotId: s.id, subfunctionId: s.subfunctionId });
    expect(pub.status).toBe(201);
    expect((await summary(s.id)).body.notBookableReason).toBe('taken');
    try {
      now.ms = START + DAY + 60_000;
      expect((await summary(s.id)).body).toMatchObject({ bookable: true, notBookableReason: null });
    } finally {
      now.ms = START;
    }
  });

  it('names why a slot is not bookable: phone only, begun, provider inactive or in maintenance', async () => {
    const phoneOnly = slots.find((x) => !x.customerBookable && Date.parse(x.start) > now.ms + DAY)!;
    expect((await summary(phoneOnly.id)).body).toMatchObject({ customerBookable: false, bookable: false, notBookableReason: 'phoneOnly' });

    const s = freshSlot();
    try {
      now.ms = Date.parse(s.start) + 60_000;
      expect((await summary(s.id)).body).toMatchObject({ bookable: false, notBookableReason: 'started' });
    } finally {
      now.ms = START;
    }
    try {
      await database.db.updateTable('providers').set({ status: 'inactive' }).where('id', '=', s.providerId).execute();
      expect((await summary(s.id)).body).toMatchObject({ bookable: false, notBookableReason: 'providerInactive' });
      await database.db.updateTable('providers').set({ status: 'maintenance' }).where('id', '=', s.providerId).execute();
      const down = await summary(s.id);
      expect(down.body).toMatchObject({ bookable: false, notBookableReason: 'providerMaintenance' });
      expectSchema('slot-summary-response', down.body);
    } finally {
      await database.db.updateTable('providers').set({ status: 'active' }).where('id', '=', s.providerId).execute();
    }
  });

  it('answers 404 in the error shape for unknown and malformed ids', async () => {
    for (const id of ['99999999', '0', 'abc', '-1', '12345678901']) {
      const res = await summary(id);
      expect(res.status, id).toBe(404);
      expect(res.body).toMatchObject({ code: '#404', message: expect.any(String), requestId: expect.any(String) });
      expectSchema('error-response', res.body);
    }
  });
});
