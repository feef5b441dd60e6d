// @vitest-environment happy-dom
/**
 * The virtual clinic landing: the explanation, the link to the brand's video search, and only
 * the upcoming video appointments of the reservations list (read only: no cancel button here).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';

const { default: VirtualClinicScreen } = await import('../../../renderer/screens/virtual-clinic/VirtualClinicScreen');

const PATH = '/services/virtual-clinic';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const reservation = (id: number, start: string, video: boolean, status = 'confirmed') => ({
  id, status, discountRate: 0, patientComment: null, createdAt: '2026-01-01T10:00:00.000Z', cancelledAt: null,
  slot: { id, start, durationMinutes: 20, cancellableUntil: '2099-01-01T00:00:00+01:00', video, subfunctionId: 41, subfunctionName: 'Videós konzultáció' },
  provider: { id: 3, name: 'Budai Egészségközpont', city: 'Budapest', street: 'Fő utca 1.' },
  doctor: { id: 7, name: 'Dr. Kovács Anna', price: 12000, currency: 'HUF' },
  cancellable: status !== 'cancelled',
});

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function open(list: () => Response) {
  const bundle = baseBundle();
  const impl = (async (input: RequestInfo | URL) => {
    const u = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (u.pathname === '/api/config') return json(bundle.config);
    if (u.pathname === '/api/reservations') return list();
    return json({ code: 'not-found' }, 404);
  }) as typeof fetch;
  const route = { path: PATH, meta: bundle.routes[PATH]! };
  rendered = await renderPortal({ bundle, url: PATH, path: PATH, element: <VirtualClinicScreen route={route} />, fetchImpl: impl });
  return rendered.container;
}

describe('virtual clinic screen', () => {
  it('explains video consultation, links to the search and lists upcoming video appointments only', async () => {
    const container = await open(() =>
      json([
        reservation(1, '2099-02-01T09:00:00+01:00', true),
        reservation(2, '2099-01-15T09:00:00+01:00', false),
        reservation(3, '2099-01-10T09:00:00+01:00', true, 'cancelled'),
        reservation(4, '2020-01-10T09:00:00+01:00', true),
      ]),
    );
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.textContent).toContain('What is a video consultation?');
    expect(container.querySelectorAll('.virtual-clinic__steps li')).toHaveLength(3);
    expect(container.querySelector('[data-testid="virtual-clinic-search-link"]')?.getAttribute('href')).toBe('/services/virtual-clinic/search');
    const cards = await waitFor(() => {
      const found = [...container.querySelectorAll<HTMLElement>('[data-testid="video-appointments"] [data-testid="appointment"]')];
      return found.length > 0 ? found : null;
    });
    expect(cards.map((c) => c.dataset.appointmentId)).toEqual(['1']);
    expect(cards[0]!.querySelector('button')).toBeNull();
  });

  it('says when no video consultation is booked', async () => {
    const container = await open(() => json([reservation(2, '2099-01-15T09:00:00+01:00', false)]));
    const empty = await waitFor(() => container.querySelector('[data-testid="video-appointments-empty"]'));
    expect(empty.querySelector('a')?.getAttribute('href')).toBe('/services/virtual-clinic/search');
  });
});
