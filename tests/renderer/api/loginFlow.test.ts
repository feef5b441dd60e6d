// @vitest-environment happy-dom
/** The login flow of spec section 4 (issue 4) against a mocked API: where each kind of user lands. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRefreshState } from '../../../renderer/api/baseApi';
import { completeLogin, logout } from '../../../renderer/app/loginFlow';
import { createStore } from '../../../renderer/app/store';

const json = (status: number, body: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const sub = (id: number, needsPrivacyStatement = false) => ({ id, uuid: `00000000-0000-4000-8000-00000000000${id}`, phone: null, status: 'active', needsPrivacyStatement, product: { med24FreeProduct: false } });

function me(overrides: Record<string, unknown>) {
  return { id: 7, name: 'Kiss Anna', email: 'anna@demo.test', currentSubscription: null, subscriberCustomer: null, impersonator: null, services: [10, 20], servicesSortingOrder: {}, hasAppointments: true, hasMap: false, ...overrides };
}

/** A fake API: /api/me answers `current` until a subscription is chosen; records the calls. */
function fakeApi(user: Record<string, unknown>, subscriptions: ReturnType<typeof sub>[]) {
  const calls: string[] = [];
  let chosen: ReturnType<typeof sub> | null = (user.currentSubscription as ReturnType<typeof sub> | null) ?? null;
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    calls.push(`${request.method} ${path}`);
    if (path === '/api/me') return json(200, { ...user, currentSubscription: chosen });
    if (path === '/api/subscriptions') return json(200, subscriptions);
    if (path === '/api/me/subscription') {
      const { subscriptionId } = (await request.json()) as { subscriptionId: number };
      chosen = subscriptions.find((s) => s.id === subscriptionId) ?? null;
      return json(200, { status: 'done' });
    }
    if (path === '/api/logout') return json(204, undefined);
    return json(404, { code: '#404' });
  });
  return calls;
}

const newStore = () => createStore({ locale: 'en', webview: false, consent: null });

beforeEach(() => resetRefreshState());
afterEach(() => vi.unstubAllGlobals());

describe('completeLogin', () => {
  it('goes home with a current subscription, and maps the user for the guards', async () => {
    const calls = fakeApi(me({ currentSubscription: { ...sub(3), product: { med24FreeProduct: true } }, impersonator: { id: 1 } }), [sub(3)]);
    const store = newStore();
    expect(await completeLogin(store.dispatch, { token: 'a', refresh_token: 'r' })).toBe('/');
    expect(calls).not.toContain('GET /api/subscriptions');
    const { session } = store.getState();
    expect(session).toMatchObject({ token: 'a', subscriptionId: '3' });
    expect(session.user).toMatchObject({ flags: { hasAppointments: true, hasMap: false }, needsPrivacyStatement: false, isImpersonator: true, hasFreeProduct: true, services: [10, 20] });
  });

  it('chooses the only subscription', async () => {
    const calls = fakeApi(me({}), [sub(4)]);
    const store = newStore();
    expect(await completeLogin(store.dispatch, { token: 'a' })).toBe('/');
    expect(calls).toContain('POST /api/me/subscription');
    expect(store.getState().session.subscriptionId).toBe('4');
  });

  it('sends a user with several subscriptions to the full-auth selection', async () => {
    const calls = fakeApi(me({}), [sub(4), sub(5)]);
    expect(await completeLogin(newStore().dispatch, { token: 'a' })).toBe('/require-full-auth');
    expect(calls).not.toContain('POST /api/me/subscription');
  });

  it('sends a paid-variant subscriber customer to the subscription details', async () => {
    fakeApi(me({ subscriberCustomer: { uuid: '11111111-1111-4111-8111-111111111111' } }), [sub(4)]);
    expect(await completeLogin(newStore().dispatch, { token: 'a' })).toBe('/med24/subscription/details');
  });

  it('sends to the privacy statement when the chosen subscription needs it, not an impersonator', async () => {
    fakeApi(me({}), [sub(6, true)]);
    expect(await completeLogin(newStore().dispatch, { token: 'a' })).toBe('/privacy-statement');
    fakeApi(me({ impersonator: { id: 1 } }), [sub(6, true)]);
    expect(await completeLogin(newStore().dispatch, { token: 'a' })).toBe('/');
  });
});

describe('logout', () => {
  it('revokes the session of the cookie and clears the session', async () => {
    const calls = fakeApi(me({ currentSubscription: sub(3) }), [sub(3)]);
    const store = newStore();
    await completeLogin(store.dispatch, { token: 'a', refresh_token: 'r' });
    // The page keeps the access token only; the refresh token is the server's cookie.
    expect(JSON.stringify(store.getState().session)).not.toContain('"r"');
    await logout(store.dispatch);
    expect(calls).toContain('POST /api/logout');
    expect(store.getState().session).toMatchObject({ user: null, token: null, subscriptionId: null });
  });
});
