/** /force-logout (spec section 2): ends the session (the refresh family is revoked) and goes home. */
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { logout } from '../../app/loginFlow';
import { selectRefreshToken } from '../../app/sessionSlice';
import { usePortalNavigate } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { LoadingPanel } from '../../ui/LoadingPanel';

export default function ForceLogoutScreen(_props: ScreenProps) {
  const dispatch = useAppDispatch();
  const navigate = usePortalNavigate();
  const refreshToken = useAppSelector(selectRefreshToken);
  useEffect(() => {
    let live = true;
    void logout(dispatch, refreshToken).then(() => live && navigate('/', { replace: true }));
    return () => {
      live = false;
    };
    // Once per visit: the refresh token changes to null by the logout itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <LoadingPanel />;
}
