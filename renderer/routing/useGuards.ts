/**
 * Assembles the guard context from the store, the bundle and Config, and runs the colleague's
 * pure evaluateGuards. Used by GuardedRoute for the visit and by the header to show only the
 * links the current visitor may follow.
 */
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useBundle } from '../app/bundle';
import { useAppSelector } from '../app/hooks';
import { selectGuardUser } from '../app/sessionSlice';
import { useConfig } from '../app/useConfig';
import { evaluateGuards } from './guards/evaluateGuards';
import { guardBrand } from './guards/guardBrand';
import type { GuardContext, GuardOutcome } from './guards/guardTypes';
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
