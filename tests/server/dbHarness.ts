/**
 * A fresh, migrated database per test file: SQLite in memory always, PostgreSQL too when
 * TEST_DATABASE_URL is set (each file gets its own schema via search_path, dropped afterwards).
 *
 *   describe.each(TEST_DIALECTS)('users on %s', (dialect) => {
 *     const database = useTestDatabase(dialect);
 *     it('...', async () => { await database().db.selectFrom('users')... });
 *   });
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { migrateToLatest } from '../../server/db/migrations';
import { openDatabase, type DialectName, type PortalDatabase } from '../../server/db/openDatabase';
import { seedDemoData } from '../../server/db/seed';

export const TEST_DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabaseOptions {
  /** Fill with the demo seed (accounts of the README). */
  seed?: boolean;
}

export async function createTestDatabase(dialect: DialectName = 'sqlite', options: TestDatabaseOptions = {}): Promise<PortalDatabase> {
  let database: PortalDatabase;
  if (dialect === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const opened = openDatabase({ url, searchPath: schema });
    database = {
      ...opened,
      async close() {
        await opened.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop schema if exists ${schema} cascade`);
        await cleanup.end();
      },
    };
  } else {
    database = openDatabase({ file: ':memory:' });
  }
  await migrateToLatest(database.db);
  // The paid variant's seller is the demo's retail brand, as the server finds it from the brand documents.
  if (options.seed) await seedDemoData(database.db, { brandId: 'default', paidVariant: { brandId: 'retail', merchant: 'RETAILHUF01' } });
  return database;
}

/** Registers beforeAll/afterAll for one database and returns its getter. */
export function useTestDatabase(dialect: DialectName = 'sqlite', options: TestDatabaseOptions = {}): () => PortalDatabase {
  let database: PortalDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(dialect, options);
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error('the test database is opened in beforeAll');
    return database;
  };
}
