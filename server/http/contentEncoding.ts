/**
 * Content codings of the server's answers. Three kinds of answer, three ways:
 * - hashed assets are compressed at build (vite.config.ts) and sent as they lie on disk;
 * - bodies made once per brand load (GET /api/config, the brand bundle) are compressed once, here,
 *   at the strongest settings, and kept beside the plain body;
 * - everything else (pages, API answers) goes through `compression` per request.
 * Bodies under COMPRESSION_THRESHOLD_BYTES stay plain everywhere: the codings' own framing would
 * eat what they save.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';
import compression from 'compression';
import type { RequestHandler } from 'express';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

export type ContentCoding = 'br' | 'gzip' | 'identity';

const OFFERED: ContentCoding[] = ['br', 'gzip', 'identity'];
/** Brotli first when the client weighs both the same: it is about a fifth smaller on our JSON and scripts. */
const PREFERRED: ContentCoding[] = ['br', 'gzip'];

interface PreferringNegotiator {
  encoding(available: string[], options: { preferred: string[] }): string | undefined;
}

/** The coding to send for an Accept-Encoding header; identity when it names none we have. */
export function chooseCoding(acceptEncoding: string | string[] | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  // negotiator 1.x takes the server's preference for ties; its published types (0.6) do not say so yet.
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } }) as unknown as PreferringNegotiator;
  return (negotiator.encoding(OFFERED, { preferred: PREFERRED }) as ContentCoding | undefined) ?? 'identity';
}

/** A body with its compressed forms; `br` and `gzip` are the plain body when it is under the threshold. */
export type EncodedBody = Record<ContentCoding, Buffer>;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses once, off the event loop (zlib's thread pool), at brotli 11 and gzip 9. */
export async function encodeBody(body: Buffer): Promise<EncodedBody> {
  if (body.length < COMPRESSION_THRESHOLD_BYTES) return { identity: body, br: body, gzip: body };
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: 9 }),
  ]);
  return { identity: body, br, gzip: gz };
}

/** The header pairs for sending `coding` of an encoded body: its coding (unless plain) and its length. */
export function codingHeaders(encoded: EncodedBody, coding: ContentCoding): string[] {
  const body = encoded[coding];
  const plain = body === encoded.identity;
  return [...(plain ? [] : ['Content-Encoding', coding]), 'Content-Length', String(body.length)];
}

/** A strong ETag is per representation (RFC 9110 8.8.3): a compressed form gets the plain one's tag with its coding. */
export function codingEtag(etag: string, coding: ContentCoding, encoded: EncodedBody): string {
  return encoded[coding] === encoded.identity ? etag : `${etag.slice(0, -1)}-${coding}"`;
}

/**
 * Brotli quality of per-request answers. Measured on pages of 66 and 87 KB: quality 4 (the
 * library's default) 17.9 and 22.1 KB in about 1 ms, 5 gives 16.9 and 20.8 KB for a few tenths of
 * a millisecond more; from 7 on the time grows fast (5 ms, then 15 ms at 9) for little.
 */
const PER_REQUEST_BROTLI_QUALITY = 5;

/**
 * Per-request compression of everything the server makes per request (pages, API answers):
 * brotli (PER_REQUEST_BROTLI_QUALITY) or gzip, with Vary: Accept-Encoding. Answers that already
 * carry a coding, bodies under the threshold and types that do not compress (images, PDF) pass
 * untouched.
 */
export function compressAnswers(): RequestHandler {
  return compression({ threshold: COMPRESSION_THRESHOLD_BYTES, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY } } });
}
