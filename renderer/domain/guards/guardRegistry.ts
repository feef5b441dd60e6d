/**
 * The guard kinds of spec sections 4 and 6, one function each. Which guards run, in which order
 * and where they redirect is configuration (guards.json); what each kind checks is code. Typing
 * the table as Record<GuardKind, GuardFn> makes a kind added to guards.schema.json without a
 * function here a compile error instead of a guard that silently allows everything.
 */
import type { GuardKind } from '../../../generated/config-types';
import type { GuardContext, GuardFn, GuardRoute, GuardVerdict } from './guardTypes';

const ALLOW: GuardVerdict = { allow: true };
const refuseIf = (refused: unknown, fallback?: string): GuardVerdict => (refused ? { allow: false, fallback } : ALLOW);

/** A token arrives either as the route's `:token` segment or as `?token=` (mobile app links). */
const hasToken = (context: GuardContext): boolean => Boolean(context.params.token || context.search.get('token'));

/** `pattern` is `base` itself or lies below it, segment-wise ("/a/:token?" is under "/a", "/ab" is not). */
const isUnder = (pattern: string, base: string): boolean =>
  pattern === base || pattern.startsWith(base.endsWith('/') ? base : `${base}/`);

const isPublic = (route: GuardRoute): boolean => route.meta.auth === false;

const tokenlessRedirect: GuardFn = (route, context) => {
  const target = context.brand.rules.tokenlessRedirect;
  if (!target || hasToken(context)) return ALLOW;
  // The target route itself usually has an optional token segment, so its pattern only starts with the target.
  return refuseIf(!isUnder(context.pathname, target) && !isUnder(route.path, target), target);
};

const exclusiveRoutes: GuardFn = (route, context) => {
  const only = context.brand.rules.exclusiveRoutes;
  return refuseIf(only.length > 0 && !only.includes(route.path), only[0]);
};

const blockedRoutes: GuardFn = (route, context) => refuseIf(context.brand.rules.blockedRoutes.includes(route.path));

const paidVariant: GuardFn = (route, context) => refuseIf(route.meta.paidVariant && !context.brand.isMed24);

const restrictedWhenLoggedIn: GuardFn = (route, context) => refuseIf(context.user && route.meta.restrictedWhenLoggedIn);

const requireNoAuth: GuardFn = (route, context) => refuseIf(context.user && route.meta.requireNoAuth);

const auth: GuardFn = (route, context) => refuseIf(!context.user && !isPublic(route));

// Open routes are the public ones plus the guard's exceptRoutes, which evaluateGuards applies to every kind.
const privacyStatement: GuardFn = (route, context) => {
  const user = context.user;
  return refuseIf(user?.needsPrivacyStatement && !user.isImpersonator && !isPublic(route), '/privacy-statement');
};

/** Refused, where a logged-in visitor might pass: an anonymous one is better off logging in. */
const refuseUnlessLoggedIn = (refused: unknown, context: GuardContext): GuardVerdict =>
  refused ? { allow: false, ...(context.user ? {} : { loginMayHelp: true as const }) } : ALLOW;

const permission: GuardFn = (route, context) => {
  const flag = route.meta.permission;
  return refuseUnlessLoggedIn(flag && !context.user?.flags[flag], context);
};

/** The route's role (the operator console): an anonymous visitor logs in, a patient is told and sent home. */
const role: GuardFn = (route, context) => {
  const needed = route.meta.role;
  return refuseUnlessLoggedIn(needed && !(context.user?.roles ?? []).includes(needed), context);
};

const requirePublicCalendar: GuardFn = (route, context) =>
  refuseIf(route.meta.requirePublicCalendar && !context.brand.hasPublicCalendar);

const requireCalendar: GuardFn = (route, context) =>
  refuseUnlessLoggedIn(route.meta.requireCalendar && !(context.brand.hasPublicCalendar || context.user?.flags.hasMap), context);

/**
 * An anonymous visitor may open a service page that exists in a private and a public variant
 * (health check v2: 13 and 34) only when the partner offers the public one. Pages without a
 * public variant, and pages that are only ever public (mobile application), are not gated.
 */
const publicHealthCheck: GuardFn = (route, context) => {
  const name = route.meta.params?.service;
  const page = name ? context.services[name]?.page : undefined;
  if (context.user || !page) return ALLOW;
  const samePage = Object.values(context.services).filter((service) => service.page === page);
  const publicValues = samePage.filter((service) => service.tile?.isPublic).map((service) => service.value);
  const hasPrivate = samePage.some((service) => !service.tile?.isPublic);
  if (publicValues.length === 0 || !hasPrivate) return ALLOW;
  return refuseUnlessLoggedIn(!publicValues.some((value) => context.brand.partner.services.includes(value)), context);
};

// Without a redirectTo in guards.json the brand's own provider search is the target; a brand whose
// provider search is the index then gets "redirect to self", which evaluateGuards treats as allow.
const freeProductHome: GuardFn = (route, context) =>
  refuseIf(context.user?.hasFreeProduct && route.path === '/' && context.brand.hasPublicCalendar, context.brand.rules.providerSearchPath);

const tokenRequired: GuardFn = (route, context) => {
  const mode = route.meta.tokenParam;
  return refuseIf((mode === 'required' && !context.params.token) || (mode === 'query' && !context.search.get('token')));
};

export const guardRegistry: Record<GuardKind, GuardFn> = {
  tokenlessRedirect,
  exclusiveRoutes,
  blockedRoutes,
  paidVariant,
  restrictedWhenLoggedIn,
  requireNoAuth,
  auth,
  privacyStatement,
  permission,
  requirePublicCalendar,
  requireCalendar,
  publicHealthCheck,
  freeProductHome,
  tokenRequired,
  role,
};

/** Every guard kind, for reading one back from an address (guardLocation.ts noticeOf). */
export const guardKinds = Object.keys(guardRegistry) as GuardKind[];
