/**
 * GET /metrics in the Prometheus text format (prom-client), for the operator's scraper only: it
 * is served when METRICS_TOKEN is set, to a request that carries it (`Authorization: Bearer …`);
 * anyone else, on any host, gets the portal's 404 as for a page that does not exist.
 *
 * Series: each answer's duration by route pattern, method and status (never the address itself:
 * it may name a patient's item), the database pool's connections, the video rooms and
 * signalling connections this instance holds, bookings by status and payments by state (counted
 * in the database when scraped), and Node's own (CPU, memory, event loop, garbage collection).
 */
import { timingSafeEqual } from 'node:crypto';
import { Router, type Request, type RequestHandler } from 'express';
import type { Kysely } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CallRooms } from '../api/video/callRooms';
import type { PoolUse } from '../db/openDatabase';
import type { Database } from '../db/schema';
import type { ShownPaymentStatus } from '../../renderer/domain/payments/paymentMachine';

export interface MetricsDeps {
  db: Kysely<Database>;
  rooms: CallRooms;
  /** The PostgreSQL pool's connections (none on SQLite). */
  poolUse?: () => PoolUse;
  /** METRICS_TOKEN: without it /metrics is not served. */
  token: string | undefined;
}

export interface Metrics {
  /** Times every answer; mounted ahead of the routes. */
  observe: RequestHandler;
  router: Router;
}

/**
 * An answer's route as its pattern: the matched route's path under the (fixed) paths its routers
 * are mounted on, read off the address once the answer is sent (Express has left the routers by
 * then); else what kind of answer it was.
 */
function routeOf(req: Request): string {
  const pattern = req.route?.path;
  if (typeof pattern !== 'string') return req.originalUrl.startsWith('/api/') ? 'api (no route)' : 'page or file';
  if (/[*{(]/.test(pattern)) return pattern;
  const segments = (req.originalUrl.split('?')[0] ?? '').split('/').filter(Boolean);
  const mount = segments.slice(0, Math.max(0, segments.length - pattern.split('/').filter(Boolean).length));
  return `${mount.length ? `/${mount.join('/')}` : ''}${pattern}`;
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

  const observe: RequestHandler = (req, res, next) => {
    const end = duration.startTimer();
    res.once('finish', () => end({ route: routeOf(req), method: req.method, status: String(res.statusCode) }));
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
