/**
 * Accounts (issue 4): the me call, subscriptions, choosing one, the privacy statement, logout,
 * one-time login tokens and the token links of spec section 2, the captcha challenge, and the
 * patient's own settings (issue 33: the account's language and optional mails).
 */
import type { AccountSettings, AccountSettingsRequest } from '../../generated/config-types';
import type { MeResponse } from '../domain/session/sessionUser';
import { baseApi } from './baseApi';

export interface TokenPair {
  token: string;
  refresh_token?: string;
}

export interface Subscription {
  id: number;
  uuid: string;
  phone: string | null;
  status: 'created' | 'active';
  needsPrivacyStatement: boolean;
  product?: { name?: string; med24FreeProduct?: boolean };
  [key: string]: unknown;
}

export interface TokenFlowAnswer {
  flow: string;
  done: true;
  token?: string;
  refresh_token?: string;
}

export interface CaptchaChallenge {
  provider: string;
  challenge?: string;
  difficulty?: number;
}

export const accountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<MeResponse, void>({
      query: () => '/api/me',
      providesTags: ['Me'],
      keepUnusedDataFor: 0,
    }),
    getSubscriptions: build.query<Subscription[], void>({
      query: () => '/api/subscriptions',
      keepUnusedDataFor: 0,
    }),
    chooseSubscription: build.mutation<unknown, number>({
      query: (subscriptionId) => ({ url: '/api/me/subscription', method: 'POST', body: { subscriptionId } }),
    }),
    acceptPrivacyStatement: build.mutation<unknown, void>({
      query: () => ({ url: '/api/me/privacy-statement', method: 'POST', body: {} }),
    }),
    /** Ends the session of the refresh cookie, which the answer clears. */
    logout: build.mutation<unknown, void>({
      query: () => ({ url: '/api/logout', method: 'POST' }),
    }),
    /** A new access token for the session of the refresh cookie (the page's boot after a reload). */
    refreshWithCookie: build.mutation<TokenPair, void>({
      query: () => ({ url: '/api/token/refresh', method: 'POST' }),
    }),
    /** A pair for a refresh token the page was handed (impersonation); the answer also sets the session cookies. */
    adoptRefreshToken: build.mutation<TokenPair, string>({
      query: (refreshToken) => ({ url: '/api/token/refresh', method: 'POST', body: { refresh_token: refreshToken } }),
    }),
    loginWithToken: build.mutation<TokenPair, string>({
      query: (token) => ({ url: '/api/login-with-token', headers: { Authorization: `Bearer ${token}` } }),
    }),
    completeTokenFlow: build.mutation<TokenFlowAnswer, { flow: string; token: string } & Record<string, unknown>>({
      query: ({ flow, ...body }) => ({ url: `/api/tokens/${encodeURIComponent(flow)}`, method: 'POST', body }),
    }),
    /** Changes the account's language or optional mails; the answer is the settings after it. */
    saveSettings: build.mutation<AccountSettings, AccountSettingsRequest>({
      query: (body) => ({ url: '/api/me/settings', method: 'PATCH', body }),
    }),
    getCaptchaChallenge: build.query<CaptchaChallenge, void>({
      query: () => '/api/captcha/challenge',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetMeQuery,
  useGetSubscriptionsQuery,
  useChooseSubscriptionMutation,
  useAcceptPrivacyStatementMutation,
  useLogoutMutation,
  useLoginWithTokenMutation,
  useCompleteTokenFlowMutation,
  useSaveSettingsMutation,
} = accountsApi;
