/**
 * The brand studio of the development server (/dev/studio), as a product owner uses it: the top
 * bar, the document form, and the preview frame of the brand.
 */
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

export class StudioPage {
  readonly status: Locator;
  readonly saveButton: Locator;
  readonly saveOutcome: Locator;
  readonly preview: FrameLocator;
  /** What axe found on the page in the frame (the page checks itself and tells the studio). */
  readonly axeReport: Locator;

  constructor(readonly page: Page, readonly origin: string) {
    this.status = page.locator('.studio-bar > p[aria-live]');
    this.saveButton = page.getByRole('button', { name: 'Save', exact: true });
    this.saveOutcome = page.locator('.studio-bar').getByRole('alert').or(page.locator('.studio-bar [role="status"]'));
    this.preview = page.frameLocator('.studio-frame-box iframe');
    this.axeReport = page.getByRole('region', { name: /Accessibility \(axe/ });
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.origin}/dev/studio`);
    await expect(this.page.getByRole('heading', { name: 'Brand studio' })).toBeVisible({ timeout: 60_000 });
    await expect(this.status).toHaveText(/valid|problem/, { timeout: 30_000 });
  }

  async copyBrand(source: string, id: string, name: string): Promise<void> {
    await this.page.getByRole('button', { name: 'New brand from a copy' }).click();
    const form = this.page.getByRole('form', { name: 'New brand from a copy' });
    await form.getByLabel('Copy of').selectOption(source);
    await form.getByLabel('New brand id').fill(id);
    await form.getByLabel('Name').fill(name);
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(this.page.getByLabel('Brand', { exact: true })).toHaveValue(id);
  }

  async showPart(document: string, section: string, entry?: string): Promise<void> {
    await this.page.getByLabel('Document').selectOption(document);
    await this.page.getByLabel('Section').selectOption(section);
    if (entry) await this.page.getByLabel('Entry').selectOption(entry);
  }

  /** A field of the form by RJSF's id for its path ("colors_primary"), and the problems shown beside it. */
  field(path: string): { input: Locator; problems: Locator } {
    return { input: this.page.locator(`#root_${path}`), problems: this.page.locator(`#root_${path}__error`) };
  }

  /** The row of one of the brand's images, in the images list (opened first). */
  async image(name: string): Promise<Locator> {
    const list = this.page.locator('details.studio-images');
    if (!(await list.evaluate((d) => (d as HTMLDetailsElement).open))) await list.locator('summary').click();
    return list.locator(`[data-image="${name}"]`);
  }

  /** Uploads a file in place of one of the brand's images. */
  async replaceImage(name: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await (await this.image(name)).getByLabel(`Replace ${name}`).setInputFiles(file);
  }

  async expectValid(): Promise<void> {
    await expect(this.status).toHaveText('The brand set is valid', { timeout: 15_000 });
  }
}
