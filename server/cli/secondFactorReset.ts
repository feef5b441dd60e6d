/**
 * npm run second-factor:reset -- <email> <reason>: support turns off a person's two-step sign-in
 * (server/accounts/secondFactorReset.ts) on the database the server uses (DATABASE_URL, or the
 * SQLite file in DATA_DIR), migrated first.
 */
import path from 'node:path';
import { runSecondFactorReset, SecondFactorResetError } from '../accounts/secondFactorReset';
import { databaseName, migrateOnItsOwnConnection } from '../db/migrateDatabase';
import { openDatabase, timeoutsFromEnv } from '../db/openDatabase';

const ROOT = path.resolve(import.meta.dirname, '../..');

async function reset(): Promise<void> {
  const where = { url: process.env.DATABASE_URL || undefined, file: path.join(path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data')), 'portal.db') };
  try {
    await migrateOnItsOwnConnection(where, timeoutsFromEnv(process.env));
    const database = openDatabase({ ...where, timeouts: timeoutsFromEnv(process.env) });
    try {
      for (const line of await runSecondFactorReset(database.db, process.argv.slice(2), Date.now())) console.log(line);
    } finally {
      await database.close();
    }
  } catch (error) {
    console.error(error instanceof SecondFactorResetError ? error.message : `The database (${databaseName(where.url)}) could not be used: ${(error as Error).message}`);
    process.exit(1);
  }
}

void reset();
