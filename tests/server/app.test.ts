import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp, testBrands } from './testApp';
import { translate } from '../../server/http/requestLocale';

const app = testApp();
const CONFIG_KEYS = ['assistancePolicy', 'hasPublicCalendar', 'isMed24', 'partner', 'portalType', 'privacyPolicy', 'providerPhotosDir', 'registrationMode', 'termsAndConditions', 'theme'];

describe('brand resolution and /api/config', () => {
  it.each(testBrands().all().map((b) => [b.id, b.effective.brand.hosts?.[0] ?? '', b.effective.brand.theme]))(
    '%s is served on %s with its theme',
    async (_id, host, theme) => {
      const res = await request(app).get('/api/config').set('Host', `${host}:8080`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(CONFIG_KEYS);
      expect(res.body.theme).toBe(theme);
    },
  );

  it('answers the fallback brand for an unknown host', async () => {
    const fallback = testBrands().all().find((b) => b.effective.brand.fallback)!;
    const res = await request(app).get('/api/config').set('Host', 'unknown.example:8080');
    expect(res.body.theme).toBe(fallback.effective.brand.theme);
  });

  it('ignores ?brand= outside development and honours it in development', async () => {
    const other = testBrands().all().find((b) => !b.effective.brand.fallback)!;
    const prod = await request(app).get(`/api/config?brand=${other.id}`).set('Host', 'unknown.example');
    expect(prod.body.theme).not.toBe(other.effective.brand.theme);
    const dev = await request(testApp('development')).get(`/api/config?brand=${other.id}`).set('Host', 'unknown.example');
    expect(dev.body.theme).toBe(other.effective.brand.theme);
  });

  it('answers 304 to a request that has the current config, and a HEAD without a body', async () => {
    const first = await request(app).get('/api/config').set('Host', 'retail.localhost');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = first.headers.etag as string;
    const again = await request(app).get('/api/config').set('Host', 'retail.localhost').set('If-None-Match', `"other", W/${etag}`);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers['x-request-id']).toBeTruthy();
    expect(again.headers['content-security-policy']).toContain('frame-ancestors');
    const stale = await request(app).get('/api/config').set('Host', 'retail.localhost').set('If-None-Match', '"stale"');
    expect(stale.status).toBe(200);
    const head = await request(app).head('/api/config').set('Host', 'retail.localhost');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(first.body))));
    expect(head.text).toBeFalsy();
  });

  it('never sends server-only keys to the browser', async () => {
    for (const brand of testBrands().all()) {
      const host = brand.effective.brand.hosts![0]!;
      const page = await request(app).get('/').set('Host', host);
      const config = await request(app).get('/api/config').set('Host', host);
      const bundle = await request(app).get(`/api/brand-bundle/${brand.bundle.version}.json`).set('Host', host);
      for (const text of [page.text, JSON.stringify(config.body), bundle.text]) {
        expect(text).not.toMatch(/"hosts"|"fallback"|"secretKey"/);
      }
      expect(bundle.body.brand.name).toBe(brand.effective.brand.name);
    }
    // Nine brands' first server renders: some 10 s on a quiet machine, twice that beside other work.
  }, 60_000);
});

describe('security headers', () => {
  it.each(testBrands().all().map((b) => [b.id, b.effective.brand.hosts![0]!, b.effective.brand.embed.allowedParentOrigins]))(
    '%s: CSP without unsafe-eval/inline scripts and frame-ancestors from the brand',
    async (_id, host, origins) => {
      for (const path of ['/', '/api/config', '/no-such-page']) {
        const res = await request(app).get(path).set('Host', host);
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toContain("script-src 'self'");
        expect(csp).not.toContain('unsafe-eval');
        expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
        expect(csp).toContain(`frame-ancestors ${["'self'", ...(origins as string[])].join(' ')}`);
        expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      }
    },
  );

  it('echoes a sane X-Request-Id and makes one otherwise', async () => {
    const given = await request(app).get('/api/config').set('X-Request-Id', 'abc-123');
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await request(app).get('/api/config').set('X-Request-Id', 'bad id with spaces');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('pages and assets', () => {
  it('renders index.html per brand with title, lang, theme variables and the inlined bundle', async () => {
    const brand = testBrands().all().find((b) => b.effective.brand.hosts?.includes('telekom-health.localhost'))!;
    const res = await request(app).get('/about-us').set('Host', 'telekom-health.localhost').set('Cookie', 'locale=en');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('no-cache');
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain(`<title>About us - ${translate(brand, 'en', 'brand.name')}</title>`);
    expect(res.text).toContain(`--color-primary:${brand.effective.brand.themeTokens.colors.primary}`);
    const inlined = /<script id="portal-bundle" type="application\/json">(.*?)<\/script>/s.exec(res.text)![1]!;
    expect(JSON.parse(inlined).version).toBe(brand.bundle.version);
  });

  it('answers an unknown page with status 404 and the portal, and a missing asset with a plain 404', async () => {
    const page = await request(app).get('/no/such/page');
    expect(page.status).toBe(404);
    expect(page.text).toContain('<div id="root">');
    const asset = await request(app).get('/assets/missing-123.js');
    expect(asset.status).toBe(404);
    expect(asset.text).not.toContain('<div id="root">');
  });

  it('serves hashed assets immutable and long-cached', async () => {
    const res = await request(app).get('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
  });

  it("sends a script the headers that act on it and not a document's, and a missing asset the whole set", async () => {
    const script = await request(app).get('/assets/app-abc123.js').expect(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'self'");
    for (const name of ['strict-transport-security', 'cross-origin-opener-policy', 'etag', 'last-modified']) expect(script.headers[name], name).toBeUndefined();
    const missing = await request(app).get('/assets/missing-123.js').expect(404);
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
    expect(missing.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('answers unknown API paths with a 404 in the error shape', async () => {
    const res = await request(app).get('/api/nothing-here').set('X-Locale', 'en');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: '#404' });
    expect(typeof res.body.message).toBe('string');
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
  });

  it('serves the bundle under its version with an ETag, and 404 for another version', async () => {
    const brand = testBrands().all()[0]!;
    const host = brand.effective.brand.hosts![0]!;
    const ok = await request(app).get(`/api/brand-bundle/${brand.bundle.version}.json`).set('Host', host).set('Accept-Encoding', 'identity');
    expect(ok.status).toBe(200);
    expect(ok.headers.etag).toBe(`"${brand.bundle.version}"`);
    // Each coding is its own representation, with its own tag.
    const gzipped = await request(app).get(`/api/brand-bundle/${brand.bundle.version}.json`).set('Host', host).set('Accept-Encoding', 'gzip');
    expect(gzipped.headers.etag).toBe(`"${brand.bundle.version}-gzip"`);
    expect(ok.headers['cache-control']).toContain('immutable');
    const stale = await request(app).get('/api/brand-bundle/0000000000000000.json').set('Host', host);
    expect(stale.status).toBe(404);
  });

  it('serves /brand/logo.svg from the brand folder, falling back to _base', async () => {
    const res = await request(app).get('/brand/logo.svg').set('Host', 'telekom-health.localhost');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('svg');
    const missing = await request(app).get('/brand/nothing.svg');
    expect(missing.status).toBe(404);
    const traversal = await request(app).get('/brand/..%2F..%2Fbrand.json');
    expect(traversal.status).toBe(404);
  });
});
