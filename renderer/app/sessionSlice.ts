/**
 * Who is using the portal: the access token, the chosen subscription and the me call's user.
 * Guards, tiles and the header read the user only through the selectors below. The access token
 * lives here, in memory only; the refresh token is in an httpOnly cookie no script reads, so a
 * reload asks the server for a new access token (sessionRestore.ts) and fetches the user again
 * (`restoring` until then, so guards do not judge a half-known visitor).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountSettings, Locale } from '../../generated/config-types';
import type { GuardUser } from '../domain/guards/guardTypes';
import type { SessionUser } from '../domain/session/sessionUser';

export interface SessionState {
  user: SessionUser | null;
  token: string | null;
  subscriptionId: string | null;
  /** The page found a session hint at boot and the session is not restored or refused yet. */
  restoring?: boolean;
  /** Translation key of why the session ended (errors.sessionExpired), shown once. */
  endedReason?: string | null;
  /**
   * The language the patient chose for the account, from a me answer, until the portal has
   * switched to it (AccountLocale.tsx): a choice made on another device applies after a login or
   * a reload. A save from this page does not set it, so it never undoes a newer choice.
   */
  accountLocale?: Locale | null;
}

const initialState: SessionState = { user: null, token: null, subscriptionId: null, restoring: false, endedReason: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    credentialsReceived(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
      state.endedReason = null;
    },
    userLoaded(state, action: PayloadAction<SessionUser | null>) {
      state.user = action.payload;
      state.restoring = false;
      if (action.payload?.currentSubscriptionId) state.subscriptionId = String(action.payload.currentSubscriptionId);
      const settings = action.payload?.settings;
      state.accountLocale = settings?.localeChosen ? settings.locale : null;
    },
    /** PATCH /api/me/settings answered: the session's user has them at once. */
    settingsSaved(state, action: PayloadAction<AccountSettings>) {
      if (state.user) state.user.settings = action.payload;
    },
    accountLocaleApplied(state) {
      state.accountLocale = null;
    },
    subscriptionSelected(state, action: PayloadAction<string | null>) {
      state.subscriptionId = action.payload;
    },
    restoreFinished(state) {
      state.restoring = false;
    },
    loggedOut(_state, action: PayloadAction<{ reason?: string } | undefined>) {
      return { ...initialState, endedReason: action?.payload?.reason ?? null };
    },
    endedReasonShown(state) {
      state.endedReason = null;
    },
  },
  selectors: {
    selectSessionUser: (state) => state.user,
    /** What the guards see: the user's guard-relevant fields, or null for an anonymous visitor. */
    selectGuardUser: (state): GuardUser | null => state.user,
    selectToken: (state) => state.token,
    selectSubscriptionId: (state) => state.subscriptionId,
    selectRestoring: (state) => Boolean(state.restoring),
    selectEndedReason: (state) => state.endedReason ?? null,
    selectAccountLocale: (state) => state.accountLocale ?? null,
  },
});

export const { credentialsReceived, userLoaded, subscriptionSelected, restoreFinished, loggedOut, endedReasonShown, settingsSaved, accountLocaleApplied } = sessionSlice.actions;
export const { selectSessionUser, selectGuardUser, selectToken, selectSubscriptionId, selectRestoring, selectEndedReason, selectAccountLocale } =
  sessionSlice.selectors;
