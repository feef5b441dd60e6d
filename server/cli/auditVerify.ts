/**
 * npm run audit:verify: walks the health-data access log's hash chain (server/db/dataAccessLog.ts)
 * on the database the server uses (DATABASE_URL, or the SQLite file in DATA_DIR). Prints the
 * entries and the last hash (kept elsewhere, it shows a chain rewritten whole), or the first
 * entry where the chain breaks and why; exits 1 then.
 */
import path from 'node:path';
import { verifyDataAccessLog } from '../db/dataAccessLog';
import { databaseName } from '../db/migrateDatabase';
import { openDatabase, timeoutsFromEnv } from '../db/openDatabase';

const ROOT = path.resolve(import.meta.dirname, '../..');

async function auditVerify(): Promise<void> {
  const where = { url: process.env.DATABASE_URL || undefined, file: path.join(path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data')), 'portal.db') };
  const database = openDatabase({ ...where, timeouts: timeoutsFromEnv(process.env) });
  try {
    const verdict = await verifyDataAccessLog(database.db);
    if (verdict.intact) {
      console.log(`The data access log of ${databaseName(where.url)} is intact: ${verdict.entries} entries; the last, ${verdict.lastId}, has the hash ${verdict.headHash}.`);
      return;
    }
    console.error(`The data access log of ${databaseName(where.url)} is broken at entry ${verdict.entryId ?? '(head)'}: ${verdict.reason} (${verdict.entries} entries intact before it).`);
    process.exitCode = 1;
  } catch (error) {
    console.error(`The data access log of ${databaseName(where.url)} could not be read: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

void auditVerify();
