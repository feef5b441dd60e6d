/**
 * Page object of the relatives page (/services/relatives, renderer/screens/relatives): the list of
 * cards, the add form, a card's edit form, the remove dialog and the announced outcome. The forms
 * are RJSF form documents (#root_name, #root_birthDate as day, month and year boxes, #root_relation).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { EffectiveBrand } from '../../server/config/loadBrands';
import { urlOf } from './PortalPage';
import { fillMemorableDate } from './memorableDate';

export interface RelativeDetails {
  name: string;
  /** YYYY-MM-DD, what a date input takes. */
  birthDate: string;
  /** The relation's label in the page's language. */
  relation: string;
}

export class RelativesPage {
  static readonly PATH = '/services/relatives';
  readonly cards: Locator;
  readonly addForm: Locator;
  readonly success: Locator;
  readonly error: Locator;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly b: EffectiveBrand,
  ) {
    this.cards = page.getByTestId('relative');
    this.addForm = page.getByTestId('relative-add');
    this.success = page.getByTestId('relatives-outcome-success');
    this.error = page.getByTestId('relatives-outcome-error');
    this.dialog = page.getByRole('dialog');
  }

  async open(): Promise<void> {
    await this.page.goto(urlOf(this.b, RelativesPage.PATH));
    await expect(this.page.locator('[data-screen-kind="service"].relatives')).toBeVisible();
    await expect(this.page.getByTestId('relatives').or(this.page.getByTestId('relatives-empty'))).toBeVisible();
  }

  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByTestId('relative-name').getByText(name, { exact: true }) });
  }

  async fill(form: Locator, details: Partial<RelativeDetails>): Promise<void> {
    if (details.name !== undefined) await form.locator('#root_name').fill(details.name);
    if (details.birthDate !== undefined) await fillMemorableDate(form, 'root_birthDate', details.birthDate);
    if (details.relation !== undefined) await form.locator('#root_relation').selectOption({ label: details.relation });
  }

  submit(form: Locator): Promise<void> {
    return form.locator('button[type="submit"]').click();
  }

  /** The edit form of a relative's card, opened with its button. */
  async edit(name: string): Promise<Locator> {
    await this.card(name).getByTestId('relative-edit-open').click();
    const form = this.page.getByTestId('relative-edit');
    await expect(form.locator('#root_name')).toBeFocused();
    return form;
  }
}
