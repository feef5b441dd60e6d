/**
 * A reload keeps the session (issue 10, item 3): the refresh token is in an httpOnly cookie, so
 * the page cannot see it, but the server also sets `portal_session=1` beside it. When the page
 * finds that hint it asks POST /api/token/refresh (the cookie goes along) for an access token,
 * then fetches the user; until then the session is `restoring` and guards wait. Without the hint
 * an anonymous visit costs no request. Tokens an older version kept in localStorage are removed.
 */
import { accountsApi, type TokenPair } from '../api/accountsApi';
import { loadUser } from './loginFlow';
import { credentialsReceived, restoreFinished, type SessionUser } from './sessionSlice';
import type { AppDispatch } from './store';


/** Restores the session of the cookie; null (and not restoring any more) when there is none. */
export async function restoreSession(dispatch: AppDispatch): Promise<SessionUser | null> {
  const answer = await dispatch(accountsApi.endpoints.refreshWithCookie.initiate()).unwrap().catch(() => undefined as TokenPair | undefined);
  if (!answer?.token) {
    dispatch(restoreFinished());
    return null;
  }
  dispatch(credentialsReceived({ token: answer.token }));
  const user = await loadUser(dispatch).catch(() => null);
  if (!user) dispatch(restoreFinished());
  return user;
}
