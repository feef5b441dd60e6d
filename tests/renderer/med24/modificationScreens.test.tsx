// @vitest-environment happy-dom
/**
 * A subscription's people and changes of package against a mocked API: the subscription says what
 * it includes; Premium covers only the subscriber, Premium Family lists the people it covers with
 * the add form, and a full one says so; the change page offers the other package with what the
 * change costs now by the terms the server charges by, and a change to a cheaper package goes on
 * to its own page, which says when it takes effect.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Med24Modification, Med24Products, Med24Subscription } from '../../../generated/config-types';
import { formPartKey, relativesTextsKey, routeParts, textsPartKey } from '../../../renderer/domain/brand/bundleParts';
import { formatMoney } from '../../../renderer/domain/format/format';
import { modificationTerms, todayInBudapest } from '../../../renderer/domain/med24/modificationTerms';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';
import { careApiFake, json, type Call, type Handler } from '../care/careApiFake';
import { typeDate } from '../helpers/memorableDate';

const { default: SubscriptionScreen } = await import('../../../renderer/screens/med24/SubscriptionScreen');
const { default: ModificationNewScreen } = await import('../../../renderer/screens/med24/ModificationNewScreen');
const { default: ModificationScreen } = await import('../../../renderer/screens/med24/ModificationScreen');

const PREMIUM = { code: 'med24-premium', name: 'Premium', beneficiaryLimit: 0, services: [2, 5, 12, 25] };
const FAMILY = { code: 'med24-family', name: 'Premium Family', beneficiaryLimit: 3, services: [2, 3, 4, 5, 12, 25] };
const PRODUCTS: Med24Products = { products: [
  { ...PREMIUM, prices: [{ billingPeriod: 'month', priceHuf: 8990 }, { billingPeriod: 'year', priceHuf: 89900 }] },
  { ...FAMILY, prices: [{ billingPeriod: 'month', priceHuf: 14990 }, { billingPeriod: 'year', priceHuf: 149900 }] },
] };
const today = todayInBudapest(Date.now());
const inDays = (n: number) => new Date(Date.parse(`${today}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const subscription = (product: typeof PREMIUM, extra: Partial<Med24Subscription> = {}): Med24Subscription => ({
  uuid: 'u-1', product, status: 'active', current: true, billingPeriod: 'month', priceHuf: product === FAMILY ? 14990 : 8990, paidUntil: inDays(19), createdAt: '2026-10-16T09:00:00.000Z', beneficiaries: [], modifications: [], ...extra,
});
const ANNA = { id: 7, name: 'Fizető Anna', birthDate: '1982-09-14', relation: 'spouse' as const };

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

/** Renders the screen with only its route's parts inlined, as the server sends its first page. */
async function open(path: string, url: string, Screen: typeof SubscriptionScreen, handlers: Record<string, Handler>) {
  const bundle = baseBundle();
  const calls: Call[] = [];
  const route = { path, meta: bundle.routes[path]! };
  const inlined = routeParts(route.meta, 'en', bundle.services);
  rendered = await renderPortal({ bundle, url, path, element: <Screen route={route} />, fetchImpl: careApiFake(bundle, handlers, calls), locale: 'en', inlined });
  return { container: rendered.container, calls, router: rendered.router };
}
const text = (container: HTMLElement, testId: string) => container.querySelector(`[data-testid="${testId}"]`)?.textContent;

describe('the people a subscription covers', () => {
  it('travel with the relatives\' forms and texts', () => {
    const bundle = baseBundle();
    expect(routeParts(bundle.routes['/med24/subscription/:uuid']!, 'hu', bundle.services)).toEqual([textsPartKey('med24', 'hu'), formPartKey('relativeAdd'), formPartKey('relativeEdit'), relativesTextsKey('hu')]);
  });

  it('says what Premium includes and that it covers only the subscriber', async () => {
    const { container } = await open('/med24/subscription/:uuid', '/med24/subscription/u-1', SubscriptionScreen, {
      'GET /api/med24/subscriptions/u-1': () => json(subscription(PREMIUM)),
      'GET /api/med24/transactions': () => json({ transactions: [] }),
    });
    await waitFor(() => container.querySelector('[data-testid="beneficiaries-only"]'), 20_000);
    expect(text(container, 'subscription-covers')).toBe('You');
    expect([...container.querySelectorAll('[data-testid="subscription-services"] li')].map((li) => li.textContent)).toHaveLength(4);
    expect(container.querySelector('[data-testid="modification-new-link"]')?.getAttribute('href')).toBe('/med24/subscription/u-1/modification/new');
  });

  it('lists the people Premium Family covers with the add form, and adds one', async () => {
    let current = subscription(FAMILY, { beneficiaries: [ANNA] });
    const { container, calls } = await open('/med24/subscription/:uuid', '/med24/subscription/u-1', SubscriptionScreen, {
      'GET /api/med24/subscriptions/u-1': () => json(current),
      'GET /api/med24/transactions': () => json({ transactions: [] }),
      'POST /api/med24/subscriptions/u-1/beneficiaries': ({ body }) => {
        const added = { id: 8, ...(body as object) } as typeof ANNA;
        current = { ...current, beneficiaries: [...current.beneficiaries, added] };
        return json(added, 201);
      },
    });
    const form = await waitFor(() => container.querySelector<HTMLElement>('[data-testid="beneficiary-add"] form'), 20_000);
    expect(text(container, 'subscription-covers')).toBe('You and up to 3 more people');
    expect(text(container, 'relatives-count')).toBe('Recorded: 1 of 3');
    expect(text(container, 'subscription-people')).toBe('Fizető Anna');
    expect(text(container, 'relative-name')).toBe('Fizető Anna');
    // The relatives' texts the cards speak are there, not their keys.
    expect(container.querySelector('[data-testid="relative"]')?.textContent).toContain('Spouse or partner');
    expect(container.querySelector('[data-testid="relative"]')?.textContent).not.toContain('relatives.');
    const set = (selector: string, value: string) => act(() => {
      const field = form.querySelector<HTMLInputElement | HTMLSelectElement>(selector)!;
      Object.getOwnPropertyDescriptor(field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype, 'value')!.set!.call(field, value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    });
    set('#root_name', 'Fizető Bence');
    typeDate(form, 'root_birthDate', '2012-03-01');
    set('#root_relation', '1');
    act(() => form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    const outcome = await waitFor(() => container.querySelector('[data-testid="beneficiaries-outcome-success"]'));
    expect(outcome.textContent).toBe('Fizető Bence is now covered by your subscription.');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'Fizető Bence', birthDate: '2012-03-01', relation: 'child' });
    await waitFor(() => text(container, 'relatives-count') === 'Recorded: 2 of 3');
  });

  it('says a full subscription is full, without the add form', async () => {
    const { container } = await open('/med24/subscription/:uuid', '/med24/subscription/u-1', SubscriptionScreen, {
      'GET /api/med24/subscriptions/u-1': () => json(subscription(FAMILY, { beneficiaries: [ANNA, { ...ANNA, id: 8 }, { ...ANNA, id: 9 }] })),
      'GET /api/med24/transactions': () => json({ transactions: [] }),
    });
    await waitFor(() => container.querySelector('[data-testid="beneficiaries-full"]'), 20_000);
    expect(container.querySelector('[data-testid="beneficiary-add"]')).toBeNull();
  });
});

describe('changing the package', () => {
  it('offers the other package with what it costs now, by the terms the server charges by', async () => {
    const { container } = await open('/med24/subscription/:uuid/modification/new', '/med24/subscription/u-1/modification/new', ModificationNewScreen, {
      'GET /api/med24/subscriptions/u-1': () => json(subscription(PREMIUM)),
      'GET /api/med24/products': () => json(PRODUCTS),
    });
    const terms = await waitFor(() => container.querySelector('[data-testid="modification-terms"]'), 20_000);
    const { amountDueHuf } = modificationTerms({ fromPriceHuf: 8990, toPriceHuf: 14990, period: 'month', paidUntil: inDays(19), today });
    expect(amountDueHuf).toBeGreaterThan(0);
    expect(terms.textContent).toContain(`You pay ${formatMoney(amountDueHuf, 'HUF', 'en')} now`);
    expect(container.querySelectorAll('[data-product]')).toHaveLength(1);
    expect(container.querySelector('button[type="submit"]')?.textContent).toBe('Continue to payment');
  });

  it('changes to a cheaper package with nothing to pay and goes on to the change, which says when it applies', async () => {
    const change: Med24Modification = { uuid: 'm-1', subscriptionUuid: 'u-1', status: 'verified_update', fromProduct: { code: FAMILY.code, name: FAMILY.name }, toProduct: { code: PREMIUM.code, name: PREMIUM.name }, priceHuf: 8990, amountDueHuf: 0, effectiveDate: inDays(20), createdAt: '2026-11-26T10:00:00.000Z' };
    const { container, calls, router } = await open('/med24/subscription/:uuid/modification/new', '/med24/subscription/u-1/modification/new', ModificationNewScreen, {
      'GET /api/med24/subscriptions/u-1': () => json(subscription(FAMILY)),
      'GET /api/med24/products': () => json(PRODUCTS),
      'POST /api/med24/subscriptions/u-1/modifications': () => json({ modification: change }, 201),
    });
    const terms = await waitFor(() => container.querySelector('[data-testid="modification-terms"]'), 20_000);
    expect(terms.textContent).toContain('the start of your next period');
    expect(container.querySelector('[data-testid="modification-too-many"]')).toBeNull();
    act(() => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await waitFor(() => router.state.location.pathname === '/med24/subscription/u-1/modification/m-1');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ product: 'med24-premium' });
  });

  it('says a package covering fewer people than are recorded cannot be chosen yet', async () => {
    const { container } = await open('/med24/subscription/:uuid/modification/new', '/med24/subscription/u-1/modification/new', ModificationNewScreen, {
      'GET /api/med24/subscriptions/u-1': () => json(subscription(FAMILY, { beneficiaries: [ANNA] })),
      'GET /api/med24/products': () => json(PRODUCTS),
    });
    const notice = await waitFor(() => container.querySelector('[data-testid="modification-too-many"]'), 20_000);
    expect(notice.textContent).toContain('Please remove some of them first.');
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);
  });

  it('shows a paid change waiting for its day, and one in effect', async () => {
    const change: Med24Modification = { uuid: 'm-2', subscriptionUuid: 'u-1', status: 'verified_update', fromProduct: { code: PREMIUM.code, name: PREMIUM.name }, toProduct: { code: FAMILY.code, name: FAMILY.name }, priceHuf: 14990, amountDueHuf: 3800, effectiveDate: '2026-11-27', createdAt: '2026-11-26T10:00:00.000Z', paymentStatus: 'succeeded' };
    let answer = change;
    const { container } = await open('/med24/subscription/:uuid/modification/:modificationUuid', '/med24/subscription/u-1/modification/m-2', ModificationScreen, {
      'GET /api/med24/subscriptions/u-1/modifications/m-2': () => json(answer),
    });
    await waitFor(() => container.querySelector('[data-testid="modification-card"]'), 20_000);
    expect(text(container, 'modification-status')).toBe('Paid, takes effect on its date');
    expect(text(container, 'modification-amount')).toBe(formatMoney(3800, 'HUF', 'en'));
    expect(text(container, 'modification-explain')).toContain('Your subscription changes to Premium Family on');
    answer = { ...change, status: 'active' };
    rendered!.unmount();
    const again = await open('/med24/subscription/:uuid/modification/:modificationUuid', '/med24/subscription/u-1/modification/m-2', ModificationScreen, {
      'GET /api/med24/subscriptions/u-1/modifications/m-2': () => json(answer),
    });
    await waitFor(() => again.container.querySelector('[data-testid="modification-card"][data-status="active"]'));
    expect(text(again.container, 'modification-status')).toBe('In effect');
  });
});
