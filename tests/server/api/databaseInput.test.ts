/**
 * Input that SQLite stores or compares without complaint but PostgreSQL refuses (a NUL in text,
 * a number beyond its 32-bit integer): the portal refuses or cleans it first, so neither database
 * answers a 5xx. Found by the fuzz suite on PostgreSQL; runs on both databases.
 */
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaledLimits } from '../../../server/api/abuseLimits';
import type { PortalDatabase } from '../../../server/db/openDatabase';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { createTestDatabase, TEST_DIALECTS } from '../dbHarness';
import { testApp } from '../testApp';
import { bearer, login } from './apiHarness';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe.each(TEST_DIALECTS)('input %s cannot hold', (dialect) => {
  let database: PortalDatabase;
  let app: Express;
  let token: string;
  beforeAll(async () => {
    database = await createTestDatabase(dialect, { seed: true });
    app = testApp('test', { db: database.db, limits: scaledLimits(1000) });
    token = (await login(app, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password)).token;
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('a login name with a NUL is a validation error, not a counter key', async () => {
    const res = await request(app).post('/api/login').send({ username: 'jif%Q\u0000oeX@demo.test', password: 'not-the-password' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('RX444');
  });

  it.each(['2147483648', '9999999999'])('cancelling reservation %s is 404', async (id) => {
    const res = await request(app).delete(`/api/reservations/${id}`).set(...bearer(token));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('#404');
  });

  it.each(['2147483648', '9999999999'])('provider %s is 404', async (id) => {
    expect((await request(app).get(`/api/providers/${id}`)).status).toBe(404);
  });

  it('an upload named with control characters is stored under the readable rest of its name, or its file name', async () => {
    const res = await request(app).post('/api/uploads?page=preauthorization').set(...bearer(token)).field('name', 'lelet\u0000 2026').attach('fileData', PDF, 'a.pdf');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.files[0].name).toBe('lelet 2026');
    const nameless = await request(app).post('/api/uploads?page=preauthorization').set(...bearer(token)).field('name', '\u0000').attach('fileData', PDF, 'b.pdf');
    expect(nameless.status).toBe(201);
    expect(nameless.body.files[0].name).toBe('b.pdf');
  });
});
