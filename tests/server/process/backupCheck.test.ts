/**
 * The backup of the README's "Deploying" section, restored and compared (npm run backup:check,
 * server/db/backupCheck.ts): the demo database with a booking made through the API is backed up
 * and restored (pg_dump and pg_restore on PostgreSQL, SQLite's online backup), and the booking
 * is there, the same, in the copy. A database behind the code is reported, exit 1.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrations';
import { openDatabase, type PortalDatabase } from '../../../server/db/openDatabase';
import { seedDemoProviders } from '../../../server/db/providerSeed';
import { DEMO_ACCOUNTS, seedDemoData } from '../../../server/db/seed';
import { ROOT, testApp } from '../testApp';
import { createPgSchema } from './pgSchema';
import { tempDataDir } from './portalProcess';

const PG_URL = process.env.TEST_DATABASE_URL;

/** The demo data and one booking of the demo patient, made through the booking API. */
async function demoDatabaseWithABooking(database: PortalDatabase): Promise<number> {
  await migrateToLatest(database.db);
  await seedDemoData(database.db, { brandId: 'default' });
  await seedDemoProviders(database.db);
  const app = testApp('test', { db: database.db });
  const login = await request(app).post('/api/login').send({ username: DEMO_ACCOUNTS.patient.email, password: DEMO_ACCOUNTS.patient.password });
  expect(login.status).toBe(200);
  const slot = await database.db.selectFrom('slots as s').leftJoin('reservations as r', 'r.slot_id', 's.id').select(['s.id', 's.subfunction_id'])
    .where('s.customer_bookable', '=', 1).where('r.id', 'is', null).where('s.start_at', '>', new Date(Date.now() + 2 * 86_400_000).toISOString())
    .orderBy('s.start_at').executeTakeFirstOrThrow();
  const booked = await request(app).post('/api/reservations').set('Authorization', `Bearer ${login.body.token as string}`).send({ slotId: slot.id, subfunctionId: slot.subfunction_id });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return booked.body.id as number;
}

function backupCheck(env: Record<string, string>): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/cli/backupCheck.ts')], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env }, timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('a backup, restored', () => {
  it('SQLite: the booking is the same in the copy; a database behind the code is reported', async () => {
    const dataDir = tempDataDir();
    const database = openDatabase({ file: path.join(dataDir, 'portal.db') });
    try {
      const booking = await demoDatabaseWithABooking(database);
      const checked = backupCheck({ DATA_DIR: dataDir });
      expect(checked.output).toMatch(/^Backup check of SQLite: the restored copy holds everything\n/);
      expect(checked.output).toContain(`the newest booking (reservation ${booking}) is the same after the restore`);
      expect(checked.output).toContain('the restored database is current for this code');
      expect(checked.status).toBe(0);

      // A backup of a database behind the code is not one to restore without migrating.
      await database.db.deleteFrom('kysely_migration' as never).where('name' as never, '=', '0023_video_across_instances' as never).execute();
      const behind = backupCheck({ DATA_DIR: dataDir });
      expect(behind.status).toBe(1);
      expect(behind.output).toMatch(/the restored database is behind this code: 0023_video_across_instances/);
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it.skipIf(!PG_URL)('PostgreSQL: pg_dump and pg_restore into another database, and the booking is the same there', async () => {
    const schema = await createPgSchema(PG_URL!, 'backup');
    const database = openDatabase({ url: schema.url() });
    try {
      const booking = await demoDatabaseWithABooking(database);
      const checked = backupCheck({ DATABASE_URL: schema.url() });
      expect(checked.output).toMatch(/^Backup check of PostgreSQL at 127\.0\.0\.1:5432\/test: the restored copy holds everything\n/);
      expect(checked.output).toContain(`the newest booking (reservation ${booking}) is the same after the restore`);
      expect(checked.status).toBe(0);
    } finally {
      await database.close();
      await schema.drop();
    }
  }, 120_000);
});
