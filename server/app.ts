/**
 * createApp(deps): the whole HTTP application, built from its dependencies so tests can run it
 * with supertest against real brands and a real database. main.ts only listens.
 */
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import type { BrandRegistry, ServedBrand } from './config/brandRegistry';
import { configRoute, createConfigRouter } from './api/config/createConfigRouter';
import { createApiContext, createApiRouter, type ApiOptions } from './api/createApiRouter';
import { createIpnRouter } from './api/med24/createIpnRouter';
import { createOutboxRouter } from './mail/createOutboxRouter';
import { compressAnswers } from './http/contentEncoding';
import { apiNotFound, errorHandler } from './http/errorHandler';
import { HttpError } from './http/errors';
import { createPageRouter } from './http/createPageRouter';
import { pageVisitor } from './http/pageVisitor';
import type { ServerEntry } from './http/serverRender';
import { createProviderPhotosRouter } from './photos/createProviderPhotosRouter';
import { requestLogging } from './http/requestLogging';
import { securityHeaders, securityHeaderSet } from './http/securityHeaders';
import { createSignalling, SIGNAL_PATH, type Signalling } from './api/video/signalling';
import type { UpgradeListener } from './http/serverLifecycle';
import type { BrandStudio } from './studio/brandStudio';
import { createStudioRouter } from './studio/createStudioRouter';
import { previewOf } from '../renderer/domain/brand/previewHost';
import { createProbes, type Probes } from './http/probes';
import { createMetrics } from './http/metrics';
import type { PoolUse } from './db/openDatabase';
import type { JobsStatus } from './jobs/jobQueue';

export type AppMode = 'production' | 'development' | 'test';

export interface AppDeps extends ApiOptions {
  brands: BrandRegistry;
  logger: Logger;
  mode: AppMode;
  distDir: string;
  indexTemplate: (url: string) => Promise<string>;
  /** The renderer's server entry (server/http/serverRender.ts); without one, pages render in the browser alone. */
  serverEntry?: () => Promise<ServerEntry | undefined>;
  /**
   * Mounted ahead of every route (development: Vite, for the renderer's modules and its own URLs,
   * see server/http/isViteRequest.ts); it passes on every request that is not its own.
   */
  devMiddleware?: express.RequestHandler;
  /** The brand studio (development only): its page, its API and the brands its preview hosts show. */
  studio?: { studio: BrandStudio; studioPage: () => Promise<string> };
  /** Express "trust proxy" (TRUST_PROXY) so req.ip is the client's behind a load balancer. */
  trustProxy?: boolean | number | string;
  /** METRICS_TOKEN: GET /metrics answers only a request that carries it (server/http/metrics.ts). */
  metricsToken?: string;
  /** The database pool's connections, for the metrics. */
  poolUse?: () => PoolUse;
  /** The background jobs' queue (server/jobs/): whether it runs (GET /readyz), its depth and failures (GET /metrics). */
  jobs?: JobsStatus;
}

/** The largest JSON body the API reads. */
const JSON_LIMIT_BYTES = 100 * 1024;

/**
 * A JSON body announced bigger than the limit is refused before any of it is read. The body parser
 * would answer only after the whole announced body had arrived (a client announcing 1 GB and
 * sending two bytes would hold the connection); the connection closes with the answer instead.
 */
function refuseAnnouncedOversize(limit: number): RequestHandler {
  return (req, res, next) => {
    const announced = Number(req.headers['content-length']);
    if (announced > limit && req.is('json')) {
      res.set('Connection', 'close');
      return next(new HttpError(413, '#413', `Body of ${announced} bytes announced; the limit is ${limit}`));
    }
    next();
  };
}

const SIGNALLING = Symbol('video signalling');
const PROBES = Symbol('probes');

/** The app's readiness probe, told when the instance starts shutting down. */
export function probesOf(app: Express): Pick<Probes, 'stopping'> {
  const probes = (app as unknown as Record<symbol, Probes>)[PROBES];
  if (!probes) throw new Error('not an app of createApp');
  return probes;
}

/**
 * What answers the app's WebSocket upgrades: the video signalling at SIGNAL_PATH, a 404 for any
 * other path; and how to close its connections when the server stops.
 */
export function upgradesOf(app: Express): { upgrade: UpgradeListener; close: () => void } {
  const signalling = (app as unknown as Record<symbol, Signalling>)[SIGNALLING];
  if (!signalling) throw new Error('not an app of createApp');
  return {
    upgrade: (req, socket, head) => {
      if (new URL(req.url ?? '/', 'http://portal').pathname === SIGNAL_PATH) return signalling.handleUpgrade(req, socket, head);
      socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    },
    close: signalling.close,
  };
}

export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');
  if (deps.trustProxy !== undefined) app.set('trust proxy', deps.trustProxy);
  const api = createApiContext(deps);
  const studio = deps.mode === 'development' ? deps.studio : undefined;
  const logging = requestLogging(deps.logger);
  const devBrand = (cookie: string | undefined): string | undefined =>
    deps.mode === 'development' ? /(?:^|;\s*)dev_brand=([a-z0-9-]+)/.exec(cookie ?? '')?.[1] : undefined;
  /** The brand of a host; in development a studio preview host's, else `override` or the dev_brand cookie's when it names one. */
  const brandOfHost = (host: string | undefined, cookie: string | undefined, override?: string): ServedBrand =>
    studio?.studio.previewBrand(host) ?? deps.brands.resolve(host, override ?? devBrand(cookie));
  const brandFor = (req: Request, res: Response): ServedBrand => {
    // The ?brand= override exists for development only; production resolves by host alone.
    const fromQuery = deps.mode === 'development' && typeof req.query.brand === 'string' ? req.query.brand : undefined;
    if (fromQuery) res.cookie('dev_brand', fromQuery, { sameSite: 'lax', path: '/' });
    return brandOfHost(req.headers.host, req.headers.cookie, fromQuery);
  };
  const resolveBrand: RequestHandler = (req, res, next) => {
    res.locals.brand = brandFor(req, res);
    next();
  };
  const security = { development: deps.mode === 'development' };
  // The load balancer's questions come first: on any host, with no log line, limit or brand.
  const probes = createProbes({ db: deps.db, brands: deps.brands, jobs: deps.jobs });
  (app as unknown as Record<symbol, Probes>)[PROBES] = probes;
  app.use(probes.router);
  // Every answer after them is timed; /metrics is the operator's, with its token.
  const metrics = createMetrics({ db: deps.db, rooms: api.videoRooms, poolUse: deps.poolUse, jobs: deps.jobs, token: deps.metricsToken });
  app.use(metrics.observe, metrics.router);
  // First: renderer modules share paths with the routes below (renderer/api/*.ts with /api/), and
  // ahead of the request log, which would otherwise list the hundreds of modules of a page load.
  if (deps.devMiddleware) app.use(deps.devMiddleware);
  // The hottest call (every page load) does the stack's work itself, ahead of it.
  app.get('/api/config', configRoute({ logger: deps.logger, brandFor, securityHeadersOf: securityHeaderSet(security) }));
  app.use(compressAnswers(), logging, resolveBrand, securityHeaders(security));
  if (studio) app.use('/dev/studio', createStudioRouter({ ...studio, api }));
  // The gateway's notifications are read as raw text, ahead of the JSON body parser, so their signature can be checked.
  app.use('/api/simplepay/ipn', createIpnRouter(api));
  app.use('/api', refuseAnnouncedOversize(JSON_LIMIT_BYTES), express.json({ limit: JSON_LIMIT_BYTES }), createConfigRouter(), createApiRouter(api), apiNotFound);
  // The outbox shows live token links: a demo tool, absent outside demo mode (then /dev/* is 404).
  if (api.demo && api.mailer.usesOutbox) app.use(createOutboxRouter(deps.db));
  app.use(createProviderPhotosRouter({ db: deps.db }));
  app.use(createPageRouter({ distDir: deps.distDir, indexTemplate: deps.indexTemplate, serverEntry: deps.serverEntry, pageVisitor: pageVisitor(api), publicBaseUrl: deps.publicBaseUrl,
    // The studio's preview pages report what axe finds to the studio framing them.
    pageEnd: studio ? (req) => (previewOf(req.headers.host) ? '<script type="module" src="/studio/previewProbe.ts"></script>' : undefined) : undefined,
    ...(deps.mode === 'development' ? { brandAssetMaxAge: 0 } : {}),
  }));
  app.use(errorHandler());
  (app as unknown as Record<symbol, Signalling>)[SIGNALLING] = createSignalling(api, api.videoRooms, {
    logger: deps.logger,
    brandOf: (req) => brandOfHost(req.headers.host, req.headers.cookie),
  });
  return app;
}
