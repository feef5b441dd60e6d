import { createHash } from 'node:crypto';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import { beginRequest } from '../../http/requestLogging';
import type { ServedBrand } from '../../config/brandRegistry';
import { NotFoundError } from '../../http/errors';
import { chooseCoding, codingEtag, codingHeaders, encodeBody, type ContentCoding, type EncodedBody } from '../../http/contentEncoding';

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
  encoded: EncodedBody;
  etags: Record<ContentCoding, string>;
  /** Header pairs of a 200 and a 304 for each coding. */
  ok: Record<ContentCoding, string[]>;
  notModified: Record<ContentCoding, string[]>;
}

/** If-None-Match against one strong ETag: "*", or any listed tag, weak or not (RFC 9110 13.1.2). */
export function etagMatches(header: string, etag: string): boolean {
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

const CODINGS: ContentCoding[] = ['br', 'gzip', 'identity'];

/**
 * A body made once per brand load, with its compressed forms made once too (off the event loop);
 * `get` answers the finished forms at once and the first requests wait for them.
 */
function perBrand<T>(make: (brand: ServedBrand) => Promise<T>): { get: (brand: ServedBrand) => T | Promise<T> } {
  const ready = new WeakMap<ServedBrand, T>();
  const pending = new WeakMap<ServedBrand, Promise<T>>();
  return {
    get(brand) {
      const done = ready.get(brand);
      if (done) return done;
      let making = pending.get(brand);
      if (!making) {
        making = make(brand).then((value) => {
          ready.set(brand, value);
          pending.delete(brand);
          return value;
        });
        pending.set(brand, making);
      }
      return making;
    },
  };
}

export function configRoute({ logger, brandFor, securityHeadersOf }: ConfigRouteDeps): RequestHandler {
  const prepared = perBrand(async (brand): Promise<PreparedAnswer> => {
    const encoded = await encodeBody(Buffer.from(brand.configJson));
    const answer: PreparedAnswer = { encoded, etags: {} as PreparedAnswer['etags'], ok: {} as PreparedAnswer['ok'], notModified: {} as PreparedAnswer['notModified'] };
    for (const coding of CODINGS) {
      const etag = codingEtag(brand.configEtag, coding, encoded);
      const common = [...securityHeadersOf(brand).flat(), 'Cache-Control', 'no-cache', 'Vary', 'Accept-Encoding', 'ETag', etag];
      answer.etags[coding] = etag;
      answer.notModified[coding] = common;
      answer.ok[coding] = [...common, 'Content-Type', 'application/json; charset=utf-8', ...codingHeaders(encoded, coding)];
    }
    return answer;
  });
  const send = (req: Request, res: Response, id: string, answer: PreparedAnswer): void => {
    const coding = chooseCoding(req.headers['accept-encoding']);
    const condition = req.headers['if-none-match'];
    // The same document under any coding is still fresh: a tag of any form revalidates.
    if (condition && CODINGS.some((c) => etagMatches(condition, answer.etags[c]))) {
      res.writeHead(304, [...answer.notModified[coding], 'X-Request-Id', id]).end();
      return;
    }
    res.writeHead(200, [...answer.ok[coding], 'X-Request-Id', id]);
    res.end(req.method === 'HEAD' ? undefined : answer.encoded[coding]);
  };
  return (req, res, next) => {
    const id = beginRequest(req, res, logger);
    const brand = brandFor(req, res);
    res.locals.brand = brand;
    const answer = prepared.get(brand);
    if (answer instanceof Promise) answer.then((ready) => send(req, res, id, ready), next);
    else send(req, res, id, answer);
  };
}

/** An immutable JSON body under a content-hashed URL, in the coding the client takes best, with 304 for a known tag. */
function sendImmutableJson(req: Request, res: Response, encoded: EncodedBody, etag: string): void {
  const coding = chooseCoding(req.headers['accept-encoding']);
  res.set('Cache-Control', 'public, max-age=31536000, immutable');
  res.set('Vary', 'Accept-Encoding');
  res.set('ETag', codingEtag(etag, coding, encoded));
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const headers = codingHeaders(encoded, coding);
  for (let i = 0; i < headers.length; i += 2) res.set(headers[i]!, headers[i + 1]!);
  res.type('application/json').end(req.method === 'HEAD' ? undefined : encoded[coding]);
}

/**
 * GET /api/brand-bundle/<version>.json: the renderer's whole bundle; and
 * GET /api/brand-bundle/<version>/<part key>.json: one of its parts (renderer/domain/brand/bundleParts.ts),
 * what a page loads beyond the shell it inlines. Both immutable under the bundle's version and
 * compressed once.
 */
export function createConfigRouter(): Router {
  const router = Router();
  const bundles = perBrand(async (brand) => encodeBody(Buffer.from(brand.bundleJson)));
  const parts = new WeakMap<ServedBrand, Map<string, Promise<EncodedBody>>>();
  router.get('/brand-bundle/:file', async (req, res) => {
    const brand = res.locals.brand as ServedBrand;
    if (req.params.file !== `${brand.bundle.version}.json`) throw new NotFoundError('No bundle of that version for this brand');
    sendImmutableJson(req, res, await bundles.get(brand), `"${brand.bundle.version}"`);
  });
  router.get('/brand-bundle/:version/*part', async (req, res) => {
    const brand = res.locals.brand as ServedBrand;
    const path = ([] as string[]).concat((req.params as { part: string | string[] }).part).join('/');
    const key = path.endsWith('.json') ? path.slice(0, -'.json'.length) : undefined;
    const json = req.params.version === brand.bundle.version && key ? brand.partJson(key) : undefined;
    if (!key || json === undefined) throw new NotFoundError('No such part of this brand\'s bundle');
    let ofBrand = parts.get(brand);
    if (!ofBrand) parts.set(brand, (ofBrand = new Map()));
    let encoded = ofBrand.get(key);
    if (!encoded) ofBrand.set(key, (encoded = encodeBody(Buffer.from(json))));
    sendImmutableJson(req, res, await encoded, `"${brand.bundle.version}-${createHash('sha1').update(key).digest('base64url').slice(0, 12)}"`);
  });
  return router;
}
