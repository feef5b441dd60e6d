/**
 * The studio's model of the brand set: a brand's document read as the server reads it (base with
 * the brand's file over it), the draft holding only what differs from the disk, a new brand from
 * a copy, and each validator problem placed at its brand, document and field.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandIds, copiedBrand, documentState, documentsOf, newBrandIdProblem, schemaLinkOf, withFile, type Files } from '../../../renderer/studio/model/brandSet';
import { errorSchemaFor, placeOf, problemsOfDocument } from '../../../renderer/studio/model/problemPlaces';
import { GENERAL, partSchema, sectionsOf, valueAt, withValueAt } from '../../../renderer/studio/model/formParts';
import { bundledSchema } from '../../../server/config/schemaBundle';
import { keepDraft, keptDraft } from '../../../renderer/studio/model/keptDraft';
import type { ConfigProblem } from '../../../renderer/domain/brand/configProblem';
import { loadBrands } from '../../../server/config/loadBrands';
import { BrandStudio, brandFiles } from '../../../server/studio/brandStudio';
import { BrandRegistry } from '../../../server/config/brandRegistry';
import type { PortalDatabase } from '../../../server/db/openDatabase';
import { createTestDatabase } from '../../server/dbHarness';
import { testApp } from '../../server/testApp';

const BRANDS = path.resolve(import.meta.dirname, '../../../brands');

const diskFiles = (): Files => brandFiles(BRANDS);

const files = diskFiles();
const KINDS = ['brand', 'routes', 'guards', 'services', 'forms', 'content'];
const problem = (file: string, pointer: string, message = 'wrong'): ConfigProblem => ({ file, pointer, message, line: 1, column: 1, rule: 'test/rule' });

describe('the brand set', () => {
  it('lists the brands as the validator does, and each brand document as the server merges it', () => {
    const loaded = loadBrands(BRANDS);
    expect(brandIds(files, {})).toEqual(loaded.brands.map((b) => b.id));
    // The validator keeps no "$schema" in a merged document: each file has its own.
    const merged = (brandId: string, doc: string) => {
      const { $schema: _schema, ...value } = documentState(files, {}, brandId, doc).effective as Record<string, unknown>;
      return value;
    };
    for (const brand of loaded.brands) {
      expect(merged(brand.id, 'services'), brand.id).toEqual(JSON.parse(JSON.stringify(brand.services)));
      expect(merged(brand.id, 'locales/en/services'), brand.id).toEqual(brand.locales.en.services);
    }
  });

  it("offers every document kind and each locale file that _base or the brand has", () => {
    const docs = documentsOf(files, {}, KINDS, 'retail');
    expect(docs.slice(0, KINDS.length)).toEqual(KINDS);
    expect(docs).toContain('locales/hu/errors');
    expect(docs).toContain('locales/ro/brand');
  });

  it('gives a brand file the $schema link that leads to its schema from where it is', () => {
    expect(schemaLinkOf('brand')).toBe(JSON.parse(files['retail/brand.json']!).$schema);
    expect(schemaLinkOf('locales/en/brand')).toBe(JSON.parse(files['retail/locales/en/brand.json']!).$schema);
  });

  it('keeps in the draft only what differs from the disk: a file set back is no change', () => {
    const changed = withFile(files, {}, 'retail/brand.json', '{}\n');
    expect(changed).toEqual({ 'retail/brand.json': '{}\n' });
    expect(withFile(files, changed, 'retail/brand.json', files['retail/brand.json'])).toEqual({});
    expect(withFile(files, {}, 'retail/routes.json', undefined)).toEqual({});
    expect(withFile(files, {}, 'izys/routes.json', undefined)).toEqual({ 'izys/routes.json': null });
  });

  it('reads a brand file that does not parse as the base alone, and says where it broke', () => {
    const state = documentState(files, { 'retail/brand.json': '{ "name": "x", }' }, 'retail', 'brand');
    expect(state.syntaxError?.offset).toBeGreaterThan(0);
    expect(state.effective).toEqual(JSON.parse(files['_base/brand.json']!));
  });

  it('copies a brand with every file and image, its own host, and without being the fallback', () => {
    const draft = copiedBrand(files, {}, 'default', 'sunrise', 'Sunrise Health');
    const copied = Object.keys(files).filter((f) => f.startsWith('default/')).map((f) => f.replace(/^default\//, 'sunrise/'));
    expect(Object.keys(draft).sort()).toEqual(copied.sort());
    const brand = JSON.parse(draft['sunrise/brand.json']!);
    expect(brand).toMatchObject({ hosts: ['sunrise.localhost'] });
    expect(brand).not.toHaveProperty('fallback');
    expect(Object.keys(brand)[0]).toBe('$schema');
    expect(draft['sunrise/assets/logo.svg']).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(draft['sunrise/assets/logo.svg']).toBe(files['default/assets/logo.svg']);
    expect(brandIds(files, draft)).toContain('sunrise');
  });

  it.each([
    ['Sunrise', 'lower-case'],
    ['sun rise', 'lower-case'],
    ['sun--rise', 'lower-case'],
    ['retail', 'exists already'],
  ])('refuses %s as a new brand id', (id, words) => {
    expect(newBrandIdProblem(id, brandIds(files, {}))).toContain(words);
  });
});

describe('problems in their places', () => {
  it("places a problem at its brand, document and path; _base's belong to every brand's document", () => {
    expect(placeOf(problem('retail/locales/en/services.json', '/healthCheck/title'))).toEqual({ owner: 'retail', doc: 'locales/en/services', path: ['healthCheck', 'title'] });
    const problems = [problem('retail/brand.json', '/name'), problem('_base/brand.json', '/theme'), problem('izys/brand.json', '/name'), problem('retail/routes.json', '')];
    expect(problemsOfDocument(problems, 'retail', 'brand').map((p) => p.file)).toEqual(['retail/brand.json', '_base/brand.json']);
  });

  it("makes RJSF's error schema of the part a form shows: fields inside it, whole-file problems at its top, nothing of other parts", () => {
    const problems = [
      problem('retail/brand.json', '/themeTokens/colors/primary', 'poor contrast'),
      problem('retail/brand.json', '/themeTokens/colors/primary', 'also'),
      problem('retail/brand.json', '/hosts/0', 'taken'),
      problem('retail/brand.json', '', 'unknown file'),
    ];
    expect(errorSchemaFor(problems, ['themeTokens'])).toEqual({ colors: { primary: { __errors: ['poor contrast', 'also'] } }, __errors: ['unknown file'] });
    expect(errorSchemaFor(problems, [])).toMatchObject({ hosts: { 0: { __errors: ['taken'] } } });
  });
});

describe('a document in parts', () => {
  const schema = bundledSchema('brand');
  const retail = documentState(files, {}, 'retail', 'brand').effective as Record<string, unknown>;

  it('gathers the plain settings in one general section before the object ones', () => {
    const sections = sectionsOf(schema, retail);
    expect(sections[0]).toBe(GENERAL);
    expect(sections).toContain('themeTokens');
    expect(sections).not.toContain('name');
    expect(Object.keys((partSchema(schema, [GENERAL]).properties ?? {}) as object)).toEqual(expect.arrayContaining(['name', 'hosts', 'theme']));
    expect(valueAt(retail, [GENERAL], schema)).toMatchObject({ name: retail.name, hosts: retail.hosts });
  });

  it('writes a part back in its place, the general one key by key', () => {
    const general = valueAt(retail, [GENERAL], schema) as Record<string, unknown>;
    const renamed = withValueAt(retail, [GENERAL], { ...general, name: 'Renamed' }, schema) as Record<string, unknown>;
    expect(renamed).toEqual({ ...retail, name: 'Renamed' });
    expect(Object.keys(renamed)).toEqual(Object.keys(retail));
    const { isMed24: _isMed24, ...withoutFlag } = general;
    expect(withValueAt(retail, [GENERAL], withoutFlag, schema)).not.toHaveProperty('isMed24');
    const recoloured = withValueAt(retail, ['themeTokens', 'colors'], { primary: '#000000' }) as { themeTokens: { colors: unknown; radius: unknown } };
    expect(recoloured.themeTokens).toMatchObject({ colors: { primary: '#000000' }, radius: '12px' });
  });

  it("gives an entry of a map section its entry schema, with the document's definitions", () => {
    const services = bundledSchema('services');
    const entry = partSchema(services, ['services', 'psychology']);
    expect(entry.title).toBe('psychology');
    expect(entry.definitions).toBe(services.definitions);
    expect(Object.keys((entry.properties ?? {}) as object)).toContain('tile');
  });
});

describe('the draft kept across a reload', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k), items };
  };

  it('brings back the draft, images too, and the brand; an empty draft keeps nothing', () => {
    const storage = memory();
    keepDraft({ draft: { 'sunrise/brand.json': '{}', 'sunrise/assets/logo.svg': 'data:image/svg+xml;base64,PHN2Zy8+' }, brandId: 'sunrise' }, storage);
    expect(keptDraft(storage)).toEqual({ draft: { 'sunrise/brand.json': '{}', 'sunrise/assets/logo.svg': 'data:image/svg+xml;base64,PHN2Zy8+' }, brandId: 'sunrise' });
    keepDraft({ draft: {} }, storage);
    expect(storage.items.size).toBe(0);
  });

  it.each([['not JSON', '{'], ['another shape', '[1,2]'], ['no draft', '{"brandId":"x"}']])('starts empty from %s', (_case, value) => {
    expect(keptDraft({ getItem: () => value })).toEqual({ draft: {} });
  });
});

describe('a brand copied in the studio, as its preview shows it', () => {
  // The studio of a development server over a copy of the brands folder, rendering its pages on the server.
  let work: string;
  let database: PortalDatabase;
  let app: Express;
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-copy-'));
    const brandsDir = path.join(work, 'brands');
    fs.cpSync(BRANDS, brandsDir, { recursive: true });
    database = await createTestDatabase('sqlite');
    const brands = BrandRegistry.load(brandsDir);
    const studio = new BrandStudio(brandsDir, brands, path.join(work, 'studio'));
    app = testApp('development', { brands, db: database.db, studio: { studio, studioPage: async () => '<!doctype html><title>Brand studio</title>' }, serverEntry: async () => import('../../../renderer/entry-server') });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  const textOf = (html: string): string => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

  it.each(['hu', 'en', 'ro'])('shows the name given to the copy, not the name of the brand it copies, in the page title and the footer (%s)', async (locale) => {
    const draft = copiedBrand(files, {}, 'default', 'sunrise', 'Sunrise Health');
    const checked = await request(app).post('/dev/studio/api/check').set('Host', 'studio.localhost:8080').send({ files: draft });
    expect(checked.body).toMatchObject({ problems: [], previewed: true });
    const page = await request(app).get('/about-us').set('Host', 'anonymous.sunrise.studio.localhost:8080').set('Cookie', `locale=${locale}`);
    expect(page.status).toBe(200);
    const title = /<title>([^<]*)<\/title>/.exec(page.text)?.[1];
    expect(title).toMatch(/ - Sunrise Health$/);
    const footer = /<footer[\s\S]*?<\/footer>/.exec(page.text)?.[0];
    expect(footer, 'the page is rendered with its footer').toBeDefined();
    expect(textOf(footer!)).toMatch(/© \d{4} Sunrise Health/);
    expect(textOf(footer!)).not.toContain('Egészségpont');
  });
});
