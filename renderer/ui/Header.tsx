/**
 * Logo (home link), main navigation, language switcher and login, or the user's name with the
 * user menu. On narrow screens the navigation and the tools fold into a menu button, so the
 * header is one row on a phone too; the menu closes on navigation and on Escape.
 */
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBundle } from '../app/bundle';
import { useAppSelector } from '../app/hooks';
import { selectSessionUser } from '../app/sessionSlice';
import { PortalLink } from '../routing/PortalLink';
import { useLinkAllowed } from '../routing/useGuards';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MainNav } from './MainNav';
import { lazyChunk } from '../routing/lazyChunk';
import { ChunkSuspense } from './ChunkSuspense';

const LOGIN_PATH = '/login';

/** Only logged-in visitors need the menu (and the logout flow): its own chunk. */
const UserMenu = lazyChunk('ui/UserMenu', () => import('./UserMenu'));

export function Header() {
  const { t } = useTranslation();
  const { brand } = useBundle();
  const user = useAppSelector(selectSessionUser);
  const allowed = useLinkAllowed();
  const { logo } = brand.themeTokens;
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    document.getElementById(`${menuId}-button`)?.focus();
  };
  return (
    <header className="site-header" onKeyDown={closeOnEscape}>
      <div className="site-header__inner">
        <PortalLink to="/" className="site-header__logo">
          <img src={logo.src} alt={t(logo.alt)} />
        </PortalLink>
        <button
          type="button"
          id={`${menuId}-button`}
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="site-header__menu-icon" aria-hidden="true" />
          {t('ui.header.menu')}
        </button>
        <div id={menuId} className="site-header__menu" data-open={menuOpen}>
          <MainNav />
          <div className="site-header__tools">
            <LanguageSwitcher />
            {!user && allowed(LOGIN_PATH) ? (
              <PortalLink to={LOGIN_PATH} className="link-button link-button--secondary">
                {t('ui.header.login')}
              </PortalLink>
            ) : null}
            {user ? (
              <ChunkSuspense chunk={UserMenu} fallback={null}>
                <UserMenu user={user} />
              </ChunkSuspense>
            ) : null}
          </div>
        </div>
      </div>
    </header>
  );
}
