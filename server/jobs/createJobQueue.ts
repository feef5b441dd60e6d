/**
 * The queue the jobs run on: pg-boss on PostgreSQL (several instances share it: each slot of
 * each job runs once among them), in process on the embedded SQLite database (one process).
 */
import { sql } from 'kysely';
import type { PortalDatabase } from '../db/openDatabase';
import { jobDefinitions, type JobDeps } from './jobDefinitions';
import type { JobQueue } from './jobQueue';
import { createInProcessQueue } from './inProcessQueue';
import { createPgBossQueue } from './pgBossQueue';

/**
 * The queue's schema: JOB_QUEUE_SCHEMA, else `pgboss` beside a portal in `public`, else
 * `<portal schema>_jobs`, so two portals in two schemas of one database keep two queues.
 */
async function queueSchema(database: PortalDatabase, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  const own = rows[0]?.schema ?? 'public';
  return own === 'public' ? 'pgboss' : `${own}_jobs`;
}

export async function createJobQueue(database: PortalDatabase, databaseUrl: string | undefined, deps: JobDeps): Promise<JobQueue> {
  const definitions = jobDefinitions(deps.settings);
  if (database.dialect !== 'postgres' || !databaseUrl) return createInProcessQueue(definitions, deps);
  return createPgBossQueue(definitions, deps, { connectionString: databaseUrl, schema: await queueSchema(database, deps.settings.queueSchema) });
}
