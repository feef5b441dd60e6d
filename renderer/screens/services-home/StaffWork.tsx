/**
 * The portal's staff (the call centre's operators, the doctors of video consultations) open home
 * on their work: a card per page of the route table that needs a role they hold (useStaffWork),
 * each one tap away.
 */
import { useTranslation } from 'react-i18next';
import { PortalLink } from '../../routing/PortalLink';
import type { WorkPage } from '../../routing/useStaffWork';

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
