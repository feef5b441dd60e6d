/**
 * What else a visitor can do from the first screen of home, under the main task: find a doctor
 * where the main task is the doctor line, and log in or register. Each link is shown only where
 * the brand's guards would let the visitor follow it (a brand without registration offers none).
 */
import { useTranslation } from 'react-i18next';
import { PortalLink } from '../../routing/PortalLink';
import { useLinkAllowed, type GuardedHref } from '../../routing/useGuards';

const LOGIN_PATH = '/login';
const REGISTRATION_PATH = '/registration';

export function VisitorWayIn({ search }: { search?: GuardedHref }) {
  const { t } = useTranslation();
  const allowed = useLinkAllowed();
  const account = [
    ...(allowed(LOGIN_PATH) ? [{ to: LOGIN_PATH, label: t('ui.header.login'), testId: 'home-login' }] : []),
    ...(allowed(REGISTRATION_PATH) ? [{ to: REGISTRATION_PATH, label: t('ui.header.registration'), testId: 'home-register' }] : []),
  ];
  return (
    <>
      {search && !search.leadsNowhere ? (
        <p className="home-way-in__search">
          <PortalLink className="link-button link-button--secondary" to={search.href} data-testid="home-search-entry">
            {t('ui.home.wayIn.search')}
          </PortalLink>
        </p>
      ) : null}
      {account.length > 0 ? (
        <ul className="home-way-in" aria-label={t('ui.home.wayIn.label')}>
          {account.map((link) => (
            <li key={link.testId}>
              <PortalLink className="home-way-in__link" to={link.to} data-testid={link.testId}>
                {link.label}
              </PortalLink>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
