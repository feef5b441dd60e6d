import { Router } from 'express';
import type { ServedBrand } from '../../config/brandRegistry';
import { NotFoundError } from '../../http/errors';

/**
 * GET /api/config: the spec's Config for the request's brand.
 * GET /api/brand-bundle/<version>.json: the renderer's bundle, immutable under its version.
 */
export function createConfigRouter(): Router {
  const router = Router();
  router.get('/config', (_req, res) => {
    const brand = res.locals.brand as ServedBrand;
    res.set('Cache-Control', 'no-cache');
    // The ETag is computed once per brand load instead of hashing the body on every request.
    res.set('ETag', brand.configEtag);
    res.type('application/json').send(brand.configJson);
  });
  router.get('/brand-bundle/:file', (req, res) => {
    const brand = res.locals.brand as ServedBrand;
    if (req.params.file !== `${brand.bundle.version}.json`) throw new NotFoundError('No bundle of that version for this brand');
    res.set('Cache-Control', 'public, max-age=31536000, immutable');
    res.set('ETag', `"${brand.bundle.version}"`);
    res.type('application/json').send(brand.bundleJson);
  });
  return router;
}
