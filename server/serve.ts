/**
 * Started by server/main.ts. Reads the environment, loads the brands, opens and migrates the
 * database and listens. Shuts down gracefully on SIGTERM/SIGINT.
 *   PORT (8080)  HOST (127.0.0.1,::1)  DEMO (on when HOST is loopback; 1 or 0)  BRANDS_DIR (brands)  NODE_ENV (production when unset, server/defaultNodeEnv.ts | development)  LOG_LEVEL (info)
 *   DATA_DIR (data)  DATABASE_URL (postgres://… ; else SQLite DATA_DIR/portal.db)
 *   DB_CONNECT_TIMEOUT_MS (5000)  DB_STATEMENT_TIMEOUT_MS (10000)  DB_LOCK_TIMEOUT_MS (5000): PostgreSQL's bounds (server/db/openDatabase.ts)
 *   JWT_SECRET (≥ 32 chars; else a random key kept in DATA_DIR/jwt-secret)
 *   SMTP_URL (else mail goes to the database outbox, listed at /dev/outbox)
 *   PUBLIC_BASE_URL (https://…: mail links of brands without a host; needed outside demo mode)
 *   SUPPORT_API_KEY (≥ 32 chars; outside demo mode impersonation needs it; demo key otherwise)
 *   DEMO_SEED (demo mode only; 0 leaves an empty database empty)  TRUST_PROXY (express trust proxy)
 *   DEMO_LIMIT_FACTOR (demo mode only: multiplies the login, mail and booking limits of server/api/abuseLimits.ts)
 *   DEMO_CLOCK_DAYS (demo mode only: the server's clock runs that many days ahead, e.g. to see a change of package take effect)
 *   LOCAL_STUN_PORT (demo mode: the local STUN server's UDP port, default PORT + 12; it serves the brands that list no video.iceServers)
 *   SIMPLEPAY_BASE_URL (the gateway, https://…/payment/v2/; in demo mode without it the local gateway
 *   starts on LOCAL_GATEWAY_PORT, default PORT + 11, and sends its IPNs to LOCAL_GATEWAY_IPN_URL, default this instance's
 *   /api/simplepay/ipn)  SIMPLEPAY_SECRET_* (each brand's merchant key, named in its brand.json)
 *   JOB_<NAME>_SECONDS, JOB_RETRY_LIMIT, JOB_RETRY_DELAY_SECONDS, JOB_TIMEOUT_SECONDS, JOB_QUEUE_SCHEMA, PAYMENT_RECONCILE_AFTER_SECONDS,
 *   MAIL_MAX_ATTEMPTS, MAIL_RETRY_SECONDS, MAIL_SEND_TIMEOUT_SECONDS: the background jobs (server/jobs/jobSettings.ts)
 *   OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_SERVICE_NAME: optional tracing over OTLP/HTTP (server/telemetry/tracing.ts, started by main.ts)
 */
import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { createApp, probesOf, upgradesOf, type AppDeps, type AppMode } from './app';
import { BrandStudio } from './studio/brandStudio';
import { BrandRegistry, type ServedBrand } from './config/brandRegistry';
import { ConfigError } from '../renderer/domain/brand/configProblem';
import { formatProblems } from './config/formatProblems';
import { builtIndexTemplate } from './http/createPageRouter';
import { createLogger } from './http/requestLogging';
import { createDevLogger } from './http/createDevLogger';
import { createDevRenderer } from './http/createDevRenderer';
import { builtServerEntry } from './http/serverRender';
import { translate } from './http/requestLocale';
import { createHttpServer, listenAll, shutDownGracefully, type ParserRefusal } from './http/serverLifecycle';
import { checkLoaded, resolveDeployment, UnsafeSettingError, type Deployment } from './deployment';
import { scaledLimits } from './api/abuseLimits';
import { STATUS_CODES } from './http/errors';
import { sha256Hex } from './auth/secrets';
import { DEMO_ACCOUNTS, seededDemoData } from './db/seed';
import { ensureSupportKey } from './db/users';
import { resolveJwtSecret } from './auth/jwtSecret';
import { pendingMigrations } from './db/migrations';
import { databaseName, migrateOnItsOwnConnection, migratesOnStart } from './db/migrateDatabase';
import { openDatabase, timeoutsFromEnv, type PortalDatabase } from './db/openDatabase';
import { isDatabaseUnavailable } from './db/unavailable';
import { seedDemoData } from './db/seed';
import { seedDemoProviders } from './db/providerSeed';
import { seedDemoPrevention } from './db/seed/demoPrevention';
import { linkDemoDoctor } from './db/seed/demoDoctor';
import { resolvePaymentAccounts } from './payments/paymentAccounts';
import { startLocalGateway } from './payments/localGateway/startLocalGateway';
import { createJobQueue } from './jobs/createJobQueue';
import type { JobQueue } from './jobs/jobQueue';
import { jobSettingsFromEnv } from './jobs/jobSettings';
import { smtpTransport } from './mail/mailDelivery';
import { startLocalStun } from './video/localStunServer';
import { stopTracing } from './telemetry/tracing';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Runs a start-up check; an unsafe setting ends the process with the list of what to change. */
function refusingUnsafe<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof UnsafeSettingError) {
      console.error(`The server does not start with these settings:\n${error.problems.map((p) => `  - ${p}`).join('\n')}`);
      process.exit(1);
    }
    throw error;
  }
}

/** A start-up setting read from the environment; a wrong one ends the start with one line. */
function startStep<T>(what: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    console.error(`The server does not start: ${what}: ${(error as Error).message}`);
    process.exit(1);
  }
}

/**
 * Listening on a port the start chose or was given; one that is taken or not allowed ends the
 * start with one line naming the port and the setting that chose it.
 */
async function listeningStep<T>(what: string, setting: string, port: number, listen: () => Promise<T>): Promise<T> {
  try {
    return await listen();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
    const problem = code === 'EADDRINUSE' ? 'is already in use' : 'may not be opened by this user';
    console.error(`The server does not start: ${what} cannot listen: port ${port} (${setting}) ${problem}; free it or set ${setting} to another port`);
    process.exit(1);
  }
}

/**
 * The start's work on the database. One that cannot reach it (refused, never answering within
 * DB_CONNECT_TIMEOUT_MS, no such database) ends the start with one line and exit 1.
 */
async function withDatabase(url: string | undefined, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    const reason = [(error as { code?: string }).code, (error as Error).message].filter(Boolean).join(' ');
    console.error(`The server does not start: the database (${databaseName(url)}) cannot be reached: ${reason}`);
    process.exit(1);
  }
}

/** The demo data (demo mode) and the support key (production) the start puts in place. */
async function prepareData(database: PortalDatabase, deployment: Deployment, brands: BrandRegistry, logger: Logger): Promise<void> {
  const fallbackBrand = brands.resolve(undefined);
  const seller = brands.all().map((b) => b.effective).find((b) => b.brand.isMed24 && b.brand.payments);
  const paidVariant = seller?.brand.payments ? { brandId: seller.id, merchant: seller.brand.payments.simplePay.merchant } : undefined;
  if (deployment.seed && (await seedDemoData(database.db, { brandId: fallbackBrand.id, supportApiKey: deployment.supportApiKey, paidVariant, staffBrands: brands.all().map((b) => b.id) }))) {
    logger.info('empty database filled with the demo accounts (see README)');
  }
  if (!deployment.demo && deployment.supportApiKey) await ensureSupportKey(database.db, sha256Hex(deployment.supportApiKey), fallbackBrand.id, brands.all().map((b) => b.id), Date.now());
  if (deployment.seed) {
    const started = Date.now();
    if (await seedDemoProviders(database.db)) logger.info(`empty provider tables filled with the demo providers, doctors and slots in ${Date.now() - started} ms`);
    if (await seedDemoPrevention(database.db, DEMO_ACCOUNTS.prevention.email, Date.now())) logger.info('the prevention demo account has its visited screening');
    const doctorId = await linkDemoDoctor(database.db, DEMO_ACCOUNTS.doctor.email);
    if (doctorId !== undefined) logger.info(`the demo doctor account acts for the video doctor ${doctorId}`);
  }
}

/** The brands folder's configuration; an invalid one ends the start with its report. */
function loadBrands(brandsDir: string): BrandRegistry {
  try {
    return BrandRegistry.load(brandsDir);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`The brand configuration is invalid; the server does not start.\n\n${error.report}`);
      process.exit(1);
    }
    throw error;
  }
}

/** How the app makes its pages, and how to stop watching the brands folder. */
interface Rendering extends Pick<AppDeps, 'indexTemplate' | 'serverEntry' | 'devMiddleware' | 'studio'> {
  stopWatching: () => void;
}

/** The built files in production; in development Vite, the brand studio, and the brands reloaded on change. */
async function startRendering(mode: AppMode, distDir: string, brandsDir: string, brands: BrandRegistry, logger: Logger): Promise<Rendering> {
  if (mode !== 'development') {
    return { indexTemplate: builtIndexTemplate(distDir), serverEntry: builtServerEntry(distDir), devMiddleware: undefined, studio: undefined, stopWatching: (): void => {} };
  }
  const renderer = await createDevRenderer(ROOT);
  // The brand studio checks drafts in copies of the brands folder, kept apart from it.
  const studioDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-studio-'));
  const studio = { studio: new BrandStudio(brandsDir, brands, studioDir), studioPage: renderer.studioPage };
  process.once('exit', () => fs.rmSync(studioDir, { recursive: true, force: true }));
  const stopWatching = brands.watch((problems) => {
    if (problems.length === 0) logger.info('brands reloaded');
    else logger.error(`brand change rejected; serving the last good configuration\n${formatProblems(problems, 'human', 0)}`);
  });
  return { indexTemplate: renderer.indexTemplate, serverEntry: renderer.serverEntry, devMiddleware: renderer.middleware, studio, stopWatching };
}

/** METRICS_TOKEN, when set: long enough that it cannot be guessed. */
function metricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 24) throw new Error('it must be at least 24 characters');
  return value;
}

/** A database behind the code (PostgreSQL in production, where `npm run migrate` migrates) ends the start with one line. */
function refuseBehind(pending: string[]): void {
  if (pending.length === 0) return;
  console.error(`The server does not start: the database is behind this code (${pending.length} migrations to run: ${pending.join(', ')}); run npm run migrate first, or set MIGRATE_ON_START=1`);
  process.exit(1);
}

/**
 * Opens the database the requests use, migrates it (or checks it is migrated), checks the deployment against what it holds
 * and puts the start's data in place.
 */
async function openPortalDatabase(dataDir: string, deployment: Deployment, brands: BrandRegistry, logger: Logger): Promise<PortalDatabase> {
  const timeouts = startStep('the database time-outs', () => timeoutsFromEnv(process.env));
  const where = { url: process.env.DATABASE_URL, file: path.join(dataDir, 'portal.db') };
  const database = openDatabase({
    ...where, timeouts,
    onConnectionError: (error) => logger.warn({ reason: error.message }, 'a database connection was lost; the next request opens another'),
  });
  await withDatabase(where.url, async () => {
    if (migratesOnStart(where, deployment.demo, process.env)) await migrateOnItsOwnConnection(where, timeouts);
    else refuseBehind(await pendingMigrations(database.db));
    const facts = {
      hostlessBrands: brands.all().filter((b) => (b.effective.brand.hosts ?? []).length === 0).map((b) => b.id),
      demoData: await seededDemoData(database.db),
    };
    refusingUnsafe(() => checkLoaded(deployment, facts));
    await prepareData(database, deployment, brands, logger);
  });
  return database;
}

/** Warns when the session key or the mail fall back to what the start chose itself: a key in the data folder, the database outbox. */
function warnAboutDefaults(jwt: ReturnType<typeof resolveJwtSecret>, smtpUrl: string | undefined, mode: AppMode, deployment: Deployment, logger: Logger): void {
  if (jwt.source === 'file' && mode === 'production') logger.warn('JWT_SECRET is not set: using the key kept in the data folder; set JWT_SECRET when several instances share sessions');
  if (!smtpUrl) {
    logger.warn(deployment.demo
      ? 'SMTP_URL is not set: mail goes to the database outbox, readable at /dev/outbox (demo mode: it shows live tokens)'
      : 'SMTP_URL is not set: mail is kept in the database outbox and not delivered (no page shows it outside demo mode)');
  }
}

/**
 * Card payments: the real gateway when SIMPLEPAY_BASE_URL names it; in demo mode otherwise the
 * local one, which sends its IPNs to LOCAL_GATEWAY_IPN_URL, else to `portalUrl` (known once the portal listens).
 */
async function startPayments(deployment: Deployment, brands: BrandRegistry, port: number, portalUrl: { value: string }, logger: Logger) {
  const sellingBrands = brands.all().some((b) => b.effective.brand.payments);
  const gatewayPort = process.env.LOCAL_GATEWAY_PORT ? Number(process.env.LOCAL_GATEWAY_PORT) : port ? port + 11 : 0;
  const gateway = deployment.demo && !process.env.SIMPLEPAY_BASE_URL && sellingBrands
    ? await listeningStep('the local payment gateway (demo)', 'LOCAL_GATEWAY_PORT', gatewayPort, () => startLocalGateway({
      port: gatewayPort,
      strictPort: Boolean(process.env.LOCAL_GATEWAY_PORT),
      // As at the real gateway, the merchant's IPN address may be the load balancer in front of
      // every instance (LOCAL_GATEWAY_IPN_URL); else it is this instance's own.
      ipnUrl: () => process.env.LOCAL_GATEWAY_IPN_URL || `${portalUrl.value}/api/simplepay/ipn`,
    }))
    : undefined;
  const payments = refusingUnsafe(() => {
    const resolved = resolvePaymentAccounts(brands.all().map((b) => b.effective), process.env, { demo: deployment.demo, localGatewayUrl: gateway ? `${gateway.apiUrl}/payment/v2/` : undefined });
    if (resolved.problems.length) throw new UnsafeSettingError(resolved.problems);
    return resolved;
  });
  if (gateway) {
    gateway.addMerchants(payments.merchants);
    logger.info(`local SimplePay gateway (demo) on ${gateway.pageUrl}: its payment page offers test cards`);
  }
  return { sellingBrands, gateway, payments };
}

/**
 * Video calls: a brand's own STUN/TURN servers (brand.json video.iceServers); in demo mode the
 * brands that list none get the local STUN server, as the local gateway stands in for SimplePay.
 */
async function startDemoStun(deployment: Deployment, port: number, logger: Logger) {
  const stunPort = process.env.LOCAL_STUN_PORT ? Number(process.env.LOCAL_STUN_PORT) : port ? port + 12 : 0;
  const stun = deployment.demo
    ? await listeningStep('the local STUN server (demo)', 'LOCAL_STUN_PORT', stunPort, () => startLocalStun({ port: stunPort, strictPort: Boolean(process.env.LOCAL_STUN_PORT) }))
    : undefined;
  if (stun) logger.info(`local STUN server (demo) on ${stun.url}`);
  return stun;
}

/** TRUST_PROXY as Express's trust proxy setting: a number of hops, true, or the addresses as written. */
function trustProxySetting(trustProxy: string | undefined): AppDeps['trustProxy'] {
  return trustProxy === undefined ? undefined : /^\d+$/.test(trustProxy) ? Number(trustProxy) : trustProxy === 'true' ? true : trustProxy;
}

/** Node refuses some requests before the app sees them; they get the catalogue's words in the fallback brand's language. */
function refusalIn(fallbackBrand: ServedBrand): ParserRefusal {
  return (status) => {
    const code = STATUS_CODES[status] ?? '#001';
    return { code, message: translate(fallbackBrand, fallbackBrand.effective.brand.defaultLocale, `errors.${code}`) ?? code };
  };
}

/** What a shutdown ends: the background work and local services first, then the servers' requests, then the database. */
interface Running {
  logger: Logger;
  servers: Server[];
  database: PortalDatabase;
  jobs: JobQueue;
  stopWork: () => void;
}

/** On SIGTERM or SIGINT, once: finishes the requests in flight and exits (1 when some had to be cut). */
function shutDownOnSignals({ logger, servers, database, jobs, stopWork }: Running): void {
  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing the requests in flight');
    stopWork();
    // The queue takes no new job; a run in flight has a few seconds to end (else it is retried).
    const jobsStopped = jobs.stop();
    shutDownGracefully(servers, (clean) => {
      if (!clean) logger.error('requests still open after the shutdown grace period; closing them');
      void jobsStopped.finally(() => database.close()).finally(stopTracing).finally(() => {
        logger.flush();
        process.exit(clean ? 0 : 1);
      });
    });
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  // An error nothing handled ends the process, as Node would, with its last line in the log:
  // the exit writes out what the log still holds.
  process.once('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'the process ends on an error nothing handled');
    process.exit(1);
  });
}

async function main(): Promise<void> {
  const mode: AppMode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  // Development prints each line at once and as text; production writes JSON in blocks of up to
  // 4 KB, and whatever waits at most LOG_FLUSH_MS (server/http/requestLogging.ts).
  const logger = mode === 'development' ? await createDevLogger() : createLogger(undefined, { buffered: true });
  const port = Number(process.env.PORT ?? 8080);
  const deployment = refusingUnsafe(() => resolveDeployment(process.env));
  logger.info(deployment.reason);
  for (const warning of deployment.warnings) logger.warn(warning);
  const brandsDir = path.resolve(process.env.BRANDS_DIR ?? path.join(ROOT, 'brands'));
  const distDir = path.resolve(process.env.DIST_DIR ?? path.join(ROOT, 'dist'));
  const brands = loadBrands(brandsDir);
  const rendering = await startRendering(mode, distDir, brandsDir, brands, logger);

  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data'));
  const fallbackBrand = brands.resolve(undefined);
  const database = await openPortalDatabase(dataDir, deployment, brands, logger);
  // Instances on one PostgreSQL database share sessions: each must sign them with the same key,
  // not with a key of its own data folder (a second instance would refuse every session).
  if (!deployment.demo && database.dialect === 'postgres' && !process.env.JWT_SECRET) {
    refusingUnsafe(() => { throw new UnsafeSettingError(['JWT_SECRET is not set: on PostgreSQL every instance must sign sessions with the same key (at least 32 characters)']); });
  }
  const jwt = resolveJwtSecret(process.env, dataDir);
  const smtpUrl = process.env.SMTP_URL || undefined;
  warnAboutDefaults(jwt, smtpUrl, mode, deployment, logger);
  const portalUrl = { value: `http://127.0.0.1:${port}` };
  const { gateway, payments } = await startPayments(deployment, brands, port, portalUrl, logger);
  const stun = await startDemoStun(deployment, port, logger);

  const clock = deployment.clockDays ? () => Date.now() + deployment.clockDays * 86_400_000 : Date.now;
  if (deployment.clockDays) logger.warn(`DEMO_CLOCK_DAYS: the server's clock runs ${deployment.clockDays} days ahead`);
  // The background jobs (server/jobs/jobDefinitions.ts): PostgreSQL's queue, or in process on SQLite.
  const jobSettings = startStep('the job settings', () => jobSettingsFromEnv(process.env));
  const jobs = await createJobQueue(database, process.env.DATABASE_URL, {
    db: database.db, payments: payments.accounts, fetch, clock, smtp: smtpUrl ? smtpTransport(smtpUrl, jobSettings.mail) : undefined, settings: jobSettings, log: logger,
  });
  const app = createApp({
    brands, logger, mode, distDir, indexTemplate: rendering.indexTemplate, serverEntry: rendering.serverEntry, devMiddleware: rendering.devMiddleware, studio: rendering.studio,
    db: database.db, jwtSecret: jwt.secret, smtpUrl, demo: deployment.demo, supportApiKey: deployment.supportApiKey, publicBaseUrl: deployment.publicBaseUrl, payments: payments.accounts,
    limits: scaledLimits(deployment.limitFactor), clock, localStunUrl: stun?.url, trustProxy: trustProxySetting(process.env.TRUST_PROXY),
    metricsToken: startStep('METRICS_TOKEN', () => metricsToken(process.env.METRICS_TOKEN)), poolUse: database.poolUse, notifications: database.notifications,
    jobs, onMailQueued: () => jobs.nudge('mail-delivery'),
  });
  const refusal = refusalIn(fallbackBrand);
  const upgrades = upgradesOf(app);
  const servers = await listeningStep('the portal', 'PORT', port, () => listenAll(() => createHttpServer(app, refusal, upgrades.upgrade), deployment.hosts, port, deployment.defaultHosts));
  // Renewals, changes of package, reconciliation, holds, mail, uploads and tokens, each on its schedule.
  void jobs.start();
  const listening = servers[0]?.address();
  if (listening && typeof listening === 'object') portalUrl.value = `http://127.0.0.1:${listening.port}`;
  logger.info({ port, hosts: deployment.hosts, mode, demo: deployment.demo, database: database.dialect, brands: brands.all().map((b) => b.id) }, `portal listening on http://localhost:${port}`);
  // The start lines (mode, warnings) are for whoever watches the start: out at once, not when the buffer fills.
  logger.flush();
  shutDownOnSignals({
    logger, servers, database, jobs,
    stopWork: () => {
      // The balancer hears at once that this instance takes nothing new (GET /readyz: 503).
      probesOf(app).stopping();
      rendering.stopWatching();
      gateway?.close();
      void stun?.close();
      // Video calls run between the browsers: their signalling sockets close, the pages reconnect to another instance.
      upgrades.close();
    },
  });
}

void main();
