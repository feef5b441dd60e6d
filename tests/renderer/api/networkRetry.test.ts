// @vitest-environment happy-dom
/**
 * A query the API never answered (issue 38): the global notice gets the network code, never shown
 * raw (apiError: errors.network), and its "Try again" (retryFailedQueries) asks the failed query
 * again with its own arguments; when the answer comes, the cached answer is there for the screen.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configApi } from '../../../renderer/api/configApi';
import { resolveErrorMessage } from '../../../renderer/api/apiError';
import { retryFailedQueries } from '../../../renderer/api/baseApi';
import { selectNotice } from '../../../renderer/app/uiSlice';
import { createStore } from '../../../renderer/app/store';

afterEach(() => vi.unstubAllGlobals());

describe('a network failure of a query', () => {
  it('is told as a sentence, and "Try again" asks the query again', async () => {
    let online = false;
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      calls.push(new URL(request.url).pathname);
      if (!online) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ brand: 'x' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const store = createStore({ locale: 'en', webview: false, consent: null });
    const first = store.dispatch(configApi.endpoints.getConfig.initiate());
    await first;
    const notice = selectNotice(store.getState());
    expect(notice?.code).toBe('FETCH_ERROR');
    const texts: Record<string, string> = { 'errors.network': 'We could not reach the service.', 'errors.500': 'Something went wrong.' };
    expect(resolveErrorMessage(notice!.code, notice!.message ?? undefined, notice!.hasCode, { t: (k) => texts[k] ?? k, exists: (k) => k in texts })).toBe('We could not reach the service.');

    online = true;
    store.dispatch(retryFailedQueries());
    await vi.waitFor(() => expect(configApi.endpoints.getConfig.select()(store.getState()).data).toEqual({ brand: 'x' }));
    expect(calls).toEqual(['/api/config', '/api/config']);
    first.unsubscribe();
  });
});
