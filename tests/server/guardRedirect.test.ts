/**
 * Guards answered as HTTP redirects (issue 10, item 3): an anonymous page request the brand's
 * guards would move on is a 302 to where evaluateGuards sends it, for every route of every brand;
 * the concrete rules of spec section 6 spot-checked by hand; a visitor who may have a session gets
 * the page, whose guards run once the session is restored.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { evaluateGuards } from '../../renderer/routing/guards/evaluateGuards';
import { SESSION_HINT_COOKIE } from '../../server/auth/sessionCookie';
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
          expect(res.headers.location, `${brand.id} ${path}`).toBe(outcome.redirectTo);
          expect(res.headers['cache-control']).toBe('no-store');
        }
      }
    }
    expect(redirects).toBeGreaterThan(100);
  });

  it.each([
    ['default', '/change-password', '/'],
    ['default', '/services/psychology', '/'],
    ['telekom-health', '/registration', '/'],
    ['insurer-wedding', '/about-us', '/'],
    ['insurer-wedding', '/login', '/'],
    ['mobile-app', '/', '/mobileapp/password-recovery'],
  ])('%s %s → %s', async (id, path, location) => {
    const res = await request(app).get(path).set('Host', hostOf(id)).redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(location);
  });

  it('keeps iframe=1 on the redirect, and lets a page the guards allow load', async () => {
    const embedded = await request(app).get('/change-password?iframe=1').set('Host', hostOf('insurer')).redirects(0);
    expect(embedded.headers.location).toBe('/?iframe=1');
    const open = await request(app).get('/registration').set('Host', hostOf('insurer')).redirects(0);
    expect(open.status).toBe(200);
  });

  it('serves the page to a visitor with the session hint: the restored session decides', async () => {
    const res = await request(app).get('/change-password').set('Host', hostOf('default')).set('Cookie', `${SESSION_HINT_COOKIE}=1`).redirects(0);
    expect(res.status).toBe(200);
    expect(res.text).toContain('id="root"');
  });
});
