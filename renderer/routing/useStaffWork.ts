/**
 * The portal's staff pages a signed-in member of staff may open: every page of the route table
 * that needs a role they hold (routes.json `role`: the care requests console, the doctor's day),
 * without path parameters, in the table's order. Home shows them as cards (StaffWork.tsx) and the
 * user menu as links, so which pages those are is the brand's route table, not a list in either.
 */
import { useMemo } from 'react';
import type { UserRole } from '../../generated/config-types';
import { useBundle } from '../app/bundle';
import { useAppSelector } from '../app/hooks';
import { selectSessionUser } from '../app/sessionSlice';
import type { RouteEntry } from './routeEntry';
import { useLinkAllowed } from './useGuards';

/** A page of the route table that needs one of the user's roles. */
export interface WorkPage extends RouteEntry {
  role: UserRole;
}

export function useStaffWork(): WorkPage[] {
  const { routes } = useBundle();
  const roles = useAppSelector(selectSessionUser)?.roles;
  const allowed = useLinkAllowed();
  return useMemo(
    () =>
      Object.entries(routes)
        .flatMap(([path, meta]) => (meta.role && roles?.includes(meta.role) && !path.includes(':') && allowed(path) ? [{ path, meta, role: meta.role }] : [])),
    [routes, roles, allowed],
  );
}
