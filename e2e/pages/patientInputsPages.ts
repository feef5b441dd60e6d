/**
 * Page objects of the patient-input e2e (issue 33): the registration form with a new password and
 * a phone number, the password-recovery form and its mails, and the claim form with its documents.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { EffectiveBrand } from '../../server/config/loadBrands';
import { todayInBudapest } from '../../schemas/vocabulary';
import { E2E_PORT } from '../../playwright.config';
import { hostOf } from '../support/brands';
import { urlOf } from './PortalPage';
import { expect } from '../support/test';
import { fillMemorableDate } from './memorableDate';

/** Today in Budapest moved by `days`, as the date field takes it (YYYY-MM-DD). */
export const budapestDay = (days: number): string => new Date(Date.parse(`${todayInBudapest()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A portal form (RJSF ids root_*): its fields, their messages and its submit button. */
export class FormSteps {
  constructor(readonly scope: Locator) {}

  field(name: string): Locator {
    return this.scope.locator(`#root_${name}`);
  }

  /** What is said beside the field (its error list). */
  errorsOf(name: string): Locator {
    return this.field(name).locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " form-group ")][1]');
  }

  async submit(): Promise<void> {
    await this.scope.locator('.portal-form button[type="submit"]').first().click();
  }
}

export class RegistrationSteps extends FormSteps {
  constructor(readonly page: Page, readonly b: EffectiveBrand) {
    super(page.locator('main'));
  }

  async open(): Promise<void> {
    await this.page.goto(urlOf(this.b, '/registration'));
    await expect(this.field('email')).toBeVisible();
  }

  async fill(person: { email: string; password: string; phone: string }): Promise<void> {
    await this.field('lastName').fill('Teszt');
    await this.field('firstName').fill('Elek');
    await this.field('email').fill(person.email);
    await this.field('password').fill(person.password);
    await this.field('passwordConfirmation').fill(person.password);
    await fillMemorableDate(this.page, 'root_birthDate', '1985-04-12');
    await this.field('phone').fill(person.phone);
    await this.field('acceptTerms').check();
    await this.field('acceptPrivacy').check();
  }

  async setPassword(password: string): Promise<void> {
    await this.field('password').fill(password);
    await this.field('passwordConfirmation').fill(password);
  }

  get success(): Locator {
    return this.page.locator('.panel--success');
  }
}

export class PasswordRecoverySteps extends FormSteps {
  constructor(readonly page: Page, readonly b: EffectiveBrand) {
    super(page.locator('main'));
  }

  /** Asks for a recovery link for `email` through the form (its captcha solved in the browser). */
  async askFor(email: string): Promise<void> {
    await this.page.goto(urlOf(this.b, '/password-recovery'));
    await this.field('email').fill(email);
    await this.submit();
    // The browser solves the proof-of-work check first: on a busy two-core machine that took over 20 s.
    await expect(this.page.locator('.panel--success')).toBeVisible({ timeout: 60_000 });
  }

  /** Every password-recovery link mailed to `email`, newest first. */
  async links(request: APIRequestContext, email: string): Promise<string[]> {
    const res = await request.get(`http://localhost:${E2E_PORT}/dev/outbox.json`, { headers: { Host: `${hostOf(this.b)}:${E2E_PORT}` } });
    const { messages } = (await res.json()) as { messages: { to: string; links: string[] }[] };
    return messages.filter((m) => m.to === email).flatMap((m) => m.links).filter((l) => l.includes('/password-recovery/'));
  }

  get linkProblem(): Locator {
    return this.page.getByTestId('link-problem');
  }
}

export class ClaimSteps extends FormSteps {
  constructor(readonly page: Page, readonly b: EffectiveBrand) {
    super(page.getByTestId('care-request'));
  }

  async open(): Promise<void> {
    await this.page.goto(urlOf(this.b, '/services/claim-reporting'));
    await expect(this.field('careDate')).toBeVisible();
  }

  async fill(careDate: string): Promise<void> {
    await this.field('whatHappened').fill('Fogorvosi kezelés, tömés.');
    await this.field('careDate').fill(careDate);
    await this.field('providerName').fill('Mosoly Fogászat');
    await this.field('amountHuf').fill('38000');
    await this.field('bankAccount').fill('11773016-11111111');
  }

  get uploads(): Locator {
    return this.scope.getByTestId('care-uploads');
  }

  /** The rows of the documents list, each with its data-status. */
  get rows(): Locator {
    return this.uploads.getByTestId('care-upload');
  }

  /** Picks one file in the documents box, as a patient picks it in the file dialog. */
  async pick(name: string, content: Buffer, mimeType = 'application/pdf'): Promise<void> {
    await this.uploads.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer: content });
  }

  /** Sends the claim; answers the status of POST /api/care-items. */
  async send(): Promise<number> {
    const created = this.page.waitForResponse((res) => res.url().endsWith('/api/care-items') && res.request().method() === 'POST');
    await this.submit();
    return (await created).status();
  }
}
