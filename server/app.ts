/**
 * createApp(deps): the whole HTTP application, built from its dependencies so tests can run it
 * with supertest against real brands and a real database. main.ts only listens.
 */
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import type { BrandRegistry, ServedBrand } from './config/brandRegistry';
import { configRoute, createConfigRouter } from './api/config/createConfigRouter';
import { createApiContext, createApiRouter, type ApiOptions } from './api/createApiRouter';
import { createOutboxRouter } from './mail/createOutboxRouter';
import { apiNotFound, errorHandler } from './http/errorHandler';
import { createPageRouter } from './http/createPageRouter';
import { createProviderPhotosRouter } from './photos/createProviderPhotosRouter';
import { requestLogging } from './http/requestLogging';
import { securityHeaders, securityHeaderSet } from './http/securityHeaders';

export type AppMode = 'production' | 'development' | 'test';

export interface AppDeps extends ApiOptions {
  brands: BrandRegistry;
  logger: Logger;
  mode: AppMode;
  distDir: string;
  indexTemplate: (url: string) => Promise<string>;
  /** Extra middleware mounted before the pages (Vite's dev middleware). */
  devMiddleware?: express.RequestHandler;
  /** Express "trust proxy" (TRUST_PROXY) so req.ip is the client's behind a load balancer. */
  trustProxy?: boolean | number | string;
}

export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');
  if (deps.trustProxy !== undefined) app.set('trust proxy', deps.trustProxy);
  const api = createApiContext(deps);
  const logging = requestLogging(deps.logger);
  const brandFor = (req: Request, res: Response): ServedBrand => {
    // The ?brand= override exists for development only; production resolves by host alone.
    let override: string | undefined;
    if (deps.mode === 'development') {
      const fromQuery = typeof req.query.brand === 'string' ? req.query.brand : undefined;
      if (fromQuery) res.cookie('dev_brand', fromQuery, { sameSite: 'lax', path: '/' });
      override = fromQuery ?? /(?:^|;\s*)dev_brand=([a-z0-9-]+)/.exec(req.headers.cookie ?? '')?.[1];
    }
    return deps.brands.resolve(req.headers.host, override);
  };
  const resolveBrand: RequestHandler = (req, res, next) => {
    res.locals.brand = brandFor(req, res);
    next();
  };
  const security = { development: deps.mode === 'development' };
  // The hottest call (every page load) does the stack's work itself, ahead of it.
  app.get('/api/config', configRoute({ logger: deps.logger, brandFor, securityHeadersOf: securityHeaderSet(security) }));
  app.use(logging, resolveBrand, securityHeaders(security));
  app.use('/api', express.json({ limit: '100kb' }), createConfigRouter(), createApiRouter(api), apiNotFound);
  // The outbox shows live token links: a demo tool, absent outside demo mode (then /dev/* is 404).
  if (api.demo && api.mailer.usesOutbox) app.use(createOutboxRouter(deps.db));
  if (deps.devMiddleware) app.use(deps.devMiddleware);
  app.use(createProviderPhotosRouter({ db: deps.db }));
  app.use(createPageRouter({ distDir: deps.distDir, indexTemplate: deps.indexTemplate }));
  app.use(errorHandler());
  return app;
}
