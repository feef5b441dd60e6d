/**
 * Page objects of the booking e2e (issue 5): the provider search's slot links, the reservation
 * screen (/services/provider-search/reservation?slotId=&subfunctionId=) with its steps, and the
 * verify link's finished screen. Selectors follow renderer/screens/reservation.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { EffectiveBrand } from '../../server/config/loadBrands';
import { text } from '../support/brands';
import { urlOf } from './PortalPage';
import { fillMemorableDate } from './memorableDate';

export const RESERVATION_PATH = '/services/provider-search/reservation';

/** YYYY-MM-DD of today + `days` in Budapest, the search's week parameter. */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Budapest' });
}

export class ReservationFlow {
  readonly slotLinks: Locator;
  readonly summary: Locator;
  readonly problem: Locator;
  readonly step: Locator;
  readonly finished: Locator;

  constructor(
    readonly page: Page,
    readonly b: EffectiveBrand,
  ) {
    this.slotLinks = page.getByTestId('slot-link');
    this.summary = page.getByTestId('slot-summary');
    this.problem = page.getByTestId('reservation-problem');
    this.step = page.getByTestId('reservation-step');
    this.finished = page.getByTestId('reservation-finished');
  }

  label(key: string): string {
    return text(this.b, this.b.brand.defaultLocale, key);
  }

  /** The brand's provider search for the week starting `week`, with its slot links drawn. */
  async search(week: string): Promise<void> {
    const path = this.b.brand.rules.providerSearchPath;
    await this.page.goto(urlOf(this.b, `${path}?week=${week}`));
    await expect(this.slotLinks.first()).toBeVisible();
  }

  /**
   * Opens the reservation of slot link number `index` (from the end when negative) and waits for
   * its summary. Answers false when the slot was taken meanwhile (the screen says so), so the
   * caller can go back and pick another.
   */
  async pick(index: number): Promise<boolean> {
    const count = await this.slotLinks.count();
    const link = this.slotLinks.nth(((index % count) + count) % count);
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^${RESERVATION_PATH}\\?slotId=\\d+&subfunctionId=\\d+$`));
    await link.click();
    await this.page.waitForURL((url) => url.pathname === RESERVATION_PATH);
    await expect(this.summary.or(this.problem).first()).toBeVisible();
    return this.summary.isVisible();
  }

  /** The patient's data in the registration step's form (RJSF ids root_*) and its submit. */
  async register(patient: { lastName: string; firstName: string; email: string; phone: string; birthDate: string; comment: string }): Promise<void> {
    await this.page.locator('#root_lastName').fill(patient.lastName);
    await this.page.locator('#root_firstName').fill(patient.firstName);
    await this.page.locator('#root_email').fill(patient.email);
    await this.page.locator('#root_phone').fill(patient.phone);
    await fillMemorableDate(this.page, 'root_birthDate', patient.birthDate);
    await this.page.locator('#root_patientComment').fill(patient.comment);
    await this.page.locator('#root_acceptTerms').check();
    await this.page.locator('#root_acceptPrivacy').check();
    await this.step.locator('button[type="submit"]').click();
  }

  /** The logged-in step: the note, labelled as the field, and the Book button. */
  async bookLoggedIn(comment: string): Promise<void> {
    await expect(this.step).toHaveAttribute('data-step', 'loggedInForm');
    await this.page.getByLabel(this.label('fields.patientComment')).fill(comment);
    await this.page.getByRole('button', { name: this.label('reservation.loggedIn.submit') }).click();
  }
}
