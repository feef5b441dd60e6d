/**
 * The portal's staff (the call centre's operators, the doctors of video consultations) open home
 * on their work: a card per page of the route table that needs a role they hold (routes.json
 * `role`: the care requests console, the doctor's day), each one tap away. Which pages those are
 * is the brand's route table, not a list here.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRole } from '../../../generated/config-types';
import { useBundle } from '../../app/bundle';
import { useAppSelector } from '../../app/hooks';
import { selectSessionUser } from '../../app/sessionSlice';
import { PortalLink } from '../../routing/PortalLink';
import type { RouteEntry } from '../../routing/routeEntry';
import { useLinkAllowed } from '../../routing/useGuards';

/** A page of the route table that needs one of the user's roles. */
export interface WorkPage extends RouteEntry {
  role: UserRole;
}

/** The pages of the signed-in user's roles that they may open, in the route table's order. */
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

export function StaffWork({ routes }: { routes: WorkPage[] }) {
  const { t } = useTranslation();
  return (
    <section className="staff-work" aria-labelledby="staff-work-heading" data-testid="staff-work">
      <h2 id="staff-work-heading">{t('ui.home.work.heading')}</h2>
      <ul className="staff-work__list">
        {routes.map(({ path, meta, role }) => (
          <li key={path} className="staff-work__item panel" data-role={role}>
            <p className="staff-work__lead">{t(`ui.home.work.lead.${role}`)}</p>
            <PortalLink className="link-button" to={path} data-testid="staff-work-link">
              {t(meta.title)}
            </PortalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
