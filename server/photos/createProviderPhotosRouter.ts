/**
 * Provider photos at the brand's providerPhotosDir (spec §3 Config): GET <providerPhotosDir>/<file>
 * for a file name the provider data lists (providers.photos, "provider-<id>-<n>.svg"). A real
 * file in the brand's asset folders wins when the directory lies under /brand/ (a brand may ship
 * its own pictures); otherwise the server draws the photo (drawClinicPhoto). Any other name is
 * left to the next routes, which answer 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import type { Kysely } from 'kysely';
import type { ServedBrand } from '../config/brandRegistry';
import type { Database } from '../db/schema';
import { drawClinicPhoto } from './drawClinicPhoto';

const PHOTO_NAME = /^provider-([1-9]\d{0,9})-([1-9]\d?)\.svg$/;
/** Photos are stable for a provider; a day is long enough to spare the drawing and short enough for new data. */
const MAX_AGE_SECONDS = 86_400;
/** Drawn photos kept in memory (about 2 KB each). */
const CACHE_SIZE = 128;
const BRAND_ASSETS = '/brand/';

function brandAsset(brand: ServedBrand, urlPath: string): string | undefined {
  if (!urlPath.startsWith(BRAND_ASSETS)) return undefined;
  const rel = urlPath.slice(BRAND_ASSETS.length);
  return brand.assetDirs.map((dir) => path.join(dir, rel)).find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

export function createProviderPhotosRouter({ db }: { db: Kysely<Database> }): Router {
  const router = Router();
  const cache = new Map<string, string>();

  const photo = (providerId: number, n: number): string => {
    const key = `${providerId}-${n}`;
    let bytes = cache.get(key);
    if (bytes) {
      cache.delete(key); // re-inserted below: most recently used last
    } else {
      bytes = drawClinicPhoto(providerId, n);
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    }
    cache.set(key, bytes);
    return bytes;
  };

  router.get('/{*path}', async (req, res, next) => {
    const brand = res.locals.brand as ServedBrand;
    const dir = `${brand.effective.brand.providerPhotosDir.replace(/\/+$/, '')}/`;
    if (!req.path.startsWith(dir)) return next();
    const file = req.path.slice(dir.length);
    const match = PHOTO_NAME.exec(file);
    if (!match || brandAsset(brand, req.path)) return next();
    const providerId = Number(match[1]);
    const row = await db.selectFrom('providers').select('photos').where('id', '=', providerId).executeTakeFirst();
    if (!row || !(JSON.parse(row.photos) as string[]).includes(file)) return next();
    res.set('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`).type('image/svg+xml').send(photo(providerId, Number(match[2])));
  });
  return router;
}
