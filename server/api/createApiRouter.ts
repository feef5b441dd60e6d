/** The portal's API routers under /api, built from one shared context. */
import { createHmac } from 'node:crypto';
import { Router } from 'express';
import type { Kysely } from 'kysely';
import { AccessTokens } from '../auth/accessTokens';
import { pageSessionKey } from '../auth/sessionCookie';
import { ProofOfWorkProvider } from '../captcha/proofOfWorkProvider';
import { RecaptchaProvider } from '../captcha/recaptchaProvider';
import type { Database } from '../db/schema';
import { systemClock, type Clock } from '../db/time';
import { refuseForeignOrigin } from '../http/sameOrigin';
import { Mailer } from '../mail/mailer';
import { NO_PAYMENTS, type PaymentAccounts } from '../payments/paymentAccounts';
import { DEFAULT_LIMITS, type AbuseLimits } from './abuseLimits';
import { REFRESH_TTL_MS, type ApiContext } from './apiContext';
import { createAuthRouter } from './auth/createAuthRouter';
import { createSecondFactorRouter } from './auth/createSecondFactorRouter';
import { createCaptchaRouter } from './captcha/createCaptchaRouter';
import { createCareItemsRouter } from './care/createCareItemsRouter';
import { createCoverageRouter } from './coverage/createCoverageRouter';
import { createHealthChecksRouter } from './healthTools/createHealthChecksRouter';
import { createHealthToolsRouter } from './healthTools/createHealthToolsRouter';
import { createOperatorCareItemsRouter } from './care/createOperatorCareItemsRouter';
import { createMeRouter } from './me/createMeRouter';
import { createRegistrationRouter } from './registration/createRegistrationRouter';
import { createP4pRouter } from './p4p/createP4pRouter';
import { createRelativesRouter } from './relatives/createRelativesRouter';
import { createProviderDetailsRouter } from './providers/createProviderDetailsRouter';
import { createProvidersRouter } from './providers/createProvidersRouter';
import { createReservationsRouter } from './reservations/createReservationsRouter';
import { createServicesRouter } from './services/createServicesRouter';
import { createSlotsRouter } from './slots/createSlotsRouter';
import { createBeneficiariesRouter } from './med24/createBeneficiariesRouter';
import { createModificationsRouter } from './med24/createModificationsRouter';
import { createProfileRouter } from './med24/createProfileRouter';
import { createSubscriptionsRouter } from './med24/createSubscriptionsRouter';
import { createTokensRouter } from './tokens/createTokensRouter';
import { createUploadsRouter } from './uploads/createUploadsRouter';
import { createOperatorMailRouter } from './operatorMail/createOperatorMailRouter';
import { CallRooms } from './video/callRooms';
import { inProcessBus, postgresBus } from './video/roomBus';
import type { Notifications } from '../db/notifications';
import type { Logger } from 'pino';
import { createVideoRouter } from './video/createVideoRouter';

export interface ApiOptions {
  db: Kysely<Database>;
  jwtSecret: Uint8Array;
  smtpUrl?: string;
  /** Told when a mail is queued for delivery (SMTP_URL set): the mail-delivery job runs at once. */
  onMailQueued?: () => void;
  fetch?: typeof fetch;
  clock?: Clock;
  /** The abuse limits; DEFAULT_LIMITS unless given. */
  limits?: AbuseLimits;
  /** Demo mode, decided by server/deployment.ts; tests name it too. */
  demo: boolean;
  supportApiKey?: string;
  /** PUBLIC_BASE_URL: mail links of brands without a host, outside demo mode. */
  publicBaseUrl?: string;
  /** The brands' SimplePay accounts; none takes payments without them. */
  payments?: PaymentAccounts;
  /** The local STUN server's URL (demo mode), for brands that list no ICE servers. */
  localStunUrl?: string;
  /** PostgreSQL's LISTEN/NOTIFY: the video calls' bus between instances; without it (SQLite) the bus is in process. */
  notifications?: Notifications;
  /** Where background failures (a video message not passed on) are logged. */
  logger?: Pick<Logger, 'error'>;
}

/** The rooms of video calls, on the bus between instances (PostgreSQL) or in this process (SQLite). */
function videoRooms({ db, notifications, logger }: ApiOptions, clock: Clock): CallRooms {
  const failed = (error: unknown, what: string) => logger?.error({ err: error }, what);
  const bus = notifications ? postgresBus({ db, notifications, clock, failed }) : inProcessBus(db);
  return new CallRooms({ db, bus, clock, failed });
}

export function createApiContext(options: ApiOptions): ApiContext {
  const clock = options.clock ?? systemClock;
  // The captcha key is derived from the JWT secret, so there is one secret to manage, yet a
  // challenge signature can never pass as a token signature or the other way round.
  const captchaKey = createHmac('sha256', options.jwtSecret).update('proof-of-work captcha').digest();
  return {
    db: options.db,
    clock,
    accessTokens: new AccessTokens(options.jwtSecret, clock),
    mailer: new Mailer({ db: options.db, clock, smtpUrl: options.smtpUrl, onMailQueued: options.onMailQueued, linksFromRequestHost: options.demo, publicBaseUrl: options.publicBaseUrl }),
    captchaProviders: {
      'proof-of-work': new ProofOfWorkProvider(captchaKey, options.db, clock),
      recaptcha: new RecaptchaProvider(options.fetch),
    },
    limits: options.limits ?? DEFAULT_LIMITS,
    refreshTtlMs: REFRESH_TTL_MS,
    pageSessionKey: pageSessionKey(options.jwtSecret),
    demo: options.demo,
    supportApiKey: options.supportApiKey,
    payments: options.payments ?? NO_PAYMENTS,
    fetch: options.fetch ?? fetch,
    videoRooms: videoRooms(options, clock),
    localIceServers: options.localStunUrl ? [{ urls: [options.localStunUrl] }] : [],
  };
}

export function createApiRouter(ctx: ApiContext): Router {
  const router = Router();
  // Before any handler: a POST another site's page sent with the session cookie goes no further.
  router.use(refuseForeignOrigin);
  router.use(
    createAuthRouter(ctx),
    createSecondFactorRouter(ctx),
    createMeRouter(ctx),
    createRegistrationRouter(ctx),
    // before the tokens router: it owns /tokens/verify-public-reservation and /delete-public-reservation
    createReservationsRouter(ctx),
    createTokensRouter(ctx),
    createProvidersRouter(ctx),
    createProviderDetailsRouter(ctx),
    createSlotsRouter(ctx),
    createServicesRouter(ctx),
    createUploadsRouter(ctx),
    createCareItemsRouter(ctx),
    createOperatorCareItemsRouter(ctx),
    createOperatorMailRouter(ctx),
    createCoverageRouter(ctx),
    createRelativesRouter(ctx),
    createP4pRouter(ctx),
    createHealthToolsRouter(ctx),
    createHealthChecksRouter(ctx),
    createSubscriptionsRouter(ctx),
    createProfileRouter(ctx),
    createBeneficiariesRouter(ctx),
    createModificationsRouter(ctx),
    createVideoRouter(ctx),
    createCaptchaRouter(ctx),
  );
  return router;
}
