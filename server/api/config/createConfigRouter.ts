import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import { beginRequest } from '../../http/requestLogging';
import type { ServedBrand } from '../../config/brandRegistry';
import { NotFoundError } from '../../http/errors';

/**
 * GET /api/config: the spec's Config for the request's brand. It comes with every page load, so
 * app.ts mounts it ahead of the middleware stack and it does their work itself: the request id
 * and its log line (beginRequest), the brand, and the brand's security headers, all answered with
 * the body in one writeHead. Everything but the request id is made once per brand load.
 */
export interface ConfigRouteDeps {
  logger: Logger;
  brandFor: (req: Request, res: Response) => ServedBrand;
  securityHeadersOf: (brand: ServedBrand) => readonly [string, string][];
}

interface PreparedAnswer {
  ok: string[];
  notModified: string[];
  body: Buffer;
}

/** If-None-Match against one strong ETag: "*", or any listed tag, weak or not (RFC 9110 13.1.2). */
export function etagMatches(header: string, etag: string): boolean {
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function configRoute({ logger, brandFor, securityHeadersOf }: ConfigRouteDeps): RequestHandler {
  const prepared = new WeakMap<ServedBrand, PreparedAnswer>();
  const prepare = (brand: ServedBrand): PreparedAnswer => {
    const body = Buffer.from(brand.configJson);
    const common = [...securityHeadersOf(brand).flat(), 'Cache-Control', 'no-cache', 'ETag', brand.configEtag];
    const answer = { ok: [...common, 'Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(body.length)], notModified: common, body };
    prepared.set(brand, answer);
    return answer;
  };
  return (req, res) => {
    const id = beginRequest(req, res, logger);
    const brand = brandFor(req, res);
    res.locals.brand = brand;
    const answer = prepared.get(brand) ?? prepare(brand);
    const condition = req.headers['if-none-match'];
    if (condition && etagMatches(condition, brand.configEtag)) {
      res.writeHead(304, [...answer.notModified, 'X-Request-Id', id]).end();
      return;
    }
    res.writeHead(200, [...answer.ok, 'X-Request-Id', id]);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  };
}

/** GET /api/brand-bundle/<version>.json: the renderer's bundle, immutable under its version. */
export function createConfigRouter(): Router {
  const router = Router();
  router.get('/brand-bundle/:file', (req, res) => {
    const brand = res.locals.brand as ServedBrand;
    if (req.params.file !== `${brand.bundle.version}.json`) throw new NotFoundError('No bundle of that version for this brand');
    res.set('Cache-Control', 'public, max-age=31536000, immutable');
    res.set('ETag', `"${brand.bundle.version}"`);
    res.type('application/json').send(brand.bundleJson);
  });
  return router;
}
