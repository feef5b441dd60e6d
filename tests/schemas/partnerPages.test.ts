/**
 * A partner's own content pages (issue 11): only the brands that list them serve them; for every
 * other brand they are not routes at all (404), and the validator says so where a brand names one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBrands } from '../../server/config/loadBrands';
import { testApp, testBrands } from '../server/testApp';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PARTNER_PAGES = ['/telekom-faq', '/telekom-health-services', '/telekom-products', '/telekom-services', '/telekom-start', '/tesco-services', '/up-product', '/up-services'];

describe('the brands of the repository', () => {
  const byId = new Map(loadBrands(path.join(ROOT, 'brands')).brands.map((b) => [b.id, b]));

  it('serve a partner page only where the brand lists it: the others answer 404', async () => {
    const app = testApp();
    for (const served of testBrands().all()) {
      const host = served.effective.brand.hosts![0]!;
      const answered: string[] = [];
      for (const page of PARTNER_PAGES) {
        const res = await request(app).get(page).set('Host', host).redirects(0);
        // A brand's own rules may still send a visitor of its page elsewhere (insurer-wedding serves "/" alone), but never to "not found".
        if (res.status !== 404) answered.push(page);
        else expect(res.text, `${served.id} ${page}`).toContain('<div id="root">');
      }
      expect(answered.sort(), served.id).toEqual([...(byId.get(served.id)!.brand.partnerPages ?? [])].sort());
    }
    expect(byId.get('telekom-health')!.brand.partnerPages).toContain('/telekom-faq');
    expect(byId.get('retail')!.brand.partnerPages).toEqual(['/tesco-services']);
    expect(byId.get('izys')!.brand.partnerPages).toEqual(['/up-product', '/up-services']);
  });

  it('answer 404 for another partner\'s page and 200 for their own', async () => {
    const app = testApp();
    const hostOf = (id: string) => testBrands().all().find((b) => b.id === id)!.effective.brand.hosts![0]!;
    expect((await request(app).get('/telekom-faq').set('Host', hostOf('default'))).status).toBe(404);
    expect((await request(app).get('/tesco-services').set('Host', hostOf('telekom-health'))).status).toBe(404);
    expect((await request(app).get('/telekom-faq').set('Host', hostOf('telekom-health'))).status).toBe(200);
    expect((await request(app).get('/tesco-services').set('Host', hostOf('retail'))).status).toBe(200);
  });
});

describe('a copy of the brands naming partner pages wrongly', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'partner-pages-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.cpSync(path.join(ROOT, 'brands'), dir, { recursive: true });
  const file = path.join(dir, 'default', 'brand.json');
  const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as { partnerPages?: string[]; rules?: { blockedRoutes?: string[] } };
  // A general page listed as a partner page, and a rule naming a partner page the brand does not serve.
  doc.partnerPages = ['/about-us'];
  doc.rules = { ...doc.rules, blockedRoutes: ['/telekom-faq'] };
  fs.writeFileSync(file, JSON.stringify(doc, null, 2));
  const { problems } = loadBrands(dir);

  it('reports both, in the brand file', () => {
    // Files are named relative to the brands folder.
    expect(problems.map((p) => [p.file, p.pointer, p.rule])).toEqual([
      ['default/brand.json', '/partnerPages/0', 'reference/partnerPage'],
      ['default/brand.json', '/rules/blockedRoutes/0', 'reference/route'],
    ]);
    expect(problems[1]!.message).toContain('"/telekom-faq", which is not a route of this brand');
  });
});
