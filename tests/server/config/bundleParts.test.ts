/**
 * The bundle in parts (issue 10, item 2): a page inlines one language and its first route's
 * documents, under 30 KB compressed for every brand, language and route; the rest is served from
 * content-hashed URLs, and together the parts hold every document and text of the bundle.
 */
import zlib from 'node:zlib';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../generated/config-types';
import { allPartKeys, bundlePart, CONTENT_NAMESPACE, contentPartKey, formPartKey, HEALTH_TOOLS_NAMESPACE, healthToolTextsKey, localePartKey, partUrl, routeParts, shellBundle, SIGN_IN_NAMESPACE, textsPartKey, type ShellBundle } from '../../../renderer/domain/brand/bundleParts';
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

    // The login page: its form, and two-step sign-in's texts (the passkey under the form).
    const login = JSON.parse(brand.inlineShell('hu', '/login')) as ShellBundle;
    expect(Object.keys(login.parts)).toEqual([formPartKey('login'), textsPartKey(SIGN_IN_NAMESPACE, 'hu')]);
    expect(login.locales.hu![SIGN_IN_NAMESPACE as 'ui']).toBeUndefined();
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

  it('a health tool\'s page inlines its tool\'s texts and the shared ones, not every tool\'s, and loads another tool\'s by URL', async () => {
    const brand = testBrands().all().find((b) => b.id === 'telekom-health')!;
    const { bundle } = brand;
    const host = brand.effective.brand.hosts![0]!;
    /** The health tools' texts a page holds, as one tree under the namespace. */
    const inlinedTexts = (shell: ShellBundle) =>
      Object.assign({}, ...Object.values(shell.parts).map((part) => (part.kind === 'texts' && part.namespace === HEALTH_TOOLS_NAMESPACE ? part.texts : {}))) as Record<string, unknown>;
    /** The keys of the namespace a tool's document and its form name. */
    const namedBy = (toolId: string) => {
      const tool = bundle.healthTools[toolId]!;
      return (JSON.stringify([tool, bundle.forms[tool.form]]).match(/"healthTools\.[^"]+"/g) ?? []).map((key) => key.slice(1, -1));
    };
    const resolves = (tree: unknown, key: string) => key.split('.').slice(1).reduce<unknown>((node, step) => (node as Record<string, unknown> | undefined)?.[step], tree) !== undefined;
    const toolRoutes = Object.entries(brand.effective.routes.routes).flatMap(([pattern, route]) => {
      const toolId = route.screen === 'service' ? bundle.services[route.params?.service ?? '']?.healthTool : undefined;
      return toolId ? [{ pattern, route, toolId }] : [];
    });
    expect(new Set(toolRoutes.map((r) => r.toolId)).size).toBeGreaterThan(1);
    for (const { pattern, route, toolId } of toolRoutes) {
      const shell = JSON.parse(brand.inlineShell('hu', pattern)) as ShellBundle;
      const texts = inlinedTexts(shell);
      for (const key of ['healthTools.page.notDiagnosis', ...namedBy(toolId)]) expect(resolves(texts, key), `${pattern} ${key}`).toBe(true);
      for (const other of toolRoutes.filter((r) => bundle.healthTools[r.toolId]!.instrument !== bundle.healthTools[toolId]!.instrument)) {
        expect(resolves(texts, bundle.healthTools[other.toolId]!.description), `${pattern} ${other.toolId}`).toBe(false);
      }
      // The whole namespace inlined instead, as it was: the page is lighter by several KB.
      const keys = routeParts(route, 'hu', bundle.services, bundle.healthTools).map((key) => (key.startsWith(`texts/${HEALTH_TOOLS_NAMESPACE}/`) ? textsPartKey(HEALTH_TOOLS_NAMESPACE, 'hu') : key));
      const wholeNamespace = gzipBytes(JSON.stringify(shellBundle(bundle, 'hu', keys)));
      expect(gzipBytes(brand.inlineShell('hu', pattern)), pattern).toBeLessThan(wholeNamespace - 4 * 1024);
    }

    // In-app, another tool's page loads its own texts.
    const tools = Object.values(bundle.healthTools);
    const one = tools[0]!;
    const another = tools.find((tool) => tool.instrument !== one.instrument)!;
    const res = await request(app).get(partUrl(bundle.version, healthToolTextsKey(another.instrument, 'en'))).set('Host', host);
    expect(res.status).toBe(200);
    expect(resolves(res.body.texts, another.description)).toBe(true);
    expect(resolves(res.body.texts, one.description)).toBe(false);
    expect(resolves(res.body.texts, 'healthTools.page.notDiagnosis')).toBe(true);
    // Together the tools' parts hold every text of the namespace.
    const union = new Set(tools.flatMap((tool) => keysOf({ [HEALTH_TOOLS_NAMESPACE]: (bundlePart(bundle, healthToolTextsKey(tool.instrument, 'en')) as { texts: unknown }).texts })));
    expect(keysOf({ [HEALTH_TOOLS_NAMESPACE]: bundle.locales.en[HEALTH_TOOLS_NAMESPACE as 'ui'] }).filter((key) => !union.has(key))).toEqual([]);
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
