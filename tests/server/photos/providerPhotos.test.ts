/**
 * Provider photos: served at the brand's providerPhotosDir for the names the provider data lists,
 * as SVG drawings a browser can show (the end-to-end test checks that Chromium renders them).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrandRegistry } from '../../../server/config/brandRegistry';
import type { PortalDatabase } from '../../../server/db/openDatabase';
import { insertProviderFixtures } from '../../../server/db/providerSeed';
import { generateProviderFixtures, type ProviderFixtures } from '../../../server/db/seed/providerFixtures';
import { drawClinicPhoto, PHOTO_HEIGHT, PHOTO_WIDTH } from '../../../server/photos/drawClinicPhoto';
import { createTestDatabase, TEST_DIALECTS } from '../dbHarness';
import { ROOT, testApp } from '../testApp';

/** The drawing is one SVG document of the photo size, made only of shapes (no script, no links out). */
function expectClinicSvg(text: string): void {
  expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(text.endsWith('</svg>')).toBe(true);
  expect(text).toContain(`width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}"`);
  expect(text).not.toMatch(/<script|href=|on[a-z]+=/i);
}

describe('drawClinicPhoto', () => {
  it('draws the same photo for the same provider and number, and another for the next', () => {
    expectClinicSvg(drawClinicPhoto(3, 1));
    expect(drawClinicPhoto(3, 1)).toBe(drawClinicPhoto(3, 1));
    expect(drawClinicPhoto(3, 2)).not.toBe(drawClinicPhoto(3, 1));
    expect(drawClinicPhoto(4, 1)).not.toBe(drawClinicPhoto(3, 1));
  });
});

describe.each(TEST_DIALECTS)('GET <providerPhotosDir>/<file> on %s', (dialect) => {
  let database: PortalDatabase;
  let fx: ProviderFixtures;
  let brandsCopy: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    fx = generateProviderFixtures({ seed: 5, providers: 3, doctorsPerProvider: 1, slotsTarget: 10 });
    await insertProviderFixtures(database.db, fx);
    // The same brands with the photos moved elsewhere: the route follows the brand document.
    brandsCopy = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-brands-'));
    fs.cpSync(path.join(ROOT, 'brands'), brandsCopy, { recursive: true });
    const basePath = path.join(brandsCopy, '_base', 'brand.json');
    const base = JSON.parse(fs.readFileSync(basePath, 'utf8')) as Record<string, unknown>;
    base.$schema = path.join(ROOT, 'schemas', 'brand.schema.json');
    base.providerPhotosDir = '/media/clinic-photos';
    fs.writeFileSync(basePath, JSON.stringify(base));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    if (brandsCopy) fs.rmSync(brandsCopy, { recursive: true, force: true });
  });

  const text = (res: request.Response): string => (Buffer.isBuffer(res.body) ? res.body.toString('utf8') : res.text);

  it('answers a listed photo as a cacheable SVG drawing, the same each time', async () => {
    const app = testApp('test', { db: database.db });
    const provider = fx.providers[1]!;
    const res = await request(app).get(`/brand/providers/${provider.photos[0]}`).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expectClinicSvg(text(res));
    const again = await request(app).get(`/brand/providers/${provider.photos[0]}`).buffer(true);
    expect(text(again)).toBe(text(res));
    const other = await request(app).get(`/brand/providers/${fx.providers[0]!.photos[0]}`).buffer(true);
    expect(text(other)).not.toBe(text(res));
  });

  it('answers 404 for names the provider data does not list', async () => {
    const app = testApp('test', { db: database.db });
    const provider = fx.providers[1]!;
    const unlisted = `provider-${provider.id}-${provider.photos.length + 1}.svg`;
    for (const name of [unlisted, 'provider-999-1.svg', 'provider-1-1.jpg', '..%2Fbrand.json', 'other.svg']) {
      expect((await request(app).get(`/brand/providers/${name}`)).status, name).toBe(404);
    }
  });

  it('serves from the providerPhotosDir the brand document names', async () => {
    const app = testApp('test', { db: database.db, brands: BrandRegistry.load(brandsCopy) });
    const photo = fx.providers[0]!.photos[0]!;
    const moved = await request(app).get(`/media/clinic-photos/${photo}`).buffer(true);
    expect(moved.status).toBe(200);
    expect(moved.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect((await request(app).get(`/brand/providers/${photo}`)).status).toBe(404);
  });
});
