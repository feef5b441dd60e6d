// @vitest-environment happy-dom
/**
 * Cancelling a subscription bought by card, against a mocked API: an active one offers it with the
 * last paid day; the first step says what cancelling means and gives the focus to keeping it;
 * keeping it sends nothing; "Yes, cancel it" asks the server, and the outcome with the last day is
 * announced and focused, while the card then says it is cancelled, with no next charge; a refusal
 * (RP016) is told in the reader's language. A subscription awaiting payment, expired, ended or
 * cancelled already offers nothing, and its card says what became of it, and whom it covers; a
 * cancelled one's package cannot be changed. The new-subscription page leads a customer who already
 * holds a subscription bought by card to changing its package, or, once it is cancelled, says until
 * when it runs.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale, Med24Products, Med24Subscription } from '../../../generated/config-types';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, settle, waitFor, type Rendered } from '../helpers/renderPortal';
import { careApiFake, json, type Call, type Handler } from '../care/careApiFake';

const { default: SubscriptionScreen } = await import('../../../renderer/screens/med24/SubscriptionScreen');
const { default: SubscriptionNewScreen } = await import('../../../renderer/screens/med24/SubscriptionNewScreen');
const { default: ModificationNewScreen } = await import('../../../renderer/screens/med24/ModificationNewScreen');

const PREMIUM = { code: 'med24-premium', name: 'Premium', beneficiaryLimit: 0, services: [2, 5, 12, 25] };
const PRODUCTS: Med24Products = { products: [
  { ...PREMIUM, prices: [{ billingPeriod: 'month', priceHuf: 8990 }, { billingPeriod: 'year', priceHuf: 89900 }] },
  { code: 'med24-family', name: 'Premium Family', beneficiaryLimit: 3, services: [2, 3, 4, 5, 12, 25], prices: [{ billingPeriod: 'month', priceHuf: 14990 }, { billingPeriod: 'year', priceHuf: 149900 }] },
] };
const ACTIVE: Med24Subscription = {
  uuid: 'u-1', product: PREMIUM, status: 'active', current: true, billingPeriod: 'month', priceHuf: 8990, paidUntil: '2026-12-15',
  createdAt: '2026-10-16T09:00:00.000Z', beneficiaries: [], modifications: [], nextCharge: { date: '2026-12-15', amountHuf: 8990 },
};
const CANCELLED_AT = '2026-11-26T10:00:00.000Z';
const { nextCharge: _charge, ...withoutCharge } = ACTIVE;
const CANCELLED: Med24Subscription = { ...withoutCharge, cancelledAt: CANCELLED_AT };

let rendered: Rendered | undefined;
afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
});

async function openSubscription(handlers: Record<string, Handler>, locale: Locale = 'en') {
  const bundle = baseBundle();
  const path = '/med24/subscription/:uuid';
  const route = { path, meta: bundle.routes[path]! };
  const calls: Call[] = [];
  rendered = await renderPortal({ bundle, url: '/med24/subscription/u-1', path, element: <SubscriptionScreen route={route} />, fetchImpl: careApiFake(bundle, handlers, calls), locale });
  return { container: rendered.container, calls };
}

/** The subscription page of `subscription`, whose cancellation the server answers with `cancellation`. */
function serving(subscription: Med24Subscription, cancellation?: (current: Med24Subscription) => Response) {
  let current = subscription;
  return {
    'GET /api/med24/subscriptions/u-1': () => json(current),
    'GET /api/med24/transactions': () => json({ transactions: [] }),
    'POST /api/med24/subscriptions/u-1/cancellation': () => {
      const answer = cancellation?.(current) ?? json({ code: '#404' }, 404);
      if (answer.ok) current = CANCELLED;
      return answer;
    },
  } satisfies Record<string, Handler>;
}

const byTestId = (container: HTMLElement, testId: string) => container.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
const click = (element: HTMLElement) => act(() => element.click());
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');
const items = (element: Element) => [...element.querySelectorAll('li')].map((li) => li.textContent);

describe('cancelling a subscription bought by card', () => {
  it('asks first, keeps it without asking the server, and cancels it on "Yes": the outcome and the card say until when', async () => {
    const { container, calls } = await openSubscription(serving(ACTIVE, () => json(CANCELLED)));
    const section = await waitFor(() => byTestId(container, 'subscription-cancel'), 15_000);
    expect(section.querySelector('h2')!.textContent).toBe('Cancel subscription');
    expect(section.textContent).toContain('You can cancel at any time. It stays active until 15/12/2026, the last day you paid for.');
    expect(byTestId(container, 'subscription-next-charge')!.textContent).toContain('15/12/2026');

    click(byTestId(container, 'subscription-cancel-open')!);
    const step = byTestId(container, 'subscription-cancel-confirm')!;
    expect(step.getAttribute('role')).toBe('group');
    expect(step.textContent).toContain('Cancel your Premium subscription?');
    expect(items(step)).toEqual([
      'You can use everything it includes until 15/12/2026; then it ends.',
      'Nothing more will be charged to your card.',
      'The card details kept for the renewals are removed.',
      'We send you an email to confirm.',
    ]);
    const keep = byTestId(container, 'subscription-cancel-keep')!;
    const yes = byTestId(container, 'subscription-cancel-yes')!;
    expect([keep.textContent, yes.textContent]).toEqual(['Keep my subscription', 'Yes, cancel it']);
    // The safe choice comes first and has the focus.
    expect(keep.compareDocumentPosition(yes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => document.activeElement === keep);

    click(keep);
    expect(byTestId(container, 'subscription-cancel-confirm')).toBeNull();
    await waitFor(() => document.activeElement === byTestId(container, 'subscription-cancel-open'));
    expect(posts(calls)).toEqual([]);
    expect(byTestId(container, 'subscription-cancelled')).toBeNull();

    click(byTestId(container, 'subscription-cancel-open')!);
    click(byTestId(container, 'subscription-cancel-yes')!);
    const done = await waitFor(() => byTestId(container, 'subscription-cancel-outcome-success'));
    expect(done.textContent).toBe('Your subscription is cancelled. It stays active until 15/12/2026, and nothing more will be charged. We have sent you an email to confirm.');
    expect(done.getAttribute('role')).toBe('status');
    await waitFor(() => document.activeElement === done);
    expect(posts(calls).map((c) => c.path)).toEqual(['/api/med24/subscriptions/u-1/cancellation']);
    // The card, read again, says it is cancelled and charges nothing more; nothing offers to cancel it again.
    const cancelled = await waitFor(() => byTestId(container, 'subscription-cancelled'));
    expect(cancelled.textContent).toBe('Cancelled on 26/11/2026. It stays active until 15/12/2026; nothing more will be charged.');
    expect(byTestId(container, 'subscription-status')!.textContent).toBe('Active');
    expect(byTestId(container, 'subscription-next-charge')).toBeNull();
    expect(byTestId(container, 'subscription-cancel-open')).toBeNull();
    // Read first, beside the status; and its package can no longer be changed.
    expect(cancelled.compareDocumentPosition(container.querySelector('.med24-facts')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(byTestId(container, 'modification-new-link')).toBeNull();
    expect(byTestId(container, 'beneficiaries-only')!.textContent).toBe('This package covers you only.');
  });

  it('speaks Hungarian: the steps, the outcome and the card', async () => {
    const { container } = await openSubscription(serving(ACTIVE, () => json(CANCELLED)), 'hu');
    const section = await waitFor(() => byTestId(container, 'subscription-cancel'), 15_000);
    expect(section.querySelector('h2')!.textContent).toBe('Előfizetés lemondása');
    expect(section.textContent).toContain('Bármikor lemondhatja. Az utolsó kifizetett napig (2026.12.15) aktív marad.');
    click(byTestId(container, 'subscription-cancel-open')!);
    const step = byTestId(container, 'subscription-cancel-confirm')!;
    expect(items(step)[1]).toBe('Kártyájáról többet nem vonunk le.');
    expect(byTestId(container, 'subscription-cancel-keep')!.textContent).toBe('Megtartom az előfizetést');
    click(byTestId(container, 'subscription-cancel-yes')!);
    const done = await waitFor(() => byTestId(container, 'subscription-cancel-outcome-success'));
    expect(done.textContent).toBe('Előfizetését lemondtuk. Az utolsó kifizetett napig (2026.12.15) aktív marad, és többet nem vonunk le. A lemondást e-mailben is megerősítettük.');
    expect((await waitFor(() => byTestId(container, 'subscription-cancelled'))).textContent).toBe('Lemondva: 2026.11.26. Az utolsó kifizetett napig (2026.12.15) aktív marad; többet nem vonunk le.');
  });

  it('speaks Romanian: the steps and the outcome', async () => {
    const { container } = await openSubscription(serving(ACTIVE, () => json(CANCELLED)), 'ro');
    await waitFor(() => byTestId(container, 'subscription-cancel-open'), 15_000);
    expect(byTestId(container, 'subscription-cancel-open')!.textContent).toBe('Anulați abonamentul');
    click(byTestId(container, 'subscription-cancel-open')!);
    const step = byTestId(container, 'subscription-cancel-confirm')!;
    expect(step.textContent).toContain('Anulați abonamentul Premium?');
    expect(items(step)[0]).toBe('Puteți folosi tot ce include până pe 15.12.2026; apoi se încheie.');
    expect(byTestId(container, 'subscription-cancel-yes')!.textContent).toBe('Da, anulez');
    click(byTestId(container, 'subscription-cancel-yes')!);
    const done = await waitFor(() => byTestId(container, 'subscription-cancel-outcome-success'));
    expect(done.textContent).toBe('Abonamentul a fost anulat. Rămâne activ până pe 15.12.2026 și nu se mai încasează nimic. V-am trimis un e-mail de confirmare.');
  });

  it('tells a refusal (RP016) in the reader\'s language, focused', async () => {
    const { container, calls } = await openSubscription(serving(ACTIVE, () => json({ code: 'RP016', message: 'cannot be cancelled' }, 409)), 'hu');
    await waitFor(() => byTestId(container, 'subscription-cancel-open'), 15_000);
    click(byTestId(container, 'subscription-cancel-open')!);
    click(byTestId(container, 'subscription-cancel-yes')!);
    const refused = await waitFor(() => byTestId(container, 'subscription-cancel-outcome-error'));
    expect(refused.textContent).toBe('Ez az előfizetés már nem mondható le és nem módosítható: már lemondta, megszűnt, vagy nem lett kifizetve.');
    expect(refused.getAttribute('role')).toBe('alert');
    await waitFor(() => document.activeElement === refused);
    expect(posts(calls)).toHaveLength(1);
    expect(byTestId(container, 'subscription-cancel-outcome-success')).toBeNull();
  });
});

describe('a subscription that cannot be cancelled', () => {
  const { nextCharge: _none, paidUntil: _unpaid, ...unpaid } = ACTIVE;
  const cases: { name: string; subscription: Med24Subscription; status: string; sentence?: [string, string]; link?: [string, string]; people?: [string, string] }[] = [
    { name: 'awaiting payment', subscription: { ...unpaid, status: 'created' }, status: 'Awaiting payment', sentence: ['subscription-card', 'Nothing is active until the payment goes through.'], link: ['Choose a package and pay', '/med24/subscription/new'], people: ['beneficiaries-awaiting', 'Once the subscription is paid you can record the people it covers.'] },
    { name: 'expired', subscription: { ...unpaid, status: 'expired' }, status: 'Payment not completed', sentence: ['subscription-expired', 'The payment was not completed in time, so this order has expired. Nothing was charged. Choose a package and pay'], link: ['Choose a package and pay', '/med24/subscription/new'], people: ['beneficiaries-closed', 'This subscription is not active, so it covers no one.'] },
    { name: 'ended', subscription: { ...CANCELLED, status: 'ended' }, status: 'Ended', sentence: ['subscription-ended', 'This subscription ended after 15/12/2026, as you cancelled it. Subscribe again'], link: ['Subscribe again', '/med24/subscription/new'], people: ['beneficiaries-closed', 'This subscription is not active, so it covers no one.'] },
    { name: 'cancelled already', subscription: CANCELLED, status: 'Active', sentence: ['subscription-cancelled', 'Cancelled on 26/11/2026. It stays active until 15/12/2026; nothing more will be charged.'], people: ['beneficiaries-only', 'This package covers you only.'] },
    { name: 'not bought by card', subscription: (({ billingPeriod: _p, priceHuf: _h, ...rest }) => rest)(unpaid), status: 'Active', people: ['beneficiaries-only', 'This package covers you only. To cover your family as well, change to a package that covers more people.'] },
  ];
  for (const { name, subscription, status, sentence, link, people } of cases) {
    it(`${name}: says what became of it and offers no cancelling`, async () => {
      const { container } = await openSubscription(serving(subscription));
      const card = await waitFor(() => byTestId(container, 'subscription-card'), 15_000);
      await waitFor(() => byTestId(container, 'modifications'));
      expect(byTestId(container, 'subscription-status')!.textContent).toBe(status);
      if (sentence) expect(byTestId(container, sentence[0])!.textContent).toContain(sentence[1]);
      if (link) {
        const a = [...card.querySelectorAll('a')].find((el) => el.textContent === link[0]);
        expect(a?.getAttribute('href')).toBe(link[1]);
      }
      expect(byTestId(container, 'subscription-cancel')).toBeNull();
      expect(byTestId(container, 'subscription-next-charge')).toBeNull();
      if (people) expect(byTestId(container, people[0])!.textContent).toBe(people[1]);
    });
  }

  it('says so in Hungarian and Romanian', async () => {
    const ended = await openSubscription(serving({ ...CANCELLED, status: 'ended' }), 'hu');
    await waitFor(() => byTestId(ended.container, 'subscription-ended'), 15_000);
    expect(byTestId(ended.container, 'subscription-status')!.textContent).toBe('Megszűnt');
    expect(byTestId(ended.container, 'subscription-ended')!.textContent).toBe('Ezt az előfizetést lemondta, ezért 2026.12.15 után megszűnt. Új előfizetés');
    rendered!.unmount();
    const expired = await openSubscription(serving({ ...unpaid, status: 'expired' }), 'ro');
    await waitFor(() => byTestId(expired.container, 'subscription-expired'), 15_000);
    expect(byTestId(expired.container, 'subscription-status')!.textContent).toBe('Plată nefinalizată');
    expect(byTestId(expired.container, 'subscription-expired')!.textContent).toContain('Plata nu a fost finalizată la timp, așa că această comandă a expirat. Nu s-a încasat nimic.');
    expect(byTestId(expired.container, 'subscription-cancel')).toBeNull();
  });
});

describe('changing the package of a cancelled subscription', () => {
  it('is not offered: the change page says why, without the choice', async () => {
    const bundle = baseBundle();
    const path = '/med24/subscription/:uuid/modification/new';
    const route = { path, meta: bundle.routes[path]! };
    const handlers: Record<string, Handler> = { 'GET /api/med24/subscriptions/u-1': () => json(CANCELLED), 'GET /api/med24/products': () => json(PRODUCTS) };
    rendered = await renderPortal({ bundle, url: '/med24/subscription/u-1/modification/new', path, element: <ModificationNewScreen route={route} />, fetchImpl: careApiFake(bundle, handlers, []), locale: 'en' });
    const closed = await waitFor(() => byTestId(rendered!.container, 'modification-closed'), 15_000);
    expect(closed.textContent).toBe('This subscription cannot be cancelled or changed any more: it is cancelled already, has ended, or was never paid.');
    await settle();
    expect(byTestId(rendered.container, 'modification-awaiting')).toBeNull();
    expect(rendered.container.querySelector('form')).toBeNull();
  });
});

describe('a new subscription while one bought by card is held', () => {
  async function openNew(subscriptions: Med24Subscription[], locale: Locale = 'en') {
    const bundle = baseBundle();
    const path = '/med24/subscription/new';
    const route = { path, meta: bundle.routes[path]! };
    const handlers: Record<string, Handler> = {
      'GET /api/med24/products': () => json(PRODUCTS),
      'GET /api/med24/subscriptions': () => json({ subscriptions }),
      'GET /api/med24/profile': () => json({ complete: true }),
    };
    rendered = await renderPortal({ bundle, url: path, path, element: <SubscriptionNewScreen route={route} />, fetchImpl: careApiFake(bundle, handlers, []), locale });
    return rendered.container;
  }

  it('leads to changing the package of the one held, without the purchase form', async () => {
    const container = await openNew([ACTIVE]);
    const held = await waitFor(() => byTestId(container, 'subscription-new-held'), 15_000);
    expect(held.textContent).toContain('You already have Premium. To get another package, change the package of your subscription.');
    const link = held.querySelector('a')!;
    expect(link.textContent).toBe('Change package');
    expect(link.getAttribute('href')).toBe('/med24/subscription/u-1/modification/new');
    expect(byTestId(container, 'subscription-new-form')).toBeNull();
    expect(container.querySelector('button[type="submit"]')).toBeNull();
  });

  it('says it in Hungarian and Romanian', async () => {
    const hu = await openNew([ACTIVE], 'hu');
    const held = await waitFor(() => byTestId(hu, 'subscription-new-held'), 15_000);
    expect(held.textContent).toBe('Már van Premium előfizetése. Ha másik csomagot szeretne, az előfizetése csomagját módosítsa. Csomag módosítása');
    rendered!.unmount();
    const ro = await openNew([ACTIVE], 'ro');
    expect((await waitFor(() => byTestId(ro, 'subscription-new-held'), 15_000)).querySelector('a')!.textContent).toBe('Schimbați pachetul');
    expect(byTestId(ro, 'subscription-new-form')).toBeNull();
  });

  it('does not offer to change a cancelled one, which cannot be changed, but says until when it runs', async () => {
    const container = await openNew([CANCELLED]);
    const held = await waitFor(() => byTestId(container, 'subscription-new-held'), 15_000);
    expect(held.textContent).toContain('Your Premium subscription is cancelled and stays active until 15/12/2026. You can subscribe again once it has ended.');
    expect(held.querySelector('a')!.getAttribute('href')).toBe('/med24/subscription/u-1');
    expect(container.querySelector('a[href$="/modification/new"]')).toBeNull();
    expect(byTestId(container, 'subscription-new-form')).toBeNull();
  });

  it('offers the purchase form once the only one bought by card has ended or expired', async () => {
    const container = await openNew([{ ...CANCELLED, status: 'ended' }, { ...ACTIVE, uuid: 'u-2', status: 'expired' }]);
    await waitFor(() => byTestId(container, 'subscription-new-form'), 15_000);
    expect(byTestId(container, 'subscription-new-held')).toBeNull();
  });
});
