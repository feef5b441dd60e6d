// @vitest-environment happy-dom
/**
 * The provider search's slots are links to the reservation screen (reservationLink.ts), only for
 * slots bookable online, and they keep iframe=1 like every other link of the renderer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';

vi.mock('../../../renderer/map/createProviderMap', () => ({
  createProviderMap: () => ({ setMarkers: () => undefined, setView: () => undefined, dispose: () => undefined }),
}));

const { default: ProviderSearchScreen } = await import('../../../renderer/screens/provider-search/ProviderSearchScreen');

const PATH = '/services/provider-search';
const slot = (id: number, customerBookable: boolean) => ({ id, start: '2030-01-07T09:00:00+01:00', durationMinutes: 20, doctorId: 7, doctorName: 'Dr. Kovács Anna', subfunctionId: 101, subfunctionName: 'Bőrgyógyászati vizsgálat', customerBookable, cancellableUntil: '2030-01-06T08:00:00Z', video: false });
const DOCTORS = {
  rows: [{ id: 7, providerId: 3, name: 'Dr. Kovács Anna', slots: [slot(11, true), slot(12, false), slot(13, true)], nearestAvailableDate: '2030-01-07', slotsWithinSevenDays: 2 }],
  totalRows: 1, page: 1, week: '2030-01-07', isCalendarAvailable: true,
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function open(url: string) {
  const bundle = baseBundle();
  const impl = (async (input: RequestInfo | URL) => {
    const { pathname } = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (pathname.startsWith('/api/search/')) return json(DOCTORS);
    if (pathname === '/api/specializations') return json({});
    if (pathname === '/api/map/locations') return json([]);
    return json(bundle.config);
  }) as typeof fetch;
  rendered = await renderPortal({ bundle, url, path: PATH, element: <ProviderSearchScreen route={{ path: PATH, meta: bundle.routes[PATH]! }} />, fetchImpl: impl });
  return rendered.container;
}

describe('slot links of the provider search', () => {
  it('link each online-bookable slot to its reservation, with an accessible name', async () => {
    const container = await open(PATH);
    const links = await waitFor(() => {
      const found = [...container.querySelectorAll<HTMLAnchorElement>('a[data-testid="slot-link"]')];
      return found.length > 0 && found;
    });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/services/provider-search/reservation?slotId=11&subfunctionId=101',
      '/services/provider-search/reservation?slotId=13&subfunctionId=101',
    ]);
    // The doctor and the service tell apart two slots of the same time.
    expect(links[0]!.getAttribute('aria-label')).toBe('Book an appointment: Bőrgyógyászati vizsgálat with Dr. Kovács Anna, 07/01/2030 09:00');
  });

  it('keep iframe=1 in the embed', async () => {
    const container = await open(`${PATH}?iframe=1`);
    const link = await waitFor(() => container.querySelector('a[data-testid="slot-link"]'));
    expect(link.getAttribute('href')).toBe('/services/provider-search/reservation?slotId=11&subfunctionId=101&iframe=1');
  });
});
