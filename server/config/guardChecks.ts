/**
 * Where the brand's guards send visitors, followed to the end (issue 17): for an anonymous visitor
 * and for a logged-in patient who holds every permission, every route of the brand is visited
 * with the same evaluateGuards the router and the server run, and every redirect is followed. A
 * chain that comes back to a page it passed loops (the browser would bounce until it gives up);
 * one that ends on a path no route serves is a dead end (not-found instead of the page meant).
 * Blocking the home route is refused outright: the guards send refused visits home, so the rule
 * would be ignored there and nothing would say so.
 */
import type { BrandDocument, Guard, Route, ServiceType } from '../../generated/config-types';
import { evaluateGuards } from '../../renderer/domain/guards/evaluateGuards';
import type { GuardContext, GuardUser } from '../../renderer/domain/guards/guardTypes';
import type { BrandSources } from './brandSources';
import type { ConfigProblem } from '../../renderer/domain/brand/configProblem';
import { problemAt } from './layeredDocument';
import { isPlainObject } from '../../renderer/domain/brand/mergePatch';
import { servedRoutes } from './partnerPages';
import { findRoute, routeParams } from './routePattern';

/** The walk's visits carry no query (guards only read it). */
const NO_QUERY = new URLSearchParams();

/** More redirects than this in a row is a chain no visitor should sit through, loop or not. */
const MAX_HOPS = 6;

type Visitor = { name: string; user: GuardUser | null };

function visitors(routes: Record<string, Route>): Visitor[] {
  const flags = Object.fromEntries([...new Set(Object.values(routes).map((r) => r.permission).filter(Boolean))].map((f) => [f, true]));
  return [
    { name: 'an anonymous visitor', user: null },
    { name: 'a logged-in patient', user: { flags, needsPrivacyStatement: false, isImpersonator: false, hasFreeProduct: false, services: [], roles: [] } },
  ];
}

/** A concrete address of a route pattern: each parameter gets a stand-in value (a token, an id). */
const concrete = (pattern: string): string => pattern.replace(/\/:(\w+)\?/g, '').replace(/:(\w+)/g, (_, name: string) => (name.toLowerCase().includes('token') ? 'a-token' : '1'));

/** What the walk found, before it is located in a brand's files. */
type Finding =
  | { kind: 'deadEnd'; visitor: string; chain: string[]; sentBy: number }
  | { kind: 'loop'; visitor: string; loop: string[]; round: boolean };

interface WalkInput {
  routes: Record<string, Route>;
  guards: Guard[];
  services: Record<string, ServiceType>;
  brand: GuardContext['brand'];
}

/** Follows every route's redirects for each visitor. */
function walk({ routes, guards, services, brand }: WalkInput): Finding[] {
  const findings: Finding[] = [];
  const patterns = Object.keys(routes);
  const reported = new Set<string>();
  for (const visitor of visitors(routes)) {
    // Where the guards send this visitor from a path: each path is judged once, however many chains pass it.
    const judged = new Map<string, ReturnType<typeof evaluateGuards>>();
    const judge = (pattern: string, path: string) => {
      let outcome = judged.get(path);
      if (!outcome) {
        outcome = evaluateGuards({ path: pattern, meta: routes[pattern]! }, { brand, services, guards, pathname: path, search: NO_QUERY, params: pattern.includes(':') ? routeParams(pattern, path) : {}, user: visitor.user });
        judged.set(path, outcome);
      }
      return outcome;
    };
    for (const start of patterns) {
      const chain = [concrete(start)];
      /** The guard that sent the visitor on last, where a dead end is to be mended. */
      let sentBy = -1;
      for (let hop = 0; hop <= MAX_HOPS; hop += 1) {
        const path = chain.at(-1)!;
        const pattern = findRoute(patterns, path);
        if (!pattern) {
          const key = `dead|${chain.at(-2)}|${path}`;
          if (!reported.has(key)) {
            reported.add(key);
            findings.push({ kind: 'deadEnd', visitor: visitor.name, chain: [...chain], sentBy });
          }
          break;
        }
        const outcome = judge(pattern, path);
        if (outcome.allow) break;
        const next = outcome.redirectTo.split('?')[0]!;
        const seenAt = chain.indexOf(next);
        if (seenAt >= 0 || hop === MAX_HOPS) {
          const loop = [...chain.slice(seenAt >= 0 ? seenAt : 0), next];
          const key = `loop|${[...new Set(loop)].sort().join('|')}`;
          if (!reported.has(key)) {
            reported.add(key);
            findings.push({ kind: 'loop', visitor: visitor.name, loop, round: seenAt >= 0 });
          }
          break;
        }
        sentBy = guards.findIndex((g) => g.kind === outcome.reason);
        chain.push(next);
      }
    }
  }
  return findings;
}

/**
 * The walk's findings by what it read: brands that share their routes, guards, services and rules
 * (copies of a brand, the brands a partner runs) are walked once per validation run.
 */
export type GuardWalkCache = Map<string, Finding[]>;

export function guardProblems(brand: BrandSources, cache: GuardWalkCache = new Map()): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const brandDoc = brand.docs.brand.value as BrandDocument;
  const rules = brandDoc.rules;
  if (!isPlainObject(rules) || !isPlainObject(brand.docs.routes.value)) return problems;
  const blocked = Array.isArray(rules.blockedRoutes) ? rules.blockedRoutes : [];
  blocked.forEach((p, i) => {
    if (p !== '/') return;
    problems.push(problemAt(brand.docs.brand, ['rules', 'blockedRoutes', i], {
      rule: 'guards/blockedHome', received: p, allowed: 'any route but "/"',
      message: 'The home route cannot be blocked: every refused visit is sent home, so the rule would be ignored there. Block the pages you mean, or use exclusiveRoutes to serve one page only.',
    }));
  });
  const input: WalkInput = {
    routes: servedRoutes((brand.docs.routes.value as { routes?: Record<string, Route> }).routes ?? {}, brandDoc.partnerPages),
    guards: ((brand.docs.guards.value as { guards?: Guard[] }).guards ?? []).filter((g) => isPlainObject(g)),
    services: ((brand.docs.services.value as { services?: Record<string, ServiceType> }).services ?? {}),
    brand: { rules, isMed24: Boolean(brandDoc.isMed24), hasPublicCalendar: Boolean(brandDoc.hasPublicCalendar), partner: brandDoc.partner },
  };
  const key = JSON.stringify(input);
  let findings = cache.get(key);
  if (!findings) {
    findings = walk(input);
    cache.set(key, findings);
  }
  for (const f of findings) {
    if (f.kind === 'deadEnd') {
      const guard = input.guards[f.sentBy];
      problems.push(problemAt(brand.docs.guards, guard?.redirectTo !== undefined ? ['guards', f.sentBy, 'redirectTo'] : ['guards'], {
        rule: 'guards/deadEnd', received: f.chain.join(' → '), allowed: 'a redirect to a route of the brand',
        message: `For ${f.visitor}, ${f.chain.join(' → ')} ends on "${f.chain.at(-1)}", which no route of this brand serves: the visitor lands on "page not found".`,
      }));
    } else {
      problems.push(problemAt(brand.docs.brand, ['rules'], {
        rule: 'guards/loop', received: f.loop.join(' → '), allowed: 'redirects that end on a page the visitor may see',
        message: `For ${f.visitor}, the guards send ${f.loop.join(' → ')}${f.round ? ', round and round' : ' and on'}: the browser gives up with "too many redirects". Change the rules or the guards' redirectTo so the chain ends on a page this visitor may open.`,
      }));
    }
  }
  return problems;
}
