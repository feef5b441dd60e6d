/**
 * GET /metrics in the Prometheus text format (prom-client), for the operator's scraper only: it
 * is served when METRICS_TOKEN is set, to a request that carries it (`Authorization: Bearer …`);
 * anyone else, on any host, gets the portal's 404 as for a page that does not exist.
 *
 * Series: each answer's duration by route pattern, method and status (never the address itself:
 * it may name a patient's item), the database pool's connections, the video rooms and
 * signalling connections this instance holds, bookings by status, payments by state and mail by
 * state (counted in the database when scraped), the background jobs' queue depth and this
 * instance's failed job runs, and Node's own (CPU, memory, event loop, garbage collection).
 */
import { routeOf } from './routeOf';
import { timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CallRooms } from '../api/video/callRooms';
import type { PoolUse } from '../db/openDatabase';
import type { Database } from '../db/schema';
import type { ShownPaymentStatus } from '../../renderer/domain/payments/paymentMachine';
import { mailCountsByState } from '../db/outbox';
import { MAIL_STATES } from '../db/schema/operations';
import type { JobsStatus } from '../jobs/jobQueue';
import { JOB_NAMES } from '../jobs/jobSettings';

export interface MetricsDeps {
  db: Kysely<Database>;
  rooms: CallRooms;
  /** The PostgreSQL pool's connections (none on SQLite). */
  poolUse?: () => PoolUse;
  /** The background jobs' queue (none in an app built for a test). */
  jobs?: Pick<JobsStatus, 'depth' | 'failures'>;
  /** METRICS_TOKEN: without it /metrics is not served. */
  token: string | undefined;
}

export interface Metrics {
  /** Times every answer; mounted ahead of the routes. */
  observe: RequestHandler;
  router: Router;
}

function sameToken(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function databaseGauges(registry: Registry, deps: MetricsDeps): void {
  new Gauge({
    name: 'portal_bookings', help: 'Bookings in the database by status.', labelNames: ['status'], registers: [registry],
    async collect() {
      this.reset();
      const rows = await deps.db.selectFrom('reservations').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
      for (const row of rows) this.set({ status: row.status }, Number(row.n));
    },
  });
  new Gauge({
    name: 'portal_payments', help: 'Card payments in the database by state (refunded counted apart).', labelNames: ['state'], registers: [registry],
    async collect() {
      this.reset();
      // As the answers show them (shownPaymentStatus): one given back is `refunded`, whatever its status.
      const [kept, refunded] = await Promise.all([
        deps.db.selectFrom('payments').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('refunded_at', 'is', null).groupBy('status').execute(),
        deps.db.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).where('refunded_at', 'is not', null).executeTakeFirstOrThrow(),
      ]);
      for (const row of kept) this.set({ state: row.status }, Number(row.n));
      if (Number(refunded.n) > 0) this.set({ state: 'refunded' satisfies ShownPaymentStatus }, Number(refunded.n));
    },
  });
}

function mailGauge(registry: Registry, deps: MetricsDeps): void {
  new Gauge({
    name: 'portal_mail', help: 'Mail in the outbox by state (kept, queued, failed, sent, dead).', labelNames: ['state'], registers: [registry],
    async collect() {
      const counts = new Map((await mailCountsByState(deps.db)).map((row) => [row.state, row.n]));
      // Every state has its line, zero included, so an alert on dead mail has a series to watch.
      for (const state of MAIL_STATES) this.set({ state }, counts.get(state) ?? 0);
    },
  });
}

function jobSeries(registry: Registry, jobs: NonNullable<MetricsDeps['jobs']>): void {
  new Gauge({
    name: 'portal_job_queue_depth', help: 'Job runs waiting to start, by job (PostgreSQL: the shared queue; SQLite: this process).', labelNames: ['job'], registers: [registry],
    async collect() {
      const depth = await jobs.depth();
      for (const job of JOB_NAMES) this.set({ job }, depth[job] ?? 0);
    },
  });
  new Counter({
    name: 'portal_job_failures_total', help: 'Job runs that failed on this instance (each is retried), by job.', labelNames: ['job'], registers: [registry],
    collect() {
      const failures = jobs.failures();
      this.reset();
      for (const job of JOB_NAMES) this.inc({ job }, failures[job] ?? 0);
    },
  });
}

function instanceGauges(registry: Registry, deps: MetricsDeps): void {
  new Gauge({ name: 'portal_video_rooms_open', help: 'Video rooms with someone connected to this instance.', registers: [registry], collect() { this.set(deps.rooms.active().length); } });
  new Gauge({ name: 'portal_video_connections_open', help: 'Signalling connections this instance holds.', registers: [registry], collect() { this.set(deps.rooms.connections()); } });
  if (!deps.poolUse) return;
  const poolUse = deps.poolUse;
  new Gauge({
    name: 'portal_db_pool_connections', help: 'The PostgreSQL pool: connections open, idle, and requests waiting for one.', labelNames: ['state'], registers: [registry],
    collect() {
      const use = poolUse();
      this.set({ state: 'open' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
}

export function createMetrics(deps: MetricsDeps): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds', help: 'How long each answer took, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers: [registry],
  });
  const scrapeFailures = new Counter({ name: 'portal_metrics_scrape_failures_total', help: 'Scrapes whose database counts failed (the database away).', registers: [registry] });
  instanceGauges(registry, deps);
  databaseGauges(registry, deps);
  mailGauge(registry, deps);
  if (deps.jobs) jobSeries(registry, deps.jobs);

  const observe: RequestHandler = (req, res, next) => {
    const end = duration.startTimer();
    res.once('finish', () => end({ route: routeOf(req, res), method: req.method, status: String(res.statusCode) }));
    next();
  };
  const router = Router();
  router.get('/metrics', async (req, res, next) => {
    const bearer = /^Bearer (.+)$/.exec(req.get('Authorization') ?? '')?.[1];
    if (!deps.token || !sameToken(bearer, deps.token)) return next();
    try {
      const text = await registry.metrics();
      res.set('Cache-Control', 'no-store').type(registry.contentType).send(text);
    } catch (error) {
      scrapeFailures.inc();
      next(error);
    }
  });
  return { observe, router };
}
