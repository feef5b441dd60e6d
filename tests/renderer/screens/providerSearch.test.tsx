// @vitest-environment happy-dom
/**
 * The provider search screen against a mocked fetch: results with the slot display of spec §2,
 * filters written to the query string by replace (never push), the jump that changes only the
 * week, the list tabs, the lazy map's marker links, and a translated error.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BrandBundle } from '../../../generated/config-types';
import { bundlePart } from '../../../renderer/domain/brand/bundleParts';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';

vi.mock('../../../renderer/map/createProviderMap', () => ({
  createProviderMap: () => ({ setMarkers: () => undefined, setView: () => undefined, dispose: () => undefined }),
}));

const { default: ProviderSearchScreen } = await import('../../../renderer/screens/provider-search/ProviderSearchScreen');

const PATH = '/services/provider-search';
const slot = (id: number, start: string, doctorName = 'Dr. Kovács Anna') => ({
  id, start, durationMinutes: 20, doctorId: 7, doctorName, subfunctionId: 101, subfunctionName: 'Cardiology examination', customerBookable: true, cancellableUntil: '2030-01-01T00:00:00Z', video: false,
});
const doctor = (id: number, name: string, providerId: number, clinic: string, city: string, specialty: string) => ({
  id, providerId, name, price: 18_500, currency: 'HUF', discountPercent: 0, speaksEnglish: false, video: false,
  provider: { id: providerId, name: clinic, city, locationId: 11 }, specializations: [{ id: 16, name: specialty }],
});
const DOCTORS = {
  rows: [
    { ...doctor(7, 'Dr. Kovács Anna', 3, 'Budai Egészségközpont', 'Budapest', 'Cardiology'), slots: [slot(1, '2030-01-07T09:00:00+01:00')], nearestAvailableDate: '2030-01-07', slotsWithinSevenDays: 4 },
    { ...doctor(8, 'Dr. Szabó Béla', 4, 'Clinica Cluj', 'Cluj-Napoca', 'Dermatology'), discountPercent: 10, slots: [], nearestAvailableDate: '2030-02-11', slotsWithinSevenDays: 0 },
    { ...doctor(9, 'Dr. Kovács Anna', 5, 'Szegedi Rendelő', 'Szeged', 'Neurology'), slots: [], nearestAvailableDate: null, slotsWithinSevenDays: 0 },
  ],
  totalRows: 23, page: 1, week: '2030-01-07', isCalendarAvailable: true,
};
const PROVIDERS = {
  rows: [
    {
      id: 3, name: 'Budai Egészségközpont', lon: 19.04, lat: 47.5, address: { postalCode: '1011', city: 'Budapest', street: 'Fő utca 1.' },
      slots: [slot(5, '2030-01-07T09:00:00+01:00'), { ...slot(6, '2030-01-07T09:00:00+01:00', 'Dr. Szabó Béla'), subfunctionName: 'Echocardiography' }], nearestAvailableDate: null, slotsWithinSevenDays: 0,
    },
    { id: 4, name: 'Clinica Cluj', lon: 23.6, lat: 46.77, address: { postalCode: '400000', city: 'Cluj-Napoca', street: 'Str. Memorandumului 2' }, slots: [], nearestAvailableDate: null, slotsWithinSevenDays: 0 },
  ],
  totalRows: 2, page: 1, week: '2030-01-07', isCalendarAvailable: true,
};
const SPECS = { 16: { id: 16, key: 'cardiology', name: 'Kardiológia', subfunctions: [{ id: 101, name: 'Kardiológiai vizsgálat', durationMinutes: 20, video: false }] } };
const LOCATIONS = [
  { id: 1, text: 'Budapest', transKey: 'budapest', countryCode: 'HU', children: [{ id: 11, text: 'I. kerület', transKey: 'budapest1' }, { id: 12, text: 'Óbuda', transKey: null }] },
  { id: 23, text: 'Cluj County', transKey: 'ro_cluj', countryCode: 'RO', children: [{ id: 2301, text: 'Cluj-Napoca', transKey: 'cluj_napoca' }] },
];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockFetch(bundle: BrandBundle, searchAnswer: (url: URL) => Response | Promise<Response> = (url) => json(url.pathname.endsWith('/providers') ? PROVIDERS : DOCTORS)) {
  const searches: URL[] = [];
  const impl = (async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/api/config') return json(bundle.config);
    if (url.pathname === '/api/specializations') return json(SPECS);
    if (url.pathname === '/api/map/locations') return json(LOCATIONS);
    if (url.pathname.startsWith('/api/search/')) {
      searches.push(url);
      return searchAnswer(url);
    }
    // The coverage standing's texts are the care texts part.
    const key = /^\/api\/brand-bundle\/[^/]+\/(.+)\.json$/.exec(url.pathname)?.[1];
    const part = key === undefined ? undefined : bundlePart(bundle, key);
    if (part) return json(part);
    return json({ code: 'not-found' }, 404);
  }) as typeof fetch;
  return { impl, searches };
}

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function open(url = PATH, searchAnswer?: (url: URL) => Response | Promise<Response>) {
  const bundle = baseBundle();
  const mock = mockFetch(bundle, searchAnswer);
  const route = { path: PATH, meta: bundle.routes[PATH]! };
  rendered = await renderPortal({ bundle, url, path: PATH, element: <ProviderSearchScreen route={route} />, fetchImpl: mock.impl });
  return { bundle, ...mock, container: rendered.container, router: rendered.router };
}

/** Sets a controlled input's value the way a user would (React listens to the native setter + input event). */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const lookup = (tree: unknown, key: string): string => key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], tree) as string;
const rows = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-testid="search-row"]')];

describe('provider search screen', () => {
  it('shows the route title, a loading skeleton, then the rows with the slot display and provider links', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const { container, bundle, searches } = await open(PATH, async () => { await gate; return json(DOCTORS); });
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelector('h1')?.textContent).toBe(lookup(bundle.locales.en, bundle.routes[PATH]!.title));
    expect(container.querySelector('[data-testid="results-loading"]')).not.toBeNull();
    release();
    await waitFor(() => rows(container).length === 3);
    expect(searches[0]!.pathname).toBe('/api/search/doctors');
    const [first, second, third] = rows(container);
    expect(first!.querySelector('h3 a')?.getAttribute('href')).toBe('/providers/3/doctors/7');
    expect(first!.querySelector('[data-testid="seven-days"]')?.textContent).toBe('Free appointments in the next 7 days: 4');
    expect(first!.querySelectorAll('.provider-search__slots li')).toHaveLength(1);
    expect(second!.querySelector('[data-testid="nearest-date"]')?.textContent).toContain('11/02/2030');
    expect(third!.querySelector('[data-testid="no-free-slot"]')?.textContent).toBe('No free appointment');
    // 23 rows, 10 a page: pagination keeps the filter and moves the page.
    expect(container.querySelector('.pagination a[rel="next"]')?.getAttribute('href')).toBe(`${PATH}?page=2`);
  });

  it('fills the selects from the specializations and the translated locations', async () => {
    const { container } = await open();
    await waitFor(() => container.querySelectorAll('select[name="location"] option').length === 4);
    const places = [...container.querySelectorAll('select[name="location"] option')].map((o) => o.textContent);
    // The API names the places in the request's language; counties are grouped under their country.
    expect(places).toEqual(['Anywhere', 'I. kerület', 'Óbuda', 'Cluj-Napoca']);
    expect([...container.querySelectorAll('select[name="location"] optgroup')].map((g) => g.getAttribute('label'))).toEqual(['Hungary – Budapest', 'Romania – Cluj County']);
    await waitFor(() => container.querySelector('select[name="subfunction"] option[value="101"]'));
  });

  it('writes the filters into the query string with replace and searches with them', async () => {
    const { container, router, searches } = await open(`${PATH}?iframe=1`);
    await waitFor(() => rows(container).length === 3);
    const before = router.state.location.key;
    type(container.querySelector<HTMLInputElement>('input[name="doctorName"]')!, '  Kovács ');
    act(() => container.querySelector<HTMLInputElement>('input[name="speaksEnglish"]')!.click());
    act(() => container.querySelector<HTMLButtonElement>('form[role="search"] button[type="submit"]')!.click());
    await waitFor(() => router.state.location.search.includes('doctorName'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.key).not.toBe(before);
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('iframe')).toBe('1');
    expect(query.get('doctorName')).toBe('Kovács');
    expect(query.get('speaksEnglish')).toBe('1');
    await waitFor(() => searches.some((u) => u.searchParams.get('doctorName') === 'Kovács' && u.searchParams.get('speaksEnglish') === '1'));
  });

  it('jumps to the nearest free date by changing only the week, by replace', async () => {
    const { container, router } = await open(`${PATH}?doctorName=Sz&page=2`);
    await waitFor(() => rows(container).length === 3);
    act(() => rows(container)[1]!.querySelector<HTMLAnchorElement>('[data-testid="jump"]')!.click());
    await waitFor(() => router.state.location.search.includes('week='));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('week')).toBe('2030-02-11');
    expect(query.get('doctorName')).toBe('Sz');
    expect(query.get('page')).toBe('2');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('switches to the providers list and shows their markers in the lazy map', async () => {
    const { container, router, searches } = await open();
    await waitFor(() => rows(container).length === 3);
    act(() => container.querySelector<HTMLButtonElement>('button[data-list-type="providers"]')!.click());
    await waitFor(() => router.state.location.search.includes('listType=providers'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => searches.some((u) => u.pathname === '/api/search/providers'));
    const links = await waitFor(() => {
      const found = [...container.querySelectorAll<HTMLAnchorElement>('.provider-map ul a')];
      return found.length === 2 ? found : null;
    });
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Budai Egészségközpont', '/providers/3'],
      ['Clinica Cluj', '/providers/4'],
    ]);
  });

  it('shows the empty state', async () => {
    const { container } = await open(PATH, () => json({ ...DOCTORS, rows: [], totalRows: 0 }));
    await waitFor(() => container.querySelector('[data-testid="results-empty"]'));
    expect(container.querySelector('.pagination')).toBeNull();
  });

  it('shows a search failure translated in place', async () => {
    const { container, bundle } = await open(PATH, () => json({ code: 'C201', message: 'bad' }, 400));
    const alert = await waitFor(() => container.querySelector('[role="alert"]'));
    expect(alert.textContent).toBe((bundle.locales.en as { errors: Record<string, string> }).errors.C201);
  });

  it('tells a logged-in patient what the subscription says about booking the chosen service, and an anonymous visitor nothing', async () => {
    const standing = async (answer: object) => {
      const { container } = await open(`${PATH}?subfunction=101`, () => json({ ...DOCTORS, ...answer }));
      await waitFor(() => rows(container).length === 3);
      const expected = (answer as { coverage?: { limit: number | null } }).coverage;
      if (expected && ((answer as { isSpecializationLimitReached?: boolean }).isSpecializationLimitReached || expected.limit !== null)) {
        await waitFor(() => container.querySelector('[data-testid="coverage-standing"]'));
      }
      const shown = container.querySelector<HTMLElement>('[data-testid="coverage-standing"]');
      const result = shown ? { standing: shown.dataset.standing, text: shown.textContent ?? '', refused: shown.classList.contains('panel--refused') } : null;
      rendered?.unmount();
      rendered = undefined;
      return result;
    };
    const coverage = { specializationId: 16, covered: true, limit: 2, used: 2, year: 2030 };
    const usedUp = await standing({ isQuantityLimitReached: true, isSpecializationLimitReached: false, coverage });
    expect(usedUp).toMatchObject({ standing: 'usedUp', refused: true });
    expect(usedUp!.text).toContain('pays for 2 appointments of this specialty a year, and all 2 for 2030 are used');
    // The call centre's number, from the brand document, not the nesting key.
    expect(usedUp!.text).toMatch(/call centre to ask about your options: \+?[\d ()-]{6,}\.$/);
    const notCovered = await standing({ isQuantityLimitReached: false, isSpecializationLimitReached: true, coverage: { ...coverage, covered: false, limit: null, used: 0 } });
    expect(notCovered).toMatchObject({ standing: 'notCovered', refused: true });
    expect(notCovered!.text).toContain('does not pay for appointments of this specialty');
    const remaining = await standing({ isQuantityLimitReached: false, isSpecializationLimitReached: false, coverage: { ...coverage, limit: 4, used: 3 } });
    expect(remaining).toEqual({ standing: 'remaining', refused: false, text: 'Your subscription pays for 1 more appointment of this specialty in 2030.' });
    expect(await standing({ isQuantityLimitReached: false, isSpecializationLimitReached: false, coverage: { ...coverage, limit: null, used: 5 } })).toBeNull();
    expect(await standing({ isQuantityLimitReached: false, isSpecializationLimitReached: false })).toBeNull();
  });

  it('advises a narrower search over 200 matches', async () => {
    const { container } = await open(PATH, () => json({ ...DOCTORS, totalRows: 201, isResultLimitReached: true }));
    await waitFor(() => rows(container).length === 3);
    expect(container.textContent).toContain('Many matches: narrow your search.');
  });

  it('shows each doctor\'s specialty, clinic, town and fee, and tells two doctors of one name apart', async () => {
    const { container } = await open();
    await waitFor(() => rows(container).length === 3);
    const [first, second, third] = rows(container);
    expect(first!.querySelector('[data-testid="doctor-specialties"]')?.textContent).toBe('Cardiology');
    expect(first!.querySelector('[data-testid="doctor-clinic"]')?.textContent).toBe('Budai Egészségközpont, Budapest');
    expect(first!.querySelector('[data-testid="doctor-price"]')?.textContent).toBe('18,500\u00a0Ft');
    expect(second!.querySelector('[data-testid="doctor-price"]')?.textContent).toBe('16,650\u00a0Ft (10% off, was 18,500\u00a0Ft)');
    const names = [first!, third!].map((row) => row.querySelector('[data-testid="doctor-link"]')!.getAttribute('aria-label'));
    expect(names).toEqual(['Dr. Kovács Anna – Cardiology – Budai Egészségközpont, Budapest', 'Dr. Kovács Anna – Neurology – Szegedi Rendelő, Szeged']);
    expect(third!.querySelector('[data-testid="doctor-link"]')!.getAttribute('href')).toBe('/providers/5/doctors/9');
  });

  it('names the doctor and service on each slot of a clinic, so slots of one time differ', async () => {
    const { container } = await open(`${PATH}?listType=providers`);
    await waitFor(() => rows(container).length === 2);
    const links = [...rows(container)[0]!.querySelectorAll('[data-testid="slot-link"]')];
    expect(links.map((a) => a.textContent)).toEqual(['07/01/2030 09:00Dr. Kovács Anna · Cardiology examination', '07/01/2030 09:00Dr. Szabó Béla · Echocardiography']);
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Book an appointment: Cardiology examination with Dr. Kovács Anna, Budai Egészségközpont, 07/01/2030 09:00',
      'Book an appointment: Echocardiography with Dr. Szabó Béla, Budai Egészségközpont, 07/01/2030 09:00',
    ]);
  });

  it('announces the result count politely and puts the focus back on the search button', async () => {
    const { container } = await open();
    const status = container.querySelector('[data-testid="results-announcement"]')!;
    expect(status.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => status.textContent === '23 results found');
    const before = container.querySelector<HTMLButtonElement>('[data-testid="search-submit"]')!;
    type(container.querySelector<HTMLInputElement>('input[name="doctorName"]')!, 'Kovács');
    act(() => before.click());
    // The form is a new one for the new address; its button has the focus.
    await waitFor(() => container.querySelector('[data-testid="search-submit"]') !== before);
    await waitFor(() => document.activeElement === container.querySelector('[data-testid="search-submit"]'));
  });

  it('folds every filter but the name field of the list behind a button that says how many are set (issue 33)', async () => {
    const { container } = await open(`${PATH}?subfunction=101&location=11&speaksEnglish=1`);
    await waitFor(() => rows(container).length === 3);
    const form = container.querySelector<HTMLFormElement>('form[role="search"]')!;
    const toggle = form.querySelector<HTMLButtonElement>('[data-testid="filters-toggle"]')!;
    const folded = container.querySelector<HTMLElement>(`#${CSS.escape(toggle.getAttribute('aria-controls')!)}`)!;
    // The doctors list: its name field first, outside the fold; the service, place, clinic name, week and flags folded.
    const name = form.querySelector<HTMLInputElement>('input[name="doctorName"]')!;
    expect(folded.contains(name)).toBe(false);
    expect(name.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const field of ['subfunction', 'location', 'providerName', 'week', 'speaksEnglish', 'discountOnly']) {
      expect(folded.querySelector(`[name="${field}"]`), field).not.toBeNull();
    }
    expect(folded.contains(form.querySelector('[data-testid="search-submit"]'))).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(folded.dataset.folded).toBe('true');
    expect(toggle.textContent).toBe('Filters (3 active)▾');
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(folded.dataset.folded).toBe('false');
  });

  it("keeps the clinic's name out of the fold in the clinics list", async () => {
    const { container } = await open(`${PATH}?listType=providers`);
    await waitFor(() => rows(container).length === 2);
    const folded = container.querySelector<HTMLElement>('[data-testid="folded-filters"]')!;
    expect(folded.querySelector('input[name="providerName"]')).toBeNull();
    expect(folded.querySelector('input[name="doctorName"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="filters-toggle"]')?.textContent).toBe('Filters▾');
  });

  it('folds the filters again after a search, with the focus on the search button', async () => {
    const { container, router } = await open();
    await waitFor(() => rows(container).length === 3);
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="filters-toggle"]')!.click());
    act(() => container.querySelector<HTMLInputElement>('input[name="discountOnly"]')!.click());
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="search-submit"]')!.click());
    await waitFor(() => router.state.location.search.includes('discountOnly=1'));
    const toggle = await waitFor(() => container.querySelector<HTMLButtonElement>('[data-testid="filters-toggle"][aria-expanded="false"]'));
    expect(toggle.textContent).toBe('Filters (1 active)▾');
    await waitFor(() => document.activeElement === container.querySelector('[data-testid="search-submit"]'));
  });

  it('marks the chosen list, doctors or clinics, by a tick as well as by its pressed state', async () => {
    const { container } = await open();
    await waitFor(() => rows(container).length === 3);
    const tab = (type: string) => container.querySelector<HTMLButtonElement>(`button[data-list-type="${type}"]`)!;
    expect([tab('doctors').getAttribute('aria-pressed'), tab('providers').getAttribute('aria-pressed')]).toEqual(['true', 'false']);
    expect(tab('doctors').querySelector('.provider-search__tab-mark[aria-hidden="true"]')?.textContent).toBe('✓');
    expect(tab('providers').querySelector('.provider-search__tab-mark')).toBeNull();
    act(() => tab('providers').click());
    await waitFor(() => tab('providers').getAttribute('aria-pressed') === 'true');
    expect(tab('providers').querySelector('.provider-search__tab-mark')).not.toBeNull();
    expect(tab('doctors').querySelector('.provider-search__tab-mark')).toBeNull();
  });

  it('offers clear filters on an empty result, and it really clears them', async () => {
    const { container, router } = await open(`${PATH}?doctorName=Zz&location=11&speaksEnglish=1&week=2030-01-07`, (url) =>
      json(url.searchParams.has('doctorName') ? { ...DOCTORS, rows: [], totalRows: 0 } : DOCTORS));
    await waitFor(() => container.querySelector('[data-testid="results-empty"]'));
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="clear-filters"]')!.click());
    await waitFor(() => rows(container).length === 3);
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('doctorName')).toBeNull();
    expect(query.get('location')).toBeNull();
    expect(query.get('speaksEnglish')).toBeNull();
    expect(query.get('week')).toBe('2030-01-07');
  });

  it('narrows the location list by a typed name, ignoring accents, and keeps the chosen place', async () => {
    const { container } = await open(`${PATH}?location=11`);
    await waitFor(() => container.querySelectorAll('select[name="location"] option').length === 4);
    const filter = container.querySelector<HTMLInputElement>('[data-filter-for="location"] input[type="search"]')!;
    type(filter, 'obuda');
    const shown = () => [...container.querySelectorAll('select[name="location"] option')].map((o) => o.textContent);
    expect(shown()).toEqual(['Anywhere', 'I. kerület', 'Óbuda']);
    type(filter, 'romania');
    expect(shown()).toEqual(['Anywhere', 'I. kerület', 'Cluj-Napoca']);
  });

  it('shows and reads the week in the locale\'s format', async () => {
    const { container, router } = await open(`${PATH}?week=2030-01-07`);
    const week = await waitFor(() => container.querySelector<HTMLInputElement>('input[name="week"]'));
    expect(week.value).toBe('07/01/2030');
    type(week, '31/02/2030');
    expect(week.getAttribute('aria-invalid')).toBe('true');
    type(week, '14/01/2030');
    expect(week.getAttribute('aria-invalid')).toBeNull();
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="search-submit"]')!.click());
    await waitFor(() => new URLSearchParams(router.state.location.search).get('week') === '2030-01-14');
  });
});
