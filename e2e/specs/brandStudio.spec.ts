/**
 * Issue 17, the brand studio: a product owner makes a brand from a copy in the development
 * server's studio, is stopped from saving a colour text cannot be read on, mends it, moves a
 * services-home tile and sees it move in the preview, gives the brand its own logo (after one
 * that runs code is refused), saves, and the production server then serves the new brand on its
 * own host.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { brand, text } from '../support/brands';
import { startDevServer } from '../support/devServer';
import { startPortalProcess } from '../support/laterServer';
import { StudioPage } from '../pages/studioPages';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The new brand's logo: its own size, so the preview shows which logo it draws. */
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 48" width="240" height="48"><rect width="48" height="48" rx="10" fill="#0b5394"/><text x="60" y="32" font-size="22" fill="#0b5394">Sunrise Health</text></svg>\n';
const svgFile = (svg: string) => ({ name: 'Sunrise logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });

test('a brand made in the studio from a copy is refused with a poor contrast, previewed, saved and served by the production server', async ({ page }) => {
  // A development server of its own (Vite transforms the studio and then the portal for the
  // preview on first load), then a production server on the brands it saved.
  test.setTimeout(360_000);
  const source = brand('bank-insurance');
  const psychology = text(source, source.brand.defaultLocale, source.services.services.psychology!.tile!.title);
  const dev = await startDevServer({ seed: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-studio-e2e-'));
  let production: Awaited<ReturnType<typeof startPortalProcess>> | undefined;
  try {
    const studio = new StudioPage(page, `http://localhost:${dev.port}`);
    await studio.open();
    await studio.copyBrand('bank-insurance', 'sunrise', 'Sunrise Health');
    await studio.expectValid();
    // The name given to the copy is the name its visitors see: the preview's footer names it, not the brand it copies.
    const footer = studio.preview.locator('footer');
    await expect(footer).toContainText('©', { timeout: 120_000 });
    await expect(footer).toContainText('Sunrise Health', { timeout: 60_000 });
    await expect(footer).not.toContainText(text(source, source.brand.defaultLocale, 'brand.name'));
    // A reload keeps the unsaved brand.
    await page.reload();
    // The studio reads the brand set again first ("Reading the brands…"): on a busy machine over 7 s.
    await expect(studio.status).toHaveText(/valid|problem/, { timeout: 30_000 });
    await expect(page.getByLabel('Brand', { exact: true })).toHaveValue('sunrise');
    // The brand's documents and texts, and its images.
    const copied = 4 + fs.readdirSync(path.join(ROOT, 'brands/bank-insurance/assets')).length;
    await expect(page.locator('.studio-bar [role="status"]')).toHaveText(`${copied} files changed, not saved yet.`);
    await studio.expectValid();

    // A primary colour white text cannot be read on: the validator's words beside the field, and no save.
    await studio.showPart('brand', 'themeTokens');
    const primary = studio.field('colors_primary');
    await primary.input.fill('#9ab0c8');
    await expect(primary.problems).toContainText('contrasts only 2.23:1; text needs at least 4.5:1', { timeout: 15_000 });
    await expect(studio.status).toHaveText(/^\d+ problems? in the brand set/);
    await studio.saveButton.click();
    await expect(page.locator('.studio-bar [role="alert"]')).toContainText('Not saved.');
    expect(fs.existsSync(path.join(dev.brandsDir, 'sunrise'))).toBe(false);

    await primary.input.fill('#0b5394');
    await studio.expectValid();
    await expect(primary.problems).toHaveCount(0);

    // The psychology tile moves from the consultations to the prevention group, in the preview too.
    await studio.showPart('services', 'services', 'psychology');
    await page.locator('#root_tile_group').selectOption('prevention');
    await studio.expectValid();
    const previewed = studio.preview.locator('[data-tile-group="prevention"]');
    await expect(previewed).toContainText(psychology, { timeout: 120_000 });
    await expect(studio.preview.locator('[data-tile-group="consultations"]')).not.toContainText(psychology);

    // A logo that runs code is refused beside the image; the brand's own logo then shows in the preview.
    await studio.replaceImage('logo.svg', svgFile(LOGO.replace('<rect', '<rect onclick="alert(1)"')));
    await expect((await studio.image('logo.svg')).locator('.studio-field-problem')).toContainText('logo.svg holds code', { timeout: 15_000 });
    await expect(studio.status).toHaveText(/^1 problem in the brand set/);
    await studio.replaceImage('logo.svg', svgFile(LOGO));
    await studio.expectValid();
    await expect((await studio.image('logo.svg')).locator('.studio-field-problem')).toHaveCount(0);
    const logo = studio.preview.locator('img[src="/brand/logo.svg"]').first();
    await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 60_000 }).toBe(240);

    // The same draft for a logged-in patient, in English, at a desktop's width (where the header names the user).
    await page.getByRole('button', { name: 'Desktop (1280 px)' }).click();
    await page.getByLabel('Visitor').selectOption('patient');
    await page.getByLabel('Language').selectOption('en');
    await expect(studio.preview.getByRole('button', { name: /Péter Minta|Minta Péter/ })).toBeVisible({ timeout: 60_000 });
    await expect(studio.preview.locator('[data-tile-group="prevention"]')).toContainText(text(source, 'en', source.services.services.psychology!.tile!.title));
    await expect(studio.axeReport).toContainText('No violations on /');

    await studio.saveButton.click();
    await expect(page.locator('.studio-bar [role="status"]').first()).toContainText('Saved: ');
    expect(JSON.parse(fs.readFileSync(path.join(dev.brandsDir, 'sunrise/services.json'), 'utf8'))).toEqual({
      $schema: '../../schemas/services.schema.json',
      services: { psychology: { tile: { group: 'prevention' } } },
    });
    expect(fs.readFileSync(path.join(dev.brandsDir, 'sunrise/brand.json'), 'utf8')).toContain('"primary": "#0b5394"');
    expect(fs.readFileSync(path.join(dev.brandsDir, 'sunrise/assets/logo.svg'), 'utf8')).toBe(LOGO);

    // The production server, started on the saved brands, serves the new brand on its host.
    production = await startPortalProcess({ BRANDS_DIR: dev.brandsDir, DATA_DIR: dataDir, DEMO_SEED: '0' });
    await page.goto(`http://sunrise.localhost:${production.port}/`);
    await expect(page.locator('[data-tile-group="prevention"]')).toContainText(psychology);
    await expect(page).toHaveTitle(/ - Sunrise Health$/);
    await expect(page.locator('footer')).toContainText('Sunrise Health');
    const colour = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
    expect(colour).toBe('#0b5394');
    const served = await page.request.get(`http://127.0.0.1:${production.port}/brand/logo.svg`, { headers: { Host: `sunrise.localhost:${production.port}` } });
    expect(await served.text()).toBe(LOGO);
  } finally {
    await production?.stop();
    await dev.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
