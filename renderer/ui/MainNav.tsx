/**
 * The main navigation: routes with a `nav` entry, by nav.order, labelled nav.label ?? title, and
 * only those the guards let the current visitor open.
 */
import { useTranslation } from 'react-i18next';
import { useBundle } from '../app/bundle';
import { PortalNavLink } from '../routing/PortalLink';
import { useLinkAllowed } from '../routing/useGuards';

export function MainNav() {
  const { t } = useTranslation();
  const { routes } = useBundle();
  const allowed = useLinkAllowed();
  const entries = Object.entries(routes)
    .flatMap(([path, meta]) => (meta.nav && !path.includes(':') ? [{ path, order: meta.nav.order, label: meta.nav.label ?? meta.title }] : []))
    .filter((entry) => allowed(entry.path))
    .sort((a, b) => a.order - b.order || a.path.localeCompare(b.path));
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
