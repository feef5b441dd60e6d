/**
 * The server-rendered first route (issue 10, item 3) through the page router, with the renderer's
 * server entry as its source and the API answering the render's queries over the same server: an
 * anonymous visit gets the screen as HTML with its data, the state the browser hydrates from, the
 * chunks to load first, and a clinic's or doctor's own title, description and canonical address;
 * a visitor with the session hint, or a render that fails, gets the page rendered in the browser.
 */
import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '../../server/auth/sessionCookie';
import type { ServerEntry } from '../../server/http/serverRender';
import { openProviderApi, type ProviderApi } from './api/providerApiHarness';
import { testApp, testBrands } from './testApp';
import { translate } from '../../server/http/requestLocale';

const serverEntry = async (): Promise<ServerEntry> => import('../../renderer/entry-server');
const brandOf = (id: string) => testBrands().all().find((b) => b.id === id)!;
const hostOf = (id: string): string => brandOf(id).effective.brand.hosts![0]!;

const rootOf = (html: string): string => /<div id="root">([\s\S]*?)<\/div><script id="portal-bundle"/.exec(html)?.[1] ?? '';
const textOf = (html: string): string => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const stateOf = (html: string) => {
  const json = /<script id="portal-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as { api: { queries: Record<string, { status: string; endpointName: string }> }; chunks: string[] });
};
const decodeHtml = (text: string): string => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

let api: ProviderApi;
beforeAll(async () => {
  api = await openProviderApi('sqlite', { seed: 7, providers: 6, doctorsPerProvider: 2, slotsTarget: 200, app: { serverEntry } });
});
afterAll(async () => {
  await api.database.close();
});

describe('an anonymous visit', () => {
  it("gets a clinic's page with its data, its own title and description, and its canonical address", async () => {
    const provider = api.fx.providers[0]!;
    const res = await request(api.app).get(`/providers/${provider.id}`).set('Host', hostOf('default')).expect(200);
    const root = rootOf(res.text);
    expect(decodeHtml(textOf(root))).toContain(provider.name);
    expect(decodeHtml(textOf(root))).toContain(provider.address.street);
    expect(decodeHtml(res.text)).toContain(`<title>${provider.name} - ${translate(brandOf('default'), 'hu', 'brand.name')}</title>`);
    const description = decodeHtml(/<meta name="description" content="([^"]*)"/.exec(res.text)?.[1] ?? '');
    expect(description).toContain(provider.name);
    expect(description).toContain(provider.address.city);
    expect(res.text).toContain(`<link rel="canonical" href="https://${hostOf('default')}/providers/${provider.id}" />`);
    const state = stateOf(res.text)!;
    expect(Object.values(state.api.queries).find((q) => q.endpointName === 'getProvider')?.status).toBe('fulfilled');
    expect(state.chunks).toContain('screens/provider-details/ProviderDetailsScreen');
  });

  it("gets a doctor's page titled with the doctor's name", async () => {
    const doctor = api.fx.doctors[0]!;
    const res = await request(api.app).get(`/providers/${doctor.providerId}/doctors/${doctor.id}`).set('Host', hostOf('default')).expect(200);
    expect(decodeHtml(textOf(rootOf(res.text)))).toContain(doctor.displayName);
    expect(decodeHtml(res.text)).toContain(`<title>${doctor.displayName} - `);
  });

  it('gets the search of a brand whose first route it is, with the results of the query in the URL', async () => {
    const provider = api.fx.providers[1]!;
    const res = await request(api.app).get(`/?providerName=${encodeURIComponent(provider.name)}&listType=providers`).set('Host', hostOf('aipderm')).expect(200);
    expect(decodeHtml(textOf(rootOf(res.text)))).toContain(provider.name);
    expect(Object.values(stateOf(res.text)!.api.queries).some((q) => q.endpointName === 'searchProviders' && q.status === 'fulfilled')).toBe(true);
  });

  it('gets a content page and the login form in the language of its cookie', async () => {
    const brand = brandOf('default');
    const about = await request(api.app).get('/about-us').set('Host', hostOf('default')).set('Cookie', 'locale=en').expect(200);
    const intro = translate(brand, 'en', 'content.aboutUs.intro')!;
    expect(decodeHtml(textOf(rootOf(about.text)))).toContain(intro.slice(0, 60));
    const login = await request(api.app).get('/login').set('Host', hostOf('default')).expect(200);
    expect(rootOf(login.text)).toMatch(/<form[\s\S]*<input[^>]*type="email"/);
  });

  it('gets the voucher error page with the sentence of its code in the language of its cookie, and the general one for anything else', async () => {
    const brand = brandOf('default');
    const path = '/registration/voucher/index-for-error';
    const expired = await request(api.app).get(`${path}?code=U042`).set('Host', hostOf('default')).set('Cookie', 'locale=ro').expect(200);
    const text = decodeHtml(textOf(rootOf(expired.text)));
    expect(text).toContain(translate(brand, 'ro', 'errors.U042')!);
    expect(text).toContain(translate(brand, 'ro', 'voucher.error.advice.U042')!);
    expect(rootOf(expired.text)).toContain('href="/registration/voucher"');
    expect(stateOf(expired.text)!.chunks).toContain('screens/voucher-registration-error/VoucherRegistrationErrorScreen');
    const typed = await request(api.app).get(`${path}?code=${encodeURIComponent('<i>U042</i>')}`).set('Host', hostOf('default')).expect(200);
    expect(decodeHtml(textOf(rootOf(typed.text)))).toContain(translate(brand, 'hu', 'voucher.error.general')!);
    expect(rootOf(typed.text)).not.toContain('U042');
  });

  it('gets HTML the CSP lets stand as it is: no boundary left for an inline script to reveal, no inline script', async () => {
    for (const brand of testBrands().all()) {
      const res = await request(api.app).get('/').set('Host', hostOf(brand.id)).redirects(1);
      const root = rootOf(res.text);
      expect(root.length, brand.id).toBeGreaterThan(500);
      expect(root, brand.id).not.toContain('<!--$?-->');
      expect(root, brand.id).not.toMatch(/<script(?![^>]*type="application\/json")/);
    }
  });
});

describe('the scripts of a rendered page', () => {
  const headOf = (html: string): string => /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const inlineScripts = (html: string): string[] =>
    [...html.matchAll(/<script(?![^>]*type="application\/json")([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\bsrc=/.test(m[1]!)).map((m) => m[2]!);

  it('start after the first paint: the head keeps the style sheets, and one loader after the HTML and its data adds the entry and its preloads', async () => {
    const res = await request(api.app).get('/about-us').set('Host', hostOf('default')).expect(200);
    const head = headOf(res.text);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-T3st.css">');
    expect(head).not.toMatch(/<script[^>]*type="module"|modulepreload/);
    const loader = /<script data-entry="([^"]*)" data-preload="([^"]*)">/.exec(res.text);
    expect(loader?.[1]).toBe('/assets/index-T3st.js');
    expect(loader?.[2]?.split(' ')).toContain('/assets/core-T3st.js');
    // After the HTML and the data the app boots from.
    expect(res.text.indexOf('<script data-entry')).toBeGreaterThan(res.text.indexOf('id="portal-state"'));
    expect(res.text.indexOf('id="portal-state"')).toBeGreaterThan(res.text.indexOf('<div id="root">'));
  });

  it("run under the page's CSP: its one inline script is allowed by its hash, and no other inline script is", async () => {
    const res = await request(api.app).get('/about-us').set('Host', hostOf('default')).expect(200);
    const scripts = inlineScripts(res.text);
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]!).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('of a page rendered in the browser alone stay in the head as the build wrote them', async () => {
    const res = await request(api.app).get('/about-us').set('Host', hostOf('default')).set('Cookie', `${SESSION_HINT_COOKIE}=1`).expect(200);
    expect(headOf(res.text)).toContain('<script type="module" crossorigin src="/assets/index-T3st.js"></script>');
    expect(headOf(res.text)).toContain('<link rel="modulepreload" crossorigin href="/assets/core-T3st.js">');
    expect(inlineScripts(res.text)).toEqual([]);
  });
});

describe('the page is rendered in the browser alone', () => {
  it('for a visitor who may have a session (the session hint)', async () => {
    const res = await request(api.app).get('/about-us').set('Host', hostOf('default')).set('Cookie', `${SESSION_HINT_COOKIE}=1`).expect(200);
    expect(rootOf(res.text)).toBe('');
    expect(stateOf(res.text)).toBeUndefined();
  });

  it('when the render fails: the page still comes, without the HTML', async () => {
    const failing = testApp('test', { serverEntry: async () => ({ renderPage: () => Promise.reject(new Error('render broke')) }) });
    const res = await request(failing).get('/about-us').set('Host', hostOf('default')).expect(200);
    expect(rootOf(res.text)).toBe('');
    expect(res.text).toContain('id="portal-bundle"');
  });
});

describe('a render whose data arrives while the pass is still rendering', () => {
  it('carries that data in its state and its HTML, so the browser does not ask again', async () => {
    const { renderPage } = await serverEntry();
    const brand = brandOf('default');
    const config = JSON.parse(brand.configJson) as unknown;
    // Answers at once: the query can finish before the pass that started it has finished rendering.
    const fetchFn: typeof fetch = async () => Response.json(config);
    for (let i = 0; i < 5; i += 1) {
      const page = await renderPage({
        bundle: JSON.parse(brand.inlineShell('hu', '/')) as Parameters<typeof renderPage>[0]['bundle'],
        url: '/',
        consent: null,
        serverFetch: { origin: 'http://portal.internal', fetchFn },
        deadlineMs: 2_000,
      });
      const endpoints = Object.values(page.state.api.queries).map((q) => `${q!.endpointName}:${q!.status}`);
      expect(endpoints).toContain('getConfig:fulfilled');
    }
  });
});

describe('a render whose data does not all arrive in time', () => {
  it('is sent in the loading state of what is missing, with a state that holds only what arrived', async () => {
    const { renderPage } = await serverEntry();
    const brand = brandOf('default');
    const config = JSON.parse(brand.configJson) as unknown;
    // The config answers at once; the clinic never does.
    const fetchFn: typeof fetch = async (input) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      if (path === '/api/config') return Response.json(config);
      return new Promise<Response>(() => undefined);
    };
    const started = Date.now();
    const page = await renderPage({
      bundle: JSON.parse(brand.inlineShell('hu', '/providers/:providerId')) as Parameters<typeof renderPage>[0]['bundle'],
      url: '/providers/1',
      consent: null,
      serverFetch: { origin: 'http://portal.internal', fetchFn },
      deadlineMs: 300,
    });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(page.html).toContain('details__skeleton');
    expect(page.html).not.toContain('data-provider-id');
    const endpoints = Object.values(page.state.api.queries).map((q) => `${q!.endpointName}:${q!.status}`);
    expect(endpoints).toContain('getConfig:fulfilled');
    expect(endpoints.some((e) => e.startsWith('getProvider'))).toBe(false);
    expect(page.head).toBeNull();
  });
});
