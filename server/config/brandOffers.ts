/**
 * What a brand offers, read from its documents the same way the renderer's guards read them
 * (blockedRoutes, exclusiveRoutes, paidVariant), so the API refuses what the portal would not
 * show: a form endpoint is offered when a route showing that form is.
 */
import type { Route } from '../../generated/config-types';
import type { EffectiveBrand } from './loadBrands';

export function routeOffered(brand: EffectiveBrand, path: string): boolean {
  const route = brand.routes.routes[path];
  if (!route) return false;
  const { blockedRoutes, exclusiveRoutes } = brand.brand.rules;
  if (blockedRoutes.includes(path)) return false;
  if (exclusiveRoutes.length > 0 && !exclusiveRoutes.includes(path)) return false;
  return !route.paidVariant || brand.brand.isMed24;
}

/** Whether any offered route shows a form that submits to `endpoint`. */
export function formEndpointOffered(brand: EffectiveBrand, endpoint: string): boolean {
  const forms = new Set(Object.entries(brand.forms.forms).filter(([, f]) => f?.submit.endpoint === endpoint).map(([id]) => id));
  return Object.entries(brand.routes.routes).some(([path, route]) => route?.params?.form !== undefined && forms.has(route.params.form) && routeOffered(brand, path));
}

/** The portal path a token link of `flow` opens on this brand, e.g. /verify-registration/<token>. */
export function tokenLinkPath(brand: EffectiveBrand, flow: string, token: string): string {
  const entries = Object.entries(brand.routes.routes).filter(([, r]) => r?.params?.flow === flow);
  const [path] = entries.find(([p]) => routeOffered(brand, p)) ?? entries[0] ?? [`/${flow}/:token`];
  return path.replace(/:token\??/, encodeURIComponent(token));
}

/** The route of a service screen /services/<page>, or undefined when the brand has none. */
export function serviceRoute(brand: EffectiveBrand, page: string): Route | undefined {
  return brand.routes.routes[`/services/${page}`];
}
