/**
 * What a load balancer and an orchestrator ask an instance, on any host and ahead of every other
 * middleware (no access log line, no rate limit, no brand):
 * - `GET /healthz`: the process answers (liveness). 200 while the event loop runs.
 * - `GET /readyz`: the instance should be sent requests (readiness). 200 when the database answers
 *   within READY_CHECK_MS, it has run every migration this code knows, a brand set is loaded, the
 *   background jobs' queue runs and the instance is not shutting down; otherwise 503 `#503` naming
 *   each reason, so the balancer
 *   sends requests elsewhere until it is ready again.
 */
import { Router } from 'express';
import { sql, type Kysely } from 'kysely';
import type { BrandRegistry } from '../config/brandRegistry';
import type { Database } from '../db/schema';
import { pendingMigrations } from '../db/migrations';
import { DATABASE_UNAVAILABLE_CODE } from '../db/unavailable';
import type { JobsStatus } from '../jobs/jobQueue';

/** How long each readiness check may take before it counts as failed. */
export const READY_CHECK_MS = 2_000;

export type NotReadyReason = 'database unreachable' | 'migrations pending' | 'no brands loaded' | 'queue not running' | 'shutting down';

export interface Probes {
  router: Router;
  /** From now on the instance is not ready (SIGTERM: it finishes what it has and takes nothing new). */
  stopping: () => void;
}

interface ProbeDeps {
  db: Kysely<Database>;
  brands: BrandRegistry;
  /** The background jobs' queue; without one (an app built for a test) there is none to ask. */
  jobs?: Pick<JobsStatus, 'running'>;
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Every reason the instance is not ready now (none: ready). */
async function notReadyReasons({ db, brands, jobs }: ProbeDeps, stopping: boolean): Promise<NotReadyReason[]> {
  const reasons: NotReadyReason[] = [];
  if (stopping) reasons.push('shutting down');
  if (brands.all().length === 0) reasons.push('no brands loaded');
  // A stopping instance stops its queue too: that is the one reason, shutting down.
  if (jobs && !jobs.running() && !stopping) reasons.push('queue not running');
  try {
    await within(sql`select 1`.execute(db), READY_CHECK_MS);
    if ((await within(pendingMigrations(db), READY_CHECK_MS)).length > 0) reasons.push('migrations pending');
  } catch {
    reasons.push('database unreachable');
  }
  return reasons;
}

export function createProbes(deps: ProbeDeps): Probes {
  let stopping = false;
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const reasons = await notReadyReasons(deps, stopping);
    res.set('Cache-Control', 'no-store');
    if (reasons.length === 0) return void res.json({ status: 'ready' });
    res.status(503).json({ status: 'not ready', code: DATABASE_UNAVAILABLE_CODE, reasons });
  });
  return { router, stopping: () => void (stopping = true) };
}
