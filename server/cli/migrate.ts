/**
 * npm run migrate: runs the database's pending migrations and nothing else, so a deploy migrates
 * first and then rolls the instances (README, "Running in production"). Reads DATABASE_URL (or
 * the SQLite file in DATA_DIR) and the DB_* time-outs as the server does; prints one line; exits 1
 * on failure.
 */
import path from 'node:path';
import { databaseName, migrateOnItsOwnConnection } from '../db/migrateDatabase';
import { timeoutsFromEnv } from '../db/openDatabase';

const ROOT = path.resolve(import.meta.dirname, '../..');

async function migrate(): Promise<void> {
  const where = { url: process.env.DATABASE_URL || undefined, file: path.join(path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data')), 'portal.db') };
  try {
    const ran = await migrateOnItsOwnConnection(where, timeoutsFromEnv(process.env));
    console.log(ran.length === 0 ? `The database (${databaseName(where.url)}) is up to date.` : `The database (${databaseName(where.url)}) is migrated: ${ran.join(', ')}.`);
  } catch (error) {
    console.error(`The database (${databaseName(where.url)}) was not migrated: ${(error as Error).message}`);
    process.exit(1);
  }
}

void migrate();
