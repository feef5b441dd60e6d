/**
 * The bundle in parts (issue 10, item 2): a page inlines one language and its first route's
 * documents, under 30 KB compressed for every brand, language and route; the rest is served from
 * content-hashed URLs, and together the parts hold every document and text of the bundle.
 */
import zlib from 'node:zlib';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../generated/config-types';
import { allPartKeys, bundlePart, CONTENT_NAMESPACE, contentPartKey, formPartKey, localePartKey, partUrl, routeParts, textsPartKey, type ShellBundle } from '../../../renderer/domain/brand/bundleParts';
import { testApp, testBrands } from '../testApp';

const INLINE_BUDGET_BYTES = 30 * 1024;
const app = testApp();

const gzipBytes = (text: string): number => zlib.gzipSync(Buffer.from(text), { level: 9 }).length;

/** Every key of a nested texts object, dotted. */
function keysOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => (key === '$schema' ? [] : keysOf(value, prefix ? `${prefix}.${key}` : key)));
}

describe('the inlined shell', () => {
  it('stays under 30 KB compressed for every brand, language and route', () => {
    let largest = { bytes: 0, where: '' };
    for (const brand of testBrands().all()) {
      for (const locale of brand.effective.brand.locales) {
        for (const pattern of brand.routePatterns) {
          const inline = brand.inlineShell(locale, pattern);
          // gzip, the larger of the two codings the server sends (and the quicker to check 2,000 times).
          const bytes = gzipBytes(inline);
          if (bytes > largest.bytes) largest = { bytes, where: `${brand.id} ${locale} ${pattern}` };
          expect(bytes, `${brand.id} ${locale} ${pattern}`).toBeLessThanOrEqual(INLINE_BUDGET_BYTES);
        }
      }
    }
    console.log(`largest inlined shell: ${(largest.bytes / 1024).toFixed(1)} KB compressed (${largest.where})`);
    // About 2,000 shells are built and compressed: seconds alone, much longer on a busy machine.
  }, 120_000);

  it('holds one language without the content pages, and exactly the parts its route reads', () => {
    const brand = testBrands().all().find((b) => b.effective.brand.locales.length === 3)!;
    const contentRoute = brand.routePatterns.find((p) => brand.effective.routes.routes[p]!.screen === 'content')!;
    const shell = JSON.parse(brand.inlineShell('en', contentRoute)) as ShellBundle;
    expect(shell.locale).toBe('en');
    expect(Object.keys(shell.locales)).toEqual(['en']);
    expect(shell.locales.en![CONTENT_NAMESPACE as 'ui']).toBeUndefined();
    expect(shell).not.toHaveProperty('forms');
    expect(shell).not.toHaveProperty('content');
    const page = brand.effective.routes.routes[contentRoute]!.params!.page!;
    expect(Object.keys(shell.parts)).toEqual([contentPartKey(page, 'en')]);

    const login = JSON.parse(brand.inlineShell('hu', '/login')) as ShellBundle;
    expect(Object.keys(login.parts)).toEqual([formPartKey('login')]);
  });
});

describe('the parts', () => {
  it('every part a route reads exists, in every language the brand offers', () => {
    for (const brand of testBrands().all()) {
      for (const locale of brand.effective.brand.locales) {
        for (const [pattern, route] of Object.entries(brand.effective.routes.routes)) {
          for (const key of routeParts(route, locale, brand.bundle.services, brand.bundle.healthTools)) {
            // A brand may leave out a page or form a route of the base names only where the screen says what then.
            const known = key.startsWith('form/') ? key.slice(5) in brand.bundle.forms : key.split('/')[1]! in brand.bundle.content;
            if (known) expect(bundlePart(brand.bundle, key), `${brand.id} ${pattern} ${key}`).toBeDefined();
          }
        }
      }
    }
  });

  it('together with the shell hold every text of every language: nothing of the bundle is lost', () => {
    for (const brand of testBrands().all()) {
      for (const locale of brand.effective.brand.locales as Locale[]) {
        const expected = keysOf(brand.bundle.locales[locale]).sort();
        const shell = JSON.parse(brand.inlineShell(locale, '/')) as ShellBundle;
        const fromParts = allPartKeys(brand.bundle, locale).map((key) => bundlePart(brand.bundle, key)!);
        const got = new Set([
          ...keysOf(shell.locales[locale]),
          ...fromParts.flatMap((part) => (part.kind === 'content' ? keysOf({ [CONTENT_NAMESPACE]: part.texts }) : [])),
          ...fromParts.flatMap((part) => (part.kind === 'texts' && part.locale === locale ? keysOf({ [part.namespace]: part.texts }) : [])),
        ]);
        // Content texts no page names are never shown, and need not travel.
        const named = expected.filter((key) => !key.startsWith(`${CONTENT_NAMESPACE}.`) || fromParts.some((p) => p.kind === 'content' && keysOf({ [CONTENT_NAMESPACE]: p.texts }).includes(key)));
        expect(named.filter((key) => !got.has(key)), `${brand.id} ${locale}`).toEqual([]);
        const locales = fromParts.filter((p) => p.kind === 'locale');
        expect(locales.map((p) => p.locale).sort()).toEqual([...brand.effective.brand.locales].sort());
      }
    }
  });

  it('carries the care texts in a part of their own, which the service screens\' routes name', () => {
    const brand = testBrands().all().find((b) => b.id === 'default')!;
    const shell = JSON.parse(brand.inlineShell('hu', '/')) as ShellBundle;
    expect(Object.keys(shell.locales.hu!)).not.toContain('care');
    expect(routeParts({ screen: 'service', params: { service: 'psychology' } }, 'hu', brand.bundle.services)).toContain(textsPartKey('care', 'hu'));
    const part = bundlePart(brand.bundle, textsPartKey('care', 'en'));
    expect(part).toMatchObject({ kind: 'texts', namespace: 'care', locale: 'en', texts: { nextStep: { booked: expect.any(String) } } });
    expect(bundlePart(brand.bundle, 'texts/ui/en')).toBeUndefined();
    expect(bundlePart(brand.bundle, 'texts/care/de')).toBeUndefined();
  });

  it('carries the voucher error page\'s texts in a part of their own, which its route names', () => {
    const brand = testBrands().all().find((b) => b.id === 'default')!;
    const shell = JSON.parse(brand.inlineShell('en', '/')) as ShellBundle;
    expect(Object.keys(shell.locales.en!)).not.toContain('voucher');
    const page = JSON.parse(brand.inlineShell('en', '/registration/voucher/index-for-error')) as ShellBundle;
    expect(Object.keys(page.parts)).toEqual([textsPartKey('voucher', 'en')]);
    expect(bundlePart(brand.bundle, textsPartKey('voucher', 'hu'))).toMatchObject({ kind: 'texts', namespace: 'voucher', locale: 'hu', texts: { error: { general: expect.any(String) } } });
  });

  it('carries the relatives page\'s texts in a part of their own, which its route names with its two forms', () => {
    const brand = testBrands().all().find((b) => b.id === 'default')!;
    const shell = JSON.parse(brand.inlineShell('hu', '/')) as ShellBundle;
    expect(Object.keys(shell.locales.hu!)).not.toContain('relatives');
    expect(routeParts({ screen: 'service', params: { service: 'relatives' } }, 'ro', brand.bundle.services)).toEqual([formPartKey('relativeAdd'), formPartKey('relativeEdit'), textsPartKey('relatives', 'ro')]);
    expect(bundlePart(brand.bundle, textsPartKey('relatives', 'en'))).toMatchObject({ kind: 'texts', namespace: 'relatives', texts: { relation: { child: 'Child' } } });
    const page = JSON.parse(brand.inlineShell('hu', '/services/relatives')) as ShellBundle;
    expect(Object.keys(page.parts).sort()).toEqual([formPartKey('relativeAdd'), formPartKey('relativeEdit'), textsPartKey('relatives', 'hu')].sort());
  });

  it('a content page carries the texts of every key its blocks name', () => {
    for (const brand of testBrands().all()) {
      for (const pageId of Object.keys(brand.bundle.content)) {
        const part = bundlePart(brand.bundle, contentPartKey(pageId, 'hu'));
        expect(part?.kind).toBe('content');
        if (part?.kind !== 'content') continue;
        const texts = new Set(keysOf({ [CONTENT_NAMESPACE]: part.texts }));
        const named = JSON.stringify(part.page).match(/"content\.[^"]+"/g) ?? [];
        for (const key of named.map((k) => k.slice(1, -1))) expect(texts.has(key), `${brand.id} ${pageId} ${key}`).toBe(true);
      }
    }
  });

  it('are served immutable under the bundle version, compressed, and 404 for anything else', async () => {
    const brand = testBrands().all()[0]!;
    const host = brand.effective.brand.hosts![0]!;
    const version = brand.bundle.version;
    const locale = await request(app).get(partUrl(version, localePartKey('ro'))).set('Host', host).set('Accept-Encoding', 'br');
    expect(locale.status).toBe(200);
    expect(locale.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(locale.headers['content-encoding']).toBe('br');
    expect(locale.body.kind).toBe('locale');
    expect(Object.keys(locale.body.namespaces)).not.toContain(CONTENT_NAMESPACE);
    expect(Object.keys(locale.body.namespaces)).toContain('ui');
    const form = await request(app).get(partUrl(version, formPartKey('login'))).set('Host', host);
    expect(form.body.form).toEqual(brand.bundle.forms.login);
    for (const url of [partUrl('0000000000000000', formPartKey('login')), partUrl(version, formPartKey('noSuchForm')), partUrl(version, 'locale/de'), partUrl(version, 'content/about-us'), `/api/brand-bundle/${version}/form/login`, partUrl(version, 'form/__proto__')]) {
      const res = await request(app).get(url).set('Host', host);
      expect(res.status, url).toBe(404);
      expect(res.body.code, url).toBeTruthy();
    }
  });
});
