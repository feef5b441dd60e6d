/**
 * What a new account on a brand may use: the partner's services (brand.json partner) and the
 * permission flags of the screens those services open (routes.json), plus hasMap for the map
 * service types and hasCardNetwork for the card network, whose tiles depend on them (spec §6).
 */
import type { EffectiveBrand } from '../config/loadBrands';
import type { Entitlements } from '../db/users';

const MAP_TYPES = new Set([9, 10, 11]);
const CARD_NETWORK_TYPE = 20;

export function brandEntitlements(brand: EffectiveBrand): Entitlements {
  const { services: offered, servicesSortingOrder } = brand.brand.partner;
  const catalogue = Object.values(brand.services.services);
  const flags = new Set<string>();
  for (const value of offered) {
    const route = catalogue.find((s) => s?.value === value)?.route;
    const permission = route ? brand.routes.routes[route]?.permission : undefined;
    if (permission) flags.add(permission);
    if (MAP_TYPES.has(value)) flags.add('hasMap');
    if (value === CARD_NETWORK_TYPE) flags.add('hasCardNetwork');
  }
  const order = servicesSortingOrder as Record<string, number>;
  return { flags: [...flags], services: offered.map((type) => ({ type, order: order[String(type)] ?? null })) };
}
