/**
 * POST /uploads?page=<service page>: medical record uploads (multipart, files in `fileData`, an
 * optional `name` for a single file). Guarded like the service page the files belong to; the
 * files are checked by checkUploads and refused with validation.file.* violations.
 *
 * Files are streamed to temporary files while they arrive (tempFileStorage.ts), checked there and
 * copied into the database in chunks (storeUploads), so memory stays flat however many uploads
 * run at once; the temporary files are removed whatever the answer.
 *
 * A patient may make limits.uploadsPerPatient upload requests an hour (429 #429 beyond, before
 * the body is read) and keep limits.unattachedUploadBytes in uploads not yet part of a request
 * (the validation.file.quotaExceeded violation beyond); an upload unattached after
 * UNATTACHED_TTL_MS is removed (here for the patient's own, and by each instance's periodic
 * sweep for everyone's).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import type { UploadResponse } from '../../../generated/config-types';
import { authOf, requireAuth, requirePermission } from '../../auth/requireAuth';
import type { ServedBrand } from '../../config/brandRegistry';
import { removeExpiredUploads, storeUploads, unattachedBytes, UPLOAD_CHUNK_BYTES } from '../../db/uploads';
import { lockFor, lockKeys } from '../../db/lock';
import { limiter } from '../abuseLimits';
import { ServiceUnavailableError, ValidationError } from '../../http/errors';
import { RETRY_AFTER_SECONDS } from '../../db/unavailable';
import { validateQuery, violation } from '../../http/validateRequest';
import type { ApiContext } from '../apiContext';
import { knownServicePage, pageOf, servicePagePermission } from '../services/servicePage';
import { allowedTypes, checkUploads, humanSize, MAX_FILE_BYTES, MAX_FILES } from './checkUploads';
import { IDLE_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../http/serverLifecycle';
import { removeTempFiles, sweepStaleTempFiles, tempFileStorage } from './tempFileStorage';

/** Files up to twice the limit are counted so the answer can say how big they are; beyond that reading stops. */
const HARD_LIMIT = 2 * MAX_FILE_BYTES;

/** The file in chunks of UPLOAD_CHUNK_BYTES; a generator, so the file is opened only when storing reaches it. */
async function* chunksOf(file: string): AsyncGenerator<Uint8Array> {
  yield* fs.createReadStream(file, { highWaterMark: UPLOAD_CHUNK_BYTES });
}

/** A file name as the patient will read it: control characters (a NUL no database keeps) dropped, ends trimmed. */
function readableName(name: string): string {
  return name.replace(/\p{Cc}/gu, '').trim();
}

/** Uploads an instance reads and stores at once (bench:uploads: with one, GET /api/me's p99 stays within 2× its idle value; with three, it tripled). */
export const UPLOADS_AT_ONCE = 1;
/** Uploads that may wait for their turn; beyond, 503 #503 with Retry-After. */
export const UPLOADS_WAITING = 16;

/**
 * At most `concurrent` uploads of this instance are read and stored at once; up to `queue` others
 * wait, unread (the client's data waits in the network's buffers), until one ends, and any more
 * are told to come back shortly. Receiving and copying large files is work on the one thread
 * every other request needs too: in turns, an upload takes longer and the portal's other answers
 * stay quick. A waiting connection is not closed for idleness: it waits for the portal, not the
 * client.
 */
function uploadTurns(concurrent: number, queue: number): RequestHandler {
  let running = 0;
  const waiting: (() => void)[] = [];
  return (req, res, next) => {
    const start = (): void => {
      running += 1;
      req.socket.setTimeout(IDLE_TIMEOUT_MS);
      res.once('close', () => {
        running -= 1;
        waiting.shift()?.();
      });
      next();
    };
    if (running < concurrent) return start();
    if (waiting.length >= queue) {
      // The body is never read: the connection cannot carry another request.
      res.set('Connection', 'close');
      return next(new ServiceUnavailableError(RETRY_AFTER_SECONDS, 'Too many uploads in progress'));
    }
    req.socket.setTimeout(0);
    waiting.push(start);
    // A client that gives up while waiting leaves the queue.
    res.once('close', () => {
      const at = waiting.indexOf(start);
      if (at >= 0) waiting.splice(at, 1);
    });
  };
}

/** `tempDir` holds the files of the requests in flight; by default a folder in the OS temp folder (TMPDIR). */
export function createUploadsRouter(ctx: ApiContext, tempDir = path.join(os.tmpdir(), 'portal-uploads')): Router {
  const router = Router();
  void sweepStaleTempFiles(tempDir, 2 * REQUEST_TIMEOUT_MS);
  const storage = tempFileStorage(tempDir, MAX_FILE_BYTES);
  // Browsers send a file's name as UTF-8 bytes without naming the charset; busboy's default
  // (latin1) turned "zárójelentés.pdf" into "zÃ¡rÃ³jelentÃ©s.pdf".
  const parse = multer({ storage, defParamCharset: 'utf8', limits: { fileSize: HARD_LIMIT, files: MAX_FILES, fields: 10, fieldSize: 1024 } }).array('fileData');

  /** multer's limit errors become the same violations as the other file rules. */
  const multipart: RequestHandler = (req, res, next) => {
    parse(req, res, (error: unknown) => {
      if (!error) return next();
      const brand = res.locals.brand as ServedBrand;
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_COUNT') return next(new ValidationError([violation(brand, req, '/fileData', 'validation.file.tooMany', { max: MAX_FILES })]));
        if (error.code === 'LIMIT_FILE_SIZE') return next(new ValidationError([violation(brand, req, '/fileData', 'validation.file.tooBig', { size: `> ${humanSize(HARD_LIMIT)}`, max: humanSize(MAX_FILE_BYTES) })]));
      }
      next(new ValidationError([violation(brand, req, '/fileData', 'validation.file.uploadFailed')]));
    });
  };

  const turns = uploadTurns(UPLOADS_AT_ONCE, UPLOADS_WAITING);
  // Counted before the body is read: a patient over the rate sends nothing more to store.
  const rate = limiter(ctx, { name: 'uploads-user', allowance: ctx.limits.uploadsPerPatient, keyOf: (_req, res) => String(authOf(res).userId), event: 'upload.throttled' });

  router.post('/uploads', validateQuery('uploadQuery'), knownServicePage, requireAuth(ctx), requirePermission(ctx, servicePagePermission), rate, turns, multipart, async (req, res) => {
    const brand = res.locals.brand as ServedBrand;
    const { userId } = authOf(res);
    const received = (req.files as Express.Multer.File[] | undefined) ?? [];
    let body: UploadResponse;
    // The temporary files are gone before any answer, refusals and errors included.
    try {
      if (received.length === 0) throw new ValidationError([violation(brand, req, '/fileData', 'validation.required')]);
      const given = typeof req.body?.name === 'string' ? readableName(req.body.name as string) : '';
      const givenName = given !== '' && received.length === 1 ? given : undefined;
      const files = received.map((f) => ({ name: (givenName ?? (readableName(f.originalname) || 'file')).slice(0, 200), size: f.size, path: f.path }));
      const { include, exclude } = req.query as { include?: string; exclude?: string };
      const detected: string[] = [];
      // Uploads left unattached past their time are gone, and their room in the quota free again.
      await removeExpiredUploads(ctx.db, ctx.clock(), userId);
      const problems = await checkUploads(files, allowedTypes(include, exclude), detected);
      if (problems.length > 0) throw new ValidationError(problems.map((p) => violation(brand, req, `/fileData/${p.index}`, p.rule, p.params)));
      const uploads = files.map((f, i) => ({ userId, page: pageOf(req), name: f.name, mimeType: detected[i]!, content: chunksOf(f.path) }));
      const incoming = files.reduce((sum, f) => sum + f.size, 0);
      // The quota of unattached uploads is counted and the files stored under the patient's lock
      // (server/db/lock.ts), so parallel uploads on any instance cannot pass it together.
      const stored = await storeUploads(ctx.db, uploads, ctx.clock(), async (trx) => {
        await lockFor(trx, lockKeys.uploads(userId));
        const pending = await unattachedBytes(trx, userId);
        const quota = ctx.limits.unattachedUploadBytes;
        if (pending + incoming > quota) {
          throw new ValidationError([violation(brand, req, '/fileData', 'validation.file.quotaExceeded', { max: humanSize(quota), free: humanSize(Math.max(0, quota - pending)) })]);
        }
      });
      body = { files: stored.map((s) => ({ id: s.id, name: s.name, type: s.mimeType, size: s.size })) };
    } finally {
      await removeTempFiles(received);
    }
    res.status(201).json(body);
  });
  return router;
}
