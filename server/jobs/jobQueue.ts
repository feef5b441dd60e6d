/**
 * What runs the background jobs, whichever queue it is: PostgreSQL's (pgBossQueue.ts) or the
 * in-process one of the embedded SQLite database (inProcessQueue.ts). The probes ask whether it
 * runs, the metrics how many runs wait and how many failed.
 */
import type { JobDefinition, JobDeps } from './jobDefinitions';
import type { JobName } from './jobSettings';

export interface JobsStatus {
  /** Whether the queue takes and runs jobs (GET /readyz). */
  running: () => boolean;
  /** Runs waiting to start, by job (PostgreSQL: on every instance; in process: this one's). */
  depth: () => Promise<Partial<Record<JobName, number>>>;
  /** Runs of each job that failed on this instance since it started. */
  failures: () => Partial<Record<JobName, number>>;
}

export interface JobQueue extends JobsStatus {
  start: () => Promise<void>;
  /** Stops taking jobs and waits a little for the runs in flight. */
  stop: () => Promise<void>;
  /** The job runs soon, ahead of its schedule (a mail was queued). */
  nudge: (name: JobName) => void;
}

/**
 * One run of a job for its slot: its result logged (at debug level when it found nothing to do),
 * a failure counted and logged, then thrown for the queue to retry.
 */
export async function runJob(definition: JobDefinition, deps: JobDeps, slot: string, failures: Partial<Record<JobName, number>>): Promise<void> {
  const { name } = definition;
  try {
    const result = await definition.handler(deps, deps.clock());
    const level = Object.values(result).some((n) => n > 0) ? 'info' : 'debug';
    deps.log[level]({ job: name, slot, ...result }, 'job ran');
  } catch (error) {
    failures[name] = (failures[name] ?? 0) + 1;
    deps.log.warn({ job: name, slot, reason: error instanceof Error ? error.message : String(error) }, 'job failed; it is retried');
    throw error;
  }
}
