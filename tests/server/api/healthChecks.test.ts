/**
 * Kept health checks (POST and GET /api/health-checks) on every test dialect: a logged-in patient's
 * answers are scored by the shared module and kept with the result, listed newest first; each
 * patient sees only their own; an anonymous visitor is refused (401) and nothing is kept; a
 * refusal (RX444) keeps nothing; a brand without a health check page answers 404.
 */
import request from 'supertest';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalDatabase } from '../../../server/db/openDatabase';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { createTestDatabase, TEST_DIALECTS } from '../dbHarness';
import { testApp } from '../testApp';
import { bearer, expectSchema, login } from './apiHarness';

const WELL = { urgentSymptoms: 'no', sex: 'female', heightCm: '170', weightKg: '62', moderateMinutes: '150', vigorousMinutes: '0', fruitVegPortions: '5', sleepHours: '7,5', alcoholFrequency: 'never', smoking: 'never', familyHistory: 'no' };
let now = Date.UTC(2026, 10, 2, 9);

describe.each(TEST_DIALECTS)('kept health checks on %s', (dialect) => {
  let database: PortalDatabase;
  let app: Express;
  let patient: string;
  let other: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { seed: true });
    app = testApp('test', { db: database.db, clock: () => now });
    patient = (await login(app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password)).token;
    other = (await login(app, DEMO_ACCOUNTS.multi.email, DEMO_ACCOUNTS.multi.password)).token;
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  const kept = async () => Number((await database.db.selectFrom('health_check_results').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('keeps a result and lists it, then a later one first, each with its own figures', async () => {
    const first = await request(app).post('/api/health-checks').set(...bearer(patient)).send(WELL);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expectSchema('health-check-record', first.body);
    expect(first.body).toMatchObject({ takenAt: new Date(now).toISOString(), result: { bmi: { value: 21.5, category: 'normal' }, flags: [] } });

    now += 60_000; // a minute later, within the access token's life
    const second = await request(app).post('/api/health-checks').set(...bearer(patient)).send({ ...WELL, weightKg: '75', smoking: 'current' });
    expect(second.status).toBe(201);
    expect(second.body.result).toMatchObject({ bmi: { value: 26, category: 'overweight' }, flags: ['bmi', 'smoking'] });

    const list = await request(app).get('/api/health-checks').set(...bearer(patient));
    expect(list.status).toBe(200);
    expectSchema('health-checks-response', list.body);
    expect(list.body.results.map((r: { id: number }) => r.id)).toEqual([second.body.id, first.body.id]);
    expect(list.body.results[1]).toEqual(first.body);
  });

  it("shows a patient only their own results", async () => {
    const list = await request(app).get('/api/health-checks').set(...bearer(other));
    expect(list.status).toBe(200);
    expect(list.body.results).toEqual([]);
  });

  it('keeps nothing for an anonymous visitor, nor for answers it refuses', async () => {
    const before = await kept();
    const anonymous = await request(app).post('/api/health-checks').send(WELL);
    expect(anonymous.status).toBe(401);
    expect((await request(app).get('/api/health-checks')).status).toBe(401);
    const refused = await request(app).post('/api/health-checks').set(...bearer(patient)).send({ ...WELL, heightCm: '17' });
    expect(refused.status).toBe(422);
    expect(refused.body.violations).toMatchObject([{ field: '/heightCm', rule: 'healthTools.healthCheck.refusal.implausible' }]);
    const invalid = await request(app).post('/api/health-checks').set(...bearer(patient)).send({ ...WELL, smoking: 'pipe' });
    expect(invalid.status).toBe(422);
    expect(await kept()).toBe(before);
  });

  it('answers 404 on a brand without a health check page', async () => {
    const res = await request(app).get('/api/health-checks').set('Host', 'insurer-wedding.localhost').set(...bearer(patient));
    expect(res.status).toBe(404);
  });
});
