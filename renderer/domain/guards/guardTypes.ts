/**
 * What a navigation guard sees and what it answers. Guards are pure: everything they read is in
 * the route and the context, so `evaluateGuards` can be tested as a table (spec section 6) and
 * the router only has to assemble a context and follow the outcome.
 */
import type { BrandDocument, Guard, GuardKind, Route, ServiceType, UserFlag } from '../../../generated/config-types';

export interface GuardUser {
  flags: Partial<Record<UserFlag, boolean>>;
  needsPrivacyStatement: boolean;
  isImpersonator: boolean;
  /** The current subscription's product is the paid variant's free product (med24FreeProduct). */
  hasFreeProduct: boolean;
  services: number[];
  /** Roles beside being a patient (the me answer's `roles`, e.g. operator); absent means none. */
  roles?: string[];
}

/** The route being visited: its pattern (e.g. "/providers/:providerId") and its meta from routes.json. */
export interface GuardRoute {
  path: string;
  meta: Route;
}

export interface GuardContext {
  /** The concrete path visited. */
  pathname: string;
  search: URLSearchParams;
  /** Route params of the visit (e.g. token). */
  params: Record<string, string | undefined>;
  /** null = anonymous. */
  user: GuardUser | null;
  brand: Pick<BrandDocument, 'rules' | 'isMed24' | 'hasPublicCalendar' | 'partner'>;
  // Without the catalogues' entries, which the shell does not carry (bundleParts.ts).
  services: Record<string, Omit<ServiceType, 'catalogue'>>;
  /** Order and params from guards.json. */
  guards: Guard[];
}

export type GuardRefusal = {
  allow: false;
  redirectTo: string;
  /** The guard that refused: the notice on the target page says why (guardLocation.ts). */
  reason: GuardKind;
  /** The target sends the visitor on to the page they wanted once it is done (login). */
  keepTarget?: true;
};

export type GuardOutcome = { allow: true } | GuardRefusal;

/**
 * A guard function's own answer. It may name where it would send the visitor (`fallback`), which
 * is used only when guards.json gives the guard no `redirectTo`; some targets come from the brand
 * (tokenlessRedirect, exclusiveRoutes), which is why the function rather than a constant knows it.
 * `loginMayHelp` says that a logged-in visitor could pass (a flag, a subscription): an anonymous
 * visitor refused so is sent where the auth guard sends them, to log in (issue 11).
 */
export type GuardVerdict = { allow: true } | { allow: false; fallback?: string; loginMayHelp?: true };

/** One guard kind. `guard` carries its parameters from guards.json. */
export type GuardFn = (route: GuardRoute, context: GuardContext, guard: Guard) => GuardVerdict;
