/**
 * Assembles the guard context from the store, the bundle and Config, and runs the colleague's
 * pure evaluateGuards. Used by GuardedRoute for the visit and by the header to show only the
 * links the current visitor may follow.
 */
import { useCallback, useContext } from 'react';
import { useLocation } from 'react-router';
import { useBundle } from '../app/bundle';
import { useAppSelector } from '../app/hooks';
import { selectGuardUser } from '../app/sessionSlice';
import { useConfig } from '../app/useConfig';
import type { GuardKind } from '../../generated/config-types';
import { currentMatchOf, RouteTableContext } from './currentRoute';
import { evaluateGuards } from '../domain/guards/evaluateGuards';
import { guardLocation } from '../domain/guards/guardLocation';
import { guardBrand } from '../domain/guards/guardBrand';
import type { GuardContext, GuardOutcome } from '../domain/guards/guardTypes';
import type { RouteEntry } from './routeEntry';

type Visit = Pick<GuardContext, 'pathname' | 'search' | 'params'>;

export function useGuardEvaluator(): (route: RouteEntry, visit: Visit) => GuardOutcome {
  const bundle = useBundle();
  const config = useConfig();
  const user = useAppSelector(selectGuardUser);
  return useCallback(
    (route, visit) =>
      evaluateGuards(route, {
        ...visit,
        user,
        brand: guardBrand(bundle.brand.rules, config),
        services: bundle.services,
        guards: bundle.guards,
      }),
    [bundle, config, user],
  );
}

/** Whether a link to a parameterless route would be followed or redirected for this visitor. */
export function useLinkAllowed(): (path: string) => boolean {
  const evaluate = useGuardEvaluator();
  const { routes } = useBundle();
  const { search } = useLocation();
  return useCallback(
    (path: string) => {
      const meta = routes[path];
      return Boolean(meta) && evaluate({ path, meta: meta! }, { pathname: path, search: new URLSearchParams(search), params: {} }).allow;
    },
    [evaluate, routes, search],
  );
}

/** How many redirects a link is followed through; a brand's rules that chain further are the validator's to report. */
const MAX_HOPS = 4;

export interface GuardedHref {
  /** Where the link lands after every redirect the guards would make. */
  href: string;
  /** The guard that refused the link's own page (the reason the visitor is told). */
  refusedBy?: GuardKind;
  /** The link would land on the page the visitor is on: following it does nothing. */
  leadsNowhere: boolean;
}

/**
 * Where a link to `to` really leads this visitor: `to` itself, or, when the guards would refuse
 * the visit, the place they would send them (with the notice and the kept target, guardLocation.ts),
 * followed through every redirect as the browser would, so a link never bounces and can say
 * beforehand why (a tile that needs login), or show no link where it would lead nowhere.
 */
export function useGuardedHref(): (to: string) => GuardedHref {
  const evaluate = useGuardEvaluator();
  const routes = useContext(RouteTableContext);
  const { pathname: here } = useLocation();
  return useCallback(
    (to: string) => {
      let href = to;
      let refusedBy: GuardKind | undefined;
      for (let hop = 0; hop < MAX_HOPS; hop += 1) {
        const [pathname = '', query = ''] = href.split('?', 2);
        const match = currentMatchOf(routes, pathname);
        if (!match) break;
        const search = query ? `?${query}` : '';
        const outcome = evaluate(match.route, { pathname, search: new URLSearchParams(search), params: match.params });
        if (outcome.allow) break;
        refusedBy ??= outcome.reason;
        href = guardLocation(outcome, pathname, search);
      }
      return { href, refusedBy, leadsNowhere: refusedBy !== undefined && href.split('?', 1)[0] === here };
    },
    [evaluate, routes, here],
  );
}
