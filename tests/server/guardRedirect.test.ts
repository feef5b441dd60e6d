/**
 * Guards answered as HTTP redirects (issue 10, item 3): an anonymous page request the brand's
 * guards would move on is a 302 to where evaluateGuards sends it, for every route of every brand;
 * the concrete rules of spec section 6 spot-checked by hand. A logged-in visit is judged the same
 * way for the user its page-session cookie names; a visitor who may have a session but whom the
 * server cannot name gets the page, whose guards run once the session is restored.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { evaluateGuards } from '../../renderer/domain/guards/evaluateGuards';
import { guardLocation } from '../../renderer/domain/guards/guardLocation';
import { toSessionUser } from '../../renderer/domain/session/sessionUser';
import { guardBrand } from '../../renderer/domain/guards/guardBrand';
import { PAGE_SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../server/auth/sessionCookie';
import { DEMO_ACCOUNTS } from '../../server/db/seed';
import { useApi } from './api/apiHarness';
import { testApp, testBrands } from './testApp';

const app = testApp();
const hostOf = (id: string): string => testBrands().all().find((b) => b.id === id)!.effective.brand.hosts![0]!;

/** A concrete path of a pattern: every required parameter filled with "1", an optional last one left out. */
const concrete = (pattern: string): string => pattern.replace(/\/:[^/]+\?$/, '').replace(/:[^/]+/g, '1');
const sampleParams = (pattern: string): Record<string, string> =>
  Object.fromEntries([...pattern.matchAll(/:([^/?]+)(?!\?)(?=\/|$)/g)].map((m) => [m[1]!, '1']));

describe('anonymous page requests the guards redirect', () => {
  it('answer 302 with the location evaluateGuards gives, on every route of every brand', async () => {
    let redirects = 0;
    for (const brand of testBrands().all()) {
      const { bundle } = brand;
      for (const [pattern, meta] of Object.entries(bundle.routes)) {
        const path = concrete(pattern);
        const outcome = evaluateGuards(
          { path: pattern, meta },
          {
            pathname: path,
            search: new URLSearchParams(),
            params: sampleParams(pattern),
            user: null,
            brand: { rules: bundle.brand.rules, isMed24: bundle.config.isMed24, hasPublicCalendar: bundle.config.hasPublicCalendar, partner: bundle.config.partner },
            services: bundle.services,
            guards: bundle.guards,
          },
        );
        const res = await request(app).get(path).set('Host', brand.effective.brand.hosts![0]!).redirects(0);
        if (outcome.allow) {
          expect(res.status, `${brand.id} ${path}`).not.toBe(302);
        } else {
          redirects += 1;
          expect(res.status, `${brand.id} ${path}`).toBe(302);
          expect(res.headers.location, `${brand.id} ${path}`).toBe(guardLocation(outcome, path, ''));
          expect(res.headers['cache-control']).toBe('no-store');
        }
      }
    }
    expect(redirects).toBeGreaterThan(100);
  });

  it.each([
    // Login keeps the page the visitor wanted (issue 11); every redirect names its guard.
    ['default', '/change-password', '/login?notice=auth&next=%2Fchange-password'],
    ['default', '/services/psychology', '/login?notice=auth&next=%2Fservices%2Fpsychology'],
    ['telekom-health', '/registration', '/?notice=blockedRoutes'],
    ['insurer-wedding', '/about-us', '/?notice=exclusiveRoutes'],
    ['insurer-wedding', '/login', '/?notice=exclusiveRoutes'],
    ['mobile-app', '/', '/mobileapp/password-recovery?notice=tokenlessRedirect'],
  ])('%s %s → %s', async (id, path, location) => {
    const res = await request(app).get(path).set('Host', hostOf(id)).redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(location);
  });

  it('keeps iframe=1 on the redirect and in the kept page, and lets a page the guards allow load', async () => {
    const embedded = await request(app).get('/change-password?iframe=1').set('Host', hostOf('insurer')).redirects(0);
    expect(embedded.headers.location).toBe('/login?notice=auth&next=%2Fchange-password%3Fiframe%3D1&iframe=1');
    const open = await request(app).get('/registration').set('Host', hostOf('insurer')).redirects(0);
    expect(open.status).toBe(200);
  });

  it('keep the query of the wanted page but not the notice and next of an earlier redirect', async () => {
    const res = await request(app).get('/services/appointments?page=2&notice=auth&next=%2Fx').set('Host', hostOf('default')).redirects(0);
    expect(res.headers.location).toBe('/login?notice=auth&next=%2Fservices%2Fappointments%3Fpage%3D2');
  });

  it('serves the page to a visitor with the session hint: the restored session decides', async () => {
    const res = await request(app).get('/change-password').set('Host', hostOf('default')).set('Cookie', `${SESSION_HINT_COOKIE}=1`).redirects(0);
    expect(res.status).toBe(200);
    expect(res.text).toContain('id="root"');
  });
});

describe('logged-in page requests the guards redirect', () => {
  const api = useApi();
  const { patient } = DEMO_ACCOUNTS;

  /** The cookies a login leaves in the browser, as one Cookie header. */
  const loggedInCookies = async (): Promise<{ cookie: string; token: string }> => {
    const res = await request(api().app).post('/api/login').set('Host', 'default.localhost').send({ username: patient.email, password: patient.password }).expect(200);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((header) => header.split(';')[0]!)
      .join('; ');
    return { cookie, token: res.body.token as string };
  };

  /** Where evaluateGuards sends this user (as the browser sees it after /api/me) from a route of the default brand. */
  const expected = async (token: string, path: string): Promise<string | undefined> => {
    const me = await request(api().app).get('/api/me').set('Host', 'default.localhost').set('Authorization', `Bearer ${token}`).expect(200);
    const { bundle } = testBrands().resolve('default.localhost');
    const outcome = evaluateGuards(
      { path, meta: bundle.routes[path]! },
      { pathname: path, search: new URLSearchParams(), params: {}, user: toSessionUser(me.body), brand: guardBrand(bundle.brand.rules, bundle.config), services: bundle.services, guards: bundle.guards },
    );
    return outcome.allow ? undefined : guardLocation(outcome, path, '');
  };

  it('answer a restrictedWhenLoggedIn route with 302 to where evaluateGuards sends the user', async () => {
    const { cookie, token } = await loggedInCookies();
    expect(cookie).toContain(`${PAGE_SESSION_COOKIE}=`);
    const location = await expected(token, '/login');
    expect(location).toBe('/?notice=restrictedWhenLoggedIn');
    const res = await request(api().app).get('/login').set('Host', 'default.localhost').set('Cookie', cookie).redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(location);
    // A route the user may see loads, rendered in the browser (the session is restored there).
    const home = await request(api().app).get('/').set('Host', 'default.localhost').set('Cookie', cookie).redirects(0);
    expect(home.status).toBe(200);
  });

  it('judge nothing for a page-session cookie the server did not sign, or a session that ended', async () => {
    const { cookie } = await loggedInCookies();
    const forged = cookie.replace(new RegExp(`${PAGE_SESSION_COOKIE}=([^.;]+)\\.[^;]+`), `${PAGE_SESSION_COOKIE}=$1.AAAA`);
    expect((await request(api().app).get('/login').set('Host', 'default.localhost').set('Cookie', forged).redirects(0)).status).toBe(200);
    const refresh = /portal_refresh=([^;]+)/.exec(cookie)![1]!;
    await request(api().app).post('/api/logout').set('Host', 'default.localhost').send({ refresh_token: decodeURIComponent(refresh) }).expect(204);
    expect((await request(api().app).get('/login').set('Host', 'default.localhost').set('Cookie', cookie).redirects(0)).status).toBe(200);
  });
});
