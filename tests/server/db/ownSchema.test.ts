/**
 * On PostgreSQL the portal's migrations look at the schema the connection works in alone: tables of
 * other schemas on the same server are not taken for its own, and a schema dropped meanwhile by
 * someone else (another portal's clean-up, tests side by side) does not fail them.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrations';
import { createTestDatabase } from '../dbHarness';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('the portal database beside other schemas on PostgreSQL', () => {
  it('sees only its own schema’s tables', async () => {
    const other = `other_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${other}; create table ${other}.foreign_only (id int)`);
    const database = await createTestDatabase('postgres');
    try {
      const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
      const names = tables.map((t) => t.name);
      expect(names).toContain('users');
      expect(names).toContain('kysely_migration');
      expect(names).not.toContain('foreign_only');
      expect(new Set(tables.map((t) => t.schema)).size).toBe(1);
      const users = tables.find((t) => t.name === 'users')!;
      expect(users.columns.find((c) => c.name === 'id')).toMatchObject({ isAutoIncrementing: true, isNullable: false });
      expect(users.columns.find((c) => c.name === 'phone')).toMatchObject({ isNullable: true });
    } finally {
      await database.close();
      await admin.query(`drop schema ${other} cascade`);
      await admin.end();
    }
  });

  it('migrates while other schemas are created and dropped beside it', async () => {
    const database = await createTestDatabase('postgres');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    let churning = true;
    const churn = (async () => {
      while (churning) {
        const name = `churn_${randomBytes(6).toString('hex')}`;
        await admin.query(`create schema ${name}; create table ${name}.t (id serial primary key, v text)`);
        await admin.query(`drop schema ${name} cascade`);
      }
    })();
    try {
      for (let i = 0; i < 150; i += 1) await migrateToLatest(database.db);
    } finally {
      churning = false;
      await churn;
      await admin.end();
      await database.close();
    }
  }, 60_000);
});
