// @vitest-environment happy-dom
/**
 * The subscriber's subscriptions and payments against a mocked API: the current subscription with
 * its status, price per period and the day paid until, the others linked; a subscription awaiting
 * payment says nothing is active yet; no subscription says so; the payments as a table with the
 * amount in the reader's format, the state in words and the card's masked number, or a sentence
 * when there are none; a load error with a retry.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Med24Subscriptions, Med24Transactions } from '../../../generated/config-types';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';
import { careApiFake, json, type Handler } from '../care/careApiFake';

const { default: SubscriptionDetailsScreen } = await import('../../../renderer/screens/med24/SubscriptionDetailsScreen');
const { default: TransactionsScreen } = await import('../../../renderer/screens/med24/TransactionsScreen');

const SUBSCRIPTIONS: Med24Subscriptions = { subscriptions: [
  { uuid: 'u-1', product: { code: 'med24-premium', name: 'Premium', beneficiaryLimit: 0, services: [2, 5, 12, 25] }, status: 'active', current: true, billingPeriod: 'month', priceHuf: 8990, paidUntil: '2026-12-15', createdAt: '2026-10-16T09:00:00.000Z', beneficiaries: [], modifications: [] },
  { uuid: 'u-2', product: { code: 'med24-family', name: 'Premium Family', beneficiaryLimit: 3, services: [2, 3, 4, 5, 12, 25] }, status: 'created', current: false, billingPeriod: 'year', priceHuf: 149900, createdAt: '2026-11-20T09:00:00.000Z', beneficiaries: [], modifications: [] },
] };
const TRANSACTIONS: Med24Transactions = { transactions: [
  { orderRef: 'demo-paid-2', subscriptionUuid: 'u-1', productName: 'Premium', amountHuf: 8990, status: 'succeeded', cardMask: 'xxxx-xxxx-xxxx-0425', createdAt: '2026-11-15T09:00:00.000Z', confirmedAt: '2026-11-15T09:00:05.000Z' },
  { orderRef: 'sub-x', subscriptionUuid: 'u-2', productName: 'Premium Family', amountHuf: 149900, status: 'failed', createdAt: '2026-11-20T09:00:00.000Z' },
] };

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function open(path: string, Screen: typeof SubscriptionDetailsScreen, handlers: Record<string, Handler>, locale: 'hu' | 'en' | 'ro' = 'en') {
  const bundle = baseBundle();
  const route = { path, meta: bundle.routes[path]! };
  rendered = await renderPortal({ bundle, url: path, path, element: <Screen route={route} />, fetchImpl: careApiFake(bundle, handlers, []), locale });
  return rendered.container;
}

describe('the subscriptions screen', () => {
  it('shows the current subscription and links the others', async () => {
    const container = await open('/med24/subscription/details', SubscriptionDetailsScreen, { 'GET /api/med24/subscriptions': () => json(SUBSCRIPTIONS) }, 'hu');
    const card = await waitFor(() => container.querySelector('[data-testid="subscription-card"]'));
    expect(card.getAttribute('data-status')).toBe('active');
    expect(card.querySelector('h2')!.textContent).toBe('Premium');
    expect(card.textContent).toContain('havi 8990\u00a0Ft');
    expect(card.querySelector('[data-testid="subscription-paid-until"]')!.textContent).toBe('2026.12.15');
    const others = container.querySelector('[data-testid="subscriptions-others"]')!;
    expect(others.querySelector('a')!.getAttribute('href')).toBe('/med24/subscription/u-2');
    expect(others.textContent).toContain('Fizetésre vár');
  });

  it('says a subscription awaiting payment has nothing active, and when there is none at all', async () => {
    const awaiting = await open('/med24/subscription/details', SubscriptionDetailsScreen, { 'GET /api/med24/subscriptions': () => json({ subscriptions: [SUBSCRIPTIONS.subscriptions[1]] }) });
    const card = await waitFor(() => awaiting.querySelector('[data-testid="subscription-card"][data-status="created"]'));
    expect(card.textContent).toContain('Nothing is active until the payment goes through.');
    expect(card.querySelector('a')!.getAttribute('href')).toBe('/med24/subscription/new');
    rendered?.unmount();
    const none = await open('/med24/subscription/details', SubscriptionDetailsScreen, { 'GET /api/med24/subscriptions': () => json({ subscriptions: [] }) });
    expect((await waitFor(() => none.querySelector('[data-testid="subscriptions-empty"]'))).textContent).toBe('You have no subscription yet.');
  });
});

describe('the payments screen', () => {
  it('lists the payments with amount, state and card, newest first', async () => {
    const container = await open('/med24/subscription/transactions', TransactionsScreen, { 'GET /api/med24/transactions': () => json(TRANSACTIONS) }, 'ro');
    await waitFor(() => container.querySelector('[data-testid="transactions"]'));
    const rows = [...container.querySelectorAll('[data-testid="transactions"] tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      // A paid row has its receipt; a declined one has none.
      ['15.11.2026 10:00', 'Premium', '8.990\u00a0Ft', 'Reușită', 'xxxx-xxxx-xxxx-0425', 'Descărcare (PDF), 15.11.2026 10:00'],
      ['20.11.2026 10:00', 'Premium Family', '149.900\u00a0Ft', 'Refuzată', '–', '–'],
    ]);
  });

  it('says when there are no payments, and offers a retry when they could not be loaded', async () => {
    const empty = await open('/med24/subscription/transactions', TransactionsScreen, { 'GET /api/med24/transactions': () => json({ transactions: [] }) });
    expect((await waitFor(() => empty.querySelector('[data-testid="transactions-empty"]'))).textContent).toBe('There are no payments yet.');
    rendered?.unmount();
    const failing = await open('/med24/subscription/transactions', TransactionsScreen, { 'GET /api/med24/transactions': () => json({ code: '#500', message: 'down' }, 500) });
    const error = await waitFor(() => failing.querySelector('[data-testid="transactions-load-error"]'));
    expect(error.textContent).toContain('Your payments could not be loaded.');
  });
});
