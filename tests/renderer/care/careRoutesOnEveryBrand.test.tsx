// @vitest-environment happy-dom
/**
 * Issue 12's "hidden routes": on every brand, every route offered for a care service (a consultation
 * kind, a second opinion, organised care, claim reporting, the pre-authorisation) is built: its service document has a complete care object
 * (careOfService reads it, as the screen does), with a form document the brand has, so the screen
 * is the care page, never the unknown-screen panel. Each care route of the default brand, which
 * offers them all, is drawn as the patient sees it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandBundle } from '../../../generated/config-types';
import { careOfService } from '../../../renderer/domain/care/careOfService';
import { wizardOfService } from '../../../renderer/domain/care/careWizard';
import { routeOffered } from '../../../server/config/brandOffers';
import { testBrands } from '../../server/testApp';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';
import { careApiFake, json, type Call } from './careApiFake';

const { default: ServiceScreen } = await import('../../../renderer/screens/service/ServiceScreen');

const CARE_SERVICES = [
  'general-consultation', 'pediatric-consultation', 'nutrition-consultation', 'psychology', 'fitness-consultation', 'rights-consultation',
  'wiwe-consultation', 'second-opinion', 'oncology-second-opinion', 'card-network', 'claim-reporting', 'preauthorization',
];

/** The care routes of spec §2 and issues 12–13, each with the service its page is and the flag that opens it. */
const CARE_ROUTES = [
  ['/services/consultation', 'general-consultation', 'hasGeneralConsultation'],
  ['/services/specialist-consultation', 'pediatric-consultation', 'hasConsultation'],
  ['/services/nutrition-consultation', 'nutrition-consultation', 'hasNutritionConsultation'],
  ['/services/psychology', 'psychology', 'hasPsychology'],
  ['/services/fitness-consultation', 'fitness-consultation', 'hasFitnessConsultation'],
  ['/services/rights-consultation', 'rights-consultation', 'hasRightsConsultation'],
  ['/services/wiwe-consultation', 'wiwe-consultation', 'hasWiweConsultation'],
  ['/services/second-opinion', 'second-opinion', 'hasSecondOpinion'],
  ['/services/oncology-second-opinion', 'oncology-second-opinion', 'no flag'],
  ['/services/organize/care', 'card-network', 'hasCardNetwork'],
  ['/services/claim-reporting', 'claim-reporting', 'hasClaimReporting'],
  ['/services/preauthorization', 'preauthorization', 'hasPreauthorization'],
] as const;

describe('care routes on every brand', () => {
  const brands = testBrands().all().map((served) => served.effective);

  it.each(brands.map((b) => [b.id, b] as const))('%s: every offered care route has a care document and its form', (_id, brand) => {
    const offered = Object.entries(brand.routes.routes).filter(([path, route]) => route?.screen === 'service' && CARE_SERVICES.includes(route.params?.service ?? '') && routeOffered(brand, path));
    for (const [path, route] of offered) {
      const care = careOfService(brand.services.services[route!.params!.service!]);
      expect(care, `${brand.id} ${path}`).not.toBeNull();
      expect(brand.forms.forms[care!.form], `${brand.id} ${path}: form ${care!.form}`).toBeDefined();
    }
  });
});

describe('the care routes of the default brand', () => {
  const served = testBrands().resolve('default.localhost');
  const bundle: BrandBundle = served.bundle;
  const english = bundle.locales.en as unknown as Record<string, Record<string, unknown>>;
  const text = (key: string): string => key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], english) as string;
  let rendered: Rendered | undefined;
  afterEach(() => {
    rendered?.unmount();
    rendered = undefined;
  });

  /** The route drawn for a patient with no items yet, the server answering that the subscription covers the service. */
  async function show(path: string): Promise<HTMLElement> {
    const calls: Call[] = [];
    const route = bundle.routes[path];
    expect(route, `${path} is a route of the default brand`).toBeDefined();
    const api = careApiFake(bundle, { 'GET /api/care-items': () => json({ items: [] }), 'GET /api/map/providers': () => json({ providers: [] }) }, calls);
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const page = /^\/api\/services\/(.+)$/.exec(new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname)?.[1];
      if (page) return json({ page, permission: route!.permission ?? null, services: [1], covered: [1], subscriptionActive: true, phone: null });
      return api(input, init);
    }) as typeof fetch;
    rendered = await renderPortal({ bundle, url: path, path, element: <ServiceScreen route={{ path, meta: route! }} />, fetchImpl });
    return rendered.container;
  }

  it.each(CARE_ROUTES)('%s shows the care page of %s, for a patient with %s', async (path, service, flag) => {
    expect(bundle.routes[path]?.permission ?? 'no flag').toBe(flag);
    expect(routeOffered(served.effective, path)).toBe(true);
    const container = await show(path);
    const page = await waitFor(() => container.querySelector<HTMLElement>(`[data-screen-kind="service"][data-service="${service}"]`));
    expect(container.querySelector('[data-testid="unknown-screen"]')).toBeNull();
    expect(page.querySelector('h1')?.textContent).toBe(text(bundle.routes[path]!.title));
    const care = careOfService(bundle.services[service])!;
    const info = await waitFor(() => page.querySelector<HTMLElement>('[data-testid="care-service-info"]'));
    expect(info.textContent).toContain(text(care.description));
    expect(info.textContent).toContain(text(care.howItWorks));
    if (wizardOfService(bundle.services[service])) {
      // The pre-authorisation asks in steps, in a dialog its page opens.
      expect((await waitFor(() => page.querySelector<HTMLElement>('[data-testid="wizard-open"]'))).tagName).toBe('BUTTON');
      return;
    }
    const request = await waitFor(() => page.querySelector<HTMLElement>('[data-testid="care-request"] form'));
    expect(request.querySelector('button[type="submit"]')).not.toBeNull();
    expect(page.querySelector('[data-testid="care-form-missing"]')).toBeNull();
  });
});
