/**
 * Every route, service type, error code and validation message of the specification is in the
 * base documents. The lists are copied from the spec into tests/fixtures/spec-lists.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import spec from '../fixtures/spec-lists.json';
import { findRoute } from '../../server/config/routePattern';
import type { Route, RouteTable, ServiceCatalogue } from '../../generated/config-types';

const BASE = path.resolve(import.meta.dirname, '../../brands/_base');
const read = <T>(...p: string[]): T => JSON.parse(fs.readFileSync(path.join(BASE, ...p), 'utf8')) as T;
const routes = read<RouteTable>('routes.json').routes;
const services = read<ServiceCatalogue>('services.json').services;
const patterns = Object.keys(routes);
const toRouter = (p: string): string => p.replace(/\{(\w+)(\?)?\}/g, (_m, name: string, opt?: string) => `:${name}${opt ?? ''}`);
const routeOf = (specPath: string): Route => {
  const found = findRoute(patterns, toRouter(specPath));
  expect(found, `route ${specPath}`).toBeDefined();
  return routes[found!]!;
};
const lookup = (tree: unknown, key: string): unknown => key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], tree);

describe('routes of spec section 2', () => {
  it.each(spec.routes.public)('%s is public', (p) => expect(routeOf(p).auth).toBe(false));
  it.each(spec.routes.publicRestrictedWhenLoggedIn)('%s is public and restricted when logged in', (p) => {
    expect(routeOf(p)).toMatchObject({ auth: false, restrictedWhenLoggedIn: true });
  });
  it.each(spec.routes.publicOptionalToken)('%s takes an optional token', (p) => expect(routeOf(p)).toMatchObject({ auth: false, tokenParam: 'optional' }));
  it.each(spec.routes.tokenLinks)('%s is a public token link', (p) => expect(routeOf(p).auth).toBe(false));
  it.each(spec.routes.loggedIn)('%s needs a login', (p) => expect(routeOf(p).auth).not.toBe(false));
  it.each(Object.entries(spec.permissionRoutes))('%s needs %s', (p, flag) => {
    expect(routeOf(p)).toMatchObject({ permission: flag });
    expect(routeOf(p).auth).not.toBe(false);
  });
  it('keeps the special flags of spec section 2', () => {
    expect(routeOf('/services/provider-search')).toMatchObject({ auth: false, requireCalendar: true });
    expect(routeOf('/services/organize/care').permission).toBe('hasCardNetwork');
    expect(routeOf('/services/health-check').permission).toBeUndefined();
    expect(routeOf('/services/oncology-second-opinion').permission).toBeUndefined();
    for (const p of patterns.filter((x) => x.startsWith('/med24'))) expect(routes[p]!.paidVariant, p).toBe(true);
  });
  it('has no route the spec does not list, other than /404 and those an issue added', () => {
    const listed = [...Object.values(spec.routes).flat(), ...Object.keys(spec.permissionRoutes)].map(toRouter);
    const extra = patterns.filter((p) => !listed.some((l) => findRoute([p], l)));
    // Issue 11: the login screen's "forgotten password" link needs a page that asks for the link.
    // Issue 12: the patient's care items across services, and the operator console.
    // Issue 14: the cardiovascular risk calculator, the work-life balance and workplace-stress quizzes and the lifestyle questionnaire, services of spec §1 without a route there.
    // Issue 16: the video consultation's call, and the doctor's day list and call.
    // Issue 33: the patient's settings (the language of the portal and of mails, which mails come).
    // Issue 34: the patient's page of who else read or changed their health data.
    expect(extra.sort()).toEqual(['/404', '/care', '/doctor/video', '/doctor/video/:id', '/login/second-factor', '/operator/care', '/operator/care/:id', '/password-recovery', '/profile', '/profile/data-access', '/profile/devices', '/profile/security', '/services/cardiovascular-risk', '/services/lifestyle-questionnaire', '/services/virtual-clinic/call/:id', '/services/work-life-balance-quiz', '/services/workplace-stress-quiz']);
  });
});

describe('service types of spec section 3', () => {
  const byValue = new Map(Object.entries(services).map(([name, s]) => [s.value, { name, ...s }]));
  // Spec §1 names the cardiovascular risk calculator and the lifestyle questionnaire, §3 gives them
  // no number: 42 and 43 are this portal's (issue 14).
  const PORTAL_TYPES = [42, 43];
  it('has all 41 types once each, and the types the portal added', () => {
    expect([...byValue.keys()].sort((a, b) => a - b)).toEqual([...Object.values(spec.serviceTypes), ...PORTAL_TYPES].sort((a, b) => a - b));
    expect(Object.keys(services)).toHaveLength(41 + PORTAL_TYPES.length);
  });
  it.each(Object.entries(spec.serviceTypePages))('type %s opens %s', (value, page) => {
    expect(byValue.get(Number(value))?.page).toBe(page);
  });
  it('gives every page that has a route a route that exists', () => {
    for (const s of byValue.values()) if (s.route) expect(findRoute(patterns, s.route), s.name).toBeDefined();
  });
});

describe.each(['hu', 'en', 'ro'])('catalogue texts in %s', (lng) => {
  const errors = read<Record<string, unknown>>('locales', lng, 'errors.json');
  const validation = read<Record<string, unknown>>('locales', lng, 'validation.json');
  it.each([...spec.errorCodes, ...spec.otherErrorKeys])('translates error %s', (code) => {
    expect(typeof lookup(errors, code), code).toBe('string');
  });
  it.each(spec.validationMessages)('translates validation message %s', (key) => {
    expect(typeof lookup(validation, key), key).toBe('string');
  });
});

describe('English wording the spec fixes', () => {
  it.each(Object.entries(spec.englishTexts))('%s is "%s"', (key, text) => {
    const [ns, ...rest] = key.split('.');
    expect(lookup(read('locales', 'en', `${ns}.json`), rest.join('.'))).toBe(text);
  });
});
