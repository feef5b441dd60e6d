/**
 * The pre-authorisation page and its wizard dialog (issue 13): the opener, the dialog, its
 * breadcrumb and the nine steps' fields, filled as a patient would (the provider by typing part of
 * its name into the combobox and tapping the option).
 */
import type { Locator, Page } from '@playwright/test';
import type { EffectiveBrand } from '../../server/config/loadBrands';
import { urlOf } from './PortalPage';
import { expect } from '../support/test';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** The nine steps in the order of services.json. */
export const STEPS = ['medicalRecommendation', 'historyQuestions', 'appointment', 'appointmentAndExamination', 'requestedCare', 'personalData', 'bookAppointment', 'bookByPhone', 'specialistStatement'] as const;
export type StepId = (typeof STEPS)[number];

export class PreauthorizationPage {
  readonly opener: Locator;
  readonly dialog: Locator;
  readonly wizard: Locator;
  readonly heading: Locator;
  readonly breadcrumb: Locator;
  readonly next: Locator;
  readonly back: Locator;
  readonly cancel: Locator;
  readonly send: Locator;
  readonly errorSummary: Locator;

  constructor(
    readonly page: Page,
    readonly b: EffectiveBrand,
  ) {
    this.opener = page.getByTestId('wizard-open');
    this.dialog = page.locator('.modal[role="dialog"]').filter({ has: page.getByTestId('care-wizard') });
    this.wizard = page.getByTestId('care-wizard');
    this.heading = page.getByTestId('wizard-heading');
    this.breadcrumb = this.wizard.locator('nav.wizard-breadcrumb');
    this.next = this.wizard.locator('.portal-form button[type="submit"]');
    this.back = page.getByTestId('wizard-back');
    this.cancel = page.getByTestId('wizard-cancel');
    this.send = page.getByTestId('wizard-send');
    this.errorSummary = this.wizard.locator('.error-summary');
  }

  async open(): Promise<void> {
    await this.page.goto(urlOf(this.b, '/services/preauthorization'));
    await expect(this.opener).toBeVisible();
  }

  field(name: string): Locator {
    return this.wizard.locator(`#root_${name}`);
  }

  async at(step: StepId | 'review'): Promise<void> {
    await expect(this.wizard).toHaveAttribute('data-step', step);
  }

  /** The options the provider combobox lists now. */
  providerOptions(): Locator {
    return this.wizard.getByRole('listbox').getByRole('option');
  }

  /**
   * Chooses a provider in the combobox as a patient would: types the start of its name, then taps
   * the option whose text is `label` ("Name (Town)"); without a label, the first option listed.
   */
  async chooseProvider(label?: string): Promise<void> {
    const box = this.field('providerId');
    await expect(box).toBeEnabled();
    if (label) {
      await box.fill(label.slice(0, 6));
      await this.wizard.getByRole('listbox').getByRole('option', { name: label, exact: true }).click();
      await expect(box).toHaveValue(label);
    } else {
      await box.click();
      await this.providerOptions().first().click();
      await expect(box).not.toHaveValue('');
    }
  }

  /** Fills a step with answers that pass; `values` change some of them. */
  async fill(step: StepId, providerLabel?: string): Promise<void> {
    const f = (name: string) => this.field(name);
    switch (step) {
      case 'medicalRecommendation':
        await this.wizard.locator('input[type="file"]').setInputFiles({ name: `javaslat-${Date.now()}.pdf`, mimeType: 'application/pdf', buffer: PDF });
        await expect(this.wizard.getByTestId('care-upload').first()).toHaveAttribute('data-status', 'stored');
        await f('issuedBy').fill('Dr. Kovács Anna');
        await f('issuedOn').fill('2026-01-10');
        break;
      case 'historyQuestions':
        await f('treatedBefore').selectOption({ index: 2 });
        await f('chronicConditions').fill('Nincs');
        break;
      case 'appointment':
        await f('hasAppointment').selectOption({ index: 1 });
        break;
      case 'appointmentAndExamination':
        await f('appointmentDate').fill('2026-02-01');
        await f('place').fill('Budapest');
        await f('examination').fill('Térd MR');
        break;
      case 'requestedCare':
        await f('careType').selectOption({ index: 1 });
        await f('description').fill('Térd MR sportsérülés után.');
        break;
      case 'personalData':
        await f('phone').fill('+36301234567');
        await f('city').fill('Budapest');
        break;
      case 'bookAppointment':
        await this.chooseProvider(providerLabel);
        await f('callMe').selectOption({ index: 1 });
        break;
      case 'bookByPhone':
        await f('callTime').selectOption({ index: 1 });
        break;
      case 'specialistStatement':
        await f('specialistName').fill('Dr. Kovács Anna');
        await f('statement').check();
        break;
    }
  }
}
