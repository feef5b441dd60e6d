// @vitest-environment happy-dom
/**
 * The register step of the reservation screen with the publicReservation form document: the
 * patient's data goes to /api/public-reservations with the slot of the address, the verification
 * step names the address and how long the link works, and the server's U030 (under 18) shows
 * beside the birth date, not only on top.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';
import { typeDate } from '../helpers/memorableDate';

const { default: ReservationScreen } = await import('../../../renderer/screens/reservation/ReservationScreen');

const PATH = '/services/provider-search/reservation';
const SLOT = {
  id: 501, start: '2030-01-07T09:00:00+01:00', durationMinutes: 20, cancellableUntil: '2030-01-06T08:00:00.000Z', video: false, customerBookable: true,
  subfunction: { id: 101, name: 'Kardiológiai vizsgálat' },
  provider: { id: 3, name: 'Budai Egészségközpont', address: { postalCode: '1011', city: 'Budapest', street: 'Fő utca 1.' } },
  doctor: { id: 7, name: 'Dr. Kovács Anna' }, price: 18000, currency: 'HUF', discountPercent: 0, bookable: true, notBookableReason: null,
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function fillAndSubmit(answer: () => Response) {
  const bundle = baseBundle();
  const posted: unknown[] = [];
  const impl = (async (input: RequestInfo | URL) => {
    const request = input as Request;
    const { pathname } = new URL(request.url);
    if (pathname === '/api/slots/501') return json(SLOT);
    if (pathname === '/api/captcha/challenge') return json({ provider: 'proof-of-work', challenge: 'challenge-1', difficulty: 4 });
    if (pathname === '/api/public-reservations') {
      posted.push(await request.json());
      return answer();
    }
    return json(bundle.config);
  }) as typeof fetch;
  rendered = await renderPortal({ bundle, url: `${PATH}?slotId=501&subfunctionId=101`, path: PATH, element: <ReservationScreen route={{ path: PATH, meta: bundle.routes[PATH]! }} />, fetchImpl: impl });
  const c = rendered.container;
  await waitFor(() => c.querySelector('#root_lastName'));
  typeDate(c, 'root_birthDate', '1985-04-12');
  const values: Record<string, string> = { lastName: 'Vendég', firstName: 'Vera', email: 'vera@example.org', phone: '+36301234567', patientComment: 'Első alkalom' };
  for (const [field, value] of Object.entries(values)) {
    const input = c.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#root_${field}`)!;
    const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    await act(async () => {
      Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }
  for (const box of ['acceptTerms', 'acceptPrivacy']) {
    const input = c.querySelector<HTMLInputElement>(`#root_${box}`)!;
    // React tracks a checkbox by its `checked` property and hears the change on the click event.
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')!.set!.call(input, true);
      input.dispatchEvent(new Event('click', { bubbles: true }));
    });
  }
  await act(async () => {
    c.querySelector('[data-testid="reservation-step"] form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  return { c, posted };
}

describe('register step', () => {
  it('posts the patient with the slot and shows where the link went and for how long', async () => {
    const { c, posted } = await fillAndSubmit(() => json({ status: 'sent', linkValidMinutes: 30, reservation: { discountRate: 0 } }, 201));
    const sent = await waitFor(() => c.querySelector('[data-testid="reservation-verification"]'));
    expect(posted).toEqual([{
      lastName: 'Vendég', firstName: 'Vera', email: 'vera@example.org', phone: '+36301234567', birthDate: '1985-04-12', patientComment: 'Első alkalom',
      acceptTerms: true, acceptPrivacy: true, slotId: 501, subfunctionId: 101,
      // The anonymous booking carries the solved proof-of-work captcha.
      captcha: { challenge: 'challenge-1', nonce: expect.any(String) },
    }]);
    expect(sent.textContent).toContain('We sent a link to vera@example.org. Please open it within 30 minutes');
    expect(c.querySelector('[data-testid="reservation-step"]')?.getAttribute('data-step')).toBe('verification');
    expect(c.querySelector('[aria-current="step"]')?.textContent).toContain('Confirm by email');
  });

  it('shows the server\'s U030 beside the birth date', async () => {
    const { c } = await fillAndSubmit(() => json({ code: 'U030', message: 'Booking needs an age of 18 or more', requestId: 'r' }, 400));
    const summary = await waitFor(() => c.querySelector('.error-summary'));
    const u030 = (baseBundle().locales.en.errors as Record<string, string>).U030!;
    expect(summary.textContent).toContain(u030);
    expect(summary.querySelector('a[href="#root_birthDate"]')).not.toBeNull();
    const field = c.querySelector('#root_birthDate')!.closest('.form-group')!;
    expect(field.textContent).toContain(u030);
    expect(c.querySelector('[data-testid="reservation-step"]')?.getAttribute('data-step')).toBe('register');
  });

  it('starts with the consent boxes unticked and sends nothing until the visitor ticks them', async () => {
    const bundle = baseBundle();
    let posts = 0;
    const impl = (async (input: RequestInfo | URL) => {
      const { pathname } = new URL((input as Request).url);
      if (pathname === '/api/slots/501') return json(SLOT);
      if (pathname === '/api/public-reservations') posts += 1;
      return json(bundle.config);
    }) as typeof fetch;
    rendered = await renderPortal({ bundle, url: `${PATH}?slotId=501&subfunctionId=101`, path: PATH, element: <ReservationScreen route={{ path: PATH, meta: bundle.routes[PATH]! }} />, fetchImpl: impl });
    const c = rendered.container;
    const terms = await waitFor(() => c.querySelector<HTMLInputElement>('#root_acceptTerms'));
    expect(terms.checked).toBe(false);
    expect(c.querySelector<HTMLInputElement>('#root_acceptPrivacy')!.checked).toBe(false);
    await act(async () => {
      c.querySelector('[data-testid="reservation-step"] form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    const summary = await waitFor(() => c.querySelector('.error-summary'));
    expect(summary.querySelector('a[href="#root_acceptTerms"]')).not.toBeNull();
    expect(summary.querySelector('a[href="#root_acceptPrivacy"]')).not.toBeNull();
    expect(posts).toBe(0);
  });
});
