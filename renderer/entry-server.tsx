/**
 * The server renderer (issue 10, item 3): the first route of an anonymous visit as HTML, with the
 * same route table, guards, screen registry, store and translations as the browser (PortalApp),
 * and the query cache the browser hydrates from. Built by Vite as an SSR bundle
 * (server/cli/buildRenderer.ts) and imported by the page router (server/http/serverRender.ts).
 *
 * Screens ask for their data with RTK Query hooks. On the server those hooks start their queries
 * while rendering (baseApi.ts), so the page is rendered until no query is left running: the first
 * pass starts what the screens ask for, the next ones render with the answers and start what
 * those answers lead to. A query still running at the deadline leaves its screen in the loading
 * state the browser then completes.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { apiHydrated, baseApi, type ServerFetch } from './api/baseApi';
import { partsInlined } from './api/bundleApi';
import type { ShellBundle } from './domain/brand/bundleParts';
import { PortalApp } from './app/PortalApp';
import { createStore, type AppStore, type RootState } from './app/store';
import { parseConsent } from './domain/brand/consentCookie';
import { createI18n } from './i18n/createI18n';
import { buildRoutes } from './routing/buildRoutes';
import { ChunkCollector } from './routing/lazyChunk';
import { hasWebviewParam } from './shell/layoutMode';
import { PageHeadContext, type PageHead } from './shell/pageHead';

export interface PageRenderRequest {
  /** The page's inlined shell, parsed: the very object the browser reads back. */
  bundle: ShellBundle;
  /** Path and query of the page. */
  url: string;
  /** The consent cookie's value, or null. */
  consent: string | null;
  /** Where the screens' queries go (in-process on the server). */
  serverFetch: ServerFetch;
  /** How long the data may take; the page is sent with what arrived by then. */
  deadlineMs: number;
}

export interface RenderedPage {
  /** The root's inner HTML. */
  html: string;
  /** What the browser's store starts from (JSON; see hydrationState). */
  state: HydrationState;
  /** The screen's own title and description, when it names its page. */
  head: PageHead | null;
}

/** The interface state, and the query cache's answers minus the parts the page inlines anyway. */
export interface HydrationState {
  ui: RootState['ui'];
  api: Pick<RootState['api'], 'queries' | 'mutations' | 'provided'>;
  /** The chunks the page rendered (lazyChunk ids, in render order): the browser loads them before it hydrates. */
  chunks: string[];
}

/** How React marks a Suspense boundary whose content comes later in the stream. */
const PENDING_BOUNDARY = '<!--$?-->';

/** Enough passes for a screen whose data leads to more data (a clinic, then its slots). */
const MAX_PASSES = 4;

async function renderToHtml(element: ReactNode): Promise<string> {
  // Every boundary inline, however large: React would otherwise send a big one after the rest, to be
  // moved into place by an inline script (which the CSP refuses, and a browser without JS never runs).
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Waits for the queries running now, or until the deadline; true when they all finished. */
async function settled(running: Promise<unknown>[], deadline: number): Promise<boolean> {
  const left = deadline - Date.now();
  if (left <= 0) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), left)));
  try {
    return await Promise.race([Promise.allSettled(running).then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The state the browser hydrates from: the answers (RTK Query takes only those when hydrating)
 * minus the inlined parts, which the page carries already.
 */
export function hydrationState(state: RootState, bundle: ShellBundle, chunks: Iterable<string>): HydrationState {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries).filter(([, entry]) => {
      if (entry?.status !== 'fulfilled' && entry?.status !== 'rejected') return false;
      const key = entry.endpointName === 'getBundlePart' ? (entry.originalArgs as { key?: string } | undefined)?.key : undefined;
      return !(key && key in bundle.parts);
    }),
  );
  return { ui: state.ui, api: { queries, mutations: {}, provided: state.api.provided }, chunks: [...chunks] };
}

/** A fetch that never answers: the queries of a frozen render stay pending, as in the browser's first render. */
const NO_ANSWER: ServerFetch = { origin: 'http://portal.internal', fetchFn: () => new Promise<Response>(() => undefined) };

export async function renderPage(request: PageRenderRequest): Promise<RenderedPage> {
  const { bundle, url } = request;
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const i18n = createI18n(bundle, bundle.locale);
  const routes = buildRoutes(bundle);
  const collector: { head: PageHead | null } = { head: null };
  const chunks = new Set<string>();
  const newStore = (serverFetch: ServerFetch, ui?: RootState['ui']) => {
    const store = createStore({ locale: bundle.locale, webview: hasWebviewParam(search), consent: parseConsent(request.consent), serverFetch, ui });
    store.dispatch(partsInlined(bundle.version, bundle.parts));
    return store;
  };
  const render = async (store: AppStore): Promise<string> => {
    collector.head = null;
    chunks.clear();
    return renderToHtml(
      <ChunkCollector.Provider value={chunks}>
        <PageHeadContext.Provider value={collector}>
          <PortalApp bundle={bundle} store={store} i18n={i18n} routes={routes} router={(children) => <StaticRouter location={url}>{children}</StaticRouter>} />
        </PageHeadContext.Provider>
      </ChunkCollector.Provider>,
    );
  };

  const store = newStore(request.serverFetch);
  const deadline = Date.now() + request.deadlineMs;
  for (let pass = 1; ; pass += 1) {
    const before = store.getState();
    const html = await render(store);
    const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
    // A boundary still waiting at the end of a pass (a screen chunk that loaded only then) would be
    // revealed by an inline script; the next pass finds the chunk loaded and renders it in place.
    const suspended = html.includes(PENDING_BOUNDARY);
    // A query this pass started may have answered before the pass finished: it is not running
    // any more, yet this pass's HTML was rendered without its answer. Only a pass that left the
    // queries as it found them rendered from `before` alone.
    const started = store.getState().api.queries !== before.api.queries;
    if (running.length === 0 && !suspended && !started) {
      return { html, state: hydrationState(before, bundle, chunks), head: collector.head };
    }
    if (pass === MAX_PASSES || (running.length > 0 && !(await settled(running, deadline)))) {
      // Out of passes or time, with answers still arriving: an answer that came in while the
      // pass rendered would show in part of its HTML and not in the state. The page is rendered
      // once more from the state the browser will start from, its new queries left unanswered.
      const state = hydrationState(store.getState(), bundle, chunks);
      const frozen = newStore(NO_ANSWER, state.ui);
      frozen.dispatch(apiHydrated({ api: state.api }));
      const frozenHtml = await render(frozen);
      if (frozenHtml.includes(PENDING_BOUNDARY)) throw new Error(`the page ${url} still waited for a chunk after ${pass} passes`);
      return { html: frozenHtml, state: hydrationState(frozen.getState(), bundle, chunks), head: collector.head };
    }
  }
}
