/**
 * One paid-variant subscription's page (/med24/subscription/{uuid}) as a subscriber uses it to
 * cancel, and a customer of the paid variant of their own with a Premium subscription paid by card.
 * Selectors follow renderer/screens/med24 (SubscriptionCard.tsx, CancelSubscription.tsx,
 * SubscriptionNewScreen.tsx).
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { EffectiveBrand } from '../../server/config/loadBrands';
import { text } from '../support/brands';
import { GatewayPage, NewSubscriptionPage, ProfilePage, signUpPaidCustomer } from './med24Pages';
import { E2E_ORIGIN_PORT, DEFAULT_HOST } from './accountsPages';
import { urlOf, type Locale } from './PortalPage';

export const subscriptionPath = (uuid: string): string => `/med24/subscription/${uuid}`;

export class SubscriptionPage {
  readonly card: Locator;
  readonly status: Locator;
  readonly paidUntil: Locator;
  readonly nextCharge: Locator;
  readonly cancelledNote: Locator;
  readonly cancelSection: Locator;
  readonly cancelOpen: Locator;
  readonly confirmation: Locator;
  readonly keep: Locator;
  readonly yes: Locator;
  readonly done: Locator;
  readonly refused: Locator;

  constructor(
    readonly page: Page,
    readonly b: EffectiveBrand,
    readonly locale: Locale,
  ) {
    this.card = page.getByTestId('subscription-card');
    this.status = page.getByTestId('subscription-status');
    this.paidUntil = page.getByTestId('subscription-paid-until');
    this.nextCharge = page.getByTestId('subscription-next-charge');
    this.cancelledNote = page.getByTestId('subscription-cancelled');
    this.cancelSection = page.getByTestId('subscription-cancel');
    this.cancelOpen = page.getByRole('button', { name: this.t('med24.cancel.open'), exact: true });
    this.confirmation = page.getByRole('group', { name: this.t('med24.cancel.confirmTitle', { product: 'Premium' }) });
    this.keep = page.getByRole('button', { name: this.t('med24.cancel.keep'), exact: true });
    this.yes = page.getByRole('button', { name: this.t('med24.cancel.confirm'), exact: true });
    this.done = page.getByTestId('subscription-cancel-outcome-success');
    this.refused = page.getByTestId('subscription-cancel-outcome-error');
  }

  t(key: string, values: Record<string, string> = {}): string {
    return text(this.b, this.locale, key, values);
  }

  async open(uuid: string): Promise<void> {
    await this.page.goto(urlOf(this.b, subscriptionPath(uuid)));
    await expect(this.card).toBeVisible();
  }
}

/** The uuid of the subscription a page of it shows. */
export const uuidOf = (page: Page): string => /\/med24\/subscription\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';

/**
 * A new customer of the paid variant, signed up and with the billing address an invoice needs, on
 * the new-subscription page: one who holds no subscription yet (a customer holds one per product
 * line, so the seeded subscriber cannot buy another). Answers the address.
 */
export async function customerReadyToPay(page: Page, request: APIRequestContext, b: EffectiveBrand, lastName: string): Promise<string> {
  const email = await signUpPaidCustomer(page, request, b, lastName);
  await page.goto(urlOf(b, '/med24/profile/edit?next=/med24/subscription/new'));
  const profile = new ProfilePage(page, b, 'hu');
  await profile.fillBilling({ billingName: `${lastName} Új`, billingZip: '1052', billingCity: 'Budapest', billingAddress: 'Váci utca 3.' });
  await profile.save.click();
  await expect(new NewSubscriptionPage(page, b, 'hu').form).toBeVisible();
  return email;
}

/**
 * A new customer of the paid variant (signed up, billing address given) whose monthly Premium is
 * paid with the success card and active; answers the address and the subscription's uuid. Data of
 * its own: nothing another spec reads changes when it is cancelled.
 */
export async function customerWithPremium(page: Page, request: APIRequestContext, b: EffectiveBrand, lastName: string): Promise<{ email: string; uuid: string }> {
  const email = await customerReadyToPay(page, request, b, lastName);
  const subscription = new NewSubscriptionPage(page, b, 'hu');
  await subscription.choose('med24-premium', 'month');
  await subscription.continue.click();
  await new GatewayPage(page).pay('success');
  await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'success', { timeout: 20_000 });
  await page.goto(urlOf(b, '/med24/subscription/details'));
  await expect(page.getByTestId('subscription-card')).toHaveAttribute('data-status', 'active');
  await page.getByTestId('subscription-manage').click();
  await expect(page).toHaveURL(/\/med24\/subscription\/[0-9a-f-]{36}$/);
  return { email, uuid: uuidOf(page) };
}

/** The subjects of the mails the outbox holds for `email`, newest first. */
export async function mailSubjects(request: APIRequestContext, email: string): Promise<string[]> {
  const res = await request.get(`http://localhost:${E2E_ORIGIN_PORT}/dev/outbox.json`, { headers: { Host: `${DEFAULT_HOST}:${E2E_ORIGIN_PORT}` } });
  const { messages } = (await res.json()) as { messages: Array<{ to: string; subject: string }> };
  return messages.filter((m) => m.to === email).map((m) => m.subject);
}
