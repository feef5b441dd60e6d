/**
 * The logged-in visitor's name with a menu (issue 4): my care (issue 12), the paid variant's
 * profile, subscriptions and payments (issue 15, where the brand has the paid variant), the pages
 * of a member of staff's roles (useStaffWork: the operators' queue, the doctor's day), settings
 * (the language of the portal and of mails, issue 33), change email, change password, switch
 * subscription (only with several), log out. Logout revokes the refresh family, clears the
 * session (the tiles fall back to the partner's services) and goes home. Escape closes the menu
 * and, when the focus was in it, gives the focus back to the menu's button (issue 38: the
 * focused link went with the list).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSubscriptionsQuery } from '../api/accountsApi';
import { useAppDispatch } from '../app/hooks';
import { logout } from '../app/loginFlow';
import type { SessionUser } from '../domain/session/sessionUser';
import { PortalLink, usePortalNavigate } from '../routing/PortalLink';
import { useLinkAllowed } from '../routing/useGuards';
import { useStaffWork } from '../routing/useStaffWork';
import { focusIfLost } from './focusRescue';

export default function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = usePortalNavigate();
  const allowed = useLinkAllowed();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { data: subscriptions } = useGetSubscriptionsQuery(undefined, { skip: !open });
  const staffWork = useStaffWork();

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (rootRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
      setOpen(false);
    };
    const onClick = (event: MouseEvent) => rootRef.current && !rootRef.current.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const onLogout = async () => {
    setOpen(false);
    await logout(dispatch);
    navigate('/');
    // The menu goes with the session; on the home page already there is no page change to move the focus.
    setTimeout(() => focusIfLost(), 0);
  };

  const links = [
    { to: '/care', label: t('ui.header.myCare') },
    // The paid variant's: the guards show them only on a brand that has it.
    { to: '/med24/profile', label: t('ui.header.profile') },
    { to: '/med24/subscription/details', label: t('ui.header.subscriptions') },
    { to: '/med24/subscription/transactions', label: t('ui.header.transactions') },
    // The pages of the staff's roles (the operators' queue, the doctor's day), under their page titles, as home shows them.
    ...staffWork.map((work) => ({ to: work.path, label: t(work.meta.title) })),
    // The language of the portal and of mails, and which mails the patient gets (issue 33).
    { to: '/profile', label: t('ui.header.settings') },
    { to: '/change-email', label: t('ui.header.changeEmail') },
    { to: '/change-password', label: t('ui.header.changePassword') },
    ...((subscriptions?.length ?? 0) > 1 ? [{ to: '/require-full-auth', label: t('ui.header.switchSubscription') }] : []),
  ].filter((link) => allowed(link.to));

  return (
    <div className="user-menu" ref={rootRef} data-testid="user-menu">
      <button ref={toggleRef} type="button" className="user-menu__toggle link-button link-button--secondary" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((v) => !v)}>
        <span data-testid="user-name">{user.name ?? user.email}</span>
        {user.isImpersonator ? <span className="badge"> {t('ui.account.impersonating')}</span> : null}
        <span className="visually-hidden"> – {t('ui.header.userMenu')}</span>
      </button>
      {open ? (
        <ul id={menuId} className="user-menu__list panel">
          {links.map((link) => (
            <li key={link.to}>
              <PortalLink to={link.to} onClick={() => setOpen(false)}>
                {link.label}
              </PortalLink>
            </li>
          ))}
          <li>
            <button type="button" className="user-menu__logout" onClick={() => void onLogout()}>
              {t('ui.header.logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
