/** Logo (home link), main navigation, language switcher and login, or the user's name with the user menu. */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useBundle } from '../app/bundle';
import { useAppSelector } from '../app/hooks';
import { selectSessionUser } from '../app/sessionSlice';
import { PortalLink } from '../routing/PortalLink';
import { useLinkAllowed } from '../routing/useGuards';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainNav } from './MainNav';
import { lazyChunk } from '../routing/lazyChunk';

const LOGIN_PATH = '/login';

/** Only logged-in visitors need the menu (and the logout flow): its own chunk. */
const UserMenu = lazyChunk('ui/UserMenu', () => import('./UserMenu'));

export function Header() {
  const { t } = useTranslation();
  const { brand } = useBundle();
  const user = useAppSelector(selectSessionUser);
  const allowed = useLinkAllowed();
  const { logo } = brand.themeTokens;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <PortalLink to="/" className="site-header__logo">
          <img src={logo.src} alt={t(logo.alt)} />
        </PortalLink>
        <MainNav />
        <div className="site-header__tools">
          <LanguageSwitcher />
          {!user && allowed(LOGIN_PATH) ? (
            <PortalLink to={LOGIN_PATH} className="link-button link-button--secondary">
              {t('ui.header.login')}
            </PortalLink>
          ) : null}
          {user ? (
            <Suspense fallback={null}>
              <UserMenu user={user} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}
