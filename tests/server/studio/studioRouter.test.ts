/**
 * The brand studio's server side: checks a draft with CI's validator, shows only a valid draft
 * on the preview hosts, saves only a valid set (and only the files the draft changes), logs the
 * preview's visitor in, and exists in development alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BrandRegistry } from '../../../server/config/brandRegistry';
import type { PortalDatabase } from '../../../server/db/openDatabase';
import { BrandStudio, brandFiles } from '../../../server/studio/brandStudio';
import { createTestDatabase } from '../dbHarness';
import { ROOT, testApp } from '../testApp';

const STUDIO = 'studio.localhost:8080';
const STUDIO_PAGE = '<!doctype html><title>Brand studio</title>';

let work: string;
let brandsDir: string;
let database: PortalDatabase;

beforeAll(async () => {
  database = await createTestDatabase('sqlite', { seed: true });
});
afterAll(async () => {
  await database.close();
});

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-test-'));
  brandsDir = path.join(work, 'brands');
  fs.cpSync(path.join(ROOT, 'brands'), brandsDir, { recursive: true });
  return () => fs.rmSync(work, { recursive: true, force: true });
});

function studioApp(mode: 'development' | 'production' = 'development') {
  const brands = BrandRegistry.load(brandsDir);
  const studio = new BrandStudio(brandsDir, brands, path.join(work, 'studio'));
  return { app: testApp(mode, { brands, db: database.db, studio: { studio, studioPage: async () => STUDIO_PAGE } }), brands };
}

/** A new brand "sunrise" copied from retail (its images too), with its own host and the given primary colour. */
function sunriseDraft(primary: string): { files: Record<string, string> } {
  const brand = JSON.parse(fs.readFileSync(path.join(brandsDir, 'retail/brand.json'), 'utf8'));
  brand.name = 'Sunrise';
  brand.hosts = ['sunrise.localhost'];
  brand.themeTokens.colors.primary = primary;
  delete brand.payments;
  const files: Record<string, string> = { 'sunrise/brand.json': `${JSON.stringify(brand, null, 2)}\n` };
  for (const lng of ['hu', 'en', 'ro']) files[`sunrise/locales/${lng}/brand.json`] = fs.readFileSync(path.join(brandsDir, `retail/locales/${lng}/brand.json`), 'utf8');
  for (const [file, image] of Object.entries(brandFiles(brandsDir))) if (file.startsWith('retail/assets/')) files[file.replace(/^retail/, 'sunrise')] = image;
  return { files };
}

const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 30"><rect width="100" height="30" fill="#0b5394"/></svg>';

const frameAncestors = (csp: string | undefined) => /frame-ancestors ([^;]*)/.exec(csp ?? '')?.[1];

describe('the brand studio', () => {
  it('is not served in production, though it is given', async () => {
    const { app } = studioApp('production');
    expect((await request(app).get('/dev/studio').set('Host', 'localhost')).status).toBe(404);
    const api = await request(app).get('/dev/studio/api/snapshot').set('Host', 'localhost');
    expect(api.status).toBe(404);
    const save = await request(app).post('/dev/studio/api/save').set('Host', STUDIO).set('Host', 'localhost').send(sunriseDraft('#00468c'));
    // The portal's pages answer GET alone: 405, with its code.
    expect(save.status).toBe(405);
    expect(save.body.code).toMatch(/^#/);
    expect(fs.existsSync(path.join(brandsDir, 'sunrise'))).toBe(false);
  });

  it('serves its page and a snapshot of the brands folder with the schemas', async () => {
    const { app } = studioApp();
    const elsewhere = await request(app).get('/dev/studio').set('Host', 'localhost:8080');
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.headers.location).toBe('http://studio.localhost:8080/dev/studio');
    const page = await request(app).get('/dev/studio').set('Host', 'studio.localhost:8080');
    expect(page.status).toBe(200);
    expect(page.text).toBe(STUDIO_PAGE);
    expect(page.headers['content-security-policy']).toContain('frame-src http://*.studio.localhost:*');
    const snapshot = await request(app).get('/dev/studio/api/snapshot').set('Host', STUDIO);
    expect(snapshot.status).toBe(200);
    expect(snapshot.body.files['retail/brand.json']).toBe(fs.readFileSync(path.join(brandsDir, 'retail/brand.json'), 'utf8'));
    // Images come as data: URLs of their bytes, clinic photos too (a copy of the brand takes them).
    fs.mkdirSync(path.join(brandsDir, 'retail/assets/providers'));
    fs.writeFileSync(path.join(brandsDir, 'retail/assets/providers/provider-1-1.svg'), LOGO);
    expect((await request(app).get('/dev/studio/api/snapshot').set('Host', STUDIO)).body.files['retail/assets/providers/provider-1-1.svg']).toBe(svgDataUrl(LOGO));
    expect(snapshot.body.files['retail/assets/logo.svg']).toBe(`data:image/svg+xml;base64,${fs.readFileSync(path.join(brandsDir, 'retail/assets/logo.svg')).toString('base64')}`);
    expect(Object.keys(snapshot.body.schemas).sort()).toEqual(['brand', 'content', 'forms', 'guards', 'locale', 'routes', 'services']);
    expect(snapshot.body.problems).toEqual([]);
  });

  it("reports a draft's problems as the validator does, and keeps an invalid draft out of the preview", async () => {
    const { app } = studioApp();
    const checked = await request(app).post('/dev/studio/api/check').set('Host', STUDIO).send(sunriseDraft('#9ab0c8'));
    expect(checked.status).toBe(200);
    expect(checked.body.previewed).toBe(false);
    expect(checked.body.problems).toContainEqual(expect.objectContaining({ file: 'sunrise/brand.json', pointer: '/themeTokens/colors/primary', rule: 'theme/contrast' }));
    // The preview host of a brand that was never valid shows nothing of it.
    const page = await request(app).get('/').set('Host', 'anonymous.sunrise.studio.localhost:8080');
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('#9ab0c8');
    expect(fs.existsSync(path.join(brandsDir, 'sunrise'))).toBe(false);
  });

  it('shows a valid draft on its preview hosts, framed by the studio, before anything is saved', async () => {
    const { app } = studioApp();
    const checked = await request(app).post('/dev/studio/api/check').set('Host', STUDIO).send(sunriseDraft('#0b5394'));
    expect(checked.body).toMatchObject({ problems: [], previewed: true });
    const page = await request(app).get('/').set('Host', 'patient.sunrise.studio.localhost:8080');
    expect(page.status).toBe(200);
    // The draft's own colour, in the page's theme variables.
    expect(page.text).toContain('#0b5394');
    expect(page.text).toContain('<script type="module" src="/studio/previewProbe.ts"></script>');
    expect(frameAncestors(page.headers['content-security-policy'])).toBe("'self' http://studio.localhost:*");
    // Its scripts keep the same frame-ancestors as every answer does.
    const script = /src="(\/[^"]+\.(?:ts|js))"/.exec(page.text)?.[1];
    expect(script).toBeDefined();
    expect(frameAncestors((await request(app).get(script!).set('Host', 'patient.sunrise.studio.localhost:8080')).headers['content-security-policy'])).toBe("'self' http://studio.localhost:*");
    // The portal's own hosts are untouched by a draft.
    const own = await request(app).get('/').set('Host', 'sunrise.localhost');
    expect(own.text).not.toContain('previewProbe');
    expect(frameAncestors(own.headers['content-security-policy'])).toBe("'self'");
    expect(fs.existsSync(path.join(brandsDir, 'sunrise'))).toBe(false);
  });

  it('refuses to save a set with a problem (409 RB001, with the problems) and writes nothing', async () => {
    const { app } = studioApp();
    const refused = await request(app).post('/dev/studio/api/save').set('Host', STUDIO).send(sunriseDraft('#9ab0c8'));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('RB001');
    // The one error shape (with the request's id and the catalogue's words), and the problems beside it.
    expect(refused.body.requestId).toMatch(/\S/);
    expect(refused.body.message).not.toBe('');
    expect(refused.body.problems).toContainEqual(expect.objectContaining({ rule: 'theme/contrast' }));
    expect(fs.existsSync(path.join(brandsDir, 'sunrise'))).toBe(false);
  });

  it("saves a valid set: the draft's files and the copied images, nothing else, and serves the new brand on its host at once", async () => {
    const { app, brands } = studioApp();
    const before = fs.readFileSync(path.join(brandsDir, 'retail/brand.json'), 'utf8');
    const draft = sunriseDraft('#00468c');
    const saved = await request(app).post('/dev/studio/api/save').set('Host', STUDIO).send(draft);
    expect(saved.status).toBe(200);
    expect(saved.body.written).toEqual(Object.keys(draft.files).sort());
    for (const [file, text] of Object.entries(draft.files)) if (!file.includes('/assets/')) expect(fs.readFileSync(path.join(brandsDir, file), 'utf8')).toBe(text);
    expect(fs.readdirSync(path.join(brandsDir, 'sunrise/assets')).sort()).toEqual(fs.readdirSync(path.join(brandsDir, 'retail/assets')).sort());
    for (const name of fs.readdirSync(path.join(brandsDir, 'retail/assets'))) expect(fs.readFileSync(path.join(brandsDir, 'sunrise/assets', name)).equals(fs.readFileSync(path.join(brandsDir, 'retail/assets', name))), name).toBe(true);
    expect(fs.readFileSync(path.join(brandsDir, 'retail/brand.json'), 'utf8')).toBe(before);
    expect(brands.resolve('sunrise.localhost').id).toBe('sunrise');
    // Saving the same draft again changes nothing.
    expect((await request(app).post('/dev/studio/api/save').set('Host', STUDIO).send(draft)).body.written).toEqual([]);
  });

  it("shows a draft's new image in the preview once it is a sound image, and saves it", async () => {
    const { app } = studioApp();
    const withScript = await request(app).post('/dev/studio/api/check').set('Host', STUDIO).send({ files: { 'retail/assets/logo.svg': svgDataUrl(LOGO.replace('<rect', '<rect onclick="steal()"')) } });
    expect(withScript.body.previewed).toBe(false);
    expect(withScript.body.problems).toEqual([expect.objectContaining({ file: 'retail/assets/logo.svg', rule: 'asset/content' })]);
    const sound = await request(app).post('/dev/studio/api/check').set('Host', STUDIO).send({ files: { 'retail/assets/logo.svg': svgDataUrl(LOGO) } });
    expect(sound.body).toMatchObject({ problems: [], previewed: true });
    const previewed = await request(app).get('/brand/logo.svg').set('Host', 'anonymous.retail.studio.localhost:8080');
    expect(Buffer.from(previewed.body).toString()).toBe(LOGO);
    // A development server has a browser ask again for a brand image, so a changed one shows at once.
    expect(previewed.headers['cache-control']).toBe('public, max-age=0');
    expect(fs.readFileSync(path.join(brandsDir, 'retail/assets/logo.svg'), 'utf8')).not.toBe(LOGO);
    const saved = await request(app).post('/dev/studio/api/save').set('Host', STUDIO).send({ files: { 'retail/assets/logo.svg': svgDataUrl(LOGO) } });
    expect(saved.body.written).toEqual(['retail/assets/logo.svg']);
    expect(fs.readFileSync(path.join(brandsDir, 'retail/assets/logo.svg'), 'utf8')).toBe(LOGO);
  });

  it("answers its API on the studio's host alone, and to no other page's origin (#403)", async () => {
    const { app } = studioApp();
    const rebound = await request(app).post('/dev/studio/api/save').set('Host', 'evil.example:8080').send(sunriseDraft('#0b5394'));
    expect(rebound.status).toBe(403);
    expect(rebound.body.code).toBe('#403');
    const fromElsewhere = await request(app).post('/dev/studio/api/save').set('Host', STUDIO).set('Origin', 'http://evil.example').send(sunriseDraft('#0b5394'));
    expect(fromElsewhere.status).toBe(403);
    expect((await request(app).get('/dev/studio/api/snapshot').set('Host', 'localhost:8080')).status).toBe(403);
    expect(fs.existsSync(path.join(brandsDir, 'sunrise'))).toBe(false);
    const own = await request(app).post('/dev/studio/api/check').set('Host', STUDIO).set('Origin', 'http://studio.localhost:8080').send(sunriseDraft('#0b5394'));
    expect(own.status).toBe(200);
  });

  it.each([
    ['a path out of the brands folder', { files: { '../brand.json': '{}' } }],
    ['a _base file', { files: { '_base/brand.json': '{}' } }],
    ['an image that is no data: URL', { files: { 'retail/assets/logo.svg': '<svg/>' } }],
    ['an image of _base', { files: { '_base/assets/logo.svg': svgDataUrl(LOGO) } }],
    ['an image in a folder of assets/', { files: { 'retail/assets/more/logo.svg': svgDataUrl(LOGO) } }],
    ['an image far over the size limit', { files: { 'retail/assets/hero.png': `data:image/png;base64,${'A'.repeat(1_500_000)}` } }],
    ['a number for a text', { files: { 'retail/brand.json': 5 } }],
    ['no files at all', { drafts: {} }],
  ])('refuses %s as a bad request (#001)', async (_case, body) => {
    const { app } = studioApp();
    for (const endpoint of ['check', 'save']) {
      const answer = await request(app).post(`/dev/studio/api/${endpoint}`).set('Host', STUDIO).send(body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('#001');
    }
  });

  it("logs the preview's visitor in or out on its own host, sets its language and goes on to a page of the portal only", async () => {
    const { app } = studioApp();
    const patient = await request(app).get('/dev/studio/visit?locale=en&to=/appointments').set('Host', 'patient.retail.studio.localhost:8080');
    expect(patient.status).toBe(302);
    expect(patient.headers.location).toBe('/appointments');
    const cookies = ([] as string[]).concat(patient.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => c.startsWith('portal_refresh='))).toBe(true);
    expect(cookies.some((c) => c.startsWith('locale=en'))).toBe(true);
    // The studio frames the visit, as it frames the pages the visit leads to.
    expect(frameAncestors(patient.headers['content-security-policy'])).toBe("'self' http://studio.localhost:*");
    const anonymous = await request(app).get('/dev/studio/visit?to=//elsewhere.example').set('Host', 'anonymous.retail.studio.localhost:8080');
    expect(anonymous.headers.location).toBe('/');
    expect(([] as string[]).concat(anonymous.headers['set-cookie'] ?? []).some((c) => /^portal_refresh=;/.test(c))).toBe(true);
    // Anywhere but a preview host, a visit is no page at all.
    expect((await request(app).get('/dev/studio/visit').set('Host', 'localhost')).status).toBe(404);
  });
});
