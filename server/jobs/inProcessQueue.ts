/**
 * The jobs on the embedded SQLite database, which one process serves: each job runs at start and
 * every `everySeconds`, never two runs of one job at once (a run due while one is going follows
 * it); a failed run is tried again after its retry delay, doubled each time, up to its retry
 * limit, and the schedule's next run after that. A run lost with the process is run again by the
 * next start's first run, and the handlers' own claims make that safe (jobDefinitions.ts).
 */
import type { JobDefinition, JobDeps } from './jobDefinitions';
import { runJob, type JobQueue } from './jobQueue';
import { slotOf, type JobName } from './jobSettings';

const STOP_WAIT_MS = 5_000;

interface Lane {
  definition: JobDefinition;
  running: boolean;
  /** Another run was asked for while one was going. */
  again: boolean;
  timers: Set<NodeJS.Timeout>;
}

export function createInProcessQueue(definitions: JobDefinition[], deps: JobDeps): JobQueue {
  const failures: Partial<Record<JobName, number>> = {};
  const lanes = new Map<JobName, Lane>(definitions.map((definition) => [definition.name, { definition, running: false, again: false, timers: new Set() }]));
  let started = false;
  const inFlight = new Set<Promise<void>>();

  const later = (lane: Lane, ms: number, work: () => void): void => {
    const timer = setTimeout(() => {
      lane.timers.delete(timer);
      work();
    }, ms);
    timer.unref();
    lane.timers.add(timer);
  };
  const run = (lane: Lane, attempt = 0): void => {
    if (!started) return;
    if (lane.running) return void (lane.again = true);
    lane.running = true;
    const { definition } = lane;
    const done = runJob(definition, deps, slotOf(deps.clock(), definition.everySeconds), failures)
      .then(() => undefined, () => {
        if (attempt < definition.retryLimit) later(lane, definition.retryDelaySeconds * 1000 * 2 ** attempt, () => run(lane, attempt + 1));
      })
      .finally(() => {
        lane.running = false;
        inFlight.delete(done);
        if (lane.again) {
          lane.again = false;
          run(lane);
        }
      });
    inFlight.add(done);
  };

  return {
    start: async () => {
      started = true;
      for (const lane of lanes.values()) {
        run(lane);
        const timer = setInterval(() => run(lane), lane.definition.everySeconds * 1000);
        timer.unref();
        lane.timers.add(timer);
      }
    },
    stop: async () => {
      started = false;
      for (const lane of lanes.values()) for (const timer of lane.timers) clearTimeout(timer);
      // A run waits a few seconds at most; one cut short is run again by the next start.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...inFlight]), new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)))]);
      clearTimeout(timer);
    },
    nudge: (name) => {
      const lane = lanes.get(name);
      if (lane) run(lane);
    },
    running: () => started,
    depth: async () => Object.fromEntries([...lanes.values()].map((lane) => [lane.definition.name, lane.again ? 1 : 0])),
    failures: () => ({ ...failures }),
  };
}
