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

type Path = (string | number)[];

/**
 * One brand's documents, what their references may name, and the broken references found so far.
 * `needRoute` and `needKey` note a reference that does not resolve.
 */
interface ReferenceCheck {
  docs: BrandSources['docs'];
  /** brand.json. */
  b: Obj;
  /** Every route of routes.json, another partner's own pages included. */
  allRoutes: Obj;
  /** The routes the brand serves. */
  routes: Obj;
  /** The content pages a route of this brand shows. */
  shownPages: Set<unknown>;
  services: Obj;
  healthTools: Obj;
  forms: Obj;
  pages: Obj;
  problems: ConfigProblem[];
  /** `service`: the service whose path this is (a tile's, a service's), whose own route is the likeliest meant. */
  needRoute: (doc: LayeredDocument, path: Path, value: unknown, what: string, service?: string) => void;
  needKey: (doc: LayeredDocument, path: Path, value: unknown, target: Obj, what: string, where: string) => void;
}

/** The check of one brand: the routes it serves and the ids its documents define, nothing found yet. */
function referenceCheck(brand: BrandSources): ReferenceCheck {
  const problems: ConfigProblem[] = [];
  const { routes: routesDoc, services: servicesDoc, forms: formsDoc, content: contentDoc, brand: brandDoc } = brand.docs;
  const allRoutes = obj(obj(routesDoc.value).routes);
  const b = obj(brandDoc.value);
  // What the brand serves: another partner's own pages are not its routes.
  const routes = servedRoutes(allRoutes, list(b.partnerPages));
  const routePaths = Object.keys(routes);
  const shownPages = new Set(Object.values(routes).map((route) => obj(obj(route).params).page));

  const needRoute = (doc: LayeredDocument, path: Path, value: unknown, what: string, service?: string): void => {
    if (typeof value !== 'string' || findRoute(routePaths, value)) return;
    const meant = didYouMeanRoute(value, routes, service);
    problems.push(problemAt(doc, path, { rule: 'reference/route', received: value, allowed: 'a path in routes.json', message: `${what} "${value}", which is not a route of this brand.${meant ? ` Did you mean "${meant}"?` : ''}` }));
  };
  const needKey = (doc: LayeredDocument, path: Path, value: unknown, target: Obj, what: string, where: string): void => {
    if (typeof value !== 'string' || value in target) return;
    const names = Object.keys(target);
    problems.push(problemAt(doc, path, { rule: `reference/${where}`, received: value, allowed: `an id in ${where}.json`, message: `${what} "${value}", which ${where}.json does not define.${didYouMeanSentence(value, names)}` }));
  };

  return {
    docs: brand.docs, b, allRoutes, routes, shownPages,
    services: obj(obj(servicesDoc.value).services),
    healthTools: obj(obj(servicesDoc.value).healthTools),
    forms: obj(obj(formsDoc.value).forms),
    pages: obj(obj(contentDoc.value).pages),
    problems, needRoute, needKey,
  };
}

/** A route's content page, form and service. */
function checkRouteParams(c: ReferenceCheck): void {
  const { routes: routesDoc } = c.docs;
  for (const [path, route] of Object.entries(c.routes)) {
    const params = obj(obj(route).params);
    c.needKey(routesDoc, ['routes', path, 'params', 'page'], params.page, c.pages, `Route ${path} shows the content page`, 'content');
    c.needKey(routesDoc, ['routes', path, 'params', 'form'], params.form, c.forms, `Route ${path} shows the form`, 'forms');
    c.needKey(routesDoc, ['routes', path, 'params', 'service'], params.service, c.services, `Route ${path} belongs to the service`, 'services');
  }
}

/** The service types services.json defines, and those whose page shows the brand's mobile app store links. */
function serviceTypesOf(services: Obj): { values: Set<number>; appPromotions: Set<number> } {
  const values = new Set<number>();
  const appPromotions = new Set<number>();
  for (const service of Object.values(services)) {
    const s = obj(service);
    if (typeof s.value === 'number') values.add(s.value);
    if (typeof s.value === 'number' && isPlainObject(s.mobileApp)) appPromotions.add(s.value);
  }
  return { values, appPromotions };
}

/** A care service's form, specialties, wizard steps and relatives forms. */
function checkCare(c: ReferenceCheck, name: string, s: Obj): void {
  const { services: servicesDoc } = c.docs;
  const care = obj(s.care);
  c.needKey(servicesDoc, ['services', name, 'care', 'form'], care.form, c.forms, `The care service ${name} asks with the form`, 'forms');
  list(care.specialties).forEach((key, i) => c.needKey(servicesDoc, ['services', name, 'care', 'specialties', i], key, c.services, `The care service ${name} offers the specialty`, 'services'));
  c.problems.push(...wizardProblems(servicesDoc, name, obj(care.wizard), c.forms, (path, key, what) => c.needKey(servicesDoc, path, key, c.forms, what, 'forms')));
  const relatives = obj(s.relatives);
  for (const which of ['addForm', 'editForm'] as const) c.needKey(servicesDoc, ['services', name, 'relatives', which], relatives[which], c.forms, `The relatives service ${name} shows the form`, 'forms');
}

/** The brand's icon set, and each service's route, care references, health tool and tile (its route and icon). */
function checkServices(c: ReferenceCheck, iconSets: Record<string, LayeredDocument>): void {
  const { services: servicesDoc, brand: brandDoc } = c.docs;
  const iconSetName = String(obj(c.b.themeTokens).iconSet ?? '');
  const icons = obj(obj(iconSets[iconSetName]?.value).icons);
  if (iconSetName && !iconSets[iconSetName]) {
    c.problems.push(problemAt(brandDoc, ['themeTokens', 'iconSet'], { rule: 'reference/iconSet', received: iconSetName, allowed: Object.keys(iconSets).join(', '), message: `The icon set "${iconSetName}" has no file in brands/_base/icon-sets/.` }));
  }
  for (const [name, service] of Object.entries(c.services)) {
    const s = obj(service);
    c.needRoute(servicesDoc, ['services', name, 'route'], s.route, `The service ${name} opens`, name);
    checkCare(c, name, s);
    if (typeof s.healthTool === 'string' && !(s.healthTool in c.healthTools)) {
      const ids = Object.keys(c.healthTools);
      c.problems.push(problemAt(servicesDoc, ['services', name, 'healthTool'], { rule: 'reference/healthTool', received: s.healthTool, allowed: 'an id in healthTools', message: `The service ${name} is the health tool "${s.healthTool}", which healthTools in services.json does not define.${didYouMeanSentence(s.healthTool, ids)}` }));
    }
    const tile = obj(s.tile);
    c.needRoute(servicesDoc, ['services', name, 'tile', 'url'], tile.url, `The tile of ${name} points at`, name);
    if (typeof tile.image === 'string' && iconSets[iconSetName] && !(tile.image in icons)) {
      c.problems.push(problemAt(servicesDoc, ['services', name, 'tile', 'image'], { rule: 'reference/icon', received: tile.image, allowed: `an icon of the ${iconSetName} set`, message: `The tile of ${name} uses the icon "${tile.image}", which the ${iconSetName} icon set does not draw.${didYouMeanSentence(tile.image, Object.keys(icons))}` }));
    }
  }
}

/** A health tool's form, its consultation route and the routes its result flags lead to. */
function checkHealthTools(c: ReferenceCheck): void {
  const { services: servicesDoc } = c.docs;
  for (const [id, value] of Object.entries(c.healthTools)) {
    const tool = obj(value);
    c.needKey(servicesDoc, ['healthTools', id, 'form'], tool.form, c.forms, `The health tool ${id} asks with the form`, 'forms');
    c.needRoute(servicesDoc, ['healthTools', id, 'consultation'], tool.consultation, `The health tool ${id} offers`);
    for (const [flag, entry] of Object.entries(obj(tool.flags))) c.needRoute(servicesDoc, ['healthTools', id, 'flags', flag, 'link', 'to'], obj(obj(entry).link).to, `The health tool ${id} leads from ${flag} to`);
  }
}

/** Where a form goes on success, and where the links on the brand's content pages point. */
function checkFormsAndPages(c: ReferenceCheck): void {
  const { forms: formsDoc, content: contentDoc } = c.docs;
  for (const [id, form] of Object.entries(c.forms)) c.needRoute(formsDoc, ['forms', id, 'onSuccess', 'to'], obj(obj(form).onSuccess).to, `The form ${id} goes on success to`);
  for (const [id, page] of Object.entries(c.pages)) {
    // A page no route of this brand shows (another partner's) links nowhere a visitor of this brand can go.
    if (!c.shownPages.has(id)) continue;
    list(obj(page).blocks).forEach((block, i) => {
      const href = obj(block).href;
      if (typeof href === 'string' && href.startsWith('/')) c.needRoute(contentDoc, ['pages', id, 'blocks', i, 'href'], href, `A link on the content page ${id} points at`);
    });
  }
}

/** The partner pages the brand serves: each a route routes.json marks as one. */
function checkPartnerPages(c: ReferenceCheck): void {
  const { brand: brandDoc } = c.docs;
  list(c.b.partnerPages).forEach((p, i) => {
    if (typeof p !== 'string') return;
    if (!isPlainObject(c.allRoutes[p])) c.needRoute(brandDoc, ['partnerPages', i], p, 'The brand serves the partner page');
    else if (!obj(c.allRoutes[p]).partnerPage) c.problems.push(problemAt(brandDoc, ['partnerPages', i], { rule: 'reference/partnerPage', received: p, allowed: 'a route with "partnerPage": true', message: `The brand lists "${p}" as a partner page, but routes.json does not mark it as one ("partnerPage": true); every brand serves it already.` }));
  });
}

/** The routes the brand's rules name, and where its policy documents are shown. */
function checkBrandRules(c: ReferenceCheck): void {
  const { brand: brandDoc } = c.docs;
  const rules = obj(c.b.rules);
  for (const key of ['blockedRoutes', 'exclusiveRoutes'] as const) {
    list(rules[key]).forEach((p, i) => c.needRoute(brandDoc, ['rules', key, i], p, `The brand rule ${key} names`));
  }
  c.needRoute(brandDoc, ['rules', 'providerSearchPath'], rules.providerSearchPath, 'The provider search path');
  c.needRoute(brandDoc, ['rules', 'tokenlessRedirect'], rules.tokenlessRedirect, 'The tokenless redirect');
  for (const policy of ['termsAndConditions', 'privacyPolicy', 'assistancePolicy']) c.needRoute(brandDoc, [policy, 'route'], obj(c.b[policy]).route, `The ${policy} document is shown at`);
}

/** The partner's services and their sorting order: service types of services.json, the app page only with store links. */
function checkPartnerServices(c: ReferenceCheck): void {
  const { brand: brandDoc } = c.docs;
  const { values, appPromotions } = serviceTypesOf(c.services);
  const partner = obj(c.b.partner);
  list(partner.services).forEach((v, i) => {
    if (typeof v === 'number' && !values.has(v)) c.problems.push(problemAt(brandDoc, ['partner', 'services', i], { rule: 'reference/serviceType', received: v, allowed: 'a value in services.json', message: `The partner service ${v} is not a service type of services.json.` }));
    // A tile that leads to a page saying "not available" is a dead end: the links come first.
    if (typeof v === 'number' && appPromotions.has(v) && !isPlainObject(c.b.mobileApp)) {
      c.problems.push(problemAt(brandDoc, ['partner', 'services', i], { rule: 'reference/mobileApp', received: v, allowed: 'a brand with mobileApp.appStore and mobileApp.googlePlay', message: `The partner offers service ${v}, the mobile application page, but brand.json has no mobileApp store links: add "mobileApp": { "appStore": …, "googlePlay": … }, or remove ${v} from partner.services.` }));
    }
  });
  for (const key of Object.keys(obj(partner.servicesSortingOrder))) {
    if (!values.has(Number(key))) c.problems.push(problemAt(brandDoc, ['partner', 'servicesSortingOrder', key], { rule: 'reference/serviceType', received: key, allowed: 'a value in services.json', message: `The sorting order names service type ${key}, which services.json does not define.` }));
  }
}

/** Where a guard redirects to, and the routes it exempts. */
function checkGuards(c: ReferenceCheck): void {
  const { guards: guardsDoc } = c.docs;
  list(obj(guardsDoc.value).guards).forEach((guard, i) => {
    const g = obj(guard);
    c.needRoute(guardsDoc, ['guards', i, 'redirectTo'], g.redirectTo, `The ${String(g.kind)} guard redirects to`);
    list(g.exceptRoutes).forEach((p, j) => c.needRoute(guardsDoc, ['guards', i, 'exceptRoutes', j], p, `The ${String(g.kind)} guard exempts`));
  });
}

export function referenceProblems(brand: BrandSources, iconSets: Record<string, LayeredDocument>): ConfigProblem[] {
  const c = referenceCheck(brand);
  checkRouteParams(c);
  checkServices(c, iconSets);
  checkHealthTools(c);
  checkFormsAndPages(c);
  checkPartnerPages(c);
  checkBrandRules(c);
  checkPartnerServices(c);
  checkGuards(c);
  return c.problems;
}
