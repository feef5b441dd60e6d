// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configApi } from '../../../renderer/api/configApi';
import { ENDPOINTS_WITHOUT_SUBSCRIPTION, prepareHeaders } from '../../../renderer/api/baseApi';
import { credentialsReceived, subscriptionSelected } from '../../../renderer/app/sessionSlice';
import { createStore } from '../../../renderer/app/store';
import { newRequestId } from '../../../renderer/api/requestId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function captureFetch() {
  const seen: Request[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    seen.push(input);
    return new Response('{"theme":"default"}', { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe('base API headers (spec section 7)', () => {
  it('sends locale, a fresh request id, bearer token and subscription id on GET /api/config', async () => {
    const seen = captureFetch();
    const store = createStore({ locale: 'ro', webview: false, consent: null });
    store.dispatch(credentialsReceived({ token: 'tok-123' }));
    store.dispatch(subscriptionSelected('sub-9'));
    await store.dispatch(configApi.endpoints.getConfig.initiate());
    expect(seen).toHaveLength(1);
    const request = seen[0]!;
    expect(new URL(request.url).pathname).toBe('/api/config');
    expect(request.headers.get('X-Locale')).toBe('ro');
    expect(request.headers.get('X-Request-Id')).toMatch(UUID);
    expect(request.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(request.headers.get('X-Subscription-Id')).toBe('sub-9');
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(new URL(request.url).searchParams.has('_webview')).toBe(false);
  });

  it('sends no Authorization or subscription header for an anonymous visitor', async () => {
    const seen = captureFetch();
    const store = createStore({ locale: 'hu', webview: false, consent: null });
    await store.dispatch(configApi.endpoints.getConfig.initiate());
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
    expect(seen[0]!.headers.has('X-Subscription-Id')).toBe(false);
    expect(seen[0]!.headers.get('X-Locale')).toBe('hu');
  });

  it('adds _webview=1 to every call in webview mode', async () => {
    const seen = captureFetch();
    const store = createStore({ locale: 'hu', webview: true, consent: null });
    await store.dispatch(configApi.endpoints.getConfig.initiate());
    expect(new URL(seen[0]!.url).searchParams.get('_webview')).toBe('1');
  });

  it('leaves the subscription id off the impersonate and date-of-birth calls', () => {
    const state = { session: { user: null, token: 't', refreshToken: null, subscriptionId: 's' }, ui: { locale: 'en', webview: false, loading: false, openModals: [], titleOverride: null } };
    for (const endpoint of ENDPOINTS_WITHOUT_SUBSCRIPTION) {
      const headers = prepareHeaders(new Headers(), { getState: () => state, endpoint });
      expect(headers.has('X-Subscription-Id')).toBe(false);
      expect(headers.get('Authorization')).toBe('Bearer t');
    }
    expect(prepareHeaders(new Headers(), { getState: () => state, endpoint: 'getConfig' }).get('X-Subscription-Id')).toBe('s');
  });

  it('makes v4 request ids without crypto.randomUUID (plain-http pages)', () => {
    const ids = new Set(Array.from({ length: 20 }, () => newRequestId({ getRandomValues: (a) => crypto.getRandomValues(a) })));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(UUID);
  });
});
