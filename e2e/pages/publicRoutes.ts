/**
 * Every route of a brand an anonymous visitor can open, as concrete addresses, and an in-app
 * visit that waits until the screen has settled (its data loaded, any redirect done), for specs
 * that look at every public page (accessibility.spec.ts); and the logged-in only routes with the
 * brands whose demo patient logs in through the form (accessibilityLoggedIn.spec.ts, textSize.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { EffectiveBrand } from '../../server/config/loadBrands';
import { brandName, titleOrSuffix, type Locale } from './PortalPage';

/** Real ids of the demo data, for the routes with path parameters. */
export interface DemoIds {
  providerId: number;
  doctorId: number;
  specializationId: number;
  /** The reservation screen's query for one of the clinic's free slots ("?slotId=…&subfunctionId=…"), or "" when it has none. */
  slotQuery: string;
}

/**
 * Provider 1 of the seed, with one of its doctors and one of its specializations, as the brand's
 * API answers them to the page (the brand's host is a name only the browser resolves).
 */
export async function demoIds(page: Page): Promise<DemoIds> {
  const [clinic, free] = await page.evaluate(async () => {
    const get = async (url: string): Promise<unknown> => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
      return response.json();
    };
    return Promise.all([get('/api/providers/1'), get('/api/providers/1/slots')]);
  });
  const { id, doctors, specializations } = clinic as { id: number; doctors: Array<{ id: number }>; specializations: Array<{ id: number }> };
  // The last of the listed slots: the booking specs take the first ones.
  const slot = (free as { slots: Array<{ id: number; subfunctionId: number }> }).slots.at(-1);
  const slotQuery = slot ? `?slotId=${slot.id}&subfunctionId=${slot.subfunctionId}` : '';
  return { providerId: id, doctorId: doctors[0]!.id, specializationId: specializations[0]!.id, slotQuery };
}

/** A token no link was ever made with: token pages show their "link problem" state. */
export const MADE_UP_TOKEN = 'e2e-made-up-token-0000';

/**
 * The address of a route pattern, with demo ids and the made-up token for its parameters; the
 * reservation screen gets a free slot of the clinic, so it shows the anonymous booking steps.
 */
export function concretePath(b: EffectiveBrand, pattern: string, ids: DemoIds): string {
  const query = b.routes.routes[pattern]?.screen === 'provider-search-reservation' ? ids.slotQuery : '';
  const values: Record<string, string> = {
    providerId: String(ids.providerId),
    doctorId: String(ids.doctorId),
    specializationId: String(ids.specializationId),
    token: MADE_UP_TOKEN,
  };
  const path = pattern.replace(/:(\w+)\??/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no demo value for :${name} in ${pattern}`);
    return value;
  });
  return `${path}${query}`;
}

/**
 * The base service documents: a service route is built when its service has a care object (issue
 * 12), a relatives object, a catalogue (diagnostics, screening, vaccination), a p4p object, a
 * health tool or a mobile app page (issue 14).
 */
const BASE_SERVICES = (JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../brands/_base/services.json'), 'utf8')) as { services: Record<string, { care?: unknown; relatives?: unknown; catalogue?: unknown; p4p?: unknown; healthTool?: unknown; mobileApp?: unknown }> }).services;

/**
 * Routes whose screen is not built yet (they render the "unknown screen" panel, which names the
 * kind): the service screens of services without any of those documents. The paid variant's med24
 * screens are built; they need the paid brand (and some a payment under way), so
 * e2e/specs/med24Payment.spec.ts and med24Profile.spec.ts scan them.
 */
export const UNBUILT = (route: { screen: string; params?: { service?: string } } | undefined): boolean => {
  const kind = route?.screen ?? '';
  if (kind === 'service') {
    const service = BASE_SERVICES[route?.params?.service ?? ''];
    return !service?.care && !service?.relatives && !service?.catalogue && !service?.p4p && !service?.healthTool && !service?.mobileApp;
  }
  return false;
};

/**
 * The brand's public route patterns (`auth: false`; the auth guard sends an anonymous visitor
 * from every other route to the login page), home first. Routes other guards refuse to this
 * brand's visitors are kept: the spec sees the redirect and records it.
 */
export const publicPatternsOf = (b: EffectiveBrand): string[] => [
  '/',
  ...Object.entries(b.routes.routes)
    .filter(([routePath, route]) => routePath !== '/' && route.auth === false)
    .map(([routePath]) => routePath),
];

/** Screens that title the page after what they show (a clinic, a doctor): told apart by their kind, not their title. */
const OWN_TITLE_KINDS = new Set(['provider-details', 'doctor-details', 'specialization-details']);

/**
 * Moves to `path` inside the loaded portal as the router's links do (history entry + popstate)
 * and waits until the screen it lands on has settled: one h1, no loading panel, busy list or
 * skeleton in main, and the page title (or, for pages titled after their subject, the screen
 * kind) of the route. Returns the path landed on: a guard, or the screen itself (a token login
 * that fails), may send the visitor elsewhere.
 */
export async function visitInApp(page: Page, b: EffectiveBrand, locale: Locale, path: string, pattern: string): Promise<string> {
  const route = b.routes.routes[pattern];
  const kind = route?.screen ?? '';
  const expected = {
    target: new URL(path, 'http://x').pathname,
    title: OWN_TITLE_KINDS.has(kind) ? null : titleOrSuffix(b, locale, pattern),
    kind: OWN_TITLE_KINDS.has(kind) ? kind : null,
    contentPage: route?.params?.page ?? null,
    suffix: brandName(b, locale),
    titles: Object.fromEntries(Object.keys(b.routes.routes).map((p) => [p, titleOrSuffix(b, locale, p)])),
  };
  // The screen before the move: a page that answers with the same title (and heading element) has not moved yet.
  await page.evaluate((to) => {
    document.querySelector('h1')?.setAttribute('data-e2e-before', document.title);
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  // Polled in the page itself (one round trip per visit, not one per look), at the pace a screen is drawn.
  const drawn = page.waitForFunction(
    (x) => {
      const main = document.querySelector('main');
      const headings = document.querySelectorAll('h1');
      if (!main || headings.length !== 1) return false;
      if (main.querySelector('.loading-panel, [aria-busy="true"], [class*="skeleton"]')) return false;
      if (headings[0]!.getAttribute('data-e2e-before') === document.title) return false;
      const here = window.location.pathname;
      if (here !== x.target) {
        // Elsewhere: settled once that page's own title is shown.
        const title = x.titles[here];
        return title === undefined ? document.title.endsWith(x.suffix) : document.title === title;
      }
      if (x.kind !== null) return main.querySelector(`[data-screen-kind="${x.kind}"]`) !== null;
      if (document.title !== x.title) return false;
      const shown = main.querySelector('[data-content-page]')?.getAttribute('data-content-page') ?? null;
      return x.contentPage === null || shown === x.contentPage;
    },
    expected,
    { polling: 25, timeout: 15_000 },
  );
  await drawn.catch((error: unknown) => {
    throw new Error(`${b.id} (${locale}): ${path} should be drawn, but on ${page.url()} "${String(error)}"`);
  });
  return new URL(page.url()).pathname;
}

interface BaseRoute {
  screen: string;
  auth?: boolean;
  restrictedWhenLoggedIn?: boolean;
  params?: { form?: string; service?: string };
}
const baseRoutes = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../brands/_base/routes.json'), 'utf8')) as { routes: Record<string, BaseRoute> };

/**
 * The logged-in only routes of the base documents with a built screen (kinds not built yet render
 * the "unknown screen" panel; to be scanned once they exist) and no path parameter.
 */
export const LOGGED_IN_PATHS = Object.entries(baseRoutes.routes)
  .filter(([routePath, route]) => route.auth !== false && !UNBUILT(route) && !routePath.includes(':'))
  .map(([routePath]) => routePath);

/** Brands where the demo patient logs in through the login form (not the token-only app, not a brand that serves only its home). */
export const canLogIn = (b: EffectiveBrand): boolean => {
  const { rules } = b.brand;
  if (!('/login' in b.routes.routes) || rules.tokenlessRedirect) return false;
  if (rules.blockedRoutes?.includes('/login')) return false;
  return !rules.exclusiveRoutes?.length || rules.exclusiveRoutes.includes('/login');
};
