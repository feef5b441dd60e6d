import { PAGE_ROUTE } from './routeOf';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import expressStaticGzip from 'express-static-gzip';
import { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { ServedBrand } from '../config/brandRegistry';
import { HttpError, NotFoundError } from './errors';
import { guardRedirect } from './guardRedirect';
import type { PageVisitor } from './pageVisitor';
import { isDatabaseUnavailable } from '../db/unavailable';
import { renderIndex, routeFor } from './renderIndex';
import { cookiesOf, SESSION_HINT_COOKIE } from '../auth/sessionCookie';
import { publicBaseUrl } from '../mail/mailer';
import { CONSENT_COOKIE } from '../../renderer/domain/brand/consentCookie';
import { followLinkLocale } from './linkLocale';
import { requestLocale } from './requestLocale';
import { subresourceCsp } from './securityHeaders';
import { selfFetch, type PageRenderRequest, type ServerEntry } from './serverRender';
import type { ServerRendered } from './renderIndex';

export interface PageRouterOptions {
  /** The built renderer (dist/); its assets are served immutable. */
  distDir: string;
  /** index.html for a URL: the built file, or in development Vite's transformed template. */
  indexTemplate: (url: string) => Promise<string>;
  /** The renderer's server entry; without one, pages are rendered in the browser alone. */
  serverEntry?: () => Promise<ServerEntry | undefined>;
  /** Who a page load with the session hint comes from (pageVisitor.ts); without it, such loads are judged in the browser. */
  pageVisitor?: PageVisitor;
  /** Fallback public address for canonical links of brands without a host (PUBLIC_BASE_URL). */
  publicBaseUrl?: string;
  /** Markup a page ends with (development: the brand studio's probe on its preview pages). */
  pageEnd?: (req: Request) => string | undefined;
  /** How long a browser keeps a brand image without asking again (development: 0, so a changed one shows at once); 10 minutes unless said. */
  brandAssetMaxAge?: number;
}

const BRAND_ASSET_MAX_AGE_MS = 10 * 60_000;

/** How long a server render waits for its screen's data before sending the page with the loading state. */
const RENDER_DEADLINE_MS = 2_000;

/** The template of a production build, read once. */
export function builtIndexTemplate(distDir: string): (url: string) => Promise<string> {
  let cached: string | undefined;
  return async () => (cached ??= fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'));
}

/** Whatever the static files refuse (a missing file, a path climbing out with encoded `..`, a malformed escape) is a missing asset. */
const assetNotFound: ErrorRequestHandler = (error: unknown, _req, _res, next) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  next(typeof status === 'number' && status < 500 && !(error instanceof HttpError) ? new NotFoundError('No such asset') : error);
};

/**
 * Pages and files are only read. Another method would get Express's HTML "Cannot POST" page, or
 * from the static files an empty 405; it gets the 405 in the error shape instead (#001, the
 * catalogue's code for any other bad request).
 */
const readOnly: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next();
  res.set('Allow', 'GET, HEAD');
  next(new HttpError(405, '#001', `${req.method} is not allowed here`));
};

/** A path whose escapes do not decode names no asset (the static files would answer a plain-text 400). */
const decodablePath: RequestHandler = (req, _res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    return next(new NotFoundError('No such asset'));
  }
  next();
};

/**
 * Headers that act on documents (and workers) only: a script or a style sheet gains nothing from
 * them, while a phone's first visit paid about 0.7 KB of them per file (8 KB on a form route).
 * A script or style sheet keeps nosniff, its resource policy and a CSP of its own that allows
 * nothing but keeps the brand's frame-ancestors (subresourceCsp); anything else the build may
 * emit (an SVG opened on its own is a document) keeps the whole set.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'Strict-Transport-Security',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];
const SUBRESOURCE = /\.(js|css)(\.br|\.gz)?$/;

/** serve-static's setHeaders hook, which gets Node's response: Express's, with the brand in its locals. */
export function leanSubresourceHeaders(res: http.ServerResponse, file: string): void {
  if (!SUBRESOURCE.test(file)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
  res.setHeader('Content-Security-Policy', subresourceCsp((res as Response).locals.brand as ServedBrand));
}

/**
 * The renderer's hashed assets, immutable, each sent as the .br or .gz the build wrote beside it
 * when the client accepts one (brotli first), with Vary: Accept-Encoding; the plain file otherwise.
 * The hash in the name is their validator: no ETag or Last-Modified.
 */
function precompressedAssets(dir: string): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      immutable: true,
      maxAge: '365d',
      fallthrough: false,
      index: false,
      etag: false,
      lastModified: false,
      setHeaders: leanSubresourceHeaders,
    },
  });
}

/** The guards' redirect of this page load, for a visitor the server knows (anonymous, or by the page-session cookie). */
async function redirectOf(req: Request, options: PageRouterOptions, brand: ServedBrand, pattern: string): Promise<string | undefined> {
  if (!cookiesOf(req)[SESSION_HINT_COOKIE]) return guardRedirect(req, brand, pattern, null);
  let user;
  try {
    user = await options.pageVisitor?.(req, brand);
  } catch (error) {
    // The database cannot say who this is: the page goes out and the browser judges the visit
    // (its calls then say, in the visitor's language, that the service is away for a moment).
    if (!isDatabaseUnavailable(error)) throw error;
    req.log?.warn({ err: error }, 'the page visitor could not be read; the browser judges the visit');
    return undefined;
  }
  return user ? guardRedirect(req, brand, pattern, user) : undefined;
}

/**
 * The first route as HTML for an anonymous visit (issue 10, item 3). A visitor with the session
 * hint gets the page rendered in the browser, whose guards wait for the restored session. A
 * render that fails is logged and the page goes out without it: the browser renders it then.
 */
async function renderOnServer(req: Request, options: PageRouterOptions, shell: string): Promise<ServerRendered | undefined> {
  if (!options.serverEntry || cookiesOf(req)[SESSION_HINT_COOKIE]) return undefined;
  try {
    const entry = await options.serverEntry();
    if (!entry) return undefined;
    const page = await entry.renderPage({
      bundle: JSON.parse(shell) as PageRenderRequest['bundle'],
      url: req.originalUrl,
      consent: cookiesOf(req)[CONSENT_COOKIE] ?? null,
      serverFetch: { origin: 'http://portal.internal', fetchFn: selfFetch(req) },
      deadlineMs: RENDER_DEADLINE_MS,
    });
    return { ...page, assets: entry.chunkAssets?.(page.state.chunks) };
  } catch (error) {
    req.log?.error({ err: error }, 'server render failed; the page is rendered in the browser');
    return undefined;
  }
}

const withEnd = (html: string, end: string | undefined): string => (end ? html.replace('</body>', `${end}</body>`) : html);

/**
 * Brand assets (/brand/<file>: the brand's folder, then _base), the renderer's hashed assets,
 * and index.html for every other GET. A path no route matches still gets the portal (which
 * shows its not-found screen) but with status 404; a missing asset is a plain 404.
 */
export function createPageRouter(options: PageRouterOptions): Router {
  const router = Router();
  router.use(readOnly);
  router.get('/brand/*file', (req, res, next) => {
    const brand = res.locals.brand as ServedBrand;
    const rel = ([] as string[]).concat((req.params as { file: string | string[] }).file).join('/');
    const dir = brand.assetDirs.find((d) => fs.existsSync(path.join(d, rel)) && fs.statSync(path.join(d, rel)).isFile());
    if (!dir || rel.split('/').includes('..')) {
      next(new NotFoundError(`No brand asset ${rel}`));
      return;
    }
    res.sendFile(rel, { root: dir, maxAge: options.brandAssetMaxAge ?? BRAND_ASSET_MAX_AGE_MS, dotfiles: 'deny' });
  });
  router.use('/assets', decodablePath, precompressedAssets(path.join(options.distDir, 'assets')), assetNotFound);
  router.get('/{*path}', async (req, res) => {
    const brand = res.locals.brand as ServedBrand;
    const pattern = routeFor(brand, req.path);
    // The metrics and the access log name the page by its pattern, never by its address (tokens).
    res.locals[PAGE_ROUTE] = pattern ?? 'page (no route)';
    // A mail's link names its language: the cookie takes it, and the page loads again without it.
    if (followLinkLocale(req, res, brand)) return;
    const redirect = pattern ? await redirectOf(req, options, brand, pattern) : undefined;
    if (redirect) {
      res.set('Cache-Control', 'no-store').set('Vary', 'Host, Cookie').redirect(302, redirect);
      return;
    }
    const locale = requestLocale(req, brand);
    const shell = brand.inlineShell(locale, pattern ?? '/404');
    const rendered = await renderOnServer(req, options, shell);
    const canonical = rendered ? `${publicBaseUrl(brand, options.publicBaseUrl)}${req.path}` : undefined;
    const html = withEnd(renderIndex(await options.indexTemplate(req.originalUrl), brand, locale, pattern ?? '/404', { shell, rendered, canonical }), options.pageEnd?.(req));
    res
      .status(pattern ? 200 : 404)
      .set('Cache-Control', 'no-cache, no-store, must-revalidate')
      .set('Vary', 'Host, Cookie')
      .type('html')
      .send(html);
  });
  return router;
}
