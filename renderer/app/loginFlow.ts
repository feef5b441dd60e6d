/**
 * What happens after a token pair arrives (spec section 4): store the pair, fetch the user, and
 * decide where to go. With a current subscription → home; without one the subscriptions are
 * listed: exactly one becomes current, several lead to the full-auth selection; a paid-variant
 * subscriber customer goes to the subscription details. A subscription that still needs the
 * privacy statement leads there (not for impersonators).
 */
import { accountsApi, type TokenPair } from '../api/accountsApi';
import { baseApi } from '../api/baseApi';
import { toSessionUser, type SessionUser } from '../domain/session/sessionUser';
import { credentialsReceived, loggedOut, subscriptionSelected, userLoaded } from './sessionSlice';
import type { AppDispatch } from './store';

export const HOME_PATH = '/';
export const FULL_AUTH_PATH = '/require-full-auth';
export const PAID_DETAILS_PATH = '/med24/subscription/details';
export const PRIVACY_STATEMENT_PATH = '/privacy-statement';

/** Fetches /api/me and puts the user into the session; null when it fails. */
export async function loadUser(dispatch: AppDispatch): Promise<SessionUser | null> {
  const request = dispatch(accountsApi.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false }));
  const result = await request;
  if (!result.data) return null;
  const user = toSessionUser(result.data);
  dispatch(userLoaded(user));
  return user;
}

/** Home, or the privacy statement while the current subscription still needs it (not for impersonators). */
export function landingOf(user: SessionUser): string {
  if (user.needsPrivacyStatement && !user.isImpersonator) return PRIVACY_STATEMENT_PATH;
  return HOME_PATH;
}

/** Makes `subscriptionId` current (server and header) and reloads the user. */
export async function chooseSubscription(dispatch: AppDispatch, subscriptionId: number): Promise<SessionUser | null> {
  await dispatch(accountsApi.endpoints.chooseSubscription.initiate(subscriptionId)).unwrap();
  dispatch(subscriptionSelected(String(subscriptionId)));
  return loadUser(dispatch);
}

/** Runs the login flow for a fresh pair and answers the path to go to. Throws when the me call fails. */
export async function completeLogin(dispatch: AppDispatch, pair: TokenPair): Promise<string> {
  // The refresh token stays in its httpOnly cookie, which the same answer set; the page keeps only the access token.
  dispatch(credentialsReceived({ token: pair.token }));
  dispatch(subscriptionSelected(null));
  const user = await loadUser(dispatch);
  if (!user) throw new Error('me failed');
  if (user.currentSubscriptionId) return landingOf(user);
  if (user.subscriberCustomerUuid) return PAID_DETAILS_PATH;
  const subscriptions = (await dispatch(accountsApi.endpoints.getSubscriptions.initiate(undefined, { forceRefetch: true, subscribe: false }))).data ?? [];
  if (subscriptions.length === 1) {
    const chosen = await chooseSubscription(dispatch, subscriptions[0]!.id);
    return chosen ? landingOf(chosen) : HOME_PATH;
  }
  if (subscriptions.length > 1) return FULL_AUTH_PATH;
  return landingOf(user);
}

/** Logout: revoke the refresh family of the session cookie (best effort), clear the session and the cached answers. */
export async function logout(dispatch: AppDispatch): Promise<void> {
  await dispatch(accountsApi.endpoints.logout.initiate()).unwrap().catch(() => undefined);
  dispatch(loggedOut());
  dispatch(baseApi.util.invalidateTags(['Me']));
}
