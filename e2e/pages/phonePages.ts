/**
 * Page objects of the phone-first home and search (issue 33): a 390×844 screen, the parts of home a
 * visitor or a member of staff must find on its first screen, and the provider search's folded
 * filters, list toggle and results. Selectors follow renderer/screens/services-home and
 * renderer/screens/provider-search.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { EffectiveBrand } from '../../server/config/loadBrands';
import { urlOf } from './PortalPage';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export const STAFF = {
  operator: { email: 'operator@demo.test', password: 'Demo-Operator-1', work: '/operator/care' },
  doctor: { email: 'doctor@demo.test', password: 'Demo-Doctor-1', work: '/doctor/video' },
} as const;
export const PATIENT = { email: 'patient@demo.test', password: 'Demo-Patient-1' };

/** Whether the brand serves a page at all (its blocked and exclusive routes), whoever asks. */
export function serves(b: EffectiveBrand, path: string): boolean {
  const { blockedRoutes, exclusiveRoutes } = b.brand.rules;
  return !blockedRoutes.includes(path) && (exclusiveRoutes.length === 0 || exclusiveRoutes.includes(path));
}

/** Where the element is on the screen, scrolled as the page is now: fully inside the first screen or not. */
export async function onFirstScreen(locator: Locator, height = PHONE.height): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

/** Logs in through the login form (its own cookie banner answered first) and waits until the portal has moved on. */
export async function logIn(page: Page, b: EffectiveBrand, account: { email: string; password: string }): Promise<void> {
  await page.context().addCookies([{ name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({ consent: false, enabled: [] })), url: urlOf(b, '/') }]);
  await page.goto(urlOf(b, '/login'));
  await page.locator('#root_username').fill(account.email);
  await page.locator('#root_password').fill(account.password);
  await page.locator('.portal-form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

export class PhoneHome {
  readonly task: Locator;
  readonly searchEntry: Locator;
  readonly login: Locator;
  readonly loginOnly: Locator;
  readonly cards: Locator;
  readonly staffWork: Locator;

  constructor(
    readonly page: Page,
    readonly b: EffectiveBrand,
  ) {
    this.task = page.locator('.home-task');
    this.searchEntry = page.getByTestId('home-search-entry');
    // A link to the login page in main: the way in under the main task (or the search's "log in to search").
    this.login = page.locator('main a[href="/login"], main a[href^="/login?"]').first();
    this.loginOnly = page.getByTestId('login-only-services');
    this.cards = page.locator('.tile');
    this.staffWork = page.getByTestId('staff-work');
  }

  /** The brand's doctor line as a link a phone can call. */
  doctorLine(): Locator {
    return this.page.locator(`main a[href="tel:${this.b.brand.contact.doctorLine.phone.replace(/[^\d+]/g, '')}"]`).first();
  }
}

export class PhoneSearch {
  readonly toggle: Locator;
  readonly submit: Locator;
  readonly rows: Locator;
  readonly service: Locator;

  constructor(readonly page: Page) {
    this.toggle = page.getByTestId('filters-toggle');
    this.submit = page.getByTestId('search-submit');
    this.rows = page.getByTestId('search-row');
    this.service = page.locator('select[name="subfunction"]');
  }

  listButton(type: 'doctors' | 'providers'): Locator {
    return this.page.locator(`button[data-list-type="${type}"]`);
  }

  /**
   * Presses Search and waits for the first row of its answer. A search the page made before is
   * answered from the client's cache, with no request to wait for.
   */
  async search(): Promise<void> {
    await this.submit.click();
    await expect(this.page.getByTestId('results-loading')).toHaveCount(0);
    await expect(this.rows.first()).toBeVisible();
  }
}
