/**
 * Impersonation and login-with-token (spec section 2). The support system obtains a session for
 * a patient server-to-server (GET /api/impersonate with its API key) and opens the portal with it:
 *  - /impersonation/:token with a one-time login token, or with the access token of that pair and
 *    `?refresh_token=` (three dot-separated parts = an access token);
 *  - /login-with-token/:token (or ?token=) with a one-time login token, exchanged through
 *    GET /api/login-with-token with the token as bearer.
 * Then the login flow of section 4 runs. A refresh token handed over in the address is exchanged
 * at once for a new pair whose answer sets the session cookies (so a reload keeps the session and
 * the handed-over token is spent). Without a token, impersonation explains itself; a failed
 * login-with-token goes to /login with the error shown.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { accountsApi, type TokenPair } from '../../api/accountsApi';
import { useAppDispatch } from '../../app/hooks';
import { completeLogin } from '../../app/loginFlow';
import { loggedOut } from '../../app/sessionSlice';
import { errorReported } from '../../app/uiSlice';
import type { AppDispatch } from '../../app/store';
import { PortalLink, usePortalNavigate } from '../../routing/PortalLink';
import type { ScreenProps } from '../../routing/routeEntry';
import { LoadingPanel } from '../../ui/LoadingPanel';
import { ScreenHeading } from '../../ui/ScreenHeading';

const isAccessToken = (token: string) => token.split('.').length === 3;

/** One exchange per token, even when StrictMode runs the effect twice (the token is single-use). */
const exchanges = new Map<string, Promise<string>>();

function exchange(dispatch: AppDispatch, token: string, refreshToken: string | null): Promise<string> {
  let pending = exchanges.get(token);
  if (!pending) {
    pending = (async () => {
      dispatch(loggedOut());
      let pair: TokenPair;
      if (!isAccessToken(token)) pair = await dispatch(accountsApi.endpoints.loginWithToken.initiate(token)).unwrap();
      else if (refreshToken) pair = await dispatch(accountsApi.endpoints.adoptRefreshToken.initiate(refreshToken)).unwrap();
      else pair = { token };
      return completeLogin(dispatch, pair);
    })();
    exchanges.set(token, pending);
  }
  return pending;
}

export default function TokenLoginScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = usePortalNavigate();
  const params = useParams();
  const { search, hash } = useLocation();
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.token ?? query.get('token') ?? '';
  const refreshToken = query.get('refresh_token') ?? fragment.get('refresh_token');
  const impersonation = route.meta.screen === 'impersonation';
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!token) {
      if (!impersonation) navigate('/login', { replace: true });
      return;
    }
    let live = true;
    exchange(dispatch, token, refreshToken)
      .then((target) => live && navigate(target, { replace: true }))
      .catch((error: unknown) => {
        if (!live) return;
        const data = (error as { data?: { code?: string; message?: string } }).data;
        dispatch(errorReported({ code: data?.code ?? 'U017', message: data?.message ?? null, hasCode: true }));
        dispatch(loggedOut());
        if (impersonation) setFailed(true);
        else navigate('/login', { replace: true });
      });
    return () => {
      live = false;
    };
  }, [token, refreshToken, impersonation, dispatch, navigate]);

  if (token && !failed) return <LoadingPanel />;
  return (
    <section className="screen" aria-labelledby="page-title">
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      <p className="panel panel--notice">{t('ui.account.impersonationIntro')}</p>
      <p>
        <PortalLink className="standalone-link" to="/">{t('ui.backHome')}</PortalLink>
      </p>
    </section>
  );
}
