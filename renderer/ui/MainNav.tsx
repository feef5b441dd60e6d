/** The main navigation (navEntries): the routes the brand puts in the menu that the visitor may open. */
import { useTranslation } from 'react-i18next';
import { useBundle } from '../app/bundle';
import { useAppSelector } from '../app/hooks';
import { selectSessionUser } from '../app/sessionSlice';
import { PortalNavLink } from '../routing/PortalLink';
import { useLinkAllowed } from '../routing/useGuards';
import { navEntries } from './navEntries';

export function MainNav() {
  const { t } = useTranslation();
  const { routes } = useBundle();
  const allowed = useLinkAllowed();
  const loggedIn = useAppSelector(selectSessionUser) !== null;
  const entries = navEntries(routes, allowed, loggedIn);
  if (entries.length === 0) return null;
  return (
    <nav className="main-nav" aria-label={t('ui.header.mainNav')}>
      <ul className="main-nav__list">
        {entries.map((entry) => (
          <li key={entry.path}>
            <PortalNavLink className="main-nav__link" to={entry.path} end>
              {t(entry.label)}
            </PortalNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
