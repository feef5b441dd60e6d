/**
 * Page objects of the preventive services e2e (issue 13): a catalogue page (/services/vaccination,
 * /services/screening, /services/diagnostics: cards, the name search, an entry's details with its
 * book links) and pay for prevention (/services/p4p: the total, the rewards, the appointments that
 * count). Selectors follow renderer/screens/catalogue.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { EffectiveBrand } from '../../server/config/loadBrands';
import { urlOf } from './PortalPage';

export const PREVENTION = { email: 'prevention@demo.test', password: 'Demo-Prevention-1' };

export class CataloguePage {
  readonly cards: Locator;
  readonly filter: Locator;
  readonly entry: Locator;
  readonly bookLinks: Locator;

  constructor(
    readonly page: Page,
    readonly b: EffectiveBrand,
    readonly path: string,
  ) {
    this.cards = page.getByTestId('catalogue-card');
    this.filter = page.getByTestId('catalogue-filter');
    this.entry = page.getByTestId('catalogue-entry');
    this.bookLinks = page.getByTestId('catalogue-book');
  }

  async open(search = ''): Promise<void> {
    await this.page.goto(urlOf(this.b, `${this.path}${search}`));
    await expect(this.cards.first().or(this.entry)).toBeVisible();
  }

  card(entry: string): Locator {
    return this.page.locator(`[data-testid="catalogue-card"][data-entry="${entry}"]`);
  }
}

export class P4pPage {
  static readonly PATH = '/services/p4p';
  readonly total: Locator;

  constructor(
    readonly page: Page,
    readonly b: EffectiveBrand,
  ) {
    this.total = page.getByTestId('p4p-total');
  }

  async open(): Promise<void> {
    await this.page.goto(urlOf(this.b, P4pPage.PATH));
    await expect(this.total).toBeVisible();
  }

  reward(activity: string): Locator {
    return this.page.locator(`[data-testid="p4p-reward"][data-activity="${activity}"]`);
  }

  activity(entry: string): Locator {
    return this.page.locator(`[data-testid="p4p-activity"][data-entry="${entry}"]`);
  }
}
