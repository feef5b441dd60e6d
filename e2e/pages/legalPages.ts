/**
 * Page objects of the insurance terms and the voucher error page: the terms' version line and
 * sections, the voucher error's sentence, advice and next steps (renderer/screens/content,
 * renderer/screens/voucher-registration-error).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { EffectiveBrand } from '../../server/config/loadBrands';
import { originOf, urlOf } from './PortalPage';

export const INSURANCE_TERMS = '/insurance-terms';
export const VOUCHER_ERROR = '/registration/voucher/index-for-error';

export class InsuranceTermsPage {
  readonly document: Locator;
  readonly version: Locator;
  readonly sections: Locator;

  constructor(
    readonly page: Page,
    readonly b: EffectiveBrand,
  ) {
    this.document = page.locator('main [data-content-page="insurance-terms"]');
    this.version = page.getByTestId('policy-version');
    this.sections = this.document.locator('h2');
  }

  /**
   * Opens the terms as a visitor who is not logged in yet: the portal sends them to log in and,
   * once they have, on to the terms (the auth guard keeps the target).
   */
  async openLoggingIn(email: string, password: string): Promise<void> {
    await this.page.context().addCookies([
      { name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({ consent: false, enabled: [] })), url: originOf(this.b) },
    ]);
    await this.page.goto(urlOf(this.b, INSURANCE_TERMS));
    await expect(this.page).toHaveURL(/\/login\?notice=auth&next=%2Finsurance-terms$/);
    await this.page.locator('#root_username').fill(email);
    await this.page.locator('#root_password').fill(password);
    await this.page.locator('.portal-form button[type="submit"]').click();
    await expect(this.page).toHaveURL(urlOf(this.b, INSURANCE_TERMS));
    await expect(this.document).toBeVisible();
  }
}

export class VoucherErrorPage {
  readonly screen: Locator;
  readonly reason: Locator;
  readonly steps: Locator;
  readonly callCentre: Locator;

  constructor(
    readonly page: Page,
    readonly b: EffectiveBrand,
  ) {
    this.screen = page.getByTestId('voucher-error');
    this.reason = page.getByTestId('voucher-error-reason');
    this.steps = page.getByTestId('voucher-error-steps');
    this.callCentre = this.steps.locator('[data-step="callCentre"]');
  }

  async open(code?: string): Promise<void> {
    await this.page.goto(urlOf(this.b, code === undefined ? VOUCHER_ERROR : `${VOUCHER_ERROR}?code=${encodeURIComponent(code)}`));
    await expect(this.reason).toBeVisible();
  }

  step(step: 'retry' | 'registerByEmail' | 'logIn' | 'newPassword'): Locator {
    return this.steps.locator(`a[data-step="${step}"]`);
  }

  /** The href of every link in main, as the visitor could follow them. */
  async linksInMain(): Promise<string[]> {
    return this.page.locator('main a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  }
}
