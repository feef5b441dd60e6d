/**
 * Issue 11, "search that informs": the reference data and the searches answer in the request's
 * language (X-Locale, else the locale cookie), doctor rows carry their specialties, slots name
 * their doctor and service, and a booking keeps the price it was made at.
 */
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedPrice } from '../../../server/api/reservations/bookedPrice';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import type { PortalDatabase } from '../../../server/db/openDatabase';
import type { FixtureSlot } from '../../../server/db/seed/providerFixtureTypes';
import { TEST_DIALECTS } from '../dbHarness';
import { bearer, expectSchema, login } from './apiHarness';
import { openProviderApi } from './providerApiHarness';

const DAY = 86_400_000;

describe('bookedPrice', () => {
  it('takes the discount off and rounds to the currency unit', () => {
    expect(bookedPrice({ price: 18_500, currency: 'HUF', discount_rate: 15 })).toEqual({ amount: 18_500, currency: 'HUF', discountRate: 15, discountedAmount: 15_725 });
    expect(bookedPrice({ price: 18_333, currency: 'HUF', discount_rate: 10 })!.discountedAmount).toBe(16_500);
    expect(bookedPrice({ price: 249.99, currency: 'RON', discount_rate: 10 })!.discountedAmount).toBe(224.99);
    expect(bookedPrice({ price: 300, currency: 'RON', discount_rate: 0 })!.discountedAmount).toBe(300);
  });
  it('has no price when the booking does not know one', () => {
    expect(bookedPrice({ price: null, currency: null, discount_rate: 0 })).toBeNull();
    expect(bookedPrice({ price: 100, currency: 'EUR', discount_rate: 0 })).toBeNull();
  });
});

describe.each(TEST_DIALECTS)('answers in the request language on %s', (dialect) => {
  let database: PortalDatabase;
  let app: Express;
  let slots: FixtureSlot[];
  const now = { ms: Date.now() };

  beforeAll(async () => {
    ({ database, app, slots } = await openProviderApi(dialect, { seed: 11, providers: 20, doctorsPerProvider: 3, slotsTarget: 3_000, accounts: true, app: { clock: () => now.ms } }));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  const get = (path: string, locale?: string) => (locale ? request(app).get(path).set('X-Locale', locale) : request(app).get(path));

  it('names specializations and services in hu, en and ro', async () => {
    const [hu, en, ro] = await Promise.all(['hu', 'en', 'ro'].map((l) => get('/api/specializations', l)));
    expect(hu.body['16']).toMatchObject({ key: 'cardiology', name: 'Kardiológia' });
    expect(en.body['16']).toMatchObject({ key: 'cardiology', name: 'Cardiology' });
    expect(ro.body['16']).toMatchObject({ key: 'cardiology', name: 'Cardiologie' });
    expect(en.body['16'].subfunctions[1].name).toBe('Echocardiography');
    expect(ro.body['16'].subfunctions[1].name).toBe('Ecocardiografie');
    // (An object keyed by id keeps its keys in numeric order, so the screen sorts by name itself.)
    const names = Object.values(en.body as Record<string, { name: string }>).map((s) => s.name);
    expect(names).toContain('Obstetrics and gynaecology');
  });

  it('the locale cookie is enough when there is no X-Locale header', async () => {
    const res = await request(app).get('/api/specializations').set('Cookie', 'locale=ro');
    expect(res.body['21'].name).toBe('Obstetrică-ginecologie');
  });

  it('names counties in each language and keeps Romanian towns as they are; groups carry their country', async () => {
    const [hu, en, ro] = await Promise.all(['hu', 'en', 'ro'].map((l) => get('/api/map/locations', l)));
    const group = (body: Array<{ id: number; text: string; countryCode: string; children: Array<{ id: number; text: string }> }>, id: number) => body.find((g) => g.id === id)!;
    expect([group(hu.body, 2).text, group(en.body, 2).text, group(ro.body, 2).text]).toEqual(['Pest vármegye', 'Pest County', 'Județul Pest']);
    expect(group(en.body, 2).countryCode).toBe('HU');
    expect([group(hu.body, 23).text, group(en.body, 23).text, group(ro.body, 23).text]).toEqual(['Județul Cluj', 'Cluj County', 'Județul Cluj']);
    expect(group(en.body, 23).countryCode).toBe('RO');
    expect(group(en.body, 23).children.map((c) => c.text)).toContain('Cluj-Napoca');
    expect(group(en.body, 1).children.find((c) => c.id === 101)!.text).toBe('Budapest, District I');
    expect(group(ro.body, 1).children.find((c) => c.id === 101)!.text).toBe('Budapesta, sectorul I');
    expect(group(en.body, 21).text).toBe('Bucharest');
  });

  it('doctor rows carry their specialties and clinic city; slots name their doctor and service in the language', async () => {
    const res = await get('/api/search/doctors', 'en');
    expect(res.status).toBe(200);
    expectSchema('search-response', res.body);
    const row = res.body.rows[0];
    expect(row.specializations.length).toBeGreaterThan(0);
    expect(row.provider).toMatchObject({ id: expect.any(Number), name: expect.any(String), city: expect.any(String) });
    const withSlots = (await get('/api/search/providers', 'en')).body.rows.find((r: { slots: unknown[] }) => r.slots.length > 0);
    const slot = withSlots.slots[0];
    const english = (await get('/api/specializations', 'en')).body as Record<string, { subfunctions: Array<{ id: number; name: string }> }>;
    const service = Object.values(english).flatMap((s) => s.subfunctions).find((f) => f.id === slot.subfunctionId)!;
    expect(slot.subfunctionName).toBe(service.name);
    expect(slot.doctorName).toMatch(/^Dr\. /);
  });

  it('a booking keeps its price and discount, in the answer and in the list, after the doctor\'s price changes', async () => {
    const { token } = await login(app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
    const slot = slots.find((s) => s.customerBookable && Date.parse(s.start) > now.ms + 2 * DAY)!;
    const doctor = await database.db.selectFrom('doctors').select(['price', 'currency', 'discount_percent']).where('id', '=', slot.doctorId).executeTakeFirstOrThrow();
    const booked = await request(app).post('/api/reservations').set(...bearer(token)).set('X-Locale', 'en').send({ slotId: slot.id, subfunctionId: slot.subfunctionId });
    expect(booked.status).toBe(201);
    expectSchema('reservation-response', booked.body);
    const expected = bookedPrice({ price: doctor.price, currency: doctor.currency, discount_rate: doctor.discount_percent });
    expect(booked.body.price).toEqual(expected);
    await database.db.updateTable('doctors').set({ price: doctor.price * 2 }).where('id', '=', slot.doctorId).execute();
    const list = await request(app).get('/api/reservations').set(...bearer(token)).set('X-Locale', 'ro');
    const mine = list.body.find((r: { id: number }) => r.id === booked.body.id);
    expect(mine.price).toEqual(expected);
    const stored = await database.db.selectFrom('reservations').select(['price', 'currency']).where('id', '=', booked.body.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ price: doctor.price, currency: doctor.currency });
    // The service is named in the language of the request.
    const romanian = (await get('/api/specializations', 'ro')).body as Record<string, { subfunctions: Array<{ id: number; name: string }> }>;
    expect(mine.slot.subfunctionName).toBe(Object.values(romanian).flatMap((s) => s.subfunctions).find((f) => f.id === slot.subfunctionId)!.name);
  });
});

describe.each(TEST_DIALECTS)('migrations of existing data on %s', (dialect) => {
  it('0008 translates the rows the demo seed wrote and 0009 prices earlier bookings at the doctor\'s price', async () => {
    const { database, slots } = await openProviderApi(dialect, { seed: 3, providers: 4, doctorsPerProvider: 2, slotsTarget: 200 });
    try {
      const { db } = database;
      const slot = slots[0]!;
      await db.insertInto('reservations').values({
        slot_id: slot.id, booked_slot_id: slot.id, user_id: null, subfunction_id: slot.subfunctionId, status: 'confirmed', discount_rate: 0, created_at: new Date().toISOString(),
      }).execute();
      // A row that did not come from the seed keeps no translation.
      await db.updateTable('specializations').set({ name: 'Saját név' }).where('id', '=', 1).execute();
      const { MIGRATIONS } = await import('../../../server/db/migrations');
      for (const name of ['0009_booked_price', '0008_localized_names']) await MIGRATIONS[name]!.down!(db);
      for (const name of ['0008_localized_names', '0009_booked_price']) await MIGRATIONS[name]!.up(db);
      const cardio = await db.selectFrom('specializations').select(['name_en', 'name_ro']).where('id', '=', 16).executeTakeFirstOrThrow();
      expect(cardio).toEqual({ name_en: 'Cardiology', name_ro: 'Cardiologie' });
      expect(await db.selectFrom('specializations').select(['name_en']).where('id', '=', 1).executeTakeFirstOrThrow()).toEqual({ name_en: null });
      const doctor = await db.selectFrom('doctors').select(['price', 'currency']).where('id', '=', slot.doctorId).executeTakeFirstOrThrow();
      expect(await db.selectFrom('reservations').select(['price', 'currency']).executeTakeFirstOrThrow()).toEqual(doctor);
    } finally {
      await database.close();
    }
  });
});
