/**
 * POST /uploads?page=<service page>: medical record uploads (multipart, files in `fileData`, an
 * optional `name` for a single file). Guarded like the service page the files belong to; the
 * files are checked by checkUploads and refused with validation.file.* violations.
 */
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import type { UploadResponse } from '../../../generated/config-types';
import { authOf, requireAuth, requirePermission } from '../../auth/requireAuth';
import type { ServedBrand } from '../../config/brandRegistry';
import { storeUploads, uploadedNames } from '../../db/uploads';
import { ValidationError } from '../../http/errors';
import { validateQuery, violation } from '../../http/validateRequest';
import type { ApiContext } from '../apiContext';
import { knownServicePage, pageOf, servicePagePermission } from '../services/servicePage';
import { allowedTypes, checkUploads, humanSize, MAX_FILE_BYTES, MAX_FILES } from './checkUploads';

/** Files up to twice the limit are read so the answer can say how big they are; beyond that reading stops. */
const HARD_LIMIT = 2 * MAX_FILE_BYTES;

export function createUploadsRouter(ctx: ApiContext): Router {
  const router = Router();
  const parse = multer({ storage: multer.memoryStorage(), limits: { fileSize: HARD_LIMIT, files: MAX_FILES, fields: 10, fieldSize: 1024 } }).array('fileData');

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

  router.post('/uploads', validateQuery('uploadQuery'), knownServicePage, requireAuth(ctx), requirePermission(ctx, servicePagePermission), multipart, async (req, res) => {
    const brand = res.locals.brand as ServedBrand;
    const { userId } = authOf(res);
    const received = (req.files as Express.Multer.File[] | undefined) ?? [];
    if (received.length === 0) throw new ValidationError([violation(brand, req, '/fileData', 'validation.required')]);
    const givenName = typeof req.body?.name === 'string' && req.body.name.trim() !== '' && received.length === 1 ? (req.body.name as string).trim() : undefined;
    const files = received.map((f) => ({ name: (givenName ?? f.originalname).slice(0, 200), data: f.buffer }));
    const { include, exclude } = req.query as { include?: string; exclude?: string };
    const detected: string[] = [];
    const problems = await checkUploads(files, await uploadedNames(ctx.db, userId), allowedTypes(include, exclude), detected);
    if (problems.length > 0) throw new ValidationError(problems.map((p) => violation(brand, req, `/fileData/${p.index}`, p.rule, p.params)));
    const stored = await storeUploads(ctx.db, files.map((f, i) => ({ userId, page: pageOf(req), name: f.name, mimeType: detected[i]!, data: f.data })), ctx.clock());
    const body: UploadResponse = { files: stored.map((s) => ({ id: s.id, name: s.name, type: s.mimeType, size: s.size })) };
    res.status(201).json(body);
  });
  return router;
}
