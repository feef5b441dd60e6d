// @vitest-environment happy-dom
/**
 * The paid variant's payment screens against a mocked API: the new subscription page lists the
 * products with their prices in the reader's format and sends the chosen product and period; a
 * portal that cannot take payments says so in place (RP001). The return page shows a confirmed
 * payment with the day the subscription is paid until; a payment awaiting its confirmation,
 * which it asks again until the confirmation has come; a declined card with the spec's message and
 * a way to try again; an answer that could not be verified (RP400); and no outcome at all.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Med24Products, PaymentReturn } from '../../../generated/config-types';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';
import { careApiFake, json, type Call, type Handler } from '../care/careApiFake';

const { default: SubscriptionNewScreen } = await import('../../../renderer/screens/med24/SubscriptionNewScreen');
const { default: PaymentReturnScreen } = await import('../../../renderer/screens/med24/PaymentReturnScreen');

const PRODUCTS: Med24Products = { products: [
  { code: 'med24-premium', name: 'Premium', beneficiaryLimit: 0, services: [2, 5, 12, 25], prices: [{ billingPeriod: 'month', priceHuf: 8990 }, { billingPeriod: 'year', priceHuf: 89900 }] },
  { code: 'med24-family', name: 'Premium Family', beneficiaryLimit: 3, services: [2, 3, 4, 5, 12, 25], prices: [{ billingPeriod: 'month', priceHuf: 14990 }, { billingPeriod: 'year', priceHuf: 149900 }] },
] };
const RETURN = (event: PaymentReturn['event'], status: PaymentReturn['payment']['status'], subscription: 'created' | 'active'): PaymentReturn => ({
  event, payment: { orderRef: 'sub-1', status, amountHuf: 8990 }, subscription: { uuid: 'u-1', status: subscription, ...(subscription === 'active' ? { paidUntil: '2026-12-25' } : {}) },
});

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function open(path: string, url: string, Screen: typeof SubscriptionNewScreen, handlers: Record<string, Handler>, locale: 'hu' | 'en' | 'ro' = 'en') {
  const bundle = baseBundle();
  const calls: Call[] = [];
  const route = { path, meta: bundle.routes[path]! };
  rendered = await renderPortal({ bundle, url, path, element: <Screen route={route} />, fetchImpl: careApiFake(bundle, handlers, calls), locale });
  return { container: rendered.container, calls };
}

describe('the new subscription page', () => {
  it('lists the products with their prices, and sends the chosen product and period', async () => {
    const { container, calls } = await open('/med24/subscription/new', '/med24/subscription/new', SubscriptionNewScreen, {
      'GET /api/med24/products': () => json(PRODUCTS),
      'POST /api/med24/subscriptions': () => json({ code: 'RP001', message: 'no account' }, 409),
    }, 'hu');
    await waitFor(() => container.querySelector('[data-testid="subscription-new-form"]'));
    expect([...container.querySelectorAll('.med24-choice__prices')].map((e) => e.textContent)).toEqual(['havi 8990\u00a0Ft · évi 89\u00a0900\u00a0Ft', 'havi 14\u00a0990\u00a0Ft · évi 149\u00a0900\u00a0Ft']);
    // What each includes: who it covers and its services.
    const includes = [...container.querySelectorAll('[data-testid="product-includes"]')].map((e) => e.textContent);
    expect(includes[0]).toMatch(/^Ön · Általános orvosi konzultáció/);
    expect(includes[1]).toMatch(/^Ön és további legfeljebb 3 személy · .*Szakorvosi konzultáció/);
    act(() => container.querySelector<HTMLInputElement>('[data-product="med24-family"] input')!.click());
    act(() => container.querySelector<HTMLInputElement>('input[value="year"]')!.click());
    expect(container.querySelector('[data-testid="subscription-new-total"]')!.textContent).toBe('Most 149\u00a0900\u00a0Ft összeget fizet, utána minden évben ugyanennyit.');
    act(() => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    const error = await waitFor(() => container.querySelector('[data-testid="subscription-new-error"]'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ product: 'med24-family', billingPeriod: 'year' });
    expect(error.textContent).toContain('A kártyás fizetés ezen a portálon most nem érhető el');
    // The choice stays for another try.
    expect(container.querySelector<HTMLInputElement>('[data-product="med24-family"] input')!.checked).toBe(true);
  });
});

describe('the payment return page', () => {
  const PATH = '/med24/simplepay/simplepay-return';
  const openReturn = (handler: Handler, url = `${PATH}?r=eyJ9&s=c2ln`) => open(PATH, url, PaymentReturnScreen, { 'GET /api/med24/payments/return': handler });

  it('shows a confirmed payment with the day the subscription is paid until, and passes r and s on', async () => {
    const { container, calls } = await openReturn(() => json(RETURN('SUCCESS', 'succeeded', 'active')));
    const outcome = await waitFor(() => container.querySelector('[data-outcome="success"]'));
    expect(outcome.textContent).toContain('We have received your payment of 8,990\u00a0Ft.');
    expect(outcome.querySelector('[data-testid="payment-paid-until"]')!.textContent).toBe('Your subscription is active until 25/12/2026.');
    expect(calls.find((c) => c.path === '/api/med24/payments/return')!.search).toBe('?r=eyJ9&s=c2ln');
  });

  it('says the confirmation is on its way, and asks again until it has come', async () => {
    let asked = 0;
    const { container } = await openReturn(() => json(++asked < 2 ? RETURN('SUCCESS', 'started', 'created') : RETURN('SUCCESS', 'succeeded', 'active')));
    const waiting = await waitFor(() => container.querySelector('[data-outcome="waiting"]'));
    expect(waiting.getAttribute('role')).toBe('status');
    await waitFor(() => container.querySelector('[data-outcome="success"]'), 5000);
    expect(asked).toBeGreaterThanOrEqual(2);
  });

  it('says a card was declined with the spec’s message, that nothing was charged, and how to try again', async () => {
    const { container } = await openReturn(() => json(RETURN('FAIL', 'failed', 'created')));
    const outcome = await waitFor(() => container.querySelector('[data-outcome="failed"]'));
    expect(outcome.textContent).toContain('The card payment failed.');
    expect(outcome.textContent).toContain('Nothing was charged to your card.');
    expect(outcome.querySelector('[data-testid="payment-try-again"]')!.getAttribute('href')).toBe('/med24/subscription/new');
  });

  it('shows no outcome for an answer that could not be verified, nor without one', async () => {
    const { container } = await openReturn(() => json({ code: 'RP400', message: 'refused' }, 400));
    const refused = await waitFor(() => container.querySelector('[data-outcome="failed"]'));
    expect(refused.textContent).toContain('We could not verify the payment gateway');
    rendered?.unmount();
    const bare = await openReturn(() => json(RETURN('SUCCESS', 'succeeded', 'active')), PATH);
    const unknown = await waitFor(() => bare.container.querySelector('[data-outcome="failed"]'));
    expect(unknown.textContent).toContain('An unknown error occurred during payment.');
    expect(bare.calls.some((c) => c.path === '/api/med24/payments/return')).toBe(false);
  });
});
