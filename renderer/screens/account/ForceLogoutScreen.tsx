/** /force-logout (spec section 2): ends the session (the refresh family is revoked) and goes home. */
import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { logout } from '../../app/loginFlow';
import { usePortalNavigate } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { LoadingPanel } from '../../ui/LoadingPanel';

export default function ForceLogoutScreen(_props: ScreenProps) {
  const dispatch = useAppDispatch();
  const navigate = usePortalNavigate();
  useEffect(() => {
    let live = true;
    void logout(dispatch).then(() => live && navigate('/', { replace: true }));
    return () => {
      live = false;
    };
  }, [dispatch, navigate]);
  return <LoadingPanel />;
}
