/**
 * Where a finished step (login, accepting the privacy statement, choosing a subscription) sends
 * the visitor: the page a guard kept for them (`next`, guardLocation.ts) when it is a page of the
 * portal, else the step's own landing. A landing that is itself another step passes `next` on.
 * Staff (an account with a role) whose landing is the patient home go to their role's start page
 * instead (the route table's `roleStart`, issue 38): the doctor's day, the operator's queue.
 */
import { useCallback, useContext } from 'react';
import { useStore } from 'react-redux';
import { useLocation, type RouteObject } from 'react-router';
import { selectSessionUser } from '../app/sessionSlice';
import type { RootState } from '../app/store';
import { currentMatchOf, RouteTableContext } from './currentRoute';
import { NEXT_PARAM, safeNext } from '../domain/guards/guardLocation';
import { NOT_FOUND_PATH, type RouteHandle } from './routeEntry';

const HOME = '/';

export const isPortalPath = (routes: RouteObject[], pathname: string): boolean => {
  const match = currentMatchOf(routes, pathname);
  return Boolean(match) && match!.route.path !== NOT_FOUND_PATH;
};

/**
 * The start page of the first route in the table marked `roleStart` whose role the account holds;
 * undefined for a patient. The routes are react-router's (each carrying its portal entry as handle).
 */
export function roleStartOf(routes: RouteObject[], roles: readonly string[]): string | undefined {
  if (roles.length === 0) return undefined;
  for (const route of routes) {
    const entry = (route.handle as Partial<RouteHandle> | undefined)?.route;
    if (entry?.meta.roleStart && entry.meta.role && roles.includes(entry.meta.role)) return entry.path;
    const inner = route.children ? roleStartOf(route.children, roles) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

export function onwardTarget(landing: string, search: string, routes: RouteObject[], roles: readonly string[] = []): string {
  const next = safeNext(search, (pathname) => isPortalPath(routes, pathname));
  if (!next) return landing === HOME ? (roleStartOf(routes, roles) ?? landing) : landing;
  if (landing === HOME) return next;
  const [path, query = ''] = landing.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(NEXT_PARAM, next);
  return `${path}?${params.toString()}`;
}

export function useOnwardTarget(): (landing: string) => string {
  const routes = useContext(RouteTableContext);
  const { search } = useLocation();
  const store = useStore<RootState>();
  // The account as it is when the step ends (a login has just loaded it), not as it was at render.
  return useCallback((landing: string) => onwardTarget(landing, search, routes, selectSessionUser(store.getState())?.roles ?? []), [routes, search, store]);
}
