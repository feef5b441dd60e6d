// @vitest-environment happy-dom
/**
 * The appointments screen against a mocked API: skeleton, then upcoming before past with the
 * details and status; cancelling asks in the modal, sends DELETE and refetches the list; a
 * refusal shows the catalogue text of RR1003; the empty state links to the brand's provider
 * search; a failed load offers a retry.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Appointment } from '../../../renderer/api/appointmentsApi';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';

const { default: AppointmentsScreen } = await import('../../../renderer/screens/appointments/AppointmentsScreen');

const PATH = '/services/appointments';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function appointment(id: number, start: string, changes: Partial<Appointment> = {}, video = false): Appointment {
  return {
    id, status: 'confirmed', discountRate: 0, price: { amount: 18500, currency: 'HUF', discountRate: 0, discountedAmount: 18500 },
    patientComment: null, createdAt: '2026-01-01T10:00:00.000Z', cancelledAt: null,
    slot: { id: id * 10, start, durationMinutes: 20, cancellableUntil: '2099-01-01T09:00:00+01:00', video, subfunctionId: 3, subfunctionName: 'Kardiológiai vizsgálat' },
    provider: { id: 5, name: 'Budai Egészségközpont', city: 'Budapest', street: 'Fő utca 1.' },
    doctor: { id: 7, name: 'Dr. Kovács Anna', price: 18500, currency: 'HUF' },
    cancellable: true,
    ...changes,
  };
}

const FUTURE = appointment(1, '2099-03-10T09:00:00+01:00', { discountRate: 10, patientComment: 'Fáj a fejem.' }, true);
const SOONER = appointment(2, '2099-02-01T14:30:00+01:00', { cancellable: false });
const PAST = appointment(3, '2020-05-04T08:00:00+02:00', { cancellable: false });
const CANCELLED = appointment(4, '2099-04-01T10:00:00+02:00', { status: 'cancelled', cancellable: false, cancelledAt: '2026-01-02T10:00:00.000Z' });

interface Api {
  list: () => Response | Promise<Response>;
  cancel?: (id: string) => Response;
}

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function open(api: Api) {
  const bundle = baseBundle();
  const calls: string[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    calls.push(`${request.method} ${url.pathname}`);
    if (url.pathname === '/api/config') return json(bundle.config);
    if (url.pathname === '/api/reservations' && request.method === 'GET') return api.list();
    const cancel = /^\/api\/reservations\/(\d+)$/.exec(url.pathname);
    if (cancel && request.method === 'DELETE' && api.cancel) return api.cancel(cancel[1]!);
    return json({ code: 'not-found' }, 404);
  }) as typeof fetch;
  const route = { path: PATH, meta: bundle.routes[PATH]! };
  rendered = await renderPortal({ bundle, url: PATH, path: PATH, element: <AppointmentsScreen route={route} />, fetchImpl: impl });
  return { bundle, calls, container: rendered.container };
}

const cards = (container: HTMLElement, list: string) => [...container.querySelectorAll<HTMLElement>(`[data-testid="${list}"] [data-testid="appointment"]`)];
const errors = (bundle: ReturnType<typeof baseBundle>) => (bundle.locales.en as { errors: Record<string, string> }).errors;

describe('appointments screen', () => {
  it('shows a skeleton, then upcoming soonest first and past/cancelled after, with their details', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const { container } = await open({ list: async () => { await gate; return json([PAST, FUTURE, CANCELLED, SOONER]); } });
    expect(container.querySelector('[data-testid="appointments-loading"]')).not.toBeNull();
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    release();
    await waitFor(() => cards(container, 'appointments-upcoming').length === 2);
    const [first, second] = cards(container, 'appointments-upcoming');
    expect(first!.dataset.appointmentId).toBe('2');
    expect(second!.dataset.appointmentId).toBe('1');
    expect(first!.querySelector('time')?.textContent).toBe('01/02/2099 14:30');
    expect(first!.textContent).toContain('Dr. Kovács Anna');
    expect(first!.textContent).toContain('Budai Egészségközpont');
    expect(first!.textContent).toContain('Kardiológiai vizsgálat (20 min)');
    expect(first!.textContent).toContain('18,500\u00a0Ft');
    expect(first!.querySelector('[data-testid="appointment-status"]')?.textContent).toBe('Booked');
    // Past its cancellation limit: no button, a sentence instead.
    expect(first!.querySelector('button')).toBeNull();
    expect(first!.textContent).toContain('The cancellation deadline has passed');
    expect(second!.textContent).toContain('Video consultation');
    expect(second!.textContent).toContain('10% discount');
    expect(second!.textContent).toContain('Your note for the doctorFáj a fejem.');
    expect(first!.textContent).not.toContain('Your note for the doctor');
    expect(second!.querySelector('button')?.textContent).toBe('Cancel appointment');
    const past = cards(container, 'appointments-past');
    expect(past.map((c) => [c.dataset.appointmentId, c.querySelector('[data-testid="appointment-status"]')?.textContent])).toEqual([
      ['4', 'Cancelled'],
      ['3', 'Took place'],
    ]);
    expect(past.some((c) => c.querySelector('button'))).toBe(false);
  });

  it('cancels after confirmation in the modal, shows it cancelled at once, refetches the list and says so', async () => {
    let listCalls = 0;
    let releaseRefetch = () => undefined as void;
    const refetchGate = new Promise<void>((resolve) => { releaseRefetch = resolve; });
    const { container, calls } = await open({
      list: async () => {
        listCalls += 1;
        if (listCalls === 1) return json([FUTURE]);
        // The refetch after the cancellation answers only when the test lets it.
        await refetchGate;
        return json([{ ...FUTURE, status: 'cancelled', cancellable: false }]);
      },
      cancel: () => json({ status: 'cancelled' }),
    });
    await waitFor(() => cards(container, 'appointments-upcoming').length === 1);
    act(() => cards(container, 'appointments-upcoming')[0]!.querySelector('button')!.click());
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('[role="dialog"]'));
    expect(dialog.textContent).toContain('Do you really want to cancel your appointment with Dr. Kovács Anna on 10/03/2099 at 09:00?');
    expect(calls.filter((c) => c.startsWith('DELETE'))).toHaveLength(0);
    act(() => dialog.querySelector<HTMLButtonElement>('[data-testid="confirm-cancel"]')!.click());
    const success = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="cancel-success"]'));
    expect(success.textContent).toContain('Your appointment on 10/03/2099 at 09:00 has been cancelled.');
    expect(calls).toContain('DELETE /api/reservations/1');
    // Before the refetch answers, the list already shows the cancellation.
    await waitFor(() => cards(container, 'appointments-past').length === 1);
    expect(cards(container, 'appointments-past')[0]!.querySelector('[data-testid="appointment-status"]')?.textContent).toBe('Cancelled');
    expect(container.querySelector('[data-testid="appointments-no-upcoming"]')).not.toBeNull();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(success);
    // The tag was invalidated: the list is asked for again.
    await waitFor(() => listCalls === 2);
    releaseRefetch();
    await waitFor(() => calls.filter((c) => c === 'GET /api/reservations').length === 2);
  });

  it("closing the modal cancels nothing, and focus goes back to the card's cancel button", async () => {
    const { container, calls } = await open({ list: () => json([FUTURE]), cancel: () => json({ status: 'cancelled' }) });
    await waitFor(() => cards(container, 'appointments-upcoming').length === 1);
    const opener = cards(container, 'appointments-upcoming')[0]!.querySelector('button')!;
    opener.focus();
    act(() => opener.click());
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('[role="dialog"]'));
    act(() => dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    await waitFor(() => document.querySelector('[role="dialog"]') === null);
    expect(calls.some((c) => c.startsWith('DELETE'))).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('asks with the safe choice focused first and the cancellation drawn as destructive', async () => {
    const { container, bundle } = await open({ list: () => json([FUTURE]), cancel: () => json({ status: 'cancelled' }) });
    await waitFor(() => cards(container, 'appointments-upcoming').length === 1);
    act(() => cards(container, 'appointments-upcoming')[0]!.querySelector('button')!.click());
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('[role="dialog"]'));
    const keep = dialog.querySelector<HTMLButtonElement>('[data-testid="confirm-keep"]')!;
    expect(document.activeElement).toBe(keep);
    expect(keep.textContent).toBe((bundle.locales.en as Record<string, Record<string, string>>).appointments!.keep);
    expect(dialog.querySelector('[data-testid="confirm-cancel"]')?.classList.contains('button--danger')).toBe(true);
    // One way out, not a "keep" and a "close" side by side.
    expect(dialog.querySelectorAll('button')).toHaveLength(2);
  });

  it('shows the catalogue text of a refused cancellation (RR1003)', async () => {
    const { container, bundle } = await open({ list: () => json([FUTURE]), cancel: () => json({ code: 'RR1003', message: 'The cancellation limit has passed' }, 409) });
    await waitFor(() => cards(container, 'appointments-upcoming').length === 1);
    act(() => cards(container, 'appointments-upcoming')[0]!.querySelector('button')!.click());
    const dialog = await waitFor(() => document.querySelector<HTMLElement>('[role="dialog"]'));
    act(() => dialog.querySelector<HTMLButtonElement>('[data-testid="confirm-cancel"]')!.click());
    const alert = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="cancel-error"]'));
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe(errors(bundle).RR1003);
  });

  it('without appointments says so and links to the brand provider search', async () => {
    const { container, bundle } = await open({ list: () => json([]) });
    const empty = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="appointments-empty"]'));
    expect(empty.querySelector('a')?.getAttribute('href')).toBe(bundle.brand.rules.providerSearchPath);
  });

  it('shows a failed load with a retry that loads again', async () => {
    let fail = true;
    const { container, bundle } = await open({ list: () => (fail ? json({ code: '500', message: 'boom' }, 500) : json([FUTURE])) });
    const panel = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="appointments-error"]'));
    expect(panel.textContent).toContain(errors(bundle)['500']);
    expect(panel.querySelector('a')?.getAttribute('href')).toBe('/');
    fail = false;
    act(() => panel.querySelector('button')!.click());
    await waitFor(() => cards(container, 'appointments-upcoming').length === 1);
  });

  it('a video consultation: the join button from the waiting room\'s time, the check before it, the doctor\'s note after', async () => {
    const soon = Date.now() + 60 * 60_000;
    const call = (opensAt: number, note: string | null = null) => ({ opensAt: new Date(opensAt).toISOString(), closesAt: new Date(opensAt + 90 * 60_000).toISOString(), ended: note !== null, note });
    const notYet = appointment(11, new Date(soon).toISOString(), { video: call(soon - 10 * 60_000) }, true);
    const openNow = appointment(12, new Date(Date.now() + 5 * 60_000).toISOString(), { video: call(Date.now() - 5 * 60_000) }, true);
    const done = appointment(13, '2020-05-04T08:00:00+02:00', { cancellable: false, video: call(Date.parse('2020-05-04T05:50:00Z'), 'Drink plenty of water.') }, true);
    const { container } = await open({ list: () => json([notYet, openNow, done]) });
    await waitFor(() => container.querySelector('[data-testid="join-video"]'));
    const card = (id: number) => container.querySelector(`[data-appointment-id="${id}"]`)!;
    expect(card(12).querySelector('[data-testid="join-video"]')?.getAttribute('href')).toBe('/services/virtual-clinic/call/12');
    expect(card(12).querySelector('[data-testid="join-video"]')?.textContent).toBe('Join the video consultation');
    expect(card(11).querySelector('[data-testid="join-video"]')).toBeNull();
    expect(card(11).querySelector('[data-testid="prepare-video"]')?.textContent).toBe('Check your camera and microphone');
    expect(card(11).textContent).toContain('You can enter the waiting room from');
    // The note, and the link that downloads it as a document.
    expect(card(13).querySelector('[data-testid="appointment-doctor-note"]')?.textContent).toBe('Note from Dr. Kovács AnnaDrink plenty of water.Download the note (PDF)');
  });
});
