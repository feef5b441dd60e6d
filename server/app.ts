/**
 * createApp(deps): the whole HTTP application, built from its dependencies so tests can run it
 * with supertest against real brands and a real database. main.ts only listens.
 */
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { BrandRegistry } from './config/brandRegistry';
import { createConfigRouter } from './api/config/createConfigRouter';
import { createApiContext, createApiRouter, type ApiOptions } from './api/createApiRouter';
import { createOutboxRouter } from './mail/createOutboxRouter';
import { apiNotFound, errorHandler } from './http/errorHandler';
import { createPageRouter } from './http/createPageRouter';
import { createProviderPhotosRouter } from './photos/createProviderPhotosRouter';
import { requestLogging } from './http/requestLogging';
import { securityHeaders } from './http/securityHeaders';

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
  app.use(requestLogging(deps.logger));
  app.use((req, res, next) => {
    // The ?brand= override exists for development only; production resolves by host alone.
    let override: string | undefined;
    if (deps.mode === 'development') {
      const fromQuery = typeof req.query.brand === 'string' ? req.query.brand : undefined;
      if (fromQuery) res.cookie('dev_brand', fromQuery, { sameSite: 'lax', path: '/' });
      override = fromQuery ?? /(?:^|;\s*)dev_brand=([a-z0-9-]+)/.exec(req.headers.cookie ?? '')?.[1];
    }
    res.locals.brand = deps.brands.resolve(req.headers.host, override);
    next();
  });
  app.use(securityHeaders({ development: deps.mode === 'development' }));
  app.use('/api', express.json({ limit: '100kb' }), createConfigRouter(), createApiRouter(api), apiNotFound);
  if (api.mailer.usesOutbox) app.use(createOutboxRouter(deps.db));
  if (deps.devMiddleware) app.use(deps.devMiddleware);
  app.use(createProviderPhotosRouter({ db: deps.db }));
  app.use(createPageRouter({ distDir: deps.distDir, indexTemplate: deps.indexTemplate }));
  app.use(errorHandler());
  return app;
}
