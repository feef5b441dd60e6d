/**
 * npm run backup:check: backs up the database the server would open (DATABASE_URL, else the SQLite
 * file in DATA_DIR) as the README's "Deploying" section says, restores the backup elsewhere and
 * compares (server/db/backupCheck.ts). Prints what it compared; exits 1 when the copy differs or
 * the backup or restore fails.
 */
import path from 'node:path';
import { backupHolds, checkPostgresBackup, checkSqliteBackup, type BackupReport } from '../db/backupCheck';
import { databaseName } from '../db/migrateDatabase';
import { isPostgresUrl } from '../db/openDatabase';

const ROOT = path.resolve(import.meta.dirname, '../..');

function describe(report: BackupReport): string[] {
  return [
    `backup of ${(report.bytes / 1024).toFixed(0)} KB restored; ${report.tables} tables compared`,
    ...report.differences.map((d) => `  ${d.table}: ${d.before} rows before, ${d.after} after the restore`),
    report.booking ? `the newest booking (reservation ${report.booking.id}) ${report.booking.same ? 'is the same after the restore' : 'DIFFERS after the restore'}` : 'there is no booking to compare',
    report.pending.length ? `the restored database is behind this code: ${report.pending.join(', ')}` : 'the restored database is current for this code',
  ];
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || undefined;
  const file = path.join(path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data')), 'portal.db');
  try {
    const report = isPostgresUrl(url) ? await checkPostgresBackup(url) : await checkSqliteBackup(file);
    const holds = backupHolds(report);
    (holds ? console.log : console.error)([`Backup check of ${databaseName(url)}: ${holds ? 'the restored copy holds everything' : 'the restored copy differs'}`, ...describe(report)].join('\n'));
    if (!holds) process.exit(1);
  } catch (error) {
    console.error(`Backup check of ${databaseName(url)} failed: ${(error as Error).message}`);
    process.exit(1);
  }
}

void main();
