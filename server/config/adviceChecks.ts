/**
 * Combinations that are valid but that a product owner rarely means (issue 17), reported as
 * warnings: the brand still loads and the validation passes, and the report says what a visitor
 * would meet.
 * - The provider search is the home page but the calendar is not public: an anonymous visitor
 *   opening the brand's address is sent to log in.
 * - The partner offers a service whose tile leads to no page of the brand (no tile, none to link,
 *   or its route is blocked): the offer shows nothing, or a tile that goes nowhere.
 */
import type { BrandDocument, Route, ServiceType } from '../../generated/config-types';
import type { BrandSources } from './brandSources';
import type { ConfigProblem } from '../../renderer/domain/brand/configProblem';
import { problemAt } from './layeredDocument';
import { isPlainObject } from '../../renderer/domain/brand/mergePatch';
import { servedRoutes } from './partnerPages';
import { findRoute } from './routePattern';
import { toTile } from '../../renderer/domain/brand/toTile';

export function adviceProblems(brand: BrandSources): ConfigProblem[] {
  const warnings: ConfigProblem[] = [];
  const b = brand.docs.brand.value as BrandDocument;
  if (!isPlainObject(b.rules)) return warnings;
  const routes = servedRoutes((brand.docs.routes.value as { routes?: Record<string, Route> }).routes ?? {}, b.partnerPages);
  const home = routes['/'];
  if (home?.screen === 'provider-search' && !b.hasPublicCalendar) {
    warnings.push(problemAt(brand.docs.brand, ['hasPublicCalendar'], {
      rule: 'advice/privateHomeSearch', severity: 'warning', received: b.hasPublicCalendar ?? false, allowed: 'true, or a home page other than the provider search',
      message: 'The home page is the provider search, but its calendar is not public (hasPublicCalendar): an anonymous visitor opening the brand\'s address is sent to log in. Set "hasPublicCalendar": true, or keep the provider search off the home route (rules.providerSearchPath and routes.json "/").',
    }));
  }
  const services = Object.entries((brand.docs.services.value as { services?: Record<string, ServiceType> }).services ?? {});
  const blocked = new Set(Array.isArray(b.rules.blockedRoutes) ? b.rules.blockedRoutes : []);
  const patterns = Object.keys(routes);
  const offered = Array.isArray(b.partner?.services) ? b.partner.services : [];
  offered.forEach((value, i) => {
    const found = services.find(([, s]) => isPlainObject(s) && s.value === value);
    if (!found) return; // an unknown service type is the reference checks' error
    const [name, service] = found;
    // Where services home links the tile: the same function draws it (the provider search's path, the public map).
    const target = service.tile ? toTile({ name, service, tile: service.tile }, b, 0)?.url : undefined;
    let why: string | undefined;
    if (!service.tile) why = 'has no tile, so the offer shows nothing on the services home';
    else if (!target) why = 'has a tile that names no page (neither tile.url nor route)';
    // A path that is no route at all is the reference checks' error already.
    else if (blocked.has(findRoute(patterns, target) ?? target)) why = `has its tile lead to ${target}, which rules.blockedRoutes blocks`;
    if (!why) return;
    warnings.push(problemAt(brand.docs.brand, ['partner', 'services', i], {
      rule: 'advice/partnerTile', severity: 'warning', received: value, allowed: 'a service whose tile leads to a page of the brand',
      message: `The partner offers service ${value} (${name}), which ${why}. Remove ${value} from partner.services, or give the service a tile and a route the brand serves.`,
    }));
  });
  return warnings;
}
