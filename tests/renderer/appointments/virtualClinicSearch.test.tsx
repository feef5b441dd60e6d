// @vitest-environment happy-dom
/**
 * The video consultation search against a mocked API: the default order (price) is asked for
 * but not written into the address; the filter goes into the query string by replace, keeping
 * iframe; slots link to the booking screen; prices in the clinic's currency; pagination; the
 * empty state; a translated error with a retry.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';

const { default: VirtualClinicSearchScreen } = await import('../../../renderer/screens/virtual-clinic/VirtualClinicSearchScreen');

const PATH = '/services/virtual-clinic/search';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const slot = (id: number, start: string, changes = {}) => ({ id, start, durationMinutes: 20, doctorId: 7, subfunctionId: 41, customerBookable: true, cancellableUntil: '2030-01-01T00:00:00Z', video: true, ...changes });
const row = (id: number, name: string, changes = {}) => ({
  id, providerId: 3, name, speaksEnglish: false, price: 12000, currency: 'HUF', discountPercent: 0, video: true,
  provider: { id: 3, name: 'Budai Egészségközpont', city: 'Budapest' }, slots: [], nearestAvailableDate: null, slotsWithinSevenDays: 0, ...changes,
});
const ANSWER = {
  rows: [
    row(7, 'Dr. Kovács Anna', { speaksEnglish: true, discountPercent: 15, slots: [slot(501, '2030-01-07T09:00:00+01:00'), slot(502, '2030-01-07T09:20:00+01:00', { customerBookable: false })], nearestAvailableDate: '2030-01-07', slotsWithinSevenDays: 3 }),
    row(8, 'Dr. Pop Ioana', { price: 150, currency: 'RON', nearestAvailableDate: '2030-02-11' }),
  ],
  totalRows: 14, page: 1, week: '2030-01-07', sortBy: 'price', isCalendarAvailable: true,
};
const SPECS = {
  16: { id: 16, key: 'cardiology', name: 'Kardiológia', subfunctions: [{ id: 40, name: 'Vizsgálat', durationMinutes: 20, video: false }, { id: 41, name: 'Videós konzultáció', durationMinutes: 20, video: true }] },
  17: { id: 17, key: 'surgery', name: 'Sebészet', subfunctions: [{ id: 50, name: 'Műtét', durationMinutes: 60, video: false }] },
};

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function open(url = PATH, answer: (url: URL) => Response | Promise<Response> = () => json(ANSWER)) {
  const bundle = baseBundle();
  const searches: URL[] = [];
  const impl = (async (input: RequestInfo | URL) => {
    const u = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (u.pathname === '/api/config') return json(bundle.config);
    if (u.pathname === '/api/specializations') return json(SPECS);
    if (u.pathname === '/api/search/video') {
      searches.push(u);
      return answer(u);
    }
    return json({ code: 'not-found' }, 404);
  }) as typeof fetch;
  const route = { path: PATH, meta: bundle.routes[PATH]! };
  rendered = await renderPortal({ bundle, url, path: PATH, element: <VirtualClinicSearchScreen route={route} />, fetchImpl: impl });
  return { bundle, searches, container: rendered.container, router: rendered.router };
}

const rows = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-testid="video-row"]')];

describe('virtual clinic search screen', () => {
  it('asks for the price order by default and shows doctors, prices, discounts and bookable slots', async () => {
    const { container, searches } = await open(`${PATH}?iframe=1`);
    await waitFor(() => rows(container).length === 2);
    expect(searches[0]!.searchParams.get('sortBy')).toBe('price');
    expect(container.querySelector<HTMLSelectElement>('select[name="sortBy"]')!.value).toBe('price');
    const [kovacs, pop] = rows(container);
    expect(kovacs!.querySelector('[data-testid="video-price"]')?.textContent).toBe('Fee: 12,000\u00a0Ft');
    expect(pop!.querySelector('[data-testid="video-price"]')?.textContent).toBe('Fee: 150.00\u00a0lei');
    expect(kovacs!.textContent).toContain('15% discount');
    expect(kovacs!.textContent).toContain('Speaks English');
    // Only the customer-bookable slot is a link, to the booking screen, with iframe kept.
    const links = [...kovacs!.querySelectorAll<HTMLAnchorElement>('[data-testid="video-slot"]')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/services/provider-search/reservation?slotId=501&subfunctionId=41&iframe=1']);
    expect(links[0]!.textContent).toBe('07/01/2030 09:00');
    // No slot this week: the nearest date with a jump that changes only the week.
    expect(pop!.querySelector('[data-testid="nearest-date"]')?.textContent).toContain('11/02/2030');
    expect(pop!.querySelector('[data-testid="jump"]')?.getAttribute('href')).toBe(`${PATH}?iframe=1&week=2030-02-11`);
    // Only video services are offered in the filter.
    const options = [...container.querySelectorAll<HTMLOptionElement>('select[name="subfunction"] option')].map((o) => o.value);
    expect(options).toEqual(['', '41']);
    expect(container.querySelector('.pagination a[rel="next"]')?.getAttribute('href')).toBe(`${PATH}?iframe=1&page=2`);
  });

  it('writes the filter into the query string by replace and searches with it', async () => {
    const { container, router, searches } = await open(`${PATH}?iframe=1&page=3`);
    await waitFor(() => rows(container).length === 2);
    const sortBy = container.querySelector<HTMLSelectElement>('select[name="sortBy"]')!;
    act(() => {
      sortBy.value = 'name';
      sortBy.dispatchEvent(new Event('change', { bubbles: true }));
    });
    act(() => container.querySelector<HTMLInputElement>('input[name="speaksEnglish"]')!.click());
    act(() => container.querySelector<HTMLButtonElement>('form[role="search"] button[type="submit"]')!.click());
    await waitFor(() => router.state.location.search.includes('sortBy=name'));
    expect(router.state.historyAction).toBe('REPLACE');
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('iframe')).toBe('1');
    expect(query.get('speaksEnglish')).toBe('1');
    // A new search starts from the first page.
    expect(query.get('page')).toBeNull();
    await waitFor(() => searches.some((u) => u.searchParams.get('sortBy') === 'name' && u.searchParams.get('speaksEnglish') === '1' && u.searchParams.get('page') === '1'));
  });

  it('shows the empty state without pagination', async () => {
    const { container } = await open(PATH, () => json({ ...ANSWER, rows: [], totalRows: 0 }));
    await waitFor(() => container.querySelector('[data-testid="video-results-empty"]'));
    expect(container.querySelector('.pagination')).toBeNull();
  });

  it('shows a failure translated in place, with a retry', async () => {
    let fail = true;
    const { container, bundle } = await open(PATH, () => (fail ? json({ code: 'C203', message: 'bad' }, 400) : json(ANSWER)));
    const alert = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="video-results-error"]'));
    expect(alert.querySelector('p')?.textContent).toBe((bundle.locales.en as { errors: Record<string, string> }).errors.C203);
    fail = false;
    act(() => alert.querySelector('button')!.click());
    await waitFor(() => rows(container).length === 2);
  });
});
