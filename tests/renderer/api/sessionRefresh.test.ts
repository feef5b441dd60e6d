// @vitest-environment happy-dom
/** The base query's session handling (issues 4, 10): one shared refresh with the session cookie, retry once, logout on failure, A406, cancel, restore on reload. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseApi, portalBaseQuery, resetRefreshState } from '../../../renderer/api/baseApi';
import { forgetLegacyTokens, hasSessionHint } from '../../../renderer/app/sessionHint';
import { RESTORE_ATTEMPTS, RESTORE_RETRY_MS, restoreSession } from '../../../renderer/app/sessionRestore';
import { credentialsReceived } from '../../../renderer/app/sessionSlice';
import { createStore } from '../../../renderer/app/store';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ n: number; auth: string | null }, number>({ query: (n) => `/api/probe/${n}` }),
    probeSilent: build.query<unknown, number>({ query: (n) => `/api/probe/${n}`, extraOptions: { silent: true } }),
  }),
});

/** Long enough that no random request id in the store's state can contain it by chance (a two-letter token once did). */
const REFRESH_TOKEN = 'refresh-token-from-the-cookie';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Server {
  refreshCalls: number;
  calls: Request[];
  refreshBodies: string[];
}

/**
 * A fake API: access token "fresh" is valid; a refresh answers {fresh, REFRESH_TOKEN} after a delay while the
 * browser holds the session cookie (which the fake stands for: the page cannot see it), or fails.
 */
function fakeServer({ refreshFails = false, refreshUnavailable = false } = {}): Server {
  const server: Server = { refreshCalls: 0, calls: [], refreshBodies: [] };
  vi.stubGlobal('fetch', async (request: Request) => {
    server.calls.push(request);
    const path = new URL(request.url).pathname;
    if (path === '/api/token/refresh') {
      server.refreshCalls += 1;
      server.refreshBodies.push(await request.text());
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (refreshFails) return json(401, { code: '#002', message: 'Invalid refresh token' });
      if (refreshUnavailable) return json(503, { code: '#503', message: 'The service is unavailable for a moment.' });
      return json(200, { token: 'fresh', refresh_token: REFRESH_TOKEN });
    }
    if (path === '/api/me') {
      if (request.headers.get('Authorization') !== 'Bearer fresh') return json(401, { code: '#002', message: 'Token expired' });
      return json(200, { id: 7, name: 'Páciens Demó', email: 'patient@demo.test', currentSubscription: null, subscriberCustomer: null, impersonator: null, services: [], servicesSortingOrder: {} });
    }
    const auth = request.headers.get('Authorization');
    // Stagger the answers so some 401s come back after the refresh finished.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 40));
    if (auth !== 'Bearer fresh') return json(401, { code: '#002', message: 'Token expired' });
    return json(200, { n: Number(path.split('/').pop()), auth });
  });
  return server;
}

const newStore = () => createStore({ locale: 'en', webview: false, consent: null });

beforeEach(() => resetRefreshState());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('401 → one refresh → retry', () => {
  it('ten concurrent requests with an expired access token cause exactly one refresh, and all ten succeed', async () => {
    const server = fakeServer();
    const store = newStore();
    store.dispatch(credentialsReceived({ token: 'expired' }));
    const results = await Promise.all(Array.from({ length: 10 }, (_, n) => store.dispatch(probeApi.endpoints.probe.initiate(n))));
    expect(server.refreshCalls).toBe(1);
    expect(results.map((r) => r.data?.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(results.every((r) => r.data?.auth === 'Bearer fresh')).toBe(true);
    expect(store.getState().session).toMatchObject({ token: 'fresh' });
    // The refresh token is the cookie's: the page sends no body and keeps none.
    expect(server.refreshBodies).toEqual(['']);
    expect(JSON.stringify(store.getState())).not.toContain(REFRESH_TOKEN);
    // The refresh itself does not carry the expired bearer token.
    expect(server.calls.find((c) => c.url.endsWith('/api/token/refresh'))!.headers.has('Authorization')).toBe(false);
  });

  it('a failed refresh logs out with the session-expired message', async () => {
    const server = fakeServer({ refreshFails: true });
    const store = newStore();
    store.dispatch(credentialsReceived({ token: 'expired' }));
    const results = await Promise.all(Array.from({ length: 5 }, (_, n) => store.dispatch(probeApi.endpoints.probe.initiate(n))));
    expect(server.refreshCalls).toBe(1);
    expect(results.every((r) => r.error && (r.error as { status: number }).status === 401)).toBe(true);
    expect(store.getState().session).toMatchObject({ token: null, user: null, endedReason: 'errors.sessionExpired' });
  });

  it('a refresh the server could not answer (503 while the database is away) keeps the session and reports #503', async () => {
    const server = fakeServer({ refreshUnavailable: true });
    const store = newStore();
    store.dispatch(credentialsReceived({ token: 'expired' }));
    const results = await Promise.all(Array.from({ length: 3 }, (_, n) => store.dispatch(probeApi.endpoints.probe.initiate(n))));
    expect(server.refreshCalls).toBeGreaterThanOrEqual(1);
    expect(results.map((r) => (r.error as { status: number }).status)).toEqual([503, 503, 503]);
    expect(store.getState().session).toMatchObject({ token: 'expired', endedReason: null });
    expect(JSON.stringify(store.getState().ui)).toContain('#503');
  });

  it('does not refresh for an anonymous 401 (a wrong password is an answer, not an expiry)', async () => {
    const server = fakeServer();
    const store = newStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate(1));
    expect(server.refreshCalls).toBe(0);
    expect((result.error as { status: number }).status).toBe(401);
    expect(store.getState().session.endedReason).toBeNull();
  });
});

describe('A406, cancel and the global notice', () => {
  it('A406 on an authenticated call ends the session', async () => {
    vi.stubGlobal('fetch', async () => json(403, { code: 'A406', message: 'Email not confirmed' }));
    const store = newStore();
    store.dispatch(credentialsReceived({ token: 'fresh' }));
    await store.dispatch(probeApi.endpoints.probe.initiate(1));
    expect(store.getState().session).toMatchObject({ token: null, endedReason: 'errors.sessionExpired' });
  });

  it('an aborted request is {status: 400, code: canceled}', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', () =>
      new Promise((_resolve, reject) => {
        const fail = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
        if (controller.signal.aborted) fail();
        else controller.signal.addEventListener('abort', fail);
      }),
    );
    const store = newStore();
    const api = { signal: controller.signal, abort: () => controller.abort(), dispatch: store.dispatch, getState: store.getState, extra: undefined, endpoint: 'probe', type: 'query' as const };
    const pending = portalBaseQuery('/api/probe/1', api, {});
    controller.abort();
    expect((await pending).error).toEqual({ status: 400, data: { code: 'canceled' } });
  });

  it('reports query errors to the notice unless silent', async () => {
    vi.stubGlobal('fetch', async () => json(500, { code: '#500', message: 'Server error' }));
    const store = newStore();
    await store.dispatch(probeApi.endpoints.probeSilent.initiate(1));
    expect(store.getState().ui.notice ?? null).toBeNull();
    await store.dispatch(probeApi.endpoints.probe.initiate(2));
    expect(store.getState().ui.notice).toEqual({ code: '#500', message: 'Server error', hasCode: true });
  });
});

describe('a reload', () => {
  it('with the session hint restores the session from the cookie: a new access token, then the user', async () => {
    expect(hasSessionHint('locale=en; portal_session=1')).toBe(true);
    expect(hasSessionHint('locale=en; portal_session=0; x_portal_session=1')).toBe(false);
    const server = fakeServer();
    const store = createStore({ locale: 'en', webview: false, consent: null, restoring: true });
    expect(store.getState().session.restoring).toBe(true);
    const user = await restoreSession(store.dispatch);
    expect(user?.id).toBe(7);
    expect(server.refreshBodies).toEqual(['']);
    expect(store.getState().session).toMatchObject({ token: 'fresh', restoring: false });
  });

  it('while the server cannot answer (503) keeps restoring, shows its message, and restores once it answers again', async () => {
    let unavailable = 2;
    const refreshes: number[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/token/refresh') {
        refreshes.push(Date.now());
        if (unavailable-- > 0) return json(503, { code: '#503', message: 'The service is unavailable for a moment. Please try again in a few seconds.' });
        return json(200, { token: 'fresh', refresh_token: REFRESH_TOKEN });
      }
      return json(200, { id: 7, name: 'Páciens Demó', email: 'patient@demo.test', currentSubscription: null, subscriberCustomer: null, impersonator: null, services: [], servicesSortingOrder: {} });
    });
    const store = createStore({ locale: 'en', webview: false, consent: null, restoring: true });
    const waits: number[] = [];
    const notices: unknown[] = [];
    const user = await restoreSession(store.dispatch, async (ms) => {
      waits.push(ms);
      notices.push(store.getState().ui.notice);
      expect(store.getState().session).toMatchObject({ restoring: true, endedReason: null });
    });
    expect(refreshes).toHaveLength(3);
    expect(waits).toEqual([RESTORE_RETRY_MS, RESTORE_RETRY_MS]);
    expect(notices[0]).toEqual({ code: '#503', message: 'The service is unavailable for a moment. Please try again in a few seconds.', hasCode: true });
    expect(user?.id).toBe(7);
    expect(store.getState().session).toMatchObject({ token: 'fresh', restoring: false });
    expect(store.getState().ui.notice ?? null).toBeNull();
  });

  it('whose server stays away goes on as an anonymous visit after its attempts', async () => {
    vi.stubGlobal('fetch', async () => json(503, { code: '#503', message: 'away' }));
    const store = createStore({ locale: 'en', webview: false, consent: null, restoring: true });
    let waited = 0;
    expect(await restoreSession(store.dispatch, async () => void (waited += 1))).toBeNull();
    expect(waited).toBe(RESTORE_ATTEMPTS - 1);
    expect(store.getState().session).toMatchObject({ token: null, restoring: false, endedReason: null });
  });

  it('whose cookie names no live session ends as an anonymous visit, without the expiry message', async () => {
    fakeServer({ refreshFails: true });
    const store = createStore({ locale: 'en', webview: false, consent: null, restoring: true });
    expect(await restoreSession(store.dispatch)).toBeNull();
    expect(store.getState().session).toMatchObject({ token: null, user: null, restoring: false, endedReason: null });
  });

  it('keeps no token in localStorage, and removes the pair an older version kept there', () => {
    localStorage.setItem('portal.session', JSON.stringify({ token: 'a', refreshToken: 'b' }));
    forgetLegacyTokens();
    expect(localStorage.getItem('portal.session')).toBeNull();
    const store = newStore();
    store.dispatch(credentialsReceived({ token: 'a' }));
    expect(localStorage.length).toBe(0);
  });
});

describe('multipart and silent clients', () => {
  it('sends fields and files as multipart with the portal headers, and the silent client reports nothing', async () => {
    const { multipartBaseQuery, silentBaseQuery } = await import('../../../renderer/api/clients');
    const seen: Request[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      seen.push(request);
      return json(500, { code: '#500', message: 'Server error' });
    });
    const store = newStore();
    store.dispatch(credentialsReceived({ token: 'fresh' }));
    const api = { signal: new AbortController().signal, abort: () => undefined, dispatch: store.dispatch, getState: store.getState, extra: undefined, endpoint: 'upload', type: 'query' as const };
    await multipartBaseQuery({ url: '/api/uploads', fields: { kind: 'claim' }, files: [{ name: 'file', file: new Blob(['%PDF-1.4'], { type: 'application/pdf' }), filename: 'a.pdf' }] }, api, {});
    expect(seen[0]!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]!.headers.get('Authorization')).toBe('Bearer fresh');
    const form = await seen[0]!.formData();
    expect(form.get('kind')).toBe('claim');
    expect(form.get('file')).toBeTruthy();
    store.dispatch({ type: 'ui/noticeDismissed' });
    await silentBaseQuery('/api/probe/1', api, {});
    expect(store.getState().ui.notice ?? null).toBeNull();
  });
});
