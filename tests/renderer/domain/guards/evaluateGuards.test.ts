/**
 * Every guard rule of spec section 6 and the privacy rule of section 4, one row each, run against
 * the real base routes, guards and services with small brand variations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRoute } from '../../../../server/config/routePattern';
import { evaluateGuards } from '../../../../renderer/domain/guards/evaluateGuards';
import { guardRegistry } from '../../../../renderer/domain/guards/guardRegistry';
import type { GuardContext, GuardOutcome, GuardRoute, GuardUser } from '../../../../renderer/domain/guards/guardTypes';
import type { BrandDocument, BrandRules, Guard, GuardKind, GuardList, Route, RouteTable, ServiceCatalogue } from '../../../../generated/config-types';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = <T>(...p: string[]): T => JSON.parse(fs.readFileSync(path.join(ROOT, ...p), 'utf8')) as T;
const routes = read<RouteTable>('brands/_base/routes.json').routes;
const baseGuards = read<GuardList>('brands/_base/guards.json').guards;
const services = read<ServiceCatalogue>('brands/_base/services.json').services;
const baseBrand = read<BrandDocument>('brands/_base/brand.json');

type Brand = GuardContext['brand'];
const brand = (over: Partial<Omit<Brand, 'rules'>> = {}, rules: Partial<BrandRules> = {}): Brand => ({
  isMed24: false,
  hasPublicCalendar: false,
  partner: baseBrand.partner,
  ...over,
  rules: { ...baseBrand.rules, ...rules },
});
const BASE = brand();
const MOBILE_APP = brand({}, { tokenlessRedirect: '/mobileapp/password-recovery' });
const WEDDING = brand({}, { exclusiveRoutes: ['/'] });
const TELECOM = brand({}, { blockedRoutes: ['/registration', '/registration/voucher'] });
const MED24 = brand({ isMed24: true });
const PUBLIC_CALENDAR = brand({ hasPublicCalendar: true });
const PUBLIC_HEALTH_CHECK = brand({ partner: { services: [...baseBrand.partner.services, 34], servicesSortingOrder: {} } });

const user = (over: Partial<GuardUser> = {}): GuardUser => ({
  flags: {}, needsPrivacyStatement: false, isImpersonator: false, hasFreeProduct: false, services: [], ...over,
});
const CUSTOMER = user();
const NEEDS_PRIVACY = user({ needsPrivacyStatement: true });
const FREE_PRODUCT = user({ hasFreeProduct: true });
const OPERATOR = user({ roles: ['operator'] });

/** Routes the base table lacks, for meta flags no base route uses. */
const extraRoutes: Record<string, Route> = {
  '/guests-only': { screen: 'content', title: 'routes.home', auth: false, requireNoAuth: true },
  '/public-calendar': { screen: 'provider-map', title: 'routes.home', auth: false, requirePublicCalendar: true },
  '/query-token': { screen: 'token-link', title: 'routes.home', auth: false, tokenParam: 'query' },
};
const allRoutes = { ...routes, ...extraRoutes };

interface Visit { url: string; user?: GuardUser | null; brand?: Brand; guards?: Guard[]; params?: Record<string, string> }

/** Resolves the URL to its route pattern and params the way the router would, then evaluates. */
function visit({ url, user: who = null, brand: b = BASE, guards = baseGuards, params }: Visit): GuardOutcome {
  const [pathname = '/', query = ''] = url.split('?');
  const pattern = findRoute(Object.keys(allRoutes), pathname);
  if (!pattern) throw new Error(`no route for ${pathname}`);
  const segments = pathname.split('/');
  const routeParams: Record<string, string | undefined> = params ?? Object.fromEntries(
    pattern.split('/').flatMap((seg, i) => (seg.startsWith(':') ? [[seg.slice(1).replace('?', ''), segments[i]]] : [])),
  );
  const route: GuardRoute = { path: pattern, meta: allRoutes[pattern]! };
  return evaluateGuards(route, { pathname, search: new URLSearchParams(query), params: routeParams, user: who, brand: b, services, guards });
}

const ALLOW: GuardOutcome = { allow: true };
const refused = (redirectTo: string, reason: GuardKind): GuardOutcome => ({ allow: false, redirectTo, reason });
/** A refusal whose target sends the visitor on to the page they wanted (guards.json keepTarget). */
const keeping = (redirectTo: string, reason: GuardKind): GuardOutcome => ({ allow: false, redirectTo, reason, keepTarget: true });

describe('guards of spec section 6 with the base guards.json', () => {
  it.each<[string, Visit, GuardOutcome]>([
    ['auth: anonymous on a logged-in route goes to login, which keeps the page (issue 11)', { url: '/change-password' }, keeping('/login', 'auth')],
    ['auth: anonymous on a public route stays', { url: '/about-us' }, ALLOW],
    ['auth: a logged-in user on a logged-in route stays', { url: '/change-password', user: CUSTOMER }, ALLOW],
    ['restrictedWhenLoggedIn: a logged-in user on /login goes home', { url: '/login', user: CUSTOMER }, refused('/', 'restrictedWhenLoggedIn')],
    ['restrictedWhenLoggedIn: anonymous on /login stays', { url: '/login' }, ALLOW],
    ['requireNoAuth: a logged-in user goes home', { url: '/guests-only', user: CUSTOMER }, refused('/', 'requireNoAuth')],
    ['requireNoAuth: anonymous stays', { url: '/guests-only' }, ALLOW],
    ['permission: without the flag goes home', { url: '/services/psychology', user: CUSTOMER }, refused('/', 'permission')],
    ['permission: with the flag stays', { url: '/services/psychology', user: user({ flags: { hasPsychology: true } }) }, ALLOW],
    ['permission: organize care needs hasCardNetwork', { url: '/services/organize/care', user: CUSTOMER }, refused('/', 'permission')],
    ['permission: health check has no flag', { url: '/services/health-check', user: CUSTOMER }, ALLOW],
    // Issue 12: the operator console needs the route's role.
    ['role: anonymous on the operator queue goes to login, which keeps the page', { url: '/operator/care' }, keeping('/login', 'auth')],
    ['role: anonymous on an operator item goes to login too', { url: '/operator/care/12' }, keeping('/login', 'auth')],
    ['role: a patient without roles goes home with the notice', { url: '/operator/care', user: CUSTOMER }, refused('/', 'role')],
    ['role: a patient with another role goes home', { url: '/operator/care/12', user: user({ roles: ['doctor'] }) }, refused('/', 'role')],
    ['role: an operator stays on the queue', { url: '/operator/care', user: OPERATOR }, ALLOW],
    ['role: an operator stays on an item', { url: '/operator/care/12', user: OPERATOR }, ALLOW],
    ['role: routes without a role are not gated', { url: '/care', user: CUSTOMER }, ALLOW],
    ['role: my care still needs a login', { url: '/care' }, keeping('/login', 'auth')],
    ['role: privacy statement comes first', { url: '/operator/care', user: user({ roles: ['operator'], needsPrivacyStatement: true }) }, keeping('/privacy-statement', 'privacyStatement')],
    ['paidVariant: med24 route on a brand that is not the paid variant', { url: '/med24/profile', user: CUSTOMER }, refused('/', 'paidVariant')],
    ['paidVariant: med24 route on the paid variant', { url: '/med24/subscription/abc-1', user: CUSTOMER, brand: MED24 }, ALLOW],
    ['paidVariant: public med24 registration is refused before anything else', { url: '/med24/registration' }, refused('/', 'paidVariant')],
    ['requirePublicCalendar: no public calendar goes home', { url: '/public-calendar' }, refused('/', 'requirePublicCalendar')],
    ['requirePublicCalendar: public calendar stays', { url: '/public-calendar', brand: PUBLIC_CALENDAR }, ALLOW],
    // A guard a logged-in visitor might pass sends an anonymous one to log in (issue 11).
    ['requireCalendar: anonymous without public calendar goes to login', { url: '/services/provider-search' }, keeping('/login', 'auth')],
    ['requireCalendar: the public calendar satisfies it', { url: '/services/provider-search', brand: PUBLIC_CALENDAR }, ALLOW],
    ['requireCalendar: a user with hasMap satisfies it', { url: '/services/provider-search', user: user({ flags: { hasMap: true } }) }, ALLOW],
    ['requireCalendar: a user without hasMap goes home', { url: '/services/provider-search', user: CUSTOMER }, refused('/', 'requireCalendar')],
    ['publicHealthCheck: anonymous, partner without the public variant goes to login', { url: '/services/health-check-v2' }, keeping('/login', 'auth')],
    ['publicHealthCheck: anonymous, partner lists the public variant (34)', { url: '/services/health-check-v2', brand: PUBLIC_HEALTH_CHECK }, ALLOW],
    ['publicHealthCheck: logged-in users are not gated', { url: '/services/health-check-v2', user: CUSTOMER }, ALLOW],
    ['publicHealthCheck: a page that is only public is not gated', { url: '/services/mobile-application', brand: brand({ partner: { services: [], servicesSortingOrder: {} } }) }, ALLOW],
    ['freeProductHome: free product on index with public calendar', { url: '/', user: FREE_PRODUCT, brand: PUBLIC_CALENDAR }, refused('/services/provider-search', 'freeProductHome')],
    ['freeProductHome: no public calendar, stays on index', { url: '/', user: FREE_PRODUCT }, ALLOW],
    ['freeProductHome: only the index is redirected', { url: '/about-us', user: FREE_PRODUCT, brand: PUBLIC_CALENDAR }, ALLOW],
    ['freeProductHome: other users stay on index', { url: '/', user: CUSTOMER, brand: PUBLIC_CALENDAR }, ALLOW],
    ['blockedRoutes: telecom blocks registration', { url: '/registration', brand: TELECOM }, refused('/', 'blockedRoutes')],
    ['blockedRoutes: telecom still offers login', { url: '/login', brand: TELECOM }, ALLOW],
    ['exclusiveRoutes: wedding sends other routes to index', { url: '/about-us', brand: WEDDING }, refused('/', 'exclusiveRoutes')],
    ['exclusiveRoutes: wedding allows index', { url: '/', brand: WEDDING }, ALLOW],
    ['tokenlessRedirect: mobile app without token', { url: '/', brand: MOBILE_APP }, refused('/mobileapp/password-recovery', 'tokenlessRedirect')],
    ['tokenlessRedirect: mobile app with ?token', { url: '/?token=abc', brand: MOBILE_APP }, ALLOW],
    ['tokenlessRedirect: the recovery route itself', { url: '/mobileapp/password-recovery', brand: MOBILE_APP }, ALLOW],
    ['tokenlessRedirect: the recovery route with its token segment', { url: '/mobileapp/password-recovery/abc', brand: MOBILE_APP }, ALLOW],
    ['tokenlessRedirect: a token route param counts', { url: '/verify-email/abc', brand: MOBILE_APP }, ALLOW],
    ['tokenRequired: required path token missing', { url: '/verify-email/abc', params: {} }, refused('/', 'tokenRequired')],
    ['tokenRequired: required path token present', { url: '/verify-email/abc' }, ALLOW],
    ['tokenRequired: query token missing', { url: '/query-token' }, refused('/', 'tokenRequired')],
    ['tokenRequired: query token present', { url: '/query-token?token=t1' }, ALLOW],
  ])('%s', (_name, v, expected) => expect(visit(v)).toEqual(expected));
});

describe('privacy statement (spec section 4)', () => {
  it.each<[string, Visit, GuardOutcome]>([
    ['forced to the privacy statement', { url: '/services/health-check', user: NEEDS_PRIVACY }, keeping('/privacy-statement', 'privacyStatement')],
    ['forced from a logged-in route', { url: '/change-password', user: NEEDS_PRIVACY }, keeping('/privacy-statement', 'privacyStatement')],
    ['impersonators skip it', { url: '/services/health-check', user: user({ needsPrivacyStatement: true, isImpersonator: true }) }, ALLOW],
    ['open (public) routes skip it', { url: '/about-us', user: NEEDS_PRIVACY }, ALLOW],
    ['the privacy statement screen itself', { url: '/privacy-statement', user: NEEDS_PRIVACY }, ALLOW],
    ['exceptRoutes are honoured', { url: '/privacy-statement', user: NEEDS_PRIVACY, guards: [{ kind: 'privacyStatement', redirectTo: '/change-email', exceptRoutes: ['/privacy-statement'] }] }, ALLOW],
    ['users who accepted it pass', { url: '/services/health-check', user: CUSTOMER }, ALLOW],
  ])('%s', (_name, v, expected) => expect(visit(v)).toEqual(expected));
});

describe('order and redirects', () => {
  it.each<[string, Visit, GuardOutcome]>([
    ['exclusiveRoutes before auth', { url: '/change-password', brand: WEDDING }, refused('/', 'exclusiveRoutes')],
    ['tokenlessRedirect before auth', { url: '/change-password', brand: MOBILE_APP }, refused('/mobileapp/password-recovery', 'tokenlessRedirect')],
    ['restrictedWhenLoggedIn before privacy', { url: '/login', user: NEEDS_PRIVACY }, refused('/', 'restrictedWhenLoggedIn')],
    ['privacy before permission', { url: '/services/psychology', user: NEEDS_PRIVACY }, keeping('/privacy-statement', 'privacyStatement')],
    ['paidVariant before auth', { url: '/med24/profile' }, refused('/', 'paidVariant')],
    ['a redirect to the visited path allows (no loop)', { url: '/', brand: brand({}, { blockedRoutes: ['/'] }) }, ALLOW],
    ['after a self-redirect later guards still run', { url: '/', user: FREE_PRODUCT, brand: brand({ hasPublicCalendar: true }, { blockedRoutes: ['/'] }) }, refused('/services/provider-search', 'freeProductHome')],
    ['a guard without redirectTo goes home', { url: '/change-password', guards: [{ kind: 'auth' }] }, refused('/', 'auth')],
    ['redirectTo from guards.json wins', { url: '/change-password', guards: [{ kind: 'auth', redirectTo: '/login' }] }, refused('/login', 'auth')],
    ['without an auth guard, a guard login might satisfy keeps its own target', { url: '/services/provider-search', guards: [{ kind: 'requireCalendar' }] }, refused('/', 'requireCalendar')],
    ['keepTarget from guards.json is passed on', { url: '/change-password', guards: [{ kind: 'auth', redirectTo: '/login', keepTarget: true }] }, keeping('/login', 'auth')],
    ['exceptRoutes apply to any kind', { url: '/change-password', guards: [{ kind: 'auth', exceptRoutes: ['/change-password'] }] }, ALLOW],
    ['freeProductHome defaults to the brand provider search', { url: '/', user: FREE_PRODUCT, brand: PUBLIC_CALENDAR, guards: [{ kind: 'freeProductHome' }] }, refused('/services/provider-search', 'freeProductHome')],
    ['provider search at the index makes freeProductHome a no-op', { url: '/', user: FREE_PRODUCT, brand: brand({ hasPublicCalendar: true }, { providerSearchPath: '/' }), guards: [{ kind: 'freeProductHome' }] }, ALLOW],
    ['a trailing slash is the same visit', { url: '/registration/', brand: brand({}, { blockedRoutes: ['/registration'] }), guards: [{ kind: 'blockedRoutes', redirectTo: '/registration' }] }, ALLOW],
  ])('%s', (_name, v, expected) => expect(visit(v)).toEqual(expected));
});

describe('guard registry', () => {
  it('has a function for every kind of guards.schema.json and guards.json uses only those', () => {
    const schema = read<{ definitions: { guardKind: { enum: string[] } } }>('schemas/guards.schema.json');
    expect(Object.keys(guardRegistry).sort()).toEqual([...schema.definitions.guardKind.enum].sort());
    for (const guard of baseGuards) expect(guardRegistry).toHaveProperty(guard.kind);
  });
});
