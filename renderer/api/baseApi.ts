/**
 * The one RTK Query API of the renderer (STYLE.md 7). Every request carries the headers of spec
 * section 7: X-Locale, X-Request-Id, the bearer token and X-Subscription-Id (except for the
 * endpoints the spec exempts), Accept JSON; in webview mode `_webview=1` is added to the query.
 *
 * Sessions (issue 4): a 401 on an authenticated call gets a new access token once (POST
 * /api/token/refresh with the httpOnly session cookie, issue 10) and retries once.
 * Concurrent requests share one refresh (a module-level promise), and a request whose 401 came
 * back after someone else already refreshed just retries with the new token. A failed refresh,
 * or A406 on an authenticated call, ends the session with errors.sessionExpired. An aborted
 * request answers {status: 400, data: {code: 'canceled'}}. Query errors go to the global notice
 * unless the call is silent (extraOptions {silent: true}, or silentBaseQuery); mutations show
 * their errors in place (forms: describeApiError, violations beside the fields).
 * Resource files add endpoints with injectEndpoints and export their hooks last.
 */
import { createAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule, type BaseQueryApi, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { credentialsReceived, loggedOut, type SessionState } from '../app/sessionSlice';
import { errorReported, type UiState } from '../app/uiSlice';
import { newRequestId } from './requestId';

/** The slice of the store the base query reads (typed here to keep the store out of this module). */
export interface ApiHeaderState {
  session: SessionState;
  ui: UiState;
}

/** Spec section 7: the subscription id header is not sent for impersonate and dateofbirth. */
export const ENDPOINTS_WITHOUT_SUBSCRIPTION = new Set(['impersonate', 'dateOfBirth']);

/** Base URL from configuration, default '/' (spec section 7). */
export const API_BASE_URL = '/';

export const REFRESH_URL = '/api/token/refresh';
const REFRESH_ENDPOINT = 'tokenRefresh';
/** Calls whose 401 is an answer about credentials, not an expired session. */
const NO_REFRESH = /^\/?api\/(login|token\/refresh|logout|login-with-token)(\?|$)/;

export const SESSION_EXPIRED_KEY = 'errors.sessionExpired';

/**
 * Answers that name things in the request's language (services, specialties, places): fetched
 * again when the language changes (localeRefetch.ts), since X-Locale is a header and not part of
 * the cache key.
 */
export const LOCALIZED_TAG = 'Localized';

export interface PortalExtraOptions {
  /** No global error notice for this call. */
  silent?: boolean;
}

export function prepareHeaders(headers: Headers, { getState, endpoint }: { getState: () => unknown; endpoint: string }): Headers {
  const { session, ui } = getState() as ApiHeaderState;
  headers.set('Accept', 'application/json');
  headers.set('X-Locale', ui.locale);
  headers.set('X-Request-Id', newRequestId());
  if (session.token && endpoint !== REFRESH_ENDPOINT && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${session.token}`);
  if (session.subscriptionId && !ENDPOINTS_WITHOUT_SUBSCRIPTION.has(endpoint)) headers.set('X-Subscription-Id', session.subscriptionId);
  return headers;
}

const rawBaseQuery = fetchBaseQuery({ baseUrl: API_BASE_URL, prepareHeaders });

/**
 * Where the server renderer's queries go (renderer/entry-server.tsx): the page's own origin and a
 * fetch that answers in-process, passed as the store's thunk extra argument. The browser has none.
 */
export interface ServerFetch {
  origin: string;
  fetchFn: typeof fetch;
}

const serverBaseQueries = import.meta.env.SSR ? new WeakMap<ServerFetch, typeof rawBaseQuery>() : undefined;

function baseQueryOf(api: BaseQueryApi): typeof rawBaseQuery {
  // Only the server build has the branch; the browser's bundle drops it.
  if (!import.meta.env.SSR || !serverBaseQueries) return rawBaseQuery;
  const server = (api.extra as { serverFetch?: ServerFetch } | undefined)?.serverFetch;
  if (!server) return rawBaseQuery;
  let query = serverBaseQueries.get(server);
  if (!query) serverBaseQueries.set(server, (query = fetchBaseQuery({ baseUrl: server.origin, prepareHeaders, fetchFn: server.fetchFn })));
  return query;
}

export type PortalBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, PortalExtraOptions>;

/** fetchBaseQuery cannot change the URL in prepareHeaders, so the webview flag is added here. */
function sendOnce(request: FetchArgs, api: BaseQueryApi, extraOptions: PortalExtraOptions) {
  const { ui } = api.getState() as ApiHeaderState;
  const withMode: FetchArgs = ui.webview ? { ...request, params: { ...request.params, _webview: 1 } } : request;
  return baseQueryOf(api)(withMode, api, extraOptions);
}

const CANCELED: FetchBaseQueryError = { status: 400, data: { code: 'canceled' } };

const isAborted = (api: BaseQueryApi, error: FetchBaseQueryError | undefined): boolean =>
  api.signal.aborted || (error?.status === 'FETCH_ERROR' && /abort/i.test(String(error.error)));

/**
 * What a refresh came to: a new token, a refusal (the session is over), or no answer about the
 * session at all (the server is away for a moment, 503, or the network failed), which keeps the
 * session and reports that error instead.
 */
type RefreshOutcome = { renewed: true } | { renewed: false; unavailable?: FetchBaseQueryError };

/** The refresh in flight, shared by every request that met a 401 meanwhile. */
let refreshing: Promise<RefreshOutcome> | null = null;

/** Whether an error says nothing of the session: the server could not answer now. */
export const isUnavailable = (error: FetchBaseQueryError): boolean => error.status === 503 || error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';

/** A new access token for the session of the refresh cookie (httpOnly: the page never sees the refresh token). */
async function refreshSession(api: BaseQueryApi): Promise<RefreshOutcome> {
  refreshing ??= (async (): Promise<RefreshOutcome> => {
    try {
      // A fresh signal: one request being cancelled must not cancel the refresh the others wait for.
      const refreshApi = { ...api, signal: new AbortController().signal, endpoint: REFRESH_ENDPOINT, type: 'mutation' } as BaseQueryApi;
      const result = await sendOnce({ url: REFRESH_URL, method: 'POST' }, refreshApi, {});
      const pair = result.data as { token?: unknown } | undefined;
      if (result.error && isUnavailable(result.error)) return { renewed: false, unavailable: result.error };
      if (result.error || typeof pair?.token !== 'string') return { renewed: false };
      api.dispatch(credentialsReceived({ token: pair.token }));
      return { renewed: true };
    } catch {
      return { renewed: false };
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

const codeOfError = (error: FetchBaseQueryError): string | undefined => {
  const data = error.data as { code?: unknown } | undefined;
  return data && typeof data === 'object' && data.code !== undefined ? String(data.code) : undefined;
};

function endSession(api: BaseQueryApi): void {
  api.dispatch(loggedOut({ reason: SESSION_EXPIRED_KEY }));
}

export const portalBaseQuery: PortalBaseQuery = async (args, api, extraOptions = {}) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const sentWith = (api.getState() as ApiHeaderState).session.token;
  let result = await sendOnce(request, api, extraOptions);
  if (result.error && isAborted(api, result.error)) return { error: CANCELED, meta: result.meta };

  if (result.error?.status === 401 && sentWith && !NO_REFRESH.test(request.url)) {
    const { session } = api.getState() as ApiHeaderState;
    let outcome: RefreshOutcome;
    // Ended meanwhile (a failed refresh, a logout): nothing to renew. Renewed meanwhile: just retry.
    if (!session.token) outcome = { renewed: false };
    else if (session.token !== sentWith) outcome = { renewed: true };
    else outcome = await refreshSession(api);
    if (outcome.renewed) {
      result = await sendOnce(request, api, extraOptions);
      if (result.error && isAborted(api, result.error)) return { error: CANCELED, meta: result.meta };
    } else if (outcome.unavailable) {
      // The server could not answer: the session goes on, and the call reports that error.
      result = { error: outcome.unavailable, meta: result.meta };
    } else {
      // Only the first to notice ends the session (later ones find it already gone).
      if ((api.getState() as ApiHeaderState).session.token) endSession(api);
      return result;
    }
  }

  if (result.error && sentWith && codeOfError(result.error) === 'A406') {
    endSession(api);
    return result;
  }
  if (result.error && api.type === 'query' && !extraOptions.silent && result.error.status !== 401) {
    const data = (result.error.data ?? {}) as { message?: unknown };
    const code = codeOfError(result.error);
    api.dispatch(
      errorReported({
        code: code ?? String('originalStatus' in result.error ? result.error.originalStatus : result.error.status),
        message: typeof data.message === 'string' ? data.message : null,
        hasCode: code !== undefined,
      }),
    );
  }
  return result;
};

/** For tests: forget a refresh left in flight by an earlier test. */
export function resetRefreshState(): void {
  refreshing = null;
}

/** The server's query cache, handed to the hydrating page (renderer/main.tsx). */
export const apiHydrated = createAction<unknown>('api/hydrated');

/*
 * The server renders twice: the first pass starts the queries its screens ask for (the hooks'
 * effects never run there, so the queries start during render, in the SSR build alone), the second
 * renders with their answers (renderer/entry-server.tsx).
 */
const createPortalApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: import.meta.env.SSR }));

export const baseApi = createPortalApi({
  reducerPath: 'api',
  extractRehydrationInfo: (action, { reducerPath }) => (apiHydrated.match(action) ? (action.payload as Record<string, never>)[reducerPath] : undefined),
  baseQuery: portalBaseQuery,
  tagTypes: ['Config', 'Me', 'Reservations', 'CareItem', 'Relative', 'HealthCheck', 'Med24Profile', 'Med24Subscription', 'VideoCall', LOCALIZED_TAG],
  endpoints: () => ({}),
});

interface CachedQuery {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
}
type Initiate = (args: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => unknown;

/**
 * The global notice's "Try again" after a network failure (issue 38): every query whose last
 * answer was an error is asked again, with the arguments it was asked with.
 */
export const retryFailedQueries = () => (dispatch: (action: unknown) => unknown, getState: () => unknown) => {
  const queries = ((getState() as Record<string, { queries?: Record<string, CachedQuery | undefined> } | undefined>).api?.queries ?? {}) as Record<string, CachedQuery | undefined>;
  const endpoints = baseApi.endpoints as Record<string, { initiate?: Initiate } | undefined>;
  for (const query of Object.values(queries)) {
    if (query?.status !== 'rejected' || !query.endpointName) continue;
    const initiate = endpoints[query.endpointName]?.initiate;
    if (initiate) dispatch(initiate(query.originalArgs, { subscribe: false, forceRefetch: true }));
  }
};
