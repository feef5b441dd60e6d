/**
 * Renders renderer components with the providers main.tsx sets up (bundle, store, i18n) inside
 * a memory router, in happy-dom, without a testing library: createRoot + act.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { BrandBundle, Locale } from '../../../generated/config-types';
import { partsInlined } from '../../../renderer/api/bundleApi';
import { BundleContext } from '../../../renderer/app/bundle';
import { allPartKeys, bundlePart, shellBundle } from '../../../renderer/domain/brand/bundleParts';
import { createStore, type AppStore } from '../../../renderer/app/store';
import { createI18n } from '../../../renderer/i18n/createI18n';
import type { ConsentValue } from '../../../renderer/domain/brand/consentCookie';
import { PortalRoutes } from '../../../renderer/routing/buildRoutes';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
  unmount: () => void;
}

interface Options {
  bundle: BrandBundle;
  locale?: Locale;
  /** Either the portal's route table (as main.tsx renders it), or one element shown at `path`. */
  routes?: RouteObject[];
  element?: ReactNode;
  path?: string;
  url?: string;
  /** Answers the app's API calls; default: GET /api/config answers bundle.config. */
  fetchImpl?: typeof fetch;
  consent?: ConsentValue | null;
  /** The parts the page inlines, as the server would for its first route; default every part, with every language's texts. */
  inlined?: string[];
}

const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server's answers a screen may need without a test saying so: the config, and the bundle's parts (404 for one the bundle lacks). */
const answerConfig = (bundle: BrandBundle): typeof fetch => async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
  const part = /^\/api\/brand-bundle\/[^/]+\/(.+)\.json$/.exec(url.pathname);
  if (part) {
    const found = bundlePart(bundle, part[1]!);
    return found ? json(found) : json({ code: '#404', message: 'No such part' }, 404);
  }
  return json(bundle.config);
};

export async function renderPortal({ bundle, locale = 'en', routes, element, path = '*', url = '/', fetchImpl, consent = { consent: false, enabled: [] }, inlined }: Options): Promise<Rendered> {
  const realFetch = globalThis.fetch;
  globalThis.fetch = fetchImpl ?? answerConfig(bundle);
  const store = createStore({ locale, webview: false, consent });
  // Every document at hand, as if the page had inlined them all (the parts have their own tests).
  const shell = shellBundle(bundle, locale, inlined ?? allPartKeys(bundle, locale));
  store.dispatch(partsInlined(shell.version, shell.parts));
  const i18n = createI18n(inlined ? shell : bundle, locale);
  // The memory router hosts the portal's declarative route table under a splat route, which
  // gives tests router.navigate and router.state.location.
  const router = createMemoryRouter(routes ? [{ path: '*', element: <PortalRoutes routes={routes} /> }] : [{ path, element }], { initialEntries: [url] });
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | undefined;
  await act(async () => {
    root = createRoot(container);
    root.render(
      <BundleContext.Provider value={shell}>
        <Provider store={store}>
          <I18nextProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nextProvider>
        </Provider>
      </BundleContext.Provider>,
    );
  });
  return {
    container,
    store,
    router,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
      globalThis.fetch = realFetch;
    },
  };
}

/** Lets lazy chunks, loaders and effects settle. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Waits (acting) until `probe` returns something truthy; lazy chunks take a while under load. */
export async function waitFor<T>(probe: () => T | null | undefined | false, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = probe();
    if (found) return found;
    if (Date.now() > until) throw new Error(`waitFor timed out after ${timeoutMs} ms`);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

/** Types `value` into a text field as React sees typing: the native setter, then an input event. */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')!.set!;
  act(() => {
    setter.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Chooses the option of a select whose text is `label`, as React sees a choice. */
export function chooseOption(select: HTMLSelectElement, label: string): void {
  const option = [...select.options].find((o) => o.text === label);
  if (!option) throw new Error(`no option "${label}" in ${select.id}: ${[...select.options].map((o) => o.text).join(', ')}`);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, option.value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
