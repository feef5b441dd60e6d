/**
 * npm run staff: lists, grants and revokes staff roles per brand (server/accounts/staffRoles.ts)
 * on the database the server uses (DATABASE_URL, or the SQLite file in DATA_DIR), migrated first.
 */
import path from 'node:path';
import { runStaffCommand, StaffCommandError } from '../accounts/staffRoles';
import { readSourceTree } from '../config/brandSources';
import { databaseName, migrateOnItsOwnConnection } from '../db/migrateDatabase';
import { openDatabase, timeoutsFromEnv } from '../db/openDatabase';

const ROOT = path.resolve(import.meta.dirname, '../..');

async function staff(): Promise<void> {
  const where = { url: process.env.DATABASE_URL || undefined, file: path.join(path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data')), 'portal.db') };
  const brandsDir = path.resolve(process.env.BRANDS_DIR ?? path.join(ROOT, 'brands'));
  const knownBrands = readSourceTree(brandsDir).brands.map((b) => b.id);
  try {
    await migrateOnItsOwnConnection(where, timeoutsFromEnv(process.env));
    const database = openDatabase({ ...where, timeouts: timeoutsFromEnv(process.env) });
    try {
      for (const line of await runStaffCommand(database.db, process.argv.slice(2), knownBrands)) console.log(line);
    } finally {
      await database.close();
    }
  } catch (error) {
    console.error(error instanceof StaffCommandError ? error.message : `The database (${databaseName(where.url)}) could not be used: ${(error as Error).message}`);
    process.exit(1);
  }
}

void staff();
