/**
 * /dev/studio: the brand studio of the development server (never mounted in production).
 *   GET  /dev/studio               the studio's page, on studio.localhost (other hosts are sent there)
 *   GET  /dev/studio/api/snapshot  the brands folder, the schemas and the set's problems
 *   POST /dev/studio/api/check     a draft's problems; a valid draft becomes what the previews show
 *   POST /dev/studio/api/save      writes a valid draft (409 RB001 with its problems otherwise)
 *   GET  /dev/studio/visit         on a preview host: the frame's visitor logs in (or out), its
 *                                  language is set, then it goes to ?to=
 */
import express, { Router, type Request } from 'express';
import type { ApiContext } from '../api/apiContext';
import { clearSessionCookies, setSessionCookies } from '../auth/sessionCookie';
import { issueSession, userAgentOf } from '../auth/sessions';
import { findUserByEmail } from '../db/users';
import { DEMO_ACCOUNTS } from '../db/seed';
import { ForbiddenError, HttpError, NotFoundError } from '../http/errors';
import { LOCALES } from '../config/brandSources';
import type { BrandStudio } from './brandStudio';
import { STUDIO_HOST, previewOf } from '../../renderer/domain/brand/previewHost';
import { readDraft } from './studioDraft';

/** A draft carries whole documents (the services catalogue alone is some 60 KB) and images (up to 512 KB each, a third more in base64). */
const DRAFT_LIMIT = '20mb';
/** The studio frames the preview hosts; its own scripts are Vite's (inline preamble included). */
const STUDIO_CSP = [
  "default-src 'self'", "script-src 'self' 'unsafe-inline'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob:",
  "connect-src 'self' ws: wss:", `frame-src http://*.${STUDIO_HOST}:*`, "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'",
].join(';');
const LOCALE_COOKIE_MAX_AGE_MS = 365 * 86_400_000;

export interface StudioRouterOptions {
  studio: BrandStudio;
  /** The studio's page with Vite's client, from the development renderer. */
  studioPage: () => Promise<string>;
  api: ApiContext;
}

/** A path of the portal to go to after a visit: same-site only. */
function pathOf(req: Request): string {
  const to = typeof req.query.to === 'string' ? req.query.to : '/';
  return to.startsWith('/') && !to.startsWith('//') && !to.includes('\\') ? to : '/';
}

export function createStudioRouter({ studio, studioPage, api }: StudioRouterOptions): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    // Its own host, which its preview frames share a site with (previewHost.ts).
    if (req.hostname !== STUDIO_HOST) {
      const port = /:(\d+)$/.exec(req.headers.host ?? '')?.[1];
      res.redirect(302, `http://${STUDIO_HOST}${port ? `:${port}` : ''}/dev/studio`);
      return;
    }
    res.set('Content-Security-Policy', STUDIO_CSP).set('Cache-Control', 'no-store').type('html').send(await studioPage());
  });
  // The API writes the brands folder: it answers on the studio's own host alone (a page whose name
  // was made to point at this machine, DNS rebinding, still sends its own Host), and from no other
  // page's origin.
  router.use('/api', (req, _res, next) => {
    const origin = req.headers.origin;
    const foreign = origin !== undefined && (() => {
      try {
        return new URL(origin).hostname !== STUDIO_HOST;
      } catch {
        return true;
      }
    })();
    next(req.hostname !== STUDIO_HOST || foreign ? new ForbiddenError(`The studio's API answers its own page on ${STUDIO_HOST}`) : undefined);
  });
  router.get('/api/snapshot', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(studio.snapshot());
  });
  router.post('/api/check', express.json({ limit: DRAFT_LIMIT }), (req, res) => {
    res.json(studio.check(readDraft(req.body)));
  });
  router.post('/api/save', express.json({ limit: DRAFT_LIMIT }), (req, res) => {
    res.json(studio.save(readDraft(req.body)));
  });
  router.get('/visit', async (req, res) => {
    const preview = previewOf(req.headers.host);
    if (!preview) throw new NotFoundError('Visits are made on a preview host');
    const locale = typeof req.query.locale === 'string' && (LOCALES as readonly string[]).includes(req.query.locale) ? req.query.locale : undefined;
    if (locale) res.cookie('locale', locale, { path: '/', sameSite: 'lax', maxAge: LOCALE_COOKIE_MAX_AGE_MS });
    if (preview.visitor === 'anonymous') clearSessionCookies(req, res);
    else {
      const user = await findUserByEmail(api.db, DEMO_ACCOUNTS[preview.visitor].email);
      if (!user) throw new HttpError(409, 'RB002', `The database has no demo account ${DEMO_ACCOUNTS[preview.visitor].email}: start the development server with its demo data`);
      setSessionCookies(req, res, await issueSession(api, user.id, null, { userAgent: userAgentOf(req) }), api.refreshTtlMs, api.pageSessionKey);
    }
    res.set('Cache-Control', 'no-store').redirect(302, pathOf(req));
  });
  return router;
}
