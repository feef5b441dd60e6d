/**
 * The care services of a brand as services.json describes them: a service with a `care` object,
 * the route its screen is at, and the form its requests answer.
 */
import type { CareService, FormDocument, Route } from '../../../generated/config-types';
import { routeOffered } from '../../config/brandOffers';
import type { EffectiveBrand } from '../../config/loadBrands';

export interface CareServiceDoc {
  key: string;
  /** The numeric service type of spec §3. */
  value: number;
  care: CareService;
  /** The path of the service's screen, and its route (the permission flag it needs). */
  path: string;
  route: Route;
  form: FormDocument;
}

/** The care service `key` of the brand, when the brand offers its screen; undefined otherwise. */
export function careServiceOf(brand: EffectiveBrand, key: string): CareServiceDoc | undefined {
  if (!Object.prototype.hasOwnProperty.call(brand.services.services, key)) return undefined;
  const service = brand.services.services[key];
  if (!service?.care || !service.route) return undefined;
  const route = brand.routes.routes[service.route];
  const form = brand.forms.forms[service.care.form];
  if (!route || !form || !routeOffered(brand, service.route)) return undefined;
  return { key, value: service.value, care: service.care, path: service.route, route, form };
}

/** The numeric service type of a service key, if the brand has it. */
export function serviceTypeOf(brand: EffectiveBrand, key: string): number | undefined {
  return Object.prototype.hasOwnProperty.call(brand.services.services, key) ? brand.services.services[key]?.value : undefined;
}

/** The path of a service's screen for a mail's link, whether or not it is still a care service; home otherwise. */
export function servicePathOf(brand: EffectiveBrand, key: string): string {
  return (Object.prototype.hasOwnProperty.call(brand.services.services, key) ? brand.services.services[key]?.route : undefined) ?? '/';
}
