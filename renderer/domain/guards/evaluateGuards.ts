/**
 * Runs the brand's guards (guards.json order) for one navigation. Pure, so the router can call it
 * before rendering and every rule of spec section 6 is a row in a table-driven test.
 */
import type { Guard } from '../../../generated/config-types';
import { guardRegistry } from './guardRegistry';
import type { GuardContext, GuardOutcome, GuardRoute } from './guardTypes';

const ALLOWED: GuardOutcome = { allow: true };

/** "/about-us/" and "/about-us" are the same visit; the router matches both. */
const normalise = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** exceptRoutes are route patterns; a concrete path is accepted too so authors may write either. */
const isExcepted = (guard: Guard, route: GuardRoute, pathname: string): boolean =>
  (guard.exceptRoutes ?? []).some((except) => except === route.path || normalise(except) === pathname);

export function evaluateGuards(route: GuardRoute, context: GuardContext): GuardOutcome {
  const pathname = normalise(context.pathname);
  for (const guard of context.guards) {
    if (isExcepted(guard, route, pathname)) continue;
    const verdict = guardRegistry[guard.kind](route, context, guard);
    if (verdict.allow) continue;
    // Refused where logging in might help: the anonymous visitor goes where the auth guard sends them.
    const login = verdict.loginMayHelp ? context.guards.find((g) => g.kind === 'auth') : undefined;
    const refusing = login ?? guard;
    const redirectTo = refusing.redirectTo ?? (login ? undefined : verdict.fallback) ?? '/';
    // Sending a visitor to the page they are on would loop; such a guard has nothing to add, so
    // the later guards still get their say.
    if (normalise(redirectTo) === pathname) continue;
    return { allow: false, redirectTo, reason: refusing.kind, ...(refusing.keepTarget ? { keepTarget: true } : {}) };
  }
  return ALLOWED;
}
