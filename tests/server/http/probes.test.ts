/**
 * The load balancer's questions (server/http/probes.ts) against the app: liveness always, and
 * readiness only with the database migrated and reachable; on any host, with no brand.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, MIGRATIONS, pendingMigrations } from '../../../server/db/migrations';
import { openDatabase } from '../../../server/db/openDatabase';
import { TEST_DIALECTS, useTestDatabase } from '../dbHarness';
import { testApp } from '../testApp';
import { createInProcessQueue } from '../../../server/jobs/inProcessQueue';
import { jobDefinitions } from '../../../server/jobs/jobDefinitions';
import { jobSettingsFromEnv } from '../../../server/jobs/jobSettings';

describe.each(TEST_DIALECTS)('probes on %s', (dialect) => {
  const database = useTestDatabase(dialect);

  it('/healthz answers while the process runs, on any host', async () => {
    const res = await request(testApp('test', { db: database().db })).get('/healthz').set('Host', '10.0.0.7:8080');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz is 200 with every migration run', async () => {
    const res = await request(testApp('test', { db: database().db })).get('/readyz').set('Host', '10.0.0.7:8080');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
  });

  it('counts as pending a migration this code knows and the database has not run, and none the other way', async () => {
    expect(await pendingMigrations(database().db)).toEqual([]);
    const later = { ...MIGRATIONS, '9999_later': { up: async () => undefined } };
    expect(await pendingMigrations(database().db, later)).toEqual(['9999_later']);
    const { ['0022_payment_refunds']: _newest, ...older } = MIGRATIONS;
    // Code older than the database (a rolling update's old instances) is still current.
    expect(await pendingMigrations(database().db, older)).toEqual([]);
  });
});

it('/readyz is 503 #503 naming the migrations a database has not run', async () => {
  const { db, close } = openDatabase({ file: ':memory:' });
  try {
    const { ['0022_payment_refunds']: _newest, ...older } = MIGRATIONS;
    await migrateToLatest(db, older);
    const res = await request(testApp('test', { db })).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'not ready', code: '#503', reasons: ['migrations pending'] });
  } finally {
    await close();
  }
});

it('/readyz is 503 #503 with the database closed', async () => {
  const { db, close } = openDatabase({ file: ':memory:' });
  await migrateToLatest(db);
  const app = testApp('test', { db });
  await close();
  const res = await request(app).get('/readyz');
  expect(res.status).toBe(503);
  expect(res.body).toMatchObject({ code: '#503', reasons: ['database unreachable'] });
});

it('/readyz is 503 #503 "queue not running" until the jobs\' queue runs, and again once it stops', async () => {
  const { db, close } = openDatabase({ file: ':memory:' });
  await migrateToLatest(db);
  const settings = jobSettingsFromEnv({});
  const silent = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
  const jobs = createInProcessQueue(jobDefinitions(settings), { db, payments: { accountOf: () => undefined, keyOf: () => undefined }, fetch, clock: Date.now, smtp: undefined, settings, log: silent });
  const app = testApp('test', { db, jobs });
  try {
    expect((await request(app).get('/readyz')).body).toEqual({ status: 'not ready', code: '#503', reasons: ['queue not running'] });
    await jobs.start();
    expect((await request(app).get('/readyz')).status).toBe(200);
    await jobs.stop();
    const stopped = await request(app).get('/readyz');
    expect([stopped.status, stopped.body.reasons]).toEqual([503, ['queue not running']]);
  } finally {
    await close();
  }
});
