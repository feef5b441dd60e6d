import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { ServedBrand } from '../config/brandRegistry';
import { SCRIPT_LOADER_CSP_SOURCE } from './pageScripts';

export interface SecurityOptions {
  /** Development serves Vite's client, which needs inline scripts and a websocket. */
  development: boolean;
}

/**
 * Helmet with a CSP per brand: scripts only from the portal itself (no unsafe-eval, no
 * unsafe-inline), and frame-ancestors from the brand's allowed embed origins. The middleware
 * is built once per brand bundle version, not per request.
 */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  const headersOf = securityHeaderSet(options);
  return (_req, res, next) => {
    for (const [name, value] of headersOf(res.locals.brand as ServedBrand)) res.setHeader(name, value);
    next();
  };
}

/** Who may frame the brand's pages: itself and its allowed embed origins. */
function frameAncestorsOf(brand: ServedBrand): string[] {
  return ["'self'", ...brand.effective.brand.embed.allowedParentOrigins];
}

/**
 * The CSP of a script or style sheet: nothing a document's policy allows applies to it, so it
 * allows nothing, and it keeps the brand's frame-ancestors as every answer does.
 */
export function subresourceCsp(brand: ServedBrand): string {
  return `default-src 'none';frame-ancestors ${frameAncestorsOf(brand).join(' ')}`;
}

/**
 * The security headers of a brand as [name, value] pairs, computed once per served brand: a
 * reload serves new brand objects, and the old ones' headers go with them.
 */
export function securityHeaderSet(options: SecurityOptions): (brand: ServedBrand) => readonly [string, string][] {
  const cache = new WeakMap<ServedBrand, [string, string][]>();
  const build = (brand: ServedBrand): RequestHandler => {
    const tileUrl = brand.effective.brand.map.tileUrl;
    const tileOrigin = tileUrl ? new URL(tileUrl.replace(/[{}]/g, '')).origin : undefined;
    return helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // The one inline script of a page, by hash: the loader that starts the scripts after the first paint.
          scriptSrc: options.development ? ["'self'", "'unsafe-inline'"] : ["'self'", SCRIPT_LOADER_CSP_SOURCE],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])],
          fontSrc: ["'self'"],
          connectSrc: options.development ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: frameAncestorsOf(brand),
        },
      },
      // frame-ancestors decides framing; X-Frame-Options cannot express an allow-list.
      xFrameOptions: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
  };
  // Helmet's headers depend only on the brand, so they are computed once per brand version by
  // running helmet against a recording response, then replayed on every request (the hot path
  // of /api/config).
  const record = (brand: ServedBrand): [string, string][] => {
    const headers: [string, string][] = [];
    const recorder = {
      setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, String(value)]),
      removeHeader: () => undefined,
    };
    build(brand)({} as never, recorder as never, () => undefined);
    return headers;
  };
  return (brand) => {
    let headers = cache.get(brand);
    if (!headers) {
      headers = record(brand);
      cache.set(brand, headers);
    }
    return headers;
  };
}
