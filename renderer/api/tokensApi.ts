/** POST /api/tokens/{flow}/check: what an emailed link's token is now, without using it (issue 11). */
import { baseApi } from './baseApi';

export type TokenState = 'live' | 'expired' | 'used' | 'replaced' | 'unknown';
export type DeadState = Exclude<TokenState, 'live'>;

/** What happened to a link that can no longer be used; undefined while it is live or not checked yet. */
export const deadState = (state: TokenState | undefined): DeadState | undefined => (state && state !== 'live' ? state : undefined);

/** A link checked without being used; a live cancel link of an anonymous booking names its appointment (Budapest wall-clock start). */
export interface TokenCheck {
  flow: string;
  state: TokenState;
  appointment?: { start: string; provider: string; doctor: string };
}

export const tokensApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkToken: build.query<TokenCheck, { flow: string; token: string }>({
      query: ({ flow, token }) => ({ url: `/api/tokens/${encodeURIComponent(flow)}/check`, method: 'POST', body: { token } }),
      // A link's state changes when it is used: never answered from an old check.
      keepUnusedDataFor: 0,
      extraOptions: { silent: true },
    }),
  }),
});

export const { useCheckTokenQuery } = tokensApi;
