/**
 * Migrating as a deploy step (npm run migrate) on PostgreSQL, and a production start against a
 * database behind the code: refused with one line until it is migrated.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../bench/serverProcess';
import { createPgSchema, type PgSchema } from './pgSchema';
import { refusedStart, startPortal } from './portalProcess';

const PG_URL = process.env.TEST_DATABASE_URL;

function migrate(databaseUrl: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/cli/migrate.ts')], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, DATABASE_URL: databaseUrl } });
}

describe.skipIf(!PG_URL)('migrations as a step of their own, on PostgreSQL', () => {
  let schema: PgSchema;
  beforeAll(async () => {
    schema = await createPgSchema(PG_URL!, 'migrate');
  });
  afterAll(async () => {
    await schema?.drop();
  });
  // Production: demo mode off, its own session key.
  const production = () => ({ DATABASE_URL: schema.url(), DEMO: '0', JWT_SECRET: 'migrate-step-suite-signing-key-of-the-instance' });

  it('a production start refuses a database behind the code, in one line, and runs once it is migrated', async () => {
    const refused = await refusedStart(production());
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/The server does not start: the database is behind this code \(\d+ migrations to run: 0001_[^)]*\); run npm run migrate first/);
    expect(refused.output).not.toMatch(/\n\s+at /);

    const first = migrate(schema.url());
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^The database \(PostgreSQL at [^)]+\) is migrated: 0001_/);
    const again = migrate(schema.url());
    expect(again.stdout.trim()).toMatch(/^The database \(PostgreSQL at [^)]+\) is up to date\.$/);

    // Without the key every instance shares, it does not start either.
    const keyless = await refusedStart({ ...production(), JWT_SECRET: '' });
    expect(keyless.code).toBe(1);
    expect(keyless.output).toMatch(/JWT_SECRET is not set: on PostgreSQL every instance must sign sessions with the same key/);

    const portal = await startPortal(production());
    try {
      // Ready once its background jobs run too (a moment after it listens).
      await expect.poll(async () => (await fetch(`${portal.base}/readyz`)).text(), { timeout: 15_000 }).toMatch(/"status":"ready"/);
    } finally {
      expect(await portal.stop()).toBe(0);
    }
  }, 120_000);

  it('says in one line, exit 1, when it cannot migrate', () => {
    const failed = migrate('postgres://postgres@127.0.0.1:5432/no_such_database_for_the_portal');
    expect(failed.status).toBe(1);
    expect(failed.stderr.trim()).toMatch(/^The database \(PostgreSQL at 127\.0\.0\.1:5432\/no_such_database_for_the_portal\) was not migrated: .+$/);
  });
});
