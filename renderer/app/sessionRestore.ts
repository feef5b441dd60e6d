/**
 * A reload keeps the session (issue 10, item 3): the refresh token is in an httpOnly cookie, so
 * the page cannot see it, but the server also sets `portal_session=1` beside it. When the page
 * finds that hint it asks POST /api/token/refresh (the cookie goes along) for an access token,
 * then fetches the user; until then the session is `restoring` and guards wait. Without the hint
 * an anonymous visit costs no request. Tokens an older version kept in localStorage are removed.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { accountsApi, type TokenPair } from '../api/accountsApi';
import { isUnavailable } from '../api/baseApi';
import { errorReported, noticeDismissed } from './uiSlice';
import { loadUser } from './loginFlow';
import type { SessionUser } from '../domain/session/sessionUser';
import { credentialsReceived, restoreFinished } from './sessionSlice';
import type { AppDispatch } from './store';


/** How often, and how many times, a restore the server could not answer (503) asks again before the visit goes on anonymous. */
export const RESTORE_RETRY_MS = 5_000;
export const RESTORE_ATTEMPTS = 12;

/**
 * Restores the session of the cookie; null (and not restoring any more) when there is none.
 * While the server cannot answer (503 while its database is away, or no network) the session is
 * not given up: the page shows the server's message and keeps restoring, asking again every
 * RESTORE_RETRY_MS, so a patient is not sent to the login page by a passing outage.
 */
export async function restoreSession(dispatch: AppDispatch, wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms))): Promise<SessionUser | null> {
  let answer: TokenPair | undefined;
  let reported = false;
  for (let attempt = 1; ; attempt += 1) {
    const result = await dispatch(accountsApi.endpoints.refreshWithCookie.initiate());
    answer = 'data' in result ? result.data : undefined;
    const error = 'error' in result ? (result.error as FetchBaseQueryError | undefined) : undefined;
    if (!error || !isUnavailable(error) || attempt >= RESTORE_ATTEMPTS) break;
    const data = error.data as { code?: unknown; message?: unknown } | undefined;
    dispatch(errorReported({ code: typeof data?.code === 'string' ? data.code : '#503', message: typeof data?.message === 'string' ? data.message : null, hasCode: typeof data?.code === 'string' }));
    reported = true;
    await wait(RESTORE_RETRY_MS);
  }
  if (reported && answer?.token) dispatch(noticeDismissed());
  if (!answer?.token) {
    dispatch(restoreFinished());
    return null;
  }
  dispatch(credentialsReceived({ token: answer.token }));
  const user = await loadUser(dispatch).catch(() => null);
  if (!user) dispatch(restoreFinished());
  return user;
}
