/**
 * Cross-document checks: every reference one document makes into another (a route's content
 * page, form or service; a tile's route and icon; a brand rule's routes; partner services)
 * resolves in the merged brand.
 */
import type { ConfigProblem } from '../../renderer/domain/brand/configProblem';
import { didYouMeanRoute, didYouMeanSentence } from './didYouMean';
import { problemAt, type LayeredDocument } from './layeredDocument';
import { isPlainObject } from '../../renderer/domain/brand/mergePatch';
import { findRoute } from './routePattern';
import { servedRoutes } from './partnerPages';
import { wizardProblems } from './wizardChecks';
import type { BrandSources } from './brandSources';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (isPlainObject(v) ? v : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function referenceProblems(brand: BrandSources, iconSets: Record<string, LayeredDocument>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const { routes: routesDoc, services: servicesDoc, forms: formsDoc, content: contentDoc, brand: brandDoc, guards: guardsDoc } = brand.docs;
  const allRoutes = obj(obj(routesDoc.value).routes);
  const b = obj(brandDoc.value);
  // What the brand serves: another partner's own pages are not its routes.
  const routes = servedRoutes(allRoutes, list(b.partnerPages));
  const routePaths = Object.keys(routes);
  const shownPages = new Set(Object.values(routes).map((route) => obj(obj(route).params).page));
  const services = obj(obj(servicesDoc.value).services);
  const healthTools = obj(obj(servicesDoc.value).healthTools);
  const forms = obj(obj(formsDoc.value).forms);
  const pages = obj(obj(contentDoc.value).pages);

  /** `service`: the service whose path this is (a tile's, a service's), whose own route is the likeliest meant. */
  const needRoute = (doc: LayeredDocument, path: (string | number)[], value: unknown, what: string, service?: string): void => {
    if (typeof value !== 'string' || findRoute(routePaths, value)) return;
    const meant = didYouMeanRoute(value, routes, service);
    problems.push(problemAt(doc, path, { rule: 'reference/route', received: value, allowed: 'a path in routes.json', message: `${what} "${value}", which is not a route of this brand.${meant ? ` Did you mean "${meant}"?` : ''}` }));
  };
  const needKey = (doc: LayeredDocument, path: (string | number)[], value: unknown, target: Obj, what: string, where: string): void => {
    if (typeof value !== 'string' || value in target) return;
    const names = Object.keys(target);
    problems.push(problemAt(doc, path, { rule: `reference/${where}`, received: value, allowed: `an id in ${where}.json`, message: `${what} "${value}", which ${where}.json does not define.${didYouMeanSentence(value, names)}` }));
  };

  for (const [path, route] of Object.entries(routes)) {
    const params = obj(obj(route).params);
    needKey(routesDoc, ['routes', path, 'params', 'page'], params.page, pages, `Route ${path} shows the content page`, 'content');
    needKey(routesDoc, ['routes', path, 'params', 'form'], params.form, forms, `Route ${path} shows the form`, 'forms');
    needKey(routesDoc, ['routes', path, 'params', 'service'], params.service, services, `Route ${path} belongs to the service`, 'services');
  }

  const iconSetName = String(obj(b.themeTokens).iconSet ?? '');
  const icons = obj(obj(iconSets[iconSetName]?.value).icons);
  if (iconSetName && !iconSets[iconSetName]) {
    problems.push(problemAt(brandDoc, ['themeTokens', 'iconSet'], { rule: 'reference/iconSet', received: iconSetName, allowed: Object.keys(iconSets).join(', '), message: `The icon set "${iconSetName}" has no file in brands/_base/icon-sets/.` }));
  }
  const values = new Set<number>();
  /** The service types whose page shows the brand's mobile app store links. */
  const appPromotions = new Set<number>();
  for (const [name, service] of Object.entries(services)) {
    const s = obj(service);
    if (typeof s.value === 'number') values.add(s.value);
    if (typeof s.value === 'number' && isPlainObject(s.mobileApp)) appPromotions.add(s.value);
    needRoute(servicesDoc, ['services', name, 'route'], s.route, `The service ${name} opens`, name);
    const care = obj(s.care);
    needKey(servicesDoc, ['services', name, 'care', 'form'], care.form, forms, `The care service ${name} asks with the form`, 'forms');
    list(care.specialties).forEach((key, i) => needKey(servicesDoc, ['services', name, 'care', 'specialties', i], key, services, `The care service ${name} offers the specialty`, 'services'));
    problems.push(...wizardProblems(servicesDoc, name, obj(care.wizard), forms, (path, key, what) => needKey(servicesDoc, path, key, forms, what, 'forms')));
    const relatives = obj(s.relatives);
    for (const which of ['addForm', 'editForm'] as const) needKey(servicesDoc, ['services', name, 'relatives', which], relatives[which], forms, `The relatives service ${name} shows the form`, 'forms');
    if (typeof s.healthTool === 'string' && !(s.healthTool in healthTools)) {
      const ids = Object.keys(healthTools);
      problems.push(problemAt(servicesDoc, ['services', name, 'healthTool'], { rule: 'reference/healthTool', received: s.healthTool, allowed: 'an id in healthTools', message: `The service ${name} is the health tool "${s.healthTool}", which healthTools in services.json does not define.${didYouMeanSentence(s.healthTool, ids)}` }));
    }
    const tile = obj(s.tile);
    needRoute(servicesDoc, ['services', name, 'tile', 'url'], tile.url, `The tile of ${name} points at`, name);
    if (typeof tile.image === 'string' && iconSets[iconSetName] && !(tile.image in icons)) {
      problems.push(problemAt(servicesDoc, ['services', name, 'tile', 'image'], { rule: 'reference/icon', received: tile.image, allowed: `an icon of the ${iconSetName} set`, message: `The tile of ${name} uses the icon "${tile.image}", which the ${iconSetName} icon set does not draw.${didYouMeanSentence(tile.image, Object.keys(icons))}` }));
    }
  }

  for (const [id, value] of Object.entries(healthTools)) {
    const tool = obj(value);
    needKey(servicesDoc, ['healthTools', id, 'form'], tool.form, forms, `The health tool ${id} asks with the form`, 'forms');
    needRoute(servicesDoc, ['healthTools', id, 'consultation'], tool.consultation, `The health tool ${id} offers`);
    for (const [flag, entry] of Object.entries(obj(tool.flags))) needRoute(servicesDoc, ['healthTools', id, 'flags', flag, 'link', 'to'], obj(obj(entry).link).to, `The health tool ${id} leads from ${flag} to`);
  }

  for (const [id, form] of Object.entries(forms)) needRoute(formsDoc, ['forms', id, 'onSuccess', 'to'], obj(obj(form).onSuccess).to, `The form ${id} goes on success to`);
  for (const [id, page] of Object.entries(pages)) {
    // A page no route of this brand shows (another partner's) links nowhere a visitor of this brand can go.
    if (!shownPages.has(id)) continue;
    list(obj(page).blocks).forEach((block, i) => {
      const href = obj(block).href;
      if (typeof href === 'string' && href.startsWith('/')) needRoute(contentDoc, ['pages', id, 'blocks', i, 'href'], href, `A link on the content page ${id} points at`);
    });
  }

  list(b.partnerPages).forEach((p, i) => {
    if (typeof p !== 'string') return;
    if (!isPlainObject(allRoutes[p])) needRoute(brandDoc, ['partnerPages', i], p, 'The brand serves the partner page');
    else if (!obj(allRoutes[p]).partnerPage) problems.push(problemAt(brandDoc, ['partnerPages', i], { rule: 'reference/partnerPage', received: p, allowed: 'a route with "partnerPage": true', message: `The brand lists "${p}" as a partner page, but routes.json does not mark it as one ("partnerPage": true); every brand serves it already.` }));
  });

  const rules = obj(b.rules);
  for (const key of ['blockedRoutes', 'exclusiveRoutes'] as const) {
    list(rules[key]).forEach((p, i) => needRoute(brandDoc, ['rules', key, i], p, `The brand rule ${key} names`));
  }
  needRoute(brandDoc, ['rules', 'providerSearchPath'], rules.providerSearchPath, 'The provider search path');
  needRoute(brandDoc, ['rules', 'tokenlessRedirect'], rules.tokenlessRedirect, 'The tokenless redirect');
  for (const policy of ['termsAndConditions', 'privacyPolicy', 'assistancePolicy']) needRoute(brandDoc, [policy, 'route'], obj(b[policy]).route, `The ${policy} document is shown at`);

  const partner = obj(b.partner);
  list(partner.services).forEach((v, i) => {
    if (typeof v === 'number' && !values.has(v)) problems.push(problemAt(brandDoc, ['partner', 'services', i], { rule: 'reference/serviceType', received: v, allowed: 'a value in services.json', message: `The partner service ${v} is not a service type of services.json.` }));
    // A tile that leads to a page saying "not available" is a dead end: the links come first.
    if (typeof v === 'number' && appPromotions.has(v) && !isPlainObject(b.mobileApp)) {
      problems.push(problemAt(brandDoc, ['partner', 'services', i], { rule: 'reference/mobileApp', received: v, allowed: 'a brand with mobileApp.appStore and mobileApp.googlePlay', message: `The partner offers service ${v}, the mobile application page, but brand.json has no mobileApp store links: add "mobileApp": { "appStore": …, "googlePlay": … }, or remove ${v} from partner.services.` }));
    }
  });
  for (const key of Object.keys(obj(partner.servicesSortingOrder))) {
    if (!values.has(Number(key))) problems.push(problemAt(brandDoc, ['partner', 'servicesSortingOrder', key], { rule: 'reference/serviceType', received: key, allowed: 'a value in services.json', message: `The sorting order names service type ${key}, which services.json does not define.` }));
  }

  list(obj(guardsDoc.value).guards).forEach((guard, i) => {
    const g = obj(guard);
    needRoute(guardsDoc, ['guards', i, 'redirectTo'], g.redirectTo, `The ${String(g.kind)} guard redirects to`);
    list(g.exceptRoutes).forEach((p, j) => needRoute(guardsDoc, ['guards', i, 'exceptRoutes', j], p, `The ${String(g.kind)} guard exempts`));
  });
  return problems;
}
