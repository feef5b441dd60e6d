// @vitest-environment happy-dom
/**
 * The reservation screen and the verify link's screen against a mocked fetch: the slot summary
 * and the register step, the switch to login, a slot that went meanwhile, a link without a slot,
 * the logged-in booking to its finished step (and a booking that lost the slot), and the verify
 * link posting its token once and showing the confirmed reservation, or U017.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SlotSummaryResponse } from '../../../generated/config-types';
import { credentialsReceived, userLoaded } from '../../../renderer/app/sessionSlice';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';

const { default: ReservationScreen } = await import('../../../renderer/screens/reservation/ReservationScreen');
const { default: VerifyPublicReservationScreen } = await import('../../../renderer/screens/reservation/VerifyPublicReservationScreen');

const PATH = '/services/provider-search/reservation';
const SLOT: SlotSummaryResponse = {
  id: 501, start: '2030-01-07T09:00:00+01:00', durationMinutes: 20, cancellableUntil: '2030-01-06T08:00:00.000Z', video: false, customerBookable: true,
  subfunction: { id: 101, name: 'Kardiológiai vizsgálat' },
  provider: { id: 3, name: 'Budai Egészségközpont', address: { postalCode: '1011', city: 'Budapest', street: 'Fő utca 1.' } },
  doctor: { id: 7, name: 'Dr. Kovács Anna' },
  price: 18000, currency: 'HUF', discountPercent: 10, bookable: true, notBookableReason: null,
};
const RESERVATION = {
  id: 77, status: 'confirmed', discountRate: 10, patientComment: 'Köszönöm', createdAt: '2030-01-01T10:00:00.000Z', cancelledAt: null,
  slot: { id: 501, start: SLOT.start, durationMinutes: 20, cancellableUntil: SLOT.cancellableUntil, video: false, subfunctionId: 101, subfunctionName: 'Kardiológiai vizsgálat' },
  provider: { id: 3, name: 'Budai Egészségközpont', city: 'Budapest', street: 'Fő utca 1.' },
  doctor: { id: 7, name: 'Dr. Kovács Anna', price: 18000, currency: 'HUF' },
  cancellable: true,
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call { method: string; path: string; body: unknown }

function mockFetch(answers: Record<string, (call: Call) => Response>) {
  const calls: Call[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.text();
    const call = { method: request.method, path: url.pathname, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const answer = answers[`${request.method} ${url.pathname}`];
    return answer ? answer(call) : json({ code: '#404', message: 'no mock', requestId: 'r' }, 404);
  }) as typeof fetch;
  return { impl, calls };
}

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function openReservation(search: string, answers: Record<string, (call: Call) => Response>) {
  const bundle = baseBundle();
  const mock = mockFetch(answers);
  const route = { path: PATH, meta: bundle.routes[PATH]! };
  rendered = await renderPortal({ bundle, url: `${PATH}${search}`, path: PATH, element: <ReservationScreen route={route} />, fetchImpl: mock.impl });
  return { ...mock, container: rendered.container, store: rendered.store };
}

const logIn = (r: Rendered) =>
  act(() => {
    r.store.dispatch(credentialsReceived({ token: 'access' }));
    r.store.dispatch(userLoaded({ id: 1, flags: { hasAppointments: true }, needsPrivacyStatement: false, isImpersonator: false, hasFreeProduct: false, services: [] }));
  });

const stepOf = (container: HTMLElement) => container.querySelector('[data-testid="reservation-step"]')?.getAttribute('data-step');

describe('reservation screen', () => {
  it('shows the slot summary and, for an anonymous visitor, the registration form', async () => {
    const { container, calls } = await openReservation('?slotId=501&subfunctionId=101', { 'GET /api/slots/501': () => json(SLOT) });
    await waitFor(() => container.querySelector('#root_lastName'));
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/slots/501' });
    const summary = container.querySelector('[data-testid="slot-summary"]')!.textContent!;
    for (const part of ['07/01/2030 09:00', '20 minutes', 'Kardiológiai vizsgálat', 'Dr. Kovács Anna', 'Budai Egészségközpont', '1011 Budapest, Fő utca 1.', 'With a 10% discount: 16,200\u00a0Ft']) {
      expect(summary).toContain(part);
    }
    expect(stepOf(container)).toBe('register');
    expect(container.querySelector('[aria-current="step"]')?.textContent).toContain('Your details');
    for (const field of ['firstName', 'email', 'phone', 'birthDate', 'patientComment', 'acceptTerms', 'acceptPrivacy']) expect(container.querySelector(`#root_${field}`), field).not.toBeNull();
    expect(container.querySelector('[data-testid="back-to-search"]')?.getAttribute('href')).toBe('/services/provider-search');
  });

  it('switches to the login form and back, keeping the slot', async () => {
    const { container } = await openReservation('?slotId=501&subfunctionId=101', { 'GET /api/slots/501': () => json(SLOT) });
    await waitFor(() => container.querySelector('[data-testid="switch-to-login"]'));
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="switch-to-login"]')!.click());
    await waitFor(() => container.querySelector('#root_username'));
    expect(stepOf(container)).toBe('login');
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="switch-to-registration"]')!.click());
    await waitFor(() => container.querySelector('#root_lastName'));
    expect(stepOf(container)).toBe('register');
  });

  it('says a taken slot is no longer bookable, with the way back to the search', async () => {
    const { container } = await openReservation('?slotId=501&subfunctionId=101', {
      'GET /api/slots/501': () => json({ ...SLOT, bookable: false, notBookableReason: 'taken' }),
    });
    const problem = await waitFor(() => container.querySelector('[data-testid="reservation-problem"]'));
    expect(problem.getAttribute('data-code')).toBe('slotNoLongerBookable');
    expect(problem.textContent).toContain('This appointment slot is no longer available');
    expect(problem.querySelector('a[data-testid="back-to-search"]')).not.toBeNull();
    expect(container.querySelector('#root_lastName')).toBeNull();
  });

  it('says a phone-only slot is RR1006 for anonymous visitors, and an unknown slot is not found', async () => {
    const phone = await openReservation('?slotId=501&subfunctionId=101', { 'GET /api/slots/501': () => json({ ...SLOT, bookable: false, customerBookable: false, notBookableReason: 'phoneOnly' }) });
    expect((await waitFor(() => phone.container.querySelector('[data-testid="reservation-problem"]'))).getAttribute('data-code')).toBe('RR1006');
    rendered!.unmount();
    const missing = await openReservation('?slotId=999&subfunctionId=101', {});
    const problem = await waitFor(() => missing.container.querySelector('[data-testid="reservation-problem"]'));
    expect(problem.textContent).toContain('We cannot find this appointment');
  });

  it('explains a link without a slot and asks the API nothing', async () => {
    const { container, calls } = await openReservation('?slotId=abc', {});
    await waitFor(() => container.querySelector('[data-testid="reservation-invalid"]'));
    expect(calls.filter((c) => c.path.startsWith('/api/slots'))).toHaveLength(0);
  });

  it('books for a logged-in patient with the note, then shows what was booked and the appointments link', async () => {
    const { container, calls } = await openReservation('?slotId=501&subfunctionId=101', {
      'GET /api/slots/501': () => json(SLOT),
      'POST /api/reservations': () => json(RESERVATION, 201),
    });
    logIn(rendered!);
    await waitFor(() => stepOf(container) === 'loggedInForm');
    const textarea = await waitFor(() => container.querySelector<HTMLTextAreaElement>('[data-testid="booking-form"] textarea#root_patientComment'));
    expect(container.querySelector(`label[for="${textarea.id}"]`)?.textContent).toBe('Note for the doctor');
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    act(() => {
      setter.call(textarea, 'Köszönöm');
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="booking-form"] button[type="submit"]')!.click());
    const finished = await waitFor(() => container.querySelector('[data-testid="reservation-finished"]'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/reservations', body: { slotId: 501, subfunctionId: 101, patientComment: 'Köszönöm' } });
    expect(stepOf(container)).toBe('loggedInFinished');
    expect(finished.textContent).toContain('You get a 10% discount on the fee.');
    expect(finished.textContent).toContain('Köszönöm');
    expect(finished.querySelector('[data-testid="appointments-link"]')?.getAttribute('href')).toBe('/services/appointments');
  });

  it('a booking that lost the slot asks about the slot again and says why', async () => {
    let taken = false;
    const { container } = await openReservation('?slotId=501&subfunctionId=101', {
      'GET /api/slots/501': () => json(taken ? { ...SLOT, bookable: false, notBookableReason: 'taken' } : SLOT),
      'POST /api/reservations': () => {
        taken = true;
        return json({ code: 'slotNoLongerBookable', message: 'The slot is no longer bookable', requestId: 'r' }, 409);
      },
    });
    logIn(rendered!);
    const book = await waitFor(() => container.querySelector<HTMLButtonElement>('[data-testid="booking-form"] button[type="submit"]'));
    expect(book.textContent).toBe('Book');
    act(() => book.click());
    const problem = await waitFor(() => container.querySelector('[data-testid="reservation-problem"]'));
    expect(problem.getAttribute('data-code')).toBe('slotNoLongerBookable');
  });
});

describe('verify public reservation screen', () => {
  const VERIFY = '/verify-public-reservation/:token?';

  async function openVerify(url: string, answers: Record<string, (call: Call) => Response>) {
    const bundle = baseBundle();
    const mock = mockFetch(answers);
    const route = { path: VERIFY, meta: bundle.routes[VERIFY]! };
    rendered = await renderPortal({ bundle, url, path: VERIFY, element: <VerifyPublicReservationScreen route={route} />, fetchImpl: mock.impl });
    return { ...mock, container: rendered.container };
  }

  it('posts the token once and shows the confirmed reservation', async () => {
    const { container, calls } = await openVerify('/verify-public-reservation/tok_1', {
      'POST /api/tokens/verify-public-reservation': () => json({ flow: 'verify-public-reservation', done: true, reservation: RESERVATION }),
    });
    const finished = await waitFor(() => container.querySelector('[data-testid="reservation-finished"]'));
    expect(finished.querySelector('[data-testid="booked-appointment"]')?.getAttribute('data-status')).toBe('confirmed');
    expect(finished.querySelector('[data-testid="appointments-link"]')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: '/api/tokens/verify-public-reservation', body: { token: 'tok_1' } }]);
  });

  it('says a used or invalid link is U017', async () => {
    const { container } = await openVerify('/verify-public-reservation/tok_2', {
      'POST /api/tokens/verify-public-reservation': () => json({ code: 'U017', message: 'Link invalid', requestId: 'r' }, 400),
    });
    const failed = await waitFor(() => container.querySelector('[data-testid="token-failed"]'));
    expect(failed.getAttribute('data-code')).toBe('U017');
    expect(failed.textContent).toContain('The link in the email is invalid or has expired');
  });

  it('asks for the token when the link has none, and goes on with the pasted one', async () => {
    const { container, calls } = await openVerify('/verify-public-reservation', {});
    const input = await waitFor(() => container.querySelector<HTMLInputElement>('[data-testid="token-paste-form"] input[name="token"]'));
    expect(container.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="token-paste-form"] button[type="submit"]')!.click());
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      setter.call(input, 'http://x.localhost/verify-public-reservation/tok_3');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="token-paste-form"] button[type="submit"]')!.click());
    await waitFor(() => rendered!.router.state.location.pathname === '/verify-public-reservation/tok_3');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('delete public reservation screen', () => {
  const DELETE = '/delete-public-reservation/:token?';

  async function openDelete(url: string, answers: Record<string, (call: Call) => Response>) {
    const { default: DeletePublicReservationScreen } = await import('../../../renderer/screens/reservation/DeletePublicReservationScreen');
    const bundle = baseBundle();
    const mock = mockFetch(answers);
    const route = { path: DELETE, meta: bundle.routes[DELETE]! };
    rendered = await renderPortal({ bundle, url, path: DELETE, element: <DeletePublicReservationScreen route={route} />, fetchImpl: mock.impl });
    return { ...mock, container: rendered.container };
  }

  it('checks the link, asks before cancelling, posts the token on confirmation and says it is done', async () => {
    const { container, calls } = await openDelete('/delete-public-reservation/del_1', {
      'POST /api/tokens/delete-public-reservation/check': () => json({ flow: 'delete-public-reservation', state: 'live', appointment: { start: '2026-12-03T09:30:00', provider: 'Budai Egészségközpont', doctor: 'Dr. Kovács Anna' } }),
      'POST /api/tokens/delete-public-reservation': () => json({ flow: 'delete-public-reservation', done: true }),
    });
    const confirm = await waitFor(() => container.querySelector<HTMLButtonElement>('[data-testid="delete-submit"]'));
    // The question names the appointment it cancels: when (Budapest time), where and with whom.
    expect(container.querySelector('[data-testid="delete-appointment"]')!.textContent).toBe('When03/12/2026 09:30WhereBudai EgészségközpontDoctorDr. Kovács Anna');
    const cancels = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/tokens/delete-public-reservation');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: '/api/tokens/delete-public-reservation/check', body: { token: 'del_1' } }]);
    // The safe way back comes first in the tab order; the cancellation is drawn as destructive.
    const choices = [...container.querySelectorAll<HTMLElement>('[data-testid="delete-confirm"] a, [data-testid="delete-confirm"] button')];
    expect(choices.map((el) => el.getAttribute('data-testid'))).toEqual(['back-to-search', 'delete-submit']);
    expect(confirm.classList.contains('button--danger')).toBe(true);
    act(() => confirm.click());
    await waitFor(() => container.querySelector('[data-testid="delete-done"]'));
    expect(cancels()).toEqual([{ method: 'POST', path: '/api/tokens/delete-public-reservation', body: { token: 'del_1' } }]);
  });

  it('says a used or unknown link cannot cancel instead of asking "are you sure?"', async () => {
    const ui = baseBundle().locales.en.ui as { tokenLink: { state: Record<string, string> } };
    for (const state of ['used', 'unknown'] as const) {
      const { container, calls } = await openDelete('/delete-public-reservation/del_3', {
        'POST /api/tokens/delete-public-reservation/check': () => json({ flow: 'delete-public-reservation', state }),
      });
      const problem = await waitFor(() => container.querySelector('[data-testid="link-problem"]'));
      expect(problem.getAttribute('data-state')).toBe(state);
      expect(problem.textContent).toBe(ui.tokenLink.state[state]);
      expect(container.querySelector('[data-testid="delete-submit"]')).toBeNull();
      expect(calls.some((c) => c.path === '/api/tokens/delete-public-reservation')).toBe(false);
      rendered!.unmount();
      rendered = undefined;
    }
  });

  it('says a spent link is U017 and a late cancellation is RR1003', async () => {
    const errors = baseBundle().locales.en.errors as Record<string, string>;
    for (const code of ['U017', 'RR1003']) {
      const words = errors[code]!;
      const { container } = await openDelete('/delete-public-reservation/del_2', {
        'POST /api/tokens/delete-public-reservation': () => json({ code, message: 'no', requestId: 'r' }, code === 'U017' ? 400 : 409),
      });
      act(() => container.querySelector<HTMLButtonElement>('[data-testid="delete-submit"]')!.click());
      const failed = await waitFor(() => container.querySelector('[data-testid="token-failed"]'));
      expect(failed.getAttribute('data-code')).toBe(code);
      expect(failed.textContent).toContain(words);
      rendered!.unmount();
      rendered = undefined;
    }
  });

  it('asks for the token when the link has none', async () => {
    const { container } = await openDelete('/delete-public-reservation', {});
    await waitFor(() => container.querySelector('[data-testid="token-paste-form"]'));
    expect(container.querySelector('[data-testid="delete-submit"]')).toBeNull();
  });
});
