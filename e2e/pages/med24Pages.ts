/**
 * Page objects of the paid variant (issue 15): a new subscription chosen and paid by card on the
 * local SimplePay gateway's page, and the return page. Selectors follow renderer/screens/med24 and
 * server/payments/localGateway/paymentPage.ts (the gateway's page speaks the payment's language).
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { EffectiveBrand } from '../../server/config/loadBrands';
import { text } from '../support/brands';
import { LoginSteps } from './appointmentsPages';
import { OutboxPage, RegistrationPage } from './accountsPages';
import { originOf, urlOf, type Locale } from './PortalPage';

export const NEW_SUBSCRIPTION_PATH = '/med24/subscription/new';
export const RETURN_PATH = '/med24/simplepay/simplepay-return';

/** The gateway page's buttons in Hungarian, the language the payment is started in here. */
const GATEWAY = { pay: 'Fizetés', cancel: 'Fizetés megszakítása' } as const;
export const TEST_CARDS = { success: '4908 3660 9990 0425', declined: '4000 0000 0000 0002', threeDSecureFailed: '4000 0000 0000 3220' } as const;

export class NewSubscriptionPage {
  readonly form: Locator;
  readonly total: Locator;
  readonly continue: Locator;

  constructor(
    readonly page: Page,
    readonly b: EffectiveBrand,
    readonly locale: Locale,
  ) {
    this.form = page.getByTestId('subscription-new-form');
    this.total = page.getByTestId('subscription-new-total');
    this.continue = page.getByRole('button', { name: this.t('med24.new.continue') });
  }

  t(key: string): string {
    return text(this.b, this.locale, key);
  }

  async open(): Promise<void> {
    await this.page.goto(urlOf(this.b, NEW_SUBSCRIPTION_PATH));
    await expect(this.form).toBeVisible();
  }

  async choose(product: string, period: 'month' | 'year'): Promise<void> {
    await this.form.locator(`[data-product="${product}"] input`).check();
    await this.page.getByRole('radio', { name: this.t(`med24.new.period.${period}`) }).check();
  }
}

/** The local gateway's payment page, as a customer uses it. */
export class GatewayPage {
  constructor(readonly page: Page) {}

  async pay(card: keyof typeof TEST_CARDS): Promise<void> {
    await expect(this.page).toHaveURL(/\/pay\/[A-Za-z0-9_-]+$/);
    await this.page.getByRole('radio', { name: TEST_CARDS[card], exact: false }).check();
    await this.page.getByRole('button', { name: GATEWAY.pay, exact: true }).click();
  }

  async cancel(): Promise<void> {
    await this.page.getByRole('button', { name: GATEWAY.cancel }).click();
  }
}

export const PROFILE_PATH = '/med24/profile';

/** A billing address as the profile form takes it. */
export interface BillingAddress {
  billingName: string;
  billingZip: string;
  billingCity: string;
  billingAddress: string;
  billingAddress2?: string;
}

/** The profile (/med24/profile) and its edit form (/med24/profile/edit; RJSF ids root_*). */
export class ProfilePage {
  readonly incomplete: Locator;
  readonly save: Locator;

  constructor(
    readonly page: Page,
    readonly b: EffectiveBrand,
    readonly locale: Locale,
  ) {
    this.incomplete = page.getByTestId('profile-incomplete');
    this.save = page.locator('.portal-form button[type="submit"]');
  }

  t(key: string): string {
    return text(this.b, this.locale, key);
  }

  fact(name: 'name' | 'phone' | 'email' | 'billing-name' | 'billing-address' | 'billing-country'): Locator {
    return this.page.getByTestId(`profile-${name}`);
  }

  field(name: string): Locator {
    return this.page.locator(`#root_${name}`);
  }

  errorOf(name: string): Locator {
    return this.page.locator(`#root_${name}__error`);
  }

  async fillBilling(address: BillingAddress): Promise<void> {
    for (const [name, value] of Object.entries(address)) await this.field(name).fill(value);
  }
}

/**
 * A new customer of the paid variant: signs up on the brand, confirms the address from the outbox
 * and logs in (landing on the subscriptions); answers the login email.
 */
export async function signUpPaidCustomer(page: Page, request: APIRequestContext, b: EffectiveBrand, lastName: string): Promise<string> {
  const email = `e2e-paid-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = 'E2e-Password-1';
  await page.context().addCookies([{ name: 'locale', value: 'hu', url: originOf(b) }]);
  const registration = new RegistrationPage(page, originOf(b));
  await registration.goto('/med24/registration');
  await registration.register({ lastName, firstName: 'Új', email, password });
  await expect(registration.success).toBeVisible({ timeout: 60_000 });
  const outbox = new OutboxPage(page);
  await outbox.follow(await outbox.linkFor(request, email, '/verify-registration/'));
  await expect(page.getByTestId('token-link-outcome')).toHaveAttribute('data-state', 'done');
  await new LoginSteps(page, b).login(email, password);
  await expect(page).toHaveURL(/\/med24\/subscription\/details$/);
  return email;
}
