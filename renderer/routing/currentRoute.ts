/**
 * The portal route the current location matches. The route table is matched again here (a few
 * microseconds) rather than taken from the router, so the page title, the analytics hook and the
 * loading bar, which live in the layout above the matched screen, know it too.
 */
import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';
import type { RouteEntry, RouteHandle } from './routeEntry';

export const RouteTableContext = createContext<RouteObject[]>([]);

const isRouteHandle = (handle: unknown): handle is RouteHandle => typeof handle === 'object' && handle !== null && 'route' in handle;

export interface CurrentMatch {
  route: RouteEntry;
  /** The matched route's params (e.g. token), which components above the screen cannot read with useParams. */
  params: Record<string, string | undefined>;
}

export function currentMatchOf(routes: RouteObject[], pathname: string): CurrentMatch | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  const match = [...matches].reverse().find((m) => isRouteHandle(m.route.handle));
  return match ? { route: (match.route.handle as RouteHandle).route, params: match.params } : undefined;
}

export function useCurrentMatch(): CurrentMatch | undefined {
  const routes = useContext(RouteTableContext);
  const { pathname } = useLocation();
  return useMemo(() => currentMatchOf(routes, pathname), [routes, pathname]);
}

export const useCurrentRoute = (): RouteEntry | undefined => useCurrentMatch()?.route;
