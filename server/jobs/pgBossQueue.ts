/**
 * The jobs on PostgreSQL, through pg-boss (its tables in a schema of their own beside the
 * portal's). Every instance asks, twice per period, for the run of each job's current slot
 * (`singletonSeconds`: one job row per slot, whoever asks first, the others' asks are no-ops),
 * and every instance works the queues; a job row is taken by one worker (`FOR UPDATE SKIP LOCKED`),
 * so each slot runs once across the instances. A failed run is retried by the queue after its
 * delay, doubled each time (`retryBackoff`), up to its retry limit; a run whose process was killed
 * is expired after its time-out by the queue's maintenance and retried the same way.
 * pg-boss's connection errors (a failover, a restart of the database) are logged, never thrown:
 * the queue reconnects by itself, and a start that cannot reach the database tries again.
 */
import PgBoss from 'pg-boss';
import type { JobDefinition, JobDeps } from './jobDefinitions';
import { runJob, type JobQueue } from './jobQueue';
import { slotOf, type JobName } from './jobSettings';

const START_RETRY_MS = 5_000;
const STOP_WAIT_MS = 5_000;
const POLLING_SECONDS = 2;

export interface PgBossOptions {
  connectionString: string;
  /** The schema of the queue's tables. */
  schema: string;
}

/** The job's queue with the definition's retries and time-out (created once, updated when the settings change). */
async function prepareQueue(boss: PgBoss, definition: JobDefinition): Promise<void> {
  const options = { retryLimit: definition.retryLimit, retryDelay: definition.retryDelaySeconds, retryBackoff: definition.backoff, expireInSeconds: definition.timeoutSeconds };
  await boss.createQueue(definition.name, { name: definition.name, policy: 'standard', ...options });
  await boss.updateQueue(definition.name, { name: definition.name, policy: 'standard', ...options });
}

/** The pg-boss client: its pool's errors logged, its lost runs looked for at least as often as the shortest time-out. */
function createBoss(options: PgBossOptions, shortestTimeoutSeconds: number, log: JobDeps['log']): PgBoss {
  const boss = new PgBoss({
    connectionString: options.connectionString, schema: options.schema, application_name: 'portal-jobs', max: 4,
    // Cron is not used: the slots the instances ask for are the schedule.
    schedule: false,
    maintenanceIntervalSeconds: Math.max(1, Math.min(120, shortestTimeoutSeconds)),
  });
  boss.on('error', (error) => log.warn({ reason: error.message }, 'the job queue lost its database connection; it reconnects by itself'));
  return boss;
}

/** Takes one job of the definition's queue, if one is due, runs it and marks it done or failed (then retried by the queue). */
async function workOnce(boss: PgBoss, definition: JobDefinition, deps: JobDeps, failures: Partial<Record<JobName, number>>): Promise<void> {
  const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));
  try {
    const [job] = await boss.fetch<object>(definition.name, { batchSize: 1, includeMetadata: true });
    if (!job) return;
    try {
      // The slot the run was asked for: one job row per slot is what makes it run once.
      await runJob(definition, deps, slotOf(job.createdOn.getTime(), definition.everySeconds), failures);
    } catch (error) {
      await boss.fail(definition.name, job.id, { message: reason(error) });
      return;
    }
    await boss.complete(definition.name, job.id);
  } catch (error) {
    // The database away: a job taken and not marked expires after its time-out and is run again.
    deps.log.warn({ job: definition.name, reason: reason(error) }, 'the job queue could not be read or written; it tries again');
  }
}

export function createPgBossQueue(definitions: JobDefinition[], deps: JobDeps, options: PgBossOptions): JobQueue {
  const failures: Partial<Record<JobName, number>> = {};
  const timers = new Set<NodeJS.Timeout>();
  // A fresh client for each start: one whose start failed halfway cannot be started again.
  const newBoss = (): PgBoss => createBoss(options, Math.min(...definitions.map((d) => d.timeoutSeconds)), deps.log);
  let boss: PgBoss = newBoss();
  let started = false;
  let stopping = false;

  const ask = (definition: JobDefinition, extra: PgBoss.SendOptions = {}): void => {
    if (!started) return;
    boss.send(definition.name, {}, {
      singletonSeconds: definition.everySeconds, retryLimit: definition.retryLimit, retryDelay: definition.retryDelaySeconds, retryBackoff: true, expireInSeconds: definition.timeoutSeconds, ...extra,
    }).catch((error: unknown) => deps.log.warn({ job: definition.name, reason: error instanceof Error ? error.message : String(error) }, 'a job could not be queued; the next period asks again'));
  };
  const every = (ms: number, work: () => void): void => {
    const timer = setInterval(work, ms);
    timer.unref();
    timers.add(timer);
  };
  // Each job's worker: fetch, run, complete or fail, every step awaited and its failure caught (pg-boss's
  // own `work` loop leaves its completion unawaited, so a connection lost at that moment would end the process).
  const inFlight = new Set<Promise<void>>();
  const poll = (definition: JobDefinition): void => {
    let busy = false;
    every(POLLING_SECONDS * 1000, () => {
      if (!started || busy) return;
      busy = true;
      const done = workOnce(boss, definition, deps, failures).finally(() => {
        busy = false;
        inFlight.delete(done);
      });
      inFlight.add(done);
    });
  };
  const begin = async (): Promise<void> => {
    boss = newBoss();
    await boss.start();
    for (const definition of definitions) await prepareQueue(boss, definition);
    started = true;
    for (const definition of definitions) {
      ask(definition);
      every(definition.everySeconds * 500, () => ask(definition));
      poll(definition);
    }
  };
  const startUntilUp = async (): Promise<void> => {
    try {
      await begin();
    } catch (error) {
      deps.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'the job queue did not start; trying again');
      await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
      if (stopping) return;
      const timer = setTimeout(() => void startUntilUp(), START_RETRY_MS);
      timer.unref();
      timers.add(timer);
    }
  };

  return {
    start: async () => {
      await startUntilUp();
    },
    stop: async () => {
      stopping = true;
      started = false;
      for (const timer of timers) clearTimeout(timer);
      // A run in flight has a few seconds to end; one cut short expires and is retried.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...inFlight]), new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)))]);
      clearTimeout(timer);
      await boss.stop({ graceful: false, wait: true }).catch((error: unknown) => deps.log.warn({ reason: String(error) }, 'the job queue did not stop cleanly'));
    },
    nudge: (name) => {
      const definition = definitions.find((d) => d.name === name);
      // A slot of a second of its own: nudges within the same second are one run.
      if (definition) ask(definition, { singletonSeconds: 1, singletonKey: 'nudge' });
    },
    running: () => started,
    depth: async () => {
      if (!started) return {};
      const sizes = await Promise.all(definitions.map(async (d) => [d.name, await boss.getQueueSize(d.name)] as const));
      return Object.fromEntries(sizes);
    },
    failures: () => ({ ...failures }),
  };
}
