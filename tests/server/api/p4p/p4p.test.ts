/**
 * Pay for prevention (GET /api/p4p) on SQLite and, with TEST_DATABASE_URL, on PostgreSQL: the
 * prevention demo account's visited cervical screening counts as a done screening with its reward;
 * a vaccination booked through POST /api/reservations is booked (its points pending) until the
 * clinic records the visit, then done; the yearly maximum, cancelled appointments, last year's and
 * other services' appointments; the health check, of which the portal keeps no record, is open;
 * refusals carry catalogue codes.
 */
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { P4PResponse } from '../../../../generated/config-types';
import { scaledLimits } from '../../../../server/api/abuseLimits';
import type { PortalDatabase } from '../../../../server/db/openDatabase';
import { seedProviderData } from '../../../../server/db/providerSeed';
import { DEMO_ACCOUNTS } from '../../../../server/db/seed';
import { DEMO_SCREENING_SUBFUNCTION, seedDemoPrevention } from '../../../../server/db/seed/demoPrevention';
import { toBudapestIso } from '../../../../server/db/seed/providerCalendar';
import { seedPreventiveServices } from '../../../../server/db/seed/preventiveServices';
import { CATALOGUE } from '../../fuzz/catalogue';
import { createTestDatabase, TEST_DIALECTS } from '../../dbHarness';
import { testApp, testBrands } from '../../testApp';
import { bearer, expectSchema, login } from '../apiHarness';

const FLU = 4101;
const HOUR = 3_600_000;

describe.each(TEST_DIALECTS)('GET /api/p4p on %s', (dialect) => {
  let database: PortalDatabase;
  let app: Express;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { seed: true });
    const now = Date.now();
    await seedProviderData(database.db, { seed: 3, providers: 30, doctorsPerProvider: 2, slotsTarget: 2_000, today: new Date(now) });
    await seedPreventiveServices(database.db, toBudapestIso(now).slice(0, 10), 3);
    expect(await seedDemoPrevention(database.db, DEMO_ACCOUNTS.prevention.email, now)).toBe(true);
    app = testApp('test', { db: database.db, limits: scaledLimits(1000) });
    token = (await login(app, DEMO_ACCOUNTS.prevention.email, DEMO_ACCOUNTS.prevention.password)).token;
    userId = (await database.db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.prevention.email).executeTakeFirstOrThrow()).id;
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  const p4p = async (locale = 'en'): Promise<P4PResponse> => {
    const res = await request(app).get('/api/p4p').set(...bearer(token)).set('X-Locale', locale);
    expect(res.status).toBe(200);
    expectSchema('p4p-response', res.body);
    return res.body as P4PResponse;
  };
  const reward = (body: P4PResponse, activity: string) => body.rewards.find((r) => r.activity === activity)!;

  /** A free future slot of the subfunction, booked through the API as the patient would. */
  async function book(subfunctionId: number): Promise<number> {
    const slot = await database.db.selectFrom('slots').select('id').where('subfunction_id', '=', subfunctionId).where('start_at', '>', new Date(Date.now() + 2 * 24 * HOUR).toISOString())
      .where('customer_bookable', '=', 1).where((eb) => eb.not(eb.exists(eb.selectFrom('reservations').select('id').whereRef('reservations.slot_id', '=', 'slots.id'))))
      .where('start_at', '<', `${new Date().getUTCFullYear() + 1}-01-01`).orderBy('start_at').limit(1).executeTakeFirst();
    if (!slot) return 0;
    const res = await request(app).post('/api/reservations').set(...bearer(token)).send({ slotId: slot.id, subfunctionId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (await database.db.selectFrom('reservations').select('id').where('booked_slot_id', '=', slot.id).executeTakeFirstOrThrow()).id;
  }
  const recordVisit = (id: number) => database.db.updateTable('reservations').set({ visited_at: new Date().toISOString() }).where('id', '=', id).execute();

  it('shows the demo account\'s visited cervical screening as a done screening with its reward, and the health check as open', async () => {
    const body = await p4p();
    expect(body.year).toBe(Number(toBudapestIso(Date.now()).slice(0, 4)));
    expect(body.activities).toHaveLength(1);
    expect(body.activities[0]).toMatchObject({ activity: 'screening', service: 'screening', entry: 'cervical', name: 'Cervical screening', status: 'done', points: 50, subfunction: { id: DEMO_SCREENING_SUBFUNCTION, name: 'Cervical screening' } });
    expect(reward(body, 'screening')).toMatchObject({ points: 50, yearlyMax: 3, recorded: true, done: 1, booked: 0, earned: 50, status: 'done', search: 'screening' });
    expect(reward(body, 'healthCheck')).toMatchObject({ recorded: false, done: 0, earned: 0, status: 'open', search: null });
    expect(reward(body, 'vaccination')).toMatchObject({ recorded: true, status: 'open', search: 'vaccination', yearlyMax: null });
    expect(body.total).toBe(50);
    expect(body.rewards.map((r) => r.activity)).toEqual(['healthCheck', 'screening', 'vaccination', 'diagnostics']);
    expect((await p4p('hu')).activities[0]).toMatchObject({ name: 'Méhnyakszűrés', subfunction: { name: 'Nőgyógyászati rákszűrés' } });
  });

  it('a vaccination booked through the reservation flow is booked with its points pending, and done once the visit is recorded', async () => {
    const id = await book(FLU);
    expect(id).toBeGreaterThan(0);
    let body = await p4p();
    const flu = body.activities.find((a) => a.reservationId === id)!;
    expect(flu).toMatchObject({ activity: 'vaccination', service: 'vaccination', entry: 'influenza', name: 'Flu vaccine', status: 'booked', points: 30, subfunction: { name: 'Flu vaccination' } });
    expect(reward(body, 'vaccination')).toMatchObject({ done: 0, booked: 1, earned: 0, status: 'booked' });
    expect(body.total).toBe(50);
    await recordVisit(id);
    body = await p4p();
    expect(body.activities.find((a) => a.reservationId === id)!.status).toBe('done');
    expect(reward(body, 'vaccination')).toMatchObject({ done: 1, booked: 0, earned: 30, status: 'done' });
    expect(body.total).toBe(80);
  });

  it('counts a cancelled appointment, last year\'s, and one of a service no catalogue names as nothing', async () => {
    const before = await p4p();
    const cancelled = await book(4102);
    await database.db.updateTable('reservations').set({ status: 'cancelled', slot_id: null, cancelled_at: new Date().toISOString(), visited_at: new Date().toISOString() }).where('id', '=', cancelled).execute();
    const other = await database.db.selectFrom('slots').select(['id', 'provider_id', 'doctor_id']).where('subfunction_id', '=', 1301).limit(1).executeTakeFirstOrThrow();
    const lastYear = `${Number(toBudapestIso(Date.now()).slice(0, 4)) - 1}-06-15T10:00:00.000Z`;
    const slotId = other.id + 1_000_000;
    await database.db.insertInto('slots').values({ id: slotId, provider_id: other.provider_id, doctor_id: other.doctor_id, subfunction_id: DEMO_SCREENING_SUBFUNCTION, start_at: lastYear, start_local: lastYear, duration_minutes: 30, video: 0, customer_bookable: 1, cancellable_until: lastYear }).execute();
    await database.db.insertInto('reservations').values({ slot_id: slotId, booked_slot_id: slotId, user_id: userId, subfunction_id: DEMO_SCREENING_SUBFUNCTION, status: 'confirmed', discount_rate: 0, patient_last_name: null, patient_first_name: null, patient_email: null, patient_phone: null, patient_birth_date: null, patient_comment: null, verify_token_hash: null, delete_token_hash: null, token_expires_at: null, cancelled_at: null, visited_at: lastYear, created_at: lastYear }).execute();
    const gp = await book(1301);
    if (gp) await recordVisit(gp);
    const after = await p4p();
    expect(after.activities.map((a) => a.reservationId)).toEqual(before.activities.map((a) => a.reservationId));
    expect(after.total).toBe(before.total);
  });

  it('earns a reward at most its yearly maximum of times: the fourth screening earns nothing', async () => {
    const ids: number[] = [];
    for (const sub of [3901, 3202, 502]) {
      const id = await book(sub);
      if (id) ids.push(id);
    }
    expect(ids).toHaveLength(3);
    for (const id of ids) await recordVisit(id);
    const body = await p4p();
    const screenings = body.activities.filter((a) => a.activity === 'screening');
    expect(screenings).toHaveLength(4);
    expect(screenings.filter((a) => a.points === 50)).toHaveLength(3);
    expect(screenings.filter((a) => a.points === 0)).toHaveLength(1);
    expect(reward(body, 'screening')).toMatchObject({ done: 4, earned: 150 });
    expect(body.total).toBe(body.rewards.reduce((n, r) => n + r.earned, 0));
  });

  describe('refusals', () => {
    const expectRefusal = (res: request.Response, status: number, code: string) => {
      expect(res.status).toBe(status);
      expect(res.body.code).toBe(code);
      expect(CATALOGUE.has(res.body.code)).toBe(true);
    };

    it('an anonymous visitor is asked to log in (401 #002)', async () => {
      expectRefusal(await request(app).get('/api/p4p'), 401, '#002');
    });

    it('a patient without the hasP4P flag or the service type is refused (403 #403)', async () => {
      const family = await login(app, DEMO_ACCOUNTS.family.email, DEMO_ACCOUNTS.family.password);
      expectRefusal(await request(app).get('/api/p4p').set(...bearer(family.token)), 403, '#403');
    });

    it('a brand that does not offer the page answers 404, before any login is looked at', async () => {
      const wedding = testBrands().all().find((b) => b.effective.brand.rules.exclusiveRoutes.length > 0 && !b.effective.brand.rules.exclusiveRoutes.includes('/services/p4p'))!;
      const host = wedding.effective.brand.hosts![0]!;
      expectRefusal(await request(app).get('/api/p4p').set('Host', host), 404, '#404');
      expectRefusal(await request(app).get('/api/p4p').set('Host', host).set(...bearer(token)), 404, '#404');
    });
  });
});
