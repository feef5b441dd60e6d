// @vitest-environment happy-dom
/**
 * The detail screens against a mocked fetch: the clinic's page (ratings as text, specializations
 * sorted by name, doctors, slots linking to the reservation, defaultServiceId passed on), the
 * not-found panel for a 404 and for a doctor of another clinic, and an API error with a retry.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrandBundle } from '../../../generated/config-types';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';

vi.mock('../../../renderer/map/createProviderMap', () => ({
  createProviderMap: () => ({ setMarkers: () => undefined, setView: () => undefined, dispose: () => undefined }),
}));

const { default: ProviderDetailsScreen } = await import('../../../renderer/screens/provider-details/ProviderDetailsScreen');
const { default: DoctorDetailsScreen } = await import('../../../renderer/screens/provider-details/DoctorDetailsScreen');

const rating = (average: number, count: number) => ({ average, count });
const DOCTOR = { id: 7, providerId: 3, name: 'Dr. Kovács Anna', familyName: 'Kovács', givenName: 'Anna', speaksEnglish: true, price: 25500, currency: 'HUF', discountPercent: 10, video: false };
const PROVIDER = {
  id: 3, name: 'Budai Egészségközpont', locationId: 11, countryCode: 'HU', address: { postalCode: '1011', city: 'Budapest', street: 'Fő utca 1.' }, lon: 19.04, lat: 47.5,
  photos: ['provider-3-1.svg'], status: 'active',
  ratings: { waiting: rating(3.64, 40), careConditions: rating(4.4, 41), staffPreparedness: rating(4.7, 42), behaviour: rating(4.6, 43), overall: rating(4.33, 45) },
  // Deliberately not in Hungarian order: the screen sorts with the locale's collator.
  specializations: [
    { id: 30, key: 'ophthalmology', name: 'Szemészet', subfunctions: [] },
    { id: 2, key: 'andrology', name: 'Andrológia', subfunctions: [] },
    { id: 16, key: 'cardiology', name: 'Kardiológia', subfunctions: [{ id: 1601, name: 'Kardiológiai vizsgálat', durationMinutes: 30, video: false }] },
    { id: 5, key: 'general', name: 'Általános orvos', subfunctions: [] },
  ],
  doctors: [{ ...DOCTOR, specializationIds: [16] }],
  defaultService: null as null | Record<string, unknown>,
};
const SLOTS = { slots: [{ id: 812, start: '2030-01-07T09:00:00+01:00', durationMinutes: 30, doctorId: 7, doctorName: 'Dr. Kovács Anna', subfunctionId: 1601, subfunctionName: 'Kardiológiai vizsgálat', specializationId: 16, video: false }] };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Answer = (url: URL) => Response | Promise<Response> | undefined;

function mockFetch(bundle: BrandBundle, answer: Answer) {
  const calls: URL[] = [];
  const impl = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    calls.push(url);
    if (url.pathname === '/api/config') return json(bundle.config);
    return answer(url) ?? json({ code: '#404', message: 'No such thing' }, 404);
  }) as typeof fetch;
  return { impl, calls };
}

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function open(screen: 'provider' | 'doctor', url: string, answer: Answer, locale: 'hu' | 'en' = 'en') {
  const bundle = baseBundle();
  const mock = mockFetch(bundle, answer);
  const path = screen === 'provider' ? '/providers/:providerId' : '/providers/:providerId/doctors/:doctorId';
  const route = { path, meta: bundle.routes[path]! };
  const element = screen === 'provider' ? <ProviderDetailsScreen route={route} /> : <DoctorDetailsScreen route={route} />;
  rendered = await renderPortal({ bundle, url, path, element, fetchImpl: mock.impl, locale });
  return { bundle, calls: mock.calls, container: rendered.container };
}

const provider = (url: URL) => (url.pathname === '/api/providers/3' ? json(PROVIDER) : url.pathname === '/api/providers/3/slots' ? json(SLOTS) : undefined);

describe('provider details screen', () => {
  it('shows ratings as text, specializations in alphabetical order, doctors and slots linking to the reservation', async () => {
    const { container, bundle } = await open('provider', '/providers/3', provider, 'hu');
    await waitFor(() => container.querySelector('[data-testid="upcoming-slots"]'));
    expect(container.querySelector('h1')?.textContent).toBe('Budai Egészségközpont');
    const overall = container.querySelector('[data-rating="overall"] .rating-bars__value')!;
    expect(overall.textContent).toBe('4,3 / 5 (45 értékelés)');
    expect((container.querySelector('[data-rating="waiting"] .rating-bars__fill') as HTMLElement).style.width).toBe('66%');
    const specs = [...container.querySelectorAll('[data-testid="specializations"] a')];
    expect(specs.map((a) => a.textContent)).toEqual(['Általános orvos', 'Andrológia', 'Kardiológia', 'Szemészet']);
    expect(specs[0]!.getAttribute('href')).toBe('/providers/3/specializations/5');
    const doctor = container.querySelector('[data-testid="doctors"] a')!;
    expect(doctor.getAttribute('href')).toBe('/providers/3/doctors/7');
    expect(container.querySelector('[data-slot-id="812"]')!.getAttribute('href')).toBe('/services/provider-search/reservation?slotId=812&subfunctionId=1601');
    expect(container.querySelector('.details__photos img')!.getAttribute('src')).toBe(`${bundle.config.providerPhotosDir}/provider-3-1.svg`);
  });

  it('shows skeletons while the clinic loads', async () => {
    const { container } = await open('provider', '/providers/3', (url) => (url.pathname === '/api/providers/3' ? new Promise<Response>(() => undefined) : provider(url)));
    const loading = await waitFor(() => container.querySelector('[data-testid="details-loading"]'));
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('[data-testid="rating-bars"]')).toBeNull();
  });

  it('passes defaultServiceId on to the API and asks for that service’s slots', async () => {
    const withService = { ...PROVIDER, defaultService: { id: 1601, specializationId: 16, name: 'Kardiológiai vizsgálat', durationMinutes: 30, video: false } };
    const { container, calls } = await open('provider', '/providers/3?defaultServiceId=1601', (url) =>
      url.pathname === '/api/providers/3' ? json(withService) : provider(url),
    );
    await waitFor(() => container.querySelector('[data-testid="default-service"]'));
    expect(calls.find((u) => u.pathname === '/api/providers/3')!.searchParams.get('defaultServiceId')).toBe('1601');
    await waitFor(() => calls.find((u) => u.pathname === '/api/providers/3/slots'));
    expect(calls.find((u) => u.pathname === '/api/providers/3/slots')!.searchParams.get('subfunctionId')).toBe('1601');
  });

  it('shows the not-found panel for an unknown clinic', async () => {
    const { container, bundle } = await open('provider', '/providers/999', () => undefined);
    const title = await waitFor(() => container.querySelector('h1')?.textContent === (bundle.locales.en.ui as { notFound: { title: string } }).notFound.title && container.querySelector('h1'));
    expect(title).not.toBeNull();
  });

  it('shows a translated error with a retry that loads the page', async () => {
    let failures = 1;
    const { container, bundle } = await open('provider', '/providers/3', (url) => {
      if (url.pathname === '/api/providers/3' && failures > 0) {
        failures -= 1;
        return json({ code: '500', message: 'boom' }, 500);
      }
      return provider(url);
    });
    const error = await waitFor(() => container.querySelector('[data-testid="details-error"]'));
    expect(error.textContent).toContain((bundle.locales.en.errors as Record<string, string>)['500']);
    act(() => (error.querySelector('button') as HTMLButtonElement).click());
    await waitFor(() => container.querySelector('[data-testid="rating-bars"]'));
  });
});

describe('doctor details screen', () => {
  const doctor = (url: URL) =>
    url.pathname === '/api/doctors/7' ? json({ ...DOCTOR, provider: PROVIDER, specializations: [{ id: 16, key: 'cardiology', name: 'Kardiológia' }] }) : provider(url);

  it('shows the doctor with the clinic, price in forints, discount and slots', async () => {
    const { container, calls } = await open('doctor', '/providers/3/doctors/7', doctor, 'hu');
    await waitFor(() => container.querySelector('[data-testid="upcoming-slots"]'));
    expect(container.querySelector('h1')?.textContent).toBe('Dr. Kovács Anna');
    expect(container.querySelector('[data-testid="doctor-clinic"]')?.getAttribute('href')).toBe('/providers/3');
    expect(container.querySelector('[data-testid="doctor-price"]')?.textContent).toBe('25\u00a0500\u00a0Ft');
    expect(container.querySelector('[data-testid="doctor-facts"]')?.textContent).toContain('10% kedvezmény');
    expect(calls.find((u) => u.pathname === '/api/providers/3/slots')!.searchParams.get('doctorId')).toBe('7');
  });

  it('shows the not-found panel for a doctor of another clinic', async () => {
    const { container, bundle } = await open('doctor', '/providers/4/doctors/7', doctor);
    const notFound = (bundle.locales.en.ui as { notFound: { title: string } }).notFound.title;
    await waitFor(() => container.querySelector('h1')?.textContent === notFound);
    expect(container.querySelector('[data-testid="doctor-facts"]')).toBeNull();
  });
});
