/**
 * Reads the environment, loads the brands, opens and migrates the database and listens. Shuts
 * down gracefully on SIGTERM/SIGINT.
 *   PORT (8080)  BRANDS_DIR (brands)  NODE_ENV (production | development)  LOG_LEVEL (info)
 *   DATA_DIR (data)  DATABASE_URL (postgres://… ; else SQLite DATA_DIR/portal.db)
 *   JWT_SECRET (≥ 32 chars; else a random key kept in DATA_DIR/jwt-secret)
 *   SMTP_URL (else mail goes to the database outbox, listed at /dev/outbox)
 *   SUPPORT_API_KEY (impersonation key of the demo seed; default demo-support-key)
 *   DEMO_SEED (1; 0 leaves an empty database empty)  TRUST_PROXY (express trust proxy)
 *   LOGIN_FAILURES_PER_MINUTE (5: the next failed login per account or address gets 429)
 */
import path from 'node:path';
import { createApp, type AppMode } from './app';
import { BrandRegistry } from './config/brandRegistry';
import { ConfigError } from './config/configProblem';
import { formatProblems } from './config/formatProblems';
import { builtIndexTemplate } from './http/createPageRouter';
import { createLogger } from './http/requestLogging';
import { resolveJwtSecret } from './auth/jwtSecret';
import { migrateToLatest } from './db/migrations';
import { openDatabase } from './db/openDatabase';
import { seedDemoData } from './db/seed';
import { seedProviderData } from './db/providerSeed';

const ROOT = path.resolve(import.meta.dirname, '..');

async function main(): Promise<void> {
  const logger = createLogger(undefined, { buffered: true });
  const mode: AppMode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const port = Number(process.env.PORT ?? 8080);
  const brandsDir = path.resolve(process.env.BRANDS_DIR ?? path.join(ROOT, 'brands'));
  const distDir = path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist'));

  let brands: BrandRegistry;
  try {
    brands = BrandRegistry.load(brandsDir);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`The brand configuration is invalid; the server does not start.\n\n${error.report}`);
      process.exit(1);
    }
    throw error;
  }

  let indexTemplate = builtIndexTemplate(distDir);
  let devMiddleware;
  let stopWatching = (): void => {};
  if (mode === 'development') {
    const { createServer } = await import('vite');
    const vite = await createServer({ root: path.join(ROOT, 'renderer'), configFile: path.join(ROOT, 'vite.config.ts'), server: { middlewareMode: true }, appType: 'custom' });
    const fs = await import('node:fs');
    indexTemplate = async (url) => vite.transformIndexHtml(url, fs.readFileSync(path.join(ROOT, 'renderer', 'index.html'), 'utf8'));
    devMiddleware = vite.middlewares;
    stopWatching = brands.watch((problems) => {
      if (problems.length === 0) logger.info('brands reloaded');
      else logger.error(`brand change rejected; serving the last good configuration\n${formatProblems(problems, 'human', 0)}`);
    });
  }

  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data'));
  const database = openDatabase({ url: process.env.DATABASE_URL, file: path.join(dataDir, 'portal.db') });
  await migrateToLatest(database.db);
  const fallbackBrand = brands.resolve(undefined);
  if (process.env.DEMO_SEED !== '0' && (await seedDemoData(database.db, { brandId: fallbackBrand.id, supportApiKey: process.env.SUPPORT_API_KEY }))) {
    logger.info('empty database filled with the demo accounts (see README)');
  }
  if (process.env.DEMO_SEED !== '0') {
    const started = Date.now();
    if (await seedProviderData(database.db)) logger.info(`empty provider tables filled with the demo providers, doctors and slots in ${Date.now() - started} ms`);
  }
  const jwt = resolveJwtSecret(process.env, dataDir);
  if (jwt.source === 'file' && mode === 'production') logger.warn('JWT_SECRET is not set: using the key kept in the data folder; set JWT_SECRET when several instances share sessions');
  const smtpUrl = process.env.SMTP_URL || undefined;
  if (!smtpUrl) logger.warn('SMTP_URL is not set: mail goes to the database outbox, readable at /dev/outbox (a demo setting: it shows live tokens)');
  const trustProxy = process.env.TRUST_PROXY;
  const loginFailures = Number(process.env.LOGIN_FAILURES_PER_MINUTE ?? 5);

  const app = createApp({
    brands, logger, mode, distDir, indexTemplate, devMiddleware,
    db: database.db, jwtSecret: jwt.secret, smtpUrl,
    loginLimit: { windowMs: 60_000, limit: Number.isInteger(loginFailures) && loginFailures > 0 ? loginFailures : 5 },
    trustProxy: trustProxy === undefined ? undefined : /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy === 'true' ? true : trustProxy,
  });
  const server = app.listen(port, () => {
    logger.info({ port, mode, database: database.dialect, brands: brands.all().map((b) => b.id) }, `portal listening on http://localhost:${port}`);
  });
  const shutdown = (signal: string): void => {
    logger.info({ signal }, 'shutting down');
    stopWatching();
    server.close(() => {
      database.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(1), 10000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

void main();
